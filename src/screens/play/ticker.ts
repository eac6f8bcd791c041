// Other players' moves while the caller decides: the game is watched from the version the caller last
// knew, and each batch that comes in is put in one line (who, and the last thing it tells) for the
// table to show above the menu. The full tale of those moves is told after the caller answers.
import type { LogRecord } from '../../service/game-doc.js';
import { contentOf, type PlaySession } from './play-session.js';
import { playerName, recordBlocks, revisedTellingOf } from './record-blocks.js';

export interface Ticker {
  stop(): Promise<void>;
}

/** One line for what `records` tell: "Bob: Ruth Ashby walks to the Woods." (null when they tell nothing). */
export function tickerLine(session: PlaySession, records: readonly LogRecord[]): string | null {
  const blocks = recordBlocks(records, { content: contentOf(session), playerName }, revisedTellingOf(session));
  for (let k = blocks.length - 1; k >= 0; k -= 1) {
    const block = blocks[k];
    const line = block?.lines[block.lines.length - 1];
    if (block && line !== undefined) return block.heading === null || line.includes(block.heading) ? line : `${block.heading}: ${line}`;
  }
  return null;
}

/** Watches `gameId` after version `known`; `onLine` gets a line for each batch of moves. */
export function startTicker(session: PlaySession, gameId: string, known: number, onLine: (line: string) => void): Ticker {
  const watch = session.service.watch(gameId, known);
  const pump = (async () => {
    for await (const batch of watch) {
      const line = tickerLine(session, batch.records);
      if (line !== null) onLine(line);
    }
  })().catch(() => undefined);
  return {
    async stop() {
      watch.close();
      await pump;
    },
  };
}

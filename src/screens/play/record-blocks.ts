// The records a game committed (docs/service.md: engine events and the table's own facts, in order) as
// narration blocks: the engine's events in the game screens' words, the table's in ours.
import type { GameEvent } from '../../engine/index.js';
import type { LogRecord } from '../../service/game-doc.js';
import { toPlainText } from '../../support/plain-text.js';
import { narrate, type NarrationBlock, type NarrationContext } from '../game/narrate.js';
import { isTableEvent } from '../../service/game-doc.js';
import { tableSentence } from './table-words.js';

/** How the screens name a player: bots by their seat name, people as they typed it, cleaned. */
export function playerName(id: string): string {
  return toPlainText(id, 30);
}

export function recordBlocks(records: readonly LogRecord[], ctx: NarrationContext): NarrationBlock[] {
  const blocks: NarrationBlock[] = [];
  let run: GameEvent[] = [];
  const tell = (): void => {
    if (run.length > 0) blocks.push(...narrate(run, ctx));
    run = [];
  };
  for (const record of records) {
    for (const event of record.events) {
      if (isTableEvent(event)) {
        tell();
        blocks.push({ heading: null, lines: [tableSentence(event, ctx.content)] });
      } else if (event.type !== 'revised') run.push(event);
    }
  }
  tell();
  return blocks;
}

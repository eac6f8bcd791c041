// The records a game committed (docs/service.md: engine events and the table's own facts, in order) as
// narration blocks: the engine's events in the game screens' words, the table's in ours. A revised
// game's events are told in the revised narration, a block for each phase under its name.
import type { GameEvent } from '../../engine/index.js';
import type { LogRecord } from '../../service/game-doc.js';
import { toPlainText } from '../../support/plain-text.js';
import { narrate, type NarrationBlock, type NarrationContext } from '../game/narrate.js';
import { isTableEvent } from '../../service/game-doc.js';
import type { PlaySession } from './play-session.js';
import { revisedStory, type RevisedStory } from '../../rulesets/revised/screens/names.js';
import { revisedNarration, revisedPhaseName } from '../../rulesets/revised/screens/narration.js';
import { tableSentence } from './table-words.js';

/** What the revised narration needs: names for the revised content's ids, its encounters' and cards' words. */
export type RevisedTelling = RevisedStory;

/** The revised telling of the session's board, when it has the revised content. */
export function revisedTellingOf(session: PlaySession): RevisedTelling | undefined {
  const content = session.service.games.revisedEngine?.content;
  return content ? revisedStory(content) : undefined;
}

/** How the screens name a player: bots by their seat name, people as they typed it, cleaned. */
export function playerName(id: string): string {
  return toPlainText(id, 30);
}

/** `revised`: how to tell a revised game's events (without it they are passed by). */
export function recordBlocks(records: readonly LogRecord[], ctx: NarrationContext, revised?: RevisedTelling): NarrationBlock[] {
  const blocks: NarrationBlock[] = [];
  // The revised events told together, so each line says its cause; taken in order below.
  const told = revised ? revisedNarration(records.flatMap((record) => record.events.flatMap((event) => (!isTableEvent(event) && event.type === 'revised' ? [event.event] : []))), revised) : [];
  let k = 0;
  let run: GameEvent[] = [];
  let phase: NarrationBlock | null = null;
  const tell = (): void => {
    if (run.length > 0) blocks.push(...narrate(run, ctx));
    run = [];
  };
  for (const record of records) {
    for (const event of record.events) {
      if (isTableEvent(event)) {
        tell();
        phase = null;
        blocks.push({ heading: null, lines: [tableSentence(event, ctx.content)] });
      } else if (event.type !== 'revised') run.push(event);
      else if (revised) {
        tell();
        const lines = told[k] ?? [];
        k += 1;
        if (event.event.type === 'phase') {
          phase = { heading: `Turn ${event.event.turn}, ${revisedPhaseName(event.event.phase)}`, lines: [] };
          blocks.push(phase);
          continue;
        }
        if (lines.length === 0) continue;
        if (!phase) {
          phase = { heading: null, lines: [] };
          blocks.push(phase);
        }
        phase.lines.push(...lines);
      }
    }
  }
  tell();
  return blocks;
}

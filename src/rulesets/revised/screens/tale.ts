// What happened at a revised table, told over its map at the caller's pace as classic's tale is
// (paced-tale.ts): each encounter with its location's vignette beside it (plain terminals: the
// picture's ASCII rows beside the lines).
import type { RevisedContent } from '../content/schema.js';
import type { LogRecord } from '../../../service/game-doc.js';
import { isTableEvent, type TableEvent } from '../../../service/game-doc.js';
import type { NarrationBlock } from '../../../screens/game/narrate.js';
import type { ScreenBuffer } from '../../../term/screen-buffer.js';
import { tellPaced } from '../../../screens/play/paced-tale.js';
import { ANY_KEY, type PlaySession } from '../../../screens/play/play-session.js';
import { callerPace } from '../../../screens/play/paced-tale.js';
import { revisedMapStatus, type RevisedTableState } from './map.js';
import type { RevisedStory } from './names.js';
import { revisedNarration } from './narration.js';
import { drawRevisedScene, revisedPictureOf } from './scene.js';

/**
 * The records as blocks: a run of plain lines, or an encounter with what came of it, its place's
 * picture beside it. The revised events are told together (revisedNarration), so each says its cause.
 */
export function revisedBlocks(records: readonly LogRecord[], story: RevisedStory, tableLine: (event: TableEvent) => string): NarrationBlock[] {
  const revised = records.flatMap((record) => record.events.flatMap((event) => (!isTableEvent(event) && event.type === 'revised' ? [event.event] : [])));
  const told = revisedNarration(revised, story);
  let k = 0;
  const blocks: NarrationBlock[] = [];
  let open: NarrationBlock | null = null;
  for (const record of records) {
    for (const event of record.events) {
      if (isTableEvent(event)) {
        open = null;
        blocks.push({ heading: null, lines: [tableLine(event)] });
        continue;
      }
      if (event.type !== 'revised') continue;
      const lines = told[k] ?? [];
      k += 1;
      if (lines.length === 0) continue;
      const e = event.event;
      if (e.type === 'encounter') {
        open = { heading: null, lines: [...lines], story: lines.map((_, n) => n), place: revisedPictureOf(e.at), placeLine: 0 };
        blocks.push(open);
      } else if (open !== null && open.place !== undefined && e.type === 'encounter-outcome') {
        const at = open.lines.length;
        open.story?.push(...lines.map((_, n) => at + n));
        open.lines.push(...lines);
      } else if (e.type === 'encounter-outcome') {
        // The outcome after a decision on the check (Clue tokens spent or kept): told beside the place's picture again.
        open = { heading: null, lines: [...lines], story: lines.map((_, n) => n), place: revisedPictureOf(e.at), placeLine: 0 };
        blocks.push(open);
      } else if (open !== null && (e.type === 'phase' || e.type === 'moved' || e.type === 'mythos-card')) {
        open = { heading: null, lines: [...lines] };
        blocks.push(open);
      } else if (open !== null) open.lines.push(...lines);
      else {
        open = { heading: null, lines: [...lines] };
        blocks.push(open);
      }
    }
    // An encounter's block ends with its record.
    if (open?.place !== undefined) open = null;
  }
  return blocks;
}

/** The last row of the panel while a revised tale is told. */
export const REVISED_TALE_HINT = 'A key hurries the tale along.';

/** Tells `blocks` at the caller's pace over the map of `state` (plain terminals: as lines). */
export async function tellRevised(session: PlaySession, title: string, blocks: readonly NarrationBlock[], scene: { content: RevisedContent; state: RevisedTableState; slot: number | null }): Promise<void> {
  const art = session.ctx.art;
  const base = (): ScreenBuffer => drawRevisedScene({ ...scene, art, prompt: '' });
  const heading: NarrationBlock = { heading: title, lines: [] };
  const told = session.screen.fullScreen ? blocks : [heading, ...blocks];
  // An encounter's words stay until a key: the next decision's menu would cover them.
  const hold = blocks.some((block) => block.place !== undefined) ? ANY_KEY : undefined;
  await tellPaced(session, { blocks: told, base, banner: { left: revisedMapStatus(scene.state), right: title }, hint: REVISED_TALE_HINT, pace: await callerPace(session), ...(hold === undefined ? {} : { hold }) });
}

// What happened at a revised table, told over its map: the records' lines in a panel of at most
// PANEL_ROWS rows a page, each encounter with its location's vignette beside it (plain terminals: the
// picture's ASCII rows beside the lines), a key turning each page.
import type { RevisedContent } from '../../../content/revised-schema.js';
import type { LogRecord } from '../../../service/game-doc.js';
import { isTableEvent, type TableEvent } from '../../../service/game-doc.js';
import type { NarrationBlock } from '../../game/narrate.js';
import { narrationLines, narrationRows } from '../../game/pacing.js';
import { plainVignettes, vignetteRoom } from '../../game/place-vignette.js';
import { ANY_KEY, type PlaySession } from '../play-session.js';
import { PANEL_ROWS, PANEL_WIDTH, withNarration } from '../table-view.js';
import { revisedMapStatus, type RevisedTableState } from './revised-map.js';
import type { EncounterText, Namer } from './revised-names.js';
import { revisedEventLine } from './revised-narration.js';
import { drawRevisedScene, revisedPictureOf } from './revised-scene.js';

const PLAIN_PAGE = 19;
const MORE = 'More follows: press any key.';

/** The records as blocks: a run of plain lines, or an encounter with what came of it, its place's picture beside it. */
export function revisedBlocks(records: readonly LogRecord[], name: Namer, tableLine: (event: TableEvent) => string, encounterText?: EncounterText): NarrationBlock[] {
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
      const line = revisedEventLine(event.event, name, encounterText);
      const e = event.event;
      if (e.type === 'encounter') {
        open = { heading: null, lines: [line], story: [0], place: revisedPictureOf(e.at), placeLine: 0 };
        blocks.push(open);
      } else if (open !== null && (e.type === 'phase' || e.type === 'moved' || e.type === 'mythos-card')) {
        open = { heading: null, lines: [line] };
        blocks.push(open);
      } else if (open !== null) open.lines.push(line);
      else {
        open = { heading: null, lines: [line] };
        blocks.push(open);
      }
    }
    // An encounter's block ends with its record.
    if (open?.place !== undefined) open = null;
  }
  return blocks;
}

/** Tells `blocks` a page at a time over the map of `state` (plain terminals: as lines), each page waiting for a key. */
export async function tellRevised(session: PlaySession, title: string, blocks: readonly NarrationBlock[], scene: { content: RevisedContent; state: RevisedTableState; slot: number | null }): Promise<void> {
  const art = session.ctx.art;
  if (!session.screen.fullScreen) {
    const lines = [title, ...narrationLines(blocks, false, plainVignettes(art))];
    for (let at = 0; at < lines.length; at += PLAIN_PAGE) {
      const more = at + PLAIN_PAGE < lines.length;
      session.screen.print(`\r\n${[...lines.slice(at, at + PLAIN_PAGE), more ? MORE : ANY_KEY].join('\r\n')} `);
      await session.ctx.keys.next();
    }
    return;
  }
  const rows = narrationRows(blocks, PANEL_WIDTH, vignetteRoom(art, PANEL_ROWS));
  const base = drawRevisedScene({ ...scene, art, prompt: '' });
  const height = Math.min(PANEL_ROWS, rows.length);
  const banner = { left: revisedMapStatus(scene.state), right: title };
  for (let first = 0; first < rows.length; first += height) {
    const hint = first + height < rows.length ? MORE : ANY_KEY;
    const screen = withNarration(base, rows.slice(first, first + height), height, banner, hint, art);
    session.screen.show(screen, { row: 24, col: Math.min(79, hint.length + 2) });
    await session.ctx.keys.next();
  }
}

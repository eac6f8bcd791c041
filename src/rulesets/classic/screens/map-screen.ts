// The whole map of Arkham on M: the map with its one-line legend, and from there a closer look at any
// place (who and what is there) or the key to the map (every mark and every street). Any other key goes
// back. On a plain terminal the map is 24 plain lines, its last the keys, so nothing scrolls off.
import type { Content } from '../content/schema.js';
import { ScreenBuffer } from '../../../term/screen-buffer.js';
import { renderMap, drawMap, mapCursor } from '../../../screens/game/map.js';
import type { MenuChoice } from '../../../screens/game/menu-model.js';
import { placeReport, placesToLook, placeSummary } from './place-report.js';
import { menuFromDraft } from '../../../screens/game/prompt-menu.js';
import { INK } from '../../../screens/game/palette.js';
import { spaceLabel } from './street-words.js';
import type { TableState } from './table-state.js';
import { clip, wrapWords } from '../../../screens/game/wrap.js';
import { locationName, streetName } from '../../../screens/game/names.js';
import { wholeLabel } from '../../../screens/game/map-labels.js';
import { ask, contentOf, menuRows, showWords, type PlaySession } from '../../../screens/play/play-session.js';

export const MAP_KEYS = '[P] look at a place  [K] key to the map  Any other key: back';
const BACK_TO_MAP = 'Press any key to go back to the map.';
const LOOK_HELP = 'Pick a place to see who and what is there: investigators, monsters with their strength and Sanity cost, a gate, an Elder Sign. Esc goes back to the map.';

/** The map until a key other than P or K. */
export async function showFullMap(session: PlaySession, state: TableState, slot: number | null): Promise<void> {
  const content = contentOf(session);
  for (;;) {
    const view = { content, state, viewer: slot, prompt: MAP_KEYS };
    if (session.screen.fullScreen) session.screen.show(drawMap(view), mapCursor(view));
    else session.screen.print(renderMap(view, false) + ' ');
    const key = await session.ctx.keys.next();
    const ch = key.kind === 'char' ? key.char.toLowerCase() : '';
    if (ch === 'p') await lookAtPlace(session, content, state);
    else if (ch === 'k') await showMapKey(session, content);
    else return;
  }
}

async function lookAtPlace(session: PlaySession, content: Content, state: TableState): Promise<void> {
  const { busy, quiet } = placesToLook(content, state);
  const choice = (id: string): MenuChoice => ({ optionId: id, label: clip(spaceLabel(content, id), 40), detail: placeSummary(content, state, id) });
  const draft = {
    title: 'Look at which place?',
    context: ['Where someone or something is comes first, then every other location.'],
    groups: [
      ...(busy.length > 0 ? [{ heading: 'Someone or something there', choices: busy.map(choice) }] : []),
      { heading: 'Other locations', choices: quiet.map(choice), paired: true },
    ],
  };
  const first = busy[0] ?? quiet[0] ?? '';
  const menu = menuFromDraft(draft, { id: 'look', kind: 'look', defaultId: first, help: LOOK_HELP }, menuRows(session));
  const answer = await ask(session, menu, { escape: 'back' });
  if (answer.kind !== 'option') return;
  const report = placeReport(content, state, answer.optionId);
  await showWords(session, report.title, report.lines, BACK_TO_MAP);
}

/** The marks of the map, and each street with the places whose doors open onto it. */
export function mapKeyLines(content: Content, ascii: boolean): { marks: string[]; streets: string[] } {
  const [you, gate, space, colour] = ascii ? ['(@ is yours)', '#', 'o', ''] : ['(yours lit)', 'Ω', '■', ", in its world's colour"];
  const pair = (left: string, right: string): string => `${left.padEnd(38)}${right}`;
  const marks = [
    pair(`A-H  an investigator ${you}`, 'M  a monster; M3: three of them'),
    pair(`${gate}    a gate${colour}`, '*  sealed by an Elder Sign'),
    pair('T    a taxi stand', '+  more than fits there'),
    pair(`${space}    a street space: one step`, `${ascii ? 'v ^' : '▼ ▲'}  a gate or place out of sight there`),
    pair(`${ascii ? '~' : '≈'}    the Miskatonic River`, `SOUTHSIDE  a district${ascii ? ' of the town' : ': its places in its colour'}`),
  ];
  const streets = new Map<string, string[]>();
  for (const s of content.board.streets) if (!streets.has(s.street)) streets.set(s.street, []);
  for (const l of content.board.locations) {
    for (const door of l.entrances) streets.get(streetName(content, door))?.push(l.id);
  }
  const width = Math.max(...[...streets.keys()].map((name) => [...name].length));
  const lines = [...streets].map(([name, doors]) => {
    const room = 76 - width - 2;
    const full = doors.map((id) => locationName(content, id)).join(', ');
    const short = doors.map((id) => wholeLabel(content, id, 12) ?? locationName(content, id)).join(', ');
    const places = [...full].length <= room ? full : short;
    return `${name.padEnd(width)}  ${places === '' ? '(no doors: a way through)' : places}`;
  });
  return { marks, streets: lines };
}

async function showMapKey(session: PlaySession, content: Content): Promise<void> {
  const full = session.screen.fullScreen;
  const { marks, streets } = mapKeyLines(content, !full);
  if (!full) {
    const text = ['The key to the map', ...marks, '', 'Streets, and the places whose doors open onto them', ...streets, BACK_TO_MAP].map((line) => wrapWords(line, 78).join('\r\n'));
    session.screen.print(`\r\n${text.join('\r\n')} `);
    await session.ctx.keys.next();
    return;
  }
  const screen = new ScreenBuffer(80, 24);
  screen.text(1, 3, 'The key to the map', INK.title);
  marks.forEach((line, k) => screen.text(2 + k, 3, clip(line, 76), INK.text));
  screen.text(7, 3, 'Streets, and the places whose doors open onto them', INK.heading);
  streets.slice(0, 16).forEach((line, k) => screen.text(8 + k, 3, clip(line, 76), INK.text));
  screen.text(24, 2, BACK_TO_MAP, INK.prompt);
  session.screen.show(screen, { row: 24, col: BACK_TO_MAP.length + 2 });
  await session.ctx.keys.next();
}

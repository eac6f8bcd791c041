// A revised game's whole map on M: the map with its legend and gauges, and from there a closer look at
// any area (who and what is there) or the key to the map (every mark, who is who, every open gate and
// its world, each street with its locations). Any other key goes back. On a plain terminal the map is
// at most 24 plain lines, its last the keys.
import type { RevisedContent } from '../content/schema.js';
import { ScreenBuffer } from '../../../term/screen-buffer.js';
import type { MenuChoice } from '../../../screens/game/menu-model.js';
import { INK } from '../../../screens/game/palette.js';
import { menuFromDraft } from '../../../screens/game/prompt-menu.js';
import { seatLetter, plural } from '../../../screens/game/names.js';
import { clip, wrapWords } from '../../../screens/game/wrap.js';
import { ask, menuRows, showWords, type PlaySession } from '../../../screens/play/play-session.js';
import { drawRevisedMap, renderRevisedMap, type RevisedTableState } from './map.js';
import { mapCursor } from '../../../screens/game/map.js';
import { revisedNamer } from './names.js';

export const REVISED_MAP_KEYS = '[P] look at an area  [K] key to the map  Any other key: back';
const BACK_TO_MAP = 'Press any key to go back to the map.';
/** The key's first lines: the marks, in two columns. */
const MARK_LINES = 4;
const LOOK_HELP = 'Pick an area to see who and what is there: investigators, monsters, an open gate and its world, clue tokens, an Elder Sign. Esc goes back to the map.';

export interface RevisedMapCall {
  content: RevisedContent;
  state: RevisedTableState;
  /** The investigator in focus, lit up; null for an onlooker. */
  slot: number | null;
  /** On a move: the areas it may go on to. */
  reach?: readonly string[];
}

/** The map until a key other than P or K. */
export async function showRevisedMap(session: PlaySession, call: RevisedMapCall): Promise<void> {
  for (;;) {
    const view = { content: call.content, state: call.state, viewer: call.slot, prompt: REVISED_MAP_KEYS, ...(call.reach ? { reach: call.reach } : {}) };
    if (session.screen.fullScreen) session.screen.show(drawRevisedMap(view), mapCursor(view));
    else session.screen.print(renderRevisedMap(view, false) + ' ');
    const key = await session.ctx.keys.next();
    const ch = key.kind === 'char' ? key.char.toLowerCase() : '';
    if (ch === 'p') await lookAtArea(session, call);
    else if (ch === 'k') await showKey(session, call);
    else return;
  }
}

/** Who and what is at `id`, in words; empty when nothing is. */
export function areaLines(call: Pick<RevisedMapCall, 'content' | 'state'>, id: string): string[] {
  const { content, state } = call;
  const name = revisedNamer(content);
  const b = state.board;
  const lines: string[] = [];
  const world = b.gates[id];
  if (world !== undefined) lines.push(`An open gate to ${name(world)}.`);
  if (b.elderSigns.includes(id)) lines.push('Sealed by an Elder Sign: no gate opens here.');
  const here = state.invs.flatMap((inv, slot) => (inv.place.kind === 'arkham' && inv.place.node === id ? [`${seatLetter(slot)} ${name(inv.id)}`] : []));
  if (here.length > 0) lines.push(`Here: ${here.join(', ')}.`);
  const monsters = b.monsters[id] ?? [];
  if (monsters.length > 0) lines.push(`Monsters: ${monsters.map(name).join(', ')}.`);
  const clues = b.clues[id] ?? 0;
  if (clues > 0) lines.push(`${plural(clues, 'clue token')} lying here.`);
  return lines;
}

async function lookAtArea(session: PlaySession, call: RevisedMapCall): Promise<void> {
  const { content } = call;
  const name = revisedNamer(content);
  const areas = Object.values(content.board);
  const busy = areas.filter((a) => areaLines(call, a.id).length > 0).map((a) => a.id);
  const quiet = areas.filter((a) => a.kind === 'location' && !busy.includes(a.id)).map((a) => a.id);
  const choice = (id: string): MenuChoice => ({ optionId: id, label: clip(name(id), 40), detail: clip(areaLines(call, id).join(' '), 60) });
  const draft = {
    title: 'Look at which area?',
    context: ['Where someone or something is comes first, then every other location.'],
    groups: [...(busy.length > 0 ? [{ heading: 'Someone or something there', choices: busy.map(choice) }] : []), { heading: 'Other locations', choices: quiet.map(choice), paired: true }],
  };
  const menu = menuFromDraft(draft, { id: 'look', kind: 'look', defaultId: busy[0] ?? quiet[0] ?? '', help: LOOK_HELP }, menuRows(session));
  const answer = await ask(session, menu, { escape: 'back' });
  if (answer.kind !== 'option') return;
  const area = content.board[answer.optionId];
  const street = area?.street === undefined ? 'A street area: one step to each of its neighbours.' : `On ${name(area.street)}.`;
  const lines = areaLines(call, answer.optionId);
  await showWords(session, name(answer.optionId), [street, ...(lines.length > 0 ? lines : ['No one and nothing here.'])], BACK_TO_MAP);
}

/** The marks of the map, who is who, the open gates and each street area with its locations. */
export function revisedKeyLines(call: Pick<RevisedMapCall, 'content' | 'state'>, ascii: boolean): string[] {
  const { content, state } = call;
  const name = revisedNamer(content);
  const [you, gate, bar] = ascii ? ['(@ is yours)', '#', '#'] : ['(yours lit)', 'Ω', '█'];
  const pair = (left: string, right: string): string => `${left.padEnd(38)}${right}`;
  const who = state.invs.map((inv, slot) => `${seatLetter(slot)} ${name(inv.id)}`).join(', ');
  const gates = Object.entries(state.board.gates).map(([at, world]) => `${name(at)} to ${name(world)}`);
  const streets = Object.values(content.board)
    .filter((a) => a.kind === 'street')
    .map((s) => `${name(s.id)}: ${Object.values(content.board).filter((a) => a.street === s.id).map((a) => name(a.id)).join(', ')}`);
  return [
    pair(`A-H  an investigator ${you}`, 'M  a monster; M3: three of them'),
    pair(`${gate}    a gate, in its world's colour`, '*  sealed by an Elder Sign'),
    pair('c    a clue token; c2: two of them', `${ascii ? '>' : '►'}  a place this move may go on to`),
    pair(`${ascii ? 'o' : '■'}    a street area: one step`, `${bar}  the doom track and the terror level`),
    `Who is who: ${who}.`,
    gates.length === 0 ? 'No gate is open.' : `Open gates: ${gates.join('; ')}.`,
    ...streets,
  ];
}

async function showKey(session: PlaySession, call: RevisedMapCall): Promise<void> {
  const full = session.screen.fullScreen;
  // The marks keep their columns; the rest wraps.
  const lines = revisedKeyLines(call, !full).flatMap((line, k) => (k < MARK_LINES ? [line] : wrapWords(line, 76)));
  if (!full) {
    session.screen.print(`\r\n${['The key to the map', ...lines, BACK_TO_MAP].join('\r\n')} `);
    await session.ctx.keys.next();
    return;
  }
  const screen = new ScreenBuffer(80, 24);
  screen.text(1, 3, 'The key to the map', INK.title);
  lines.slice(0, 21).forEach((line, k) => screen.text(2 + k, 3, clip(line, 76), k < MARK_LINES ? INK.text : INK.value));
  screen.text(24, 2, BACK_TO_MAP, INK.prompt);
  session.screen.show(screen, { row: 24, col: BACK_TO_MAP.length + 2 });
  await session.ctx.keys.next();
}

// Where an investigator stands in an Other World: the world's name in its colour, box 2 or box 1 and
// what comes next, their Strength, Sanity and money, the way home, and the world's own small picture
// (ansi/world-<id>.ans) on the right. The words sit left of column 47, the picture right of it.
import type { Content } from '../../rulesets/classic/content/schema.js';
import type { InvestigatorState } from '../../engine/index.js';
import type { TableState } from '../../rulesets/classic/screens/table-state.js';
import type { ArtLibrary } from '../art/library.js';
import { toAscii } from '../../term/ascii.js';
import { asciiLines, attr, diffScreens, ScreenBuffer } from '../../term/screen-buffer.js';
import { artScreen } from './art-screen.js';
import type { Cell } from '../../term/cursor-moves.js';
import { investigatorName, listWords, monsterName, placeName, speciesOfCounter, withArticle, worldName } from './names.js';
import { graphOf } from '../../rulesets/classic/bots/board.js';
import { INK, worldColour } from './palette.js';
import { clip, wrapWords } from './wrap.js';

export interface OtherWorldView {
  content: Content;
  state: TableState;
  slot: number;
  art: ArtLibrary;
  prompt?: string;
}

const TEXT_COL = 3;
const TEXT_WIDTH = 42;
/** The pictures start at column 48; everything left of it is ours. */
const PICTURE_COL = 47;
const CLEAR = '\x1b[0m\x1b[H\x1b[2J';
const ASCII_CLEAR = toAscii(CLEAR);

export function vignetteName(world: string): string {
  return `world-${world}`;
}

/** The world an investigator is in (a visit counts), or null in Arkham. */
export function worldOf(inv: InvestigatorState): string | null {
  return inv.visit ?? inv.world;
}

function nextStep(inv: InvestigatorState): string {
  if (inv.visit !== null) return 'A brief visit: one encounter here, then back to Arkham.';
  if (inv.stay) return 'Next turn: held fast in this same place.';
  if (inv.box === 2) return 'Next turn: deeper in (box 1), and another encounter.';
  return 'Next turn: home to Arkham, through any open gate to this world.';
}

export function drawOtherWorldText(view: OtherWorldView): ScreenBuffer {
  const { content, state } = view;
  const inv = state.invs.find((i) => i.slot === view.slot);
  const screen = new ScreenBuffer(80, 24);
  if (!inv) return screen;
  const world = worldOf(inv);
  const name = investigatorName(content, inv.id);
  let row = 2;
  const para = (text: string, ink = INK.text): void => {
    for (const line of wrapWords(text, TEXT_WIDTH)) screen.text(row++, TEXT_COL, line, ink);
    row += 1;
  };
  if (world === null) {
    para(`${name} is in Arkham.`, INK.value);
  } else {
    const info = content.otherWorlds.find((w) => w.id === world);
    screen.text(row, TEXT_COL, clip(worldName(content, world), TEXT_WIDTH), attr(info ? worldColour(info.colour) : INK.title));
    row += 2;
    screen.text(row++, TEXT_COL, clip(name, TEXT_WIDTH), INK.value);
    para(inv.box === 1 ? 'Box 1: nearing the way back.' : 'Box 2: deep in this place.', INK.value);
    para(nextStep(inv));
    const max = content.rules.statMax;
    screen.text(row, TEXT_COL, `Strength ${inv.str}/${max}   Sanity ${inv.san}/${max}   $${inv.money}`, INK.value);
    row += 2;
    const held = inv.owMonsters.map((c) => {
      const species = speciesOfCounter(content, c);
      return species === null ? 'a monster' : withArticle(monsterName(content, species));
    });
    if (held.length > 0) para(`Facing ${listWords(held)}.`, INK.bad);
    const ids = graphOf(content).ids;
    const ways = state.gates.filter((g) => g.world === world).map((g) => placeName(content, ids[g.n] ?? ''));
    para(ways.length > 0 ? `Ways home: ${listWords(ways)}.` : 'No gate to this world stands open in Arkham.');
  }
  screen.text(24, 1, clip(view.prompt ?? 'Press any key.', 79), INK.prompt);
  return screen;
}

function cursorAt(view: OtherWorldView): Cell {
  return { row: 24, col: Math.min(79, [...(view.prompt ?? 'Press any key.')].length + 1) };
}

/** The same screen as a ScreenBuffer: the picture right of column 47, our words left of it and on row 24. */
export function drawOtherWorld(view: OtherWorldView): ScreenBuffer {
  const inv = view.state.invs.find((i) => i.slot === view.slot);
  const world = inv ? worldOf(inv) : null;
  return world === null ? drawOtherWorldText(view) : pictureBeside(view.art, vignetteName(world), drawOtherWorldText(view));
}

/** The picture `name` (a world's, right of column 47) with the words of `text` over its blank left side; `text` alone without it. */
export function pictureBeside(art: ArtLibrary, name: string, text: ScreenBuffer): ScreenBuffer {
  if (!art.has(name)) return text;
  const screen = artScreen(art.get(name).render({}, { ansi: true }));
  for (let row = 1; row <= screen.rows; row += 1) {
    for (let col = 1; col <= screen.cols; col += 1) {
      if (col > PICTURE_COL && row < screen.rows) continue;
      const cell = text.get(row, col);
      screen.set(row, col, cell.ch, cell.attr);
    }
  }
  return screen;
}

/** The screen: the world's picture when there is one, our words over the blank left side. */
export function renderOtherWorld(view: OtherWorldView, ansi: boolean): string {
  const inv = view.state.invs.find((i) => i.slot === view.slot);
  const world = inv ? worldOf(inv) : null;
  const picture = world !== null && view.art.has(vignetteName(world)) ? view.art.get(vignetteName(world)) : null;
  const text = drawOtherWorldText(view);
  if (!ansi) {
    const words = asciiLines(text);
    const drawn = picture ? picture.render({}, { ansi: false }) : '';
    // The picture's rows follow the gap that stands for its screen clear.
    const art = drawn.startsWith(ASCII_CLEAR) ? drawn.slice(ASCII_CLEAR.length).split('\r\n') : [];
    const rows = Array.from({ length: Math.max(words.length, art.length) }, (_, k) =>
      `${(words[k] ?? '').padEnd(PICTURE_COL)}${(art[k] ?? '').slice(PICTURE_COL)}`.trimEnd(),
    );
    return '\r\n' + rows.join('\r\n');
  }
  // The picture clears the screen and leaves the left side blank: the words go on as a diff from blank.
  const start = picture ? picture.render({}, { ansi: true }) : CLEAR;
  return start + diffScreens(new ScreenBuffer(80, 24), text, { cursorAt: cursorAt(view) });
}

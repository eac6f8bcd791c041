// Turns a readable art source (ansi/src/*.art: a glyph layer and colour layers, see docs/art.md)
// into a byte-thrifty .ans file: colours change only where a drawn cell needs it, blank runs are
// skipped with cursor moves or spaces (whichever is shorter), and the result never writes the
// bottom-right cell nor moves below the last row, so the screen cannot scroll.
import { encodeCp437, hasCp437Byte } from '../../term/cp437.js';
import { cursorMove, type Cell } from '../../term/cursor-moves.js';
import { blankLooksUntouched, DEFAULT_SGR, sgrOfPc, sgrTransition, type Sgr } from '../../term/sgr.js';
import { PLACEHOLDER } from './layout.js';
import { buildSauce } from './sauce.js';

export interface ArtSource {
  title: string;
  group: string;
  /** CCYYMMDD, fixed in the source so the output is the same on every run. */
  date: string;
  glyphs: string[];
  colours: string[];
  backgrounds: string[];
}

export interface CompiledArt {
  /** Unicode text with ANSI escapes, ready to encode as CP437. */
  ansi: string;
  height: number;
}

export const ART_AUTHOR = 'arkham-door';
const COLS = 80;
const ROWS = 24;
const SCREEN_START = '\x1b[0m\x1b[H\x1b[2J';

interface Paint {
  ch: string;
  fg: number;
  bg: number;
}

export function parseArtSource(text: string, file = 'art source'): ArtSource {
  const header = new Map<string, string>();
  const layers = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n')) {
    const section = /^--- (glyphs|colours|backgrounds)\s*$/.exec(line);
    if (section?.[1]) {
      current = [];
      layers.set(section[1], current);
    } else if (current) {
      current.push(line);
    } else if (line.trim() !== '' && !line.startsWith('#')) {
      const pair = /^(\w+):\s*(.*)$/.exec(line);
      if (!pair?.[1]) throw new Error(`${file}: header line "${line}" is not "key: value"`);
      header.set(pair[1], (pair[2] ?? '').trim());
    }
  }
  const glyphs = layers.get('glyphs');
  if (!glyphs) throw new Error(`${file}: no "--- glyphs" section`);
  while (glyphs.length > 0 && (glyphs[glyphs.length - 1] ?? '').trim() === '') glyphs.pop();
  return {
    title: header.get('title') ?? '',
    group: header.get('group') ?? '',
    date: header.get('date') ?? '',
    glyphs,
    colours: layers.get('colours') ?? [],
    backgrounds: layers.get('backgrounds') ?? [],
  };
}

function colourAt(layer: string[], row: number, col: number, fallback: number, max: number, what: string): number {
  const ch = [...(layer[row] ?? '')][col] ?? '.';
  if (ch === '.' || ch === ' ') return fallback;
  const n = Number.parseInt(ch, 16);
  if (Number.isNaN(n) || n > max) throw new Error(`${what} "${ch}" at row ${row + 1}, column ${col + 1}`);
  return n;
}

function paintGrid(source: ArtSource): Paint[][] {
  if (source.glyphs.length > ROWS) throw new Error(`art has ${source.glyphs.length} rows; at most ${ROWS}`);
  return source.glyphs.map((line, r) => {
    const chars = [...line.trimEnd()];
    if (chars.length > COLS) throw new Error(`row ${r + 1} is ${chars.length} columns wide; at most ${COLS}`);
    const row = chars.map((ch, c) => {
      if (ch !== ' ' && !hasCp437Byte(ch)) throw new Error(`"${ch}" at row ${r + 1}, column ${c + 1} has no CP437 byte a terminal would draw`);
      return {
        ch,
        fg: colourAt(source.colours, r, c, 7, 15, 'colour'),
        bg: colourAt(source.backgrounds, r, c, 0, 7, 'background'),
      };
    });
    // A placeholder is one run of text in one colour, so the template finds it whole.
    for (const match of line.matchAll(PLACEHOLDER)) {
      const first = row[match.index];
      if (!first) continue;
      for (let c = match.index; c < match.index + match[0].length; c += 1) {
        const cell = row[c];
        if (cell) Object.assign(cell, { fg: first.fg, bg: first.bg });
      }
    }
    return row;
  });
}

function sgrOf(paint: Paint, current: Sgr): Sgr {
  const wanted = sgrOfPc(paint.fg, paint.bg);
  // A blank cell shows only its background: keep whatever foreground is set.
  return paint.ch === ' ' ? { ...current, bg: wanted.bg } : wanted;
}

const isDrawn = (paint: Paint): boolean => paint.ch !== ' ' || paint.bg !== 0;

/** The cheapest way from the cursor to `target`: a cursor move, or spaces over blank cells. */
function travel(cursor: Cell | null, target: Cell, sgr: Sgr): string {
  const options = [cursorMove(cursor, target, ROWS)];
  if (blankLooksUntouched(sgr)) {
    if (cursor && cursor.row === target.row && cursor.col < target.col) {
      options.push(' '.repeat(target.col - cursor.col));
    }
    options.push(cursorMove(cursor, { row: target.row, col: 1 }, ROWS) + ' '.repeat(target.col - 1));
  }
  return options.reduce((best, option) => (option.length < best.length ? option : best));
}

export function compileArt(source: ArtSource): CompiledArt {
  const grid = paintGrid(source);
  const corner = grid[ROWS - 1]?.[COLS - 1];
  if (corner && isDrawn(corner)) {
    throw new Error(`row ${ROWS}, column ${COLS} is drawn: that cell scrolls many terminals`);
  }
  let out = SCREEN_START;
  let cursor: Cell | null = { row: 1, col: 1 };
  let sgr: Sgr = DEFAULT_SGR;
  grid.forEach((row, r) => {
    row.forEach((paint, c) => {
      if (!isDrawn(paint)) return;
      out += travel(cursor, { row: r + 1, col: c + 1 }, sgr);
      const wanted = sgrOf(paint, sgr);
      out += sgrTransition(sgr, wanted) + paint.ch;
      sgr = wanted;
      // After the last column emulators disagree about the cursor: the next move is absolute.
      cursor = c + 1 >= COLS ? null : { row: r + 1, col: c + 2 };
    });
  });
  return { ansi: out, height: grid.length };
}

/** The complete .ans file: CP437 drawing, EOF byte, SAUCE record. */
export function makeAnsFile(source: ArtSource): Buffer {
  const { ansi, height } = compileArt(source);
  const body = encodeCp437(ansi);
  const sauce = buildSauce({
    title: source.title,
    author: ART_AUTHOR,
    group: source.group,
    date: source.date,
    fileSize: body.length,
    width: COLS,
    height,
  });
  return Buffer.concat([body, sauce]);
}

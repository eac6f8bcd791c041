// Every glyph the screens send, drawn by xterm.js (the browser page's terminal, and the kind a BBS's
// web or UTF-8 callers use) in headless Chromium: every screen of docs/screens (a first night from
// the title to goodbye, as a CP437 terminal shows it) and a sheet of every picture CP437 can send.
// Each is held cell by cell to the CP437 screen: wherever CP437 draws something, xterm.js must too.
// The door's Unicode forms (UTF-8 callers of our listeners, --utf8), and its CP437 through ENiGMA½'s
// pipe (iconv-lite's cp437 table, each LF made CR LF) with --low-glyphs ascii, leave no blank; the
// same pipe without that flag loses the trees and pointers, which is what the flag is for.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCp437, encodeCp437, HIGH_HALF } from '../../src/term/cp437.js';
import { lowGlyphsAsAscii } from '../../src/term/low-glyphs.js';
import { browserTools, launchChromium } from '../support/chromium.js';
import { REPO_ROOT } from '../support/door-process.js';
import { VirtualScreen } from '../support/virtual-screen.js';

const COLS = 80;
const LOW_PICTURES = '☺☻♥♦♣♠►◄↕‼¶§▬↨↑↓→∟↔▲▼⌂';
const ROWS = 24;
const SCREENS_DIR = join(REPO_ROOT, 'docs', 'screens');
const XTERM_JS = join(REPO_ROOT, 'node_modules', '@xterm', 'xterm', 'lib', 'xterm.js');

/** An .ans file's screen without its SAUCE record (EOF byte, then "SAUCE00..."). */
function withoutSauce(bytes: Buffer): Buffer {
  const at = bytes.lastIndexOf('SAUCE00');
  return at > 0 && bytes[at - 1] === 0x1a ? bytes.subarray(0, at - 1) : bytes;
}

/** Every picture the CP437 encoder sends, as its bytes: the low pictures it keeps, 0x7F and the upper half. */
function pictureSheet(): Buffer {
  // Not ♂ ♀ ♪ ♫ ☼ ◘ ○ ◙ • ←: their bytes are controls (VT, FF, CR, SO, SI, ESC...), so they go as look-alikes.
  const pictures = [...LOW_PICTURES, ...HIGH_HALF.slice(0, -1)];
  const rows: string[] = [];
  for (let i = 0; i < pictures.length; i += 64) rows.push(`\x1b[${rows.length + 2};3H\x1b[1;33m${pictures.slice(i, i + 64).join('')}`);
  return encodeCp437(`\x1b[0m\x1b[2J\x1b[1;1H${rows.join('')}\x1b[0m`);
}

const SCREENS: Array<{ name: string; cp437: Buffer }> = [
  ...readdirSync(SCREENS_DIR)
    .filter((file) => file.endsWith('.ans'))
    .sort()
    .map((file) => ({ name: file.replace(/\.ans$/, ''), cp437: withoutSauce(readFileSync(join(SCREENS_DIR, file))) })),
  { name: 'every CP437 picture', cp437: pictureSheet() },
];

/** The ways a screen reaches a caller drawn by xterm.js, as the UTF-8 bytes that arrive there. */
const PATHS: Record<string, (cp437: Buffer) => Buffer> = {
  'Unicode forms (our listeners, --utf8)': (cp437) => Buffer.from(decodeCp437(cp437), 'utf8'),
  'CP437 --low-glyphs ascii through ENiGMA½': (cp437) => throughEnigma(lowGlyphsAsAscii(cp437)),
};

/** ENiGMA½'s door output to a UTF-8 caller: iconv-lite's cp437 decode, each LF as CR LF, UTF-8. */
function throughEnigma(cp437: Buffer): Buffer {
  return Buffer.from(iconv.decode(cp437, 'cp437').replace(/\n/g, '\r\n'), 'utf8');
}

/** The cells where the CP437 screen draws something: `row,col` and its character. */
function artCells(cp437: Buffer): Array<{ row: number; col: number; ch: string }> {
  const screen = new VirtualScreen(COLS, ROWS);
  screen.feed(cp437);
  const cells: Array<{ row: number; col: number; ch: string }> = [];
  for (let row = 1; row <= ROWS; row += 1) {
    for (let col = 1; col <= COLS; col += 1) {
      const { ch } = screen.cell(row, col);
      if (ch.trim() !== '' && ch !== '\u00a0') cells.push({ row, col, ch });
    }
  }
  return cells;
}

const tools = browserTools();
let browser: Browser | undefined;
let page: Page | undefined;

/** What xterm.js holds in each cell after `bytes`, row by row (an empty string for a blank cell). */
async function drawn(bytes: Buffer): Promise<string[][]> {
  if (!page) throw new Error('no page');
  return page.evaluate(
    (data: number[], cols: number, rows: number) =>
      new Promise<string[][]>((resolve) => {
        type Term = import('@xterm/xterm').Terminal;
        const holder = window as unknown as { sweep?: Term; Terminal: new (options: object) => Term };
        holder.sweep?.dispose();
        const term = new holder.Terminal({ cols, rows, scrollback: 0, allowProposedApi: false });
        holder.sweep = term;
        const element = document.getElementById('screen');
        if (element) term.open(element);
        term.write(new Uint8Array(data), () => {
          const grid: string[][] = [];
          for (let y = 0; y < rows; y += 1) {
            const line = term.buffer.active.getLine(y);
            const cells: string[] = [];
            for (let x = 0; x < cols; x += 1) cells.push(line?.getCell(x)?.getChars() ?? '');
            grid.push(cells);
          }
          resolve(grid);
        });
      }),
    [...bytes],
    COLS,
    ROWS,
  );
}

/** The art cells xterm.js leaves blank, as `row,col U+XXXX` (at most a few). */
async function blanks(bytes: Buffer, cells: Array<{ row: number; col: number; ch: string }>): Promise<string[]> {
  const grid = await drawn(bytes);
  return cells
    .filter(({ row, col }) => (grid[row - 1]?.[col - 1] ?? '').trim() === '')
    .map(({ row, col, ch }) => `${row},${col} U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`);
}

describe.skipIf('missing' in tools)('every glyph the screens send, drawn by xterm.js', () => {
  beforeAll(async () => {
    if ('missing' in tools) return;
    browser = await launchChromium(tools.chromium);
    page = await browser.newPage();
    await page.setContent('<!doctype html><meta charset="utf-8"><div id="screen"></div>');
    await page.addScriptTag({ path: XTERM_JS });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('the sweep has the screens, and they hold the trees and pointers CP437 keeps below 0x20', () => {
    expect(SCREENS.length).toBeGreaterThan(15);
    const low = SCREENS.flatMap(({ cp437 }) => artCells(cp437)).filter(({ ch }) => '▲▼►◄↑↓'.includes(ch));
    expect(low.length).toBeGreaterThan(10);
  });

  for (const [path, toWire] of Object.entries(PATHS)) {
    it(`${path}: no blank cell where a screen draws art`, async () => {
      const missed: string[] = [];
      for (const { name, cp437 } of SCREENS) {
        const lost = await blanks(toWire(cp437), artCells(cp437));
        if (lost.length > 0) missed.push(`${name}: ${lost.length} blank, e.g. ${lost.slice(0, 4).join('; ')}`);
      }
      expect(missed).toEqual([]);
    }, 60_000);
  }

  it('CP437 through ENiGMA½ without --low-glyphs ascii: the trees and pointers are blank cells', async () => {
    const map = SCREENS.find(({ name }) => name === 'map');
    const sheet = SCREENS.find(({ name }) => name === 'every CP437 picture');
    if (!map || !sheet) throw new Error('no map screen or picture sheet');
    expect((await blanks(throughEnigma(map.cp437), artCells(map.cp437))).length).toBeGreaterThan(0);
    expect((await blanks(throughEnigma(sheet.cp437), artCells(sheet.cp437))).length).toBe([...LOW_PICTURES].length);
  }, 60_000);
});

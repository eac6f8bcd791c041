// The browser page's size and font in headless Chromium: at 1280x1000, 844x390 (a phone on its
// side) and 390x844 (held upright) the terminal keeps 80 columns, its cells 1:2 and at least 7
// pixels wide, as large as the window allows, and as many rows as the height holds, which the page
// tells the server; upright it asks for the phone to be turned and pans to follow the cursor rather
// than shrink the text. Then every printable glyph of CP437 is drawn and read back pixel by pixel:
// our own glyphs exactly as drawn (no letter leaves a gap), VT323's inside their cells.
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp437Char } from '../../src/term/cp437.js';
import { fontBitmaps } from '../../src/transports/web-glyph-font.js';
import { startBrowserServe, type BrowserServe } from '../support/browser-serve.js';
import { browserTools } from '../support/chromium.js';
import { doorBuilt } from '../support/door-process.js';
import { installImageLoader, type ImageLoader } from '../support/page-images.js';

const tools = doorBuilt() ? browserTools() : { missing: 'the door is not built' };
let board: BrowserServe | undefined;

beforeAll(async () => {
  if (!('missing' in tools)) board = await startBrowserServe(tools.chromium);
}, 60_000);

afterAll(async () => {
  await board?.close();
});

interface Layout {
  cols: number;
  rows: number;
  cellWidth: number;
  cellHeight: number;
  screenWidth: number;
  screenHeight: number;
  viewWidth: number;
  viewHeight: number;
  scrollLeft: number;
  cursorX: number;
  turnShown: boolean;
  sizes: string[];
}

async function openPage(width: number, height: number): Promise<Page> {
  if (!board) throw new Error('no browser');
  const page = await board.browser.newPage();
  await page.setViewport({ width, height, deviceScaleFactor: 1 });
  await page.evaluateOnNewDocument(() => {
    const sizes: string[] = [];
    Object.assign(window, { arkhamSizes: sizes });
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (this: WebSocket, data: Parameters<WebSocket['send']>[0]) {
      if (typeof data === 'string') sizes.push(data);
      send.call(this, data);
    };
  });
  await page.goto(`http://127.0.0.1:${board.port('web')}/`);
  await page.waitForFunction(() => (window as unknown as { arkham?: { ready?: boolean } }).arkham?.ready === true, { timeout: 15_000 });
  // The title with the login choices, the cursor at "Your choice:".
  await page.waitForFunction(() => {
    const term = (window as unknown as { arkham: { term: import('@xterm/xterm').Terminal } }).arkham.term;
    const buffer = term.buffer.active;
    return Array.from({ length: term.rows }, (_, i) => buffer.getLine(i)?.translateToString(true) ?? '').some((row) => row.includes('Your choice'));
  });
  await page.evaluate(() => document.fonts.ready);
  return page;
}

function layoutOf(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const term = (window as unknown as { arkham: { term: import('@xterm/xterm').Terminal } }).arkham.term;
    const box = document.querySelector('.xterm-screen')?.getBoundingClientRect();
    const view = document.getElementById('screen');
    const turn = document.getElementById('turn');
    return {
      cols: term.cols,
      rows: term.rows,
      cellWidth: (box?.width ?? 0) / term.cols,
      cellHeight: (box?.height ?? 0) / term.rows,
      screenWidth: box?.width ?? 0,
      screenHeight: box?.height ?? 0,
      viewWidth: view?.clientWidth ?? 0,
      viewHeight: view?.clientHeight ?? 0,
      scrollLeft: view?.scrollLeft ?? 0,
      cursorX: term.buffer.active.cursorX,
      turnShown: turn !== null && getComputedStyle(turn).display !== 'none',
      sizes: (window as unknown as { arkhamSizes: string[] }).arkhamSizes,
    };
  });
}

describe.skipIf('missing' in tools)('the browser page fills the window with a legible font', () => {
  it('1280x1000: 80 columns of 16-pixel cells and 31 rows fill the window, and the server is told', async () => {
    const page = await openPage(1280, 1000);
    const layout = await layoutOf(page);
    expect(layout).toMatchObject({ cols: 80, rows: 31, cellWidth: 16, cellHeight: 32, screenWidth: 1280, turnShown: false, scrollLeft: 0 });
    expect(1000 - layout.screenHeight).toBeLessThan(layout.cellHeight);
    expect(layout.sizes).toContain(JSON.stringify({ cols: 80, rows: 31 }));
    await page.close();
  });

  it('844x390, a phone on its side: 80 columns of 8 pixels and 24 rows, no word about turning it', async () => {
    const page = await openPage(844, 390);
    const layout = await layoutOf(page);
    expect(layout).toMatchObject({ cols: 80, rows: 24, cellWidth: 8, cellHeight: 16, turnShown: false, scrollLeft: 0 });
    expect(layout.sizes).toContain(JSON.stringify({ cols: 80, rows: 24 }));
    await page.close();
  });

  it('390x844, a phone held upright: 7-pixel cells, not smaller; it asks for the phone to be turned and pans to the cursor', async () => {
    const page = await openPage(390, 844);
    const layout = await layoutOf(page);
    expect(layout).toMatchObject({ cols: 80, cellWidth: 7, cellHeight: 14, screenWidth: 560, turnShown: true });
    // The rows the height holds above the word about turning the phone, told to the server.
    expect(layout.rows).toBe(Math.floor(layout.viewHeight / 14));
    expect(layout.rows).toBeGreaterThan(24);
    expect(layout.sizes).toContain(JSON.stringify({ cols: 80, rows: layout.rows }));
    expect(await page.$eval('#turn', (element) => element.textContent)).toMatch(/Turn the phone sideways/);
    // The cursor waits at "Your choice:", right of the middle: the view has panned to it.
    const cursorPx = layout.cursorX * layout.cellWidth;
    expect(layout.scrollLeft).toBeGreaterThan(0);
    expect(cursorPx).toBeGreaterThanOrEqual(layout.scrollLeft);
    expect(cursorPx).toBeLessThan(layout.scrollLeft + layout.viewWidth);
    // Turned on its side, the phone gets the whole screen and the word goes.
    await page.setViewport({ width: 844, height: 390, deviceScaleFactor: 1 });
    await page.waitForFunction(() => (window as unknown as { arkham: { term: { rows: number } } }).arkham.term.rows === 24);
    expect(await layoutOf(page)).toMatchObject({ cellWidth: 8, turnShown: false });
    await page.close();
  });

  it('draws every printable CP437 glyph: ours pixel for pixel as drawn, VT323 inside its cell', async () => {
    const page = await openPage(1280, 1000);
    const glyphs: string[] = [];
    for (let byte = 0x20; byte <= 0xff; byte++) if (byte !== 0x7f) glyphs.push(cp437Char(byte));
    // The server waits at the login's choice: the page's own terminal is drawn on here, 32 to a row
    // with a blank cell after each and a blank row under each row.
    const rows: string[][] = [];
    for (let i = 0; i < glyphs.length; i += 32) rows.push(glyphs.slice(i, i + 32));
    await page.evaluate(
      (lines: string[]) =>
        new Promise<void>((resolve) => {
          const term = (window as unknown as { arkham: { term: import('@xterm/xterm').Terminal } }).arkham.term;
          term.write(`\x1b[?25l\x1b[0;1;37m\x1b[2J\x1b[H${lines.join('\r\n\r\n')}`, resolve);
        }),
      rows.map((row) => row.map((ch) => `${ch} `).join('')),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const shot = Buffer.from(await page.screenshot({ type: 'png' })).toString('base64');
    const box = await page.$eval('.xterm-screen', (element) => {
      const rect = element.getBoundingClientRect();
      return { x: rect.x, y: rect.y };
    });
    // Each cell read back as 8x16 font pixels: a font pixel is 2x2 screen pixels, read at its middle.
    await installImageLoader(page);
    const cells: Array<[glyph: boolean[][], after: boolean[][]]> = await page.evaluate(
      async (png: string, origin: { x: number; y: number }, count: number) => {
        const data = await (window as unknown as { arkhamImage: ImageLoader }).arkhamImage(`data:image/png;base64,${png}`);
        const lit = (x: number, y: number): boolean => {
          const i = (Math.floor(y) * data.width + Math.floor(x)) * 4;
          return (data.data[i] ?? 0) + (data.data[i + 1] ?? 0) + (data.data[i + 2] ?? 0) > 3 * 128;
        };
        const read = (left: number, top: number): boolean[][] => Array.from({ length: 16 }, (_, y) => Array.from({ length: 8 }, (_, x) => lit(left + x * 2 + 1, top + y * 2 + 1)));
        return Array.from({ length: count }, (_, n) => {
          const left = origin.x + (n % 32) * 2 * 16;
          const top = origin.y + Math.floor(n / 32) * 2 * 32;
          return [read(left, top), read(left + 16, top)] as [boolean[][], boolean[][]];
        });
      },
      shot,
      box,
      glyphs.length,
    );
    const ours = fontBitmaps();
    const wrong: string[] = [];
    let drawnByUs = 0;
    glyphs.forEach((ch, n) => {
      const [seen, after] = cells[n] ?? [[], []];
      // A picture's overshoot may tint the next cell's edge pixel; nothing may reach further in.
      if (after.some((row) => row.slice(1, 7).some(Boolean))) wrong.push(`${ch} U+${(ch.codePointAt(0) ?? 0).toString(16)}: ink in the next cell ${after.map((r) => r.map((p) => (p ? '#' : '.')).join('')).join('/')}`);
      const want = ours.get(ch);
      if (want) {
        drawnByUs++;
        const differ = want.flatMap((row, y) => row.filter((pixel, x) => pixel !== seen[y]?.[x])).length;
        if (differ > 0) wrong.push(`${ch} U+${(ch.codePointAt(0) ?? 0).toString(16)}: ${differ} pixels differ`);
      } else if (ch !== ' ' && ch !== '\u00a0' && !seen.some((row) => row.some(Boolean))) {
        wrong.push(`${ch} U+${(ch.codePointAt(0) ?? 0).toString(16)}: no ink`);
      }
    });
    expect(wrong).toEqual([]);
    // Every printable ASCII character, and the pictures, are ours.
    expect(drawnByUs).toBeGreaterThan(95 + 48);
    await page.close();
  }, 60_000);
});

// The browser page in a real browser: Debian's headless Chromium, driven by puppeteer-core, opens
// `serve --http-port`'s page, whose title is held cell by cell to ansilove's CP437 rendering of the
// same bytes; then a new caller signs up by typing, walks to a quick game and answers its first
// decision; and a smaller window gives the server a new size.
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCp437 } from '../../src/term/cp437.js';
import { glyphBitmaps } from '../../src/transports/web-glyph-font.js';
import { ansilovePng, browserTools, launchChromium } from '../support/chromium.js';
import { compareCells } from '../support/cell-compare.js';
import { doorBuilt, spawnDoor, tempHome, type RunningDoor } from '../support/door-process.js';

const tools = doorBuilt() ? browserTools() : { missing: 'the door is not built' };
let server: RunningDoor | undefined;
let browser: Browser | undefined;
let port = 0;

beforeAll(async () => {
  if ('missing' in tools) return;
  server = spawnDoor(['serve', '--port', '0', '--http-port', '0', '--home', tempHome()]);
  await server.waitFor(/web listener on [\d.]+:\d+/, 20_000);
  port = Number(/web listener on [\d.]+:(\d+)/.exec(server.output().toString('latin1'))?.[1]);
  browser = await launchChromium(tools.chromium);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  server?.child.kill('SIGTERM');
  await server?.exited;
});

/** The page's terminal as xterm.js holds it: each row's text, and where the cursor is. */
function screenOf(page: Page): Promise<{ rows: string[]; cols: number; cursor: [number, number] }> {
  return page.evaluate(() => {
    const term = (window as unknown as { arkham: { term: import('@xterm/xterm').Terminal } }).arkham.term;
    const buffer = term.buffer.active;
    const rows = Array.from({ length: term.rows }, (_, i) => buffer.getLine(buffer.viewportY + i)?.translateToString(true) ?? '');
    return { rows, cols: term.cols, cursor: [buffer.cursorX, buffer.cursorY] as [number, number] };
  });
}

async function waitForText(page: Page, text: string): Promise<void> {
  let last: string[] = [];
  const started = Date.now();
  while (!(last = (await screenOf(page)).rows).join('\n').includes(text)) {
    if (Date.now() - started > 15_000) throw new Error(`timed out waiting for "${text}"; the screen: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Opens the page, recording every byte its WebSocket receives (window.arkhamBytes). */
async function openPage(width: number, height: number): Promise<Page> {
  if (!browser) throw new Error('no browser');
  const page = await browser.newPage();
  await page.setViewport({ width, height, deviceScaleFactor: 1 });
  await page.evaluateOnNewDocument(() => {
    const received: number[] = [];
    const sizes: string[] = [];
    Object.assign(window, { arkhamBytes: received, arkhamSizes: sizes });
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        this.addEventListener('message', (event: MessageEvent) => {
          if (event.data instanceof ArrayBuffer) received.push(...new Uint8Array(event.data));
        });
      }

      override send(data: Parameters<WebSocket['send']>[0]): void {
        if (typeof data === 'string') sizes.push(data);
        super.send(data);
      }
    };
  });
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => (window as unknown as { arkham?: { ready?: boolean } }).arkham?.ready === true, { timeout: 15_000 });
  return page;
}

async function press(page: Page, keys: string, then: string): Promise<void> {
  for (const key of keys) {
    if (key === '\r') await page.keyboard.press('Enter');
    else await page.keyboard.type(key);
  }
  await waitForText(page, then);
}

describe.skipIf('missing' in tools)('serve: the browser page in headless Chromium', () => {
  it("draws the title as a CP437 terminal does: the VGA palette and the pictures' shapes, cell by cell", async () => {
    const page = await openPage(1280, 800);
    await waitForText(page, 'Your choice:');
    await page.evaluate(() => document.fonts.ready);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const bytes = Buffer.from(await page.evaluate(() => (window as unknown as { arkhamBytes: number[] }).arkhamBytes));
    const screen = await screenOf(page);
    const box = await page.$eval('.xterm-screen', (element) => {
      const rect = element.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    });
    const grid = { x: box.x, y: box.y, cellWidth: box.width / screen.cols, cellHeight: box.height / screen.rows.length };
    // A VGA cell is twice as tall as it is wide.
    expect(grid.cellHeight / grid.cellWidth).toBeGreaterThan(1.9);
    expect(grid.cellHeight / grid.cellWidth).toBeLessThan(2.1);
    const screenshot = Buffer.from(await page.screenshot({ type: 'png' }));
    const cp437 = ansilovePng('missing' in tools ? 'ansilove' : tools.ansilove, encodeCp437(bytes.toString('utf8')), mkdtempSync(join(tmpdir(), 'ad-ansilove-')));
    const drawn = new Set(glyphBitmaps().keys());
    const pictures = screen.rows.map((row) => Array.from(row.padEnd(80).slice(0, 80), (ch) => drawn.has(ch)));
    const report = await compareCells(page, screenshot, grid, cp437, 80, pictures, [screen.cursor]);
    expect(report.cells).toBeGreaterThan(80 * 20);
    expect(report.pictureCells).toBeGreaterThan(200);
    expect(report.agreeing, `cells whose colours differ: ${report.disagreements.join('; ')}`).toBe(report.cells);
    expect(report.pictureMismatches, `${report.pictureMismatched} of ${report.pictureCells} picture cells shaped differently`).toEqual([]);
    await page.close();
  });

  it('a new caller signs up by typing, opens a quick game and answers its first decision; a smaller window resizes the terminal', async () => {
    const page = await openPage(1280, 800);
    await press(page, 'n', 'Choose a name');
    await press(page, 'Webster\r', 'Choose a password');
    await press(page, 'miskatonic u\r', 'Once more');
    await press(page, 'miskatonic u\r', 'press any key');
    await press(page, ' ', 'Your choice');
    await press(page, 'p', 'any key');
    await press(page, '\r', 'Quick game');
    await page.keyboard.press('Enter');
    const DECISION = '[1-5] choose';
    for (let key = 0; key < 15 && !(await screenOf(page)).rows.join('\n').includes(DECISION); key++) {
      await page.keyboard.press('Enter');
      await new Promise((resolve) => setTimeout(resolve, 700));
    }
    await waitForText(page, DECISION);
    const before = (await screenOf(page)).rows.join('\n');
    await page.keyboard.type('1');
    const started = Date.now();
    while ((await screenOf(page)).rows.join('\n') === before) {
      if (Date.now() - started > 10_000) throw new Error('the decision was not answered');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await screenOf(page)).rows.join('\n')).not.toMatch(/not a choice|try again/i);

    // A phone's window: the terminal keeps 80 columns and takes the rows the height gives.
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 1 });
    const phone = await page.waitForFunction(() => {
      const term = (window as unknown as { arkham: { term: { cols: number; rows: number } } }).arkham.term;
      return term.rows > 25 ? { cols: term.cols, rows: term.rows } : undefined;
    });
    const size = (await phone.jsonValue()) as { cols: number; rows: number };
    expect(size.cols).toBeGreaterThanOrEqual(80);
    // ... and tells the server, as an SSH window change does.
    const sent = JSON.stringify(size);
    await page.waitForFunction((frame: string) => (window as unknown as { arkhamSizes: string[] }).arkhamSizes.includes(frame), {}, sent);
    await page.close();
  });

  it("draws under its own content policy with nothing blocked; another site's page can neither frame it nor open its socket", async () => {
    if (!browser) throw new Error('no browser');
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) violations.push(message.text());
    });
    await page.evaluateOnNewDocument(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => (window as unknown as { arkham?: { ready?: boolean } }).arkham?.ready === true, { timeout: 15_000 });
    await waitForText(page, 'Your choice:');
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return [document.fonts.check('16px "VT323"'), document.fonts.check('16px "Arkham CP437 Pictures"', '\u2588')];
    });
    expect(fonts).toEqual([true, true]);
    expect(violations).toEqual([]);
    await page.close();

    // Another site: a page on another port that frames ours and opens our socket from its script.
    const foreign = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><iframe src="http://127.0.0.1:${port}/"></iframe><script>
        const ws = new WebSocket('ws://127.0.0.1:${port}/ws');
        ws.onopen = () => { window.socketState = 'open'; };
        ws.onerror = () => { window.socketState = 'refused'; };
      </script>`);
    });
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    const address = foreign.address();
    const foreignPort = typeof address === 'object' && address ? address.port : 0;
    const other = await browser.newPage();
    try {
      await other.goto(`http://127.0.0.1:${foreignPort}/`);
      await other.waitForFunction(() => (window as unknown as { socketState?: string }).socketState !== undefined, { timeout: 10_000 });
      expect(await other.evaluate(() => (window as unknown as { socketState: string }).socketState)).toBe('refused');
      await new Promise((resolve) => setTimeout(resolve, 500));
      const framed = other.frames().find((frame) => frame !== other.mainFrame());
      const framedReady = await framed?.evaluate(() => (window as unknown as { arkham?: { ready?: boolean } }).arkham?.ready === true).catch(() => false);
      expect(framedReady ?? false).toBe(false);
    } finally {
      await other.close();
      foreign.close();
    }
  });
});

// `arkham-door serve --http-port`: a real process, a real HTTP client for the page and its assets,
// and the ws library's client on `/ws`, carrying binary frames as the page's terminal does.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doorBuilt, REPO_ROOT, spawnDoor, tempHome, waitUntil, type RunningDoor } from '../support/door-process.js';
import { signUpOnWire } from '../support/telnet-login.js';

let server: RunningDoor | undefined;
let port = 0;

beforeAll(async () => {
  if (!doorBuilt()) return;
  server = spawnDoor(['serve', '--port', '0', '--http-port', '0', '--home', tempHome()]);
  await server.waitFor(/web listener on [\d.]+:\d+/, 20_000);
  port = Number(/web listener on [\d.]+:(\d+)/.exec(server.output().toString('latin1'))?.[1]);
}, 30_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
});

/** A browser's WebSocket as the page uses it: its size in a text frame, keys in binary frames. */
class PageSocket {
  received = Buffer.alloc(0);
  closed = false;
  binaryOnly = true;
  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (!isBinary) this.binaryOnly = false;
      this.received = Buffer.concat([this.received, data]);
    });
    ws.on('close', () => (this.closed = true));
  }

  static open(): Promise<PageSocket> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    return new Promise((resolve, reject) => {
      ws.once('error', reject);
      ws.once('open', () => {
        ws.send(JSON.stringify({ cols: 80, rows: 25 }));
        resolve(new PageSocket(ws));
      });
    });
  }

  write(keys: Buffer | string): void {
    this.ws.send(Buffer.from(keys), { binary: true });
  }

  sendSize(cols: number, rows: number): void {
    this.ws.send(JSON.stringify({ cols, rows }));
  }

  text(): string {
    return this.received.toString('utf8');
  }

  waitFor(predicate: (received: Buffer) => boolean, what = 'condition'): Promise<void> {
    return waitUntil(() => predicate(this.received), 10_000, () => `${what}; got: ${JSON.stringify(this.text().slice(-300))}`);
  }
}

/** A GET on a connection of its own, closed once the answer is read: nothing stays open to count against the address cap. */
function get(path: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false, headers: { connection: 'close' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe.skipIf(!doorBuilt())('serve: the browser listener', () => {
  it('serves the page and xterm.js from the package itself, no CDN', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    const html = page.body.toString('utf8');
    expect(html).toContain('src="/xterm.js"');
    expect(html).toContain('src="/page.js"');
    expect(html).not.toMatch(/https?:\/\/[a-z]/i);
    // Nothing inline, so a content policy of 'self' holds the whole page.
    expect(html).not.toMatch(/<script>|<style|style=/);
    const pageScript = (await get('/page.js')).body.toString('utf8');
    expect(pageScript).toContain("'/ws'");
    expect(pageScript).not.toMatch(/https?:\/\/[a-z]/i);
    const script = (await get('/xterm.js')).body;
    // Compared as one buffer: a deep equality of half a megabyte, byte by byte, takes seconds.
    expect(script.equals(readFileSync(join(REPO_ROOT, 'node_modules', '@xterm', 'xterm', 'lib', 'xterm.js')))).toBe(true);
    for (const asset of ['/xterm.css', '/page.js', '/page.css', '/vt323.woff2', '/vt323-license.txt', '/arkham-cp437.otf']) {
      expect((await get(asset)).status, asset).toBe(200);
    }
    expect((await get('/package.json')).status).toBe(404);
  });

  it('the WebSocket gets the title with the login choices, signs up, reaches the main menu, resizes and hangs up on Q', async () => {
    const page = await PageSocket.open();
    await page.waitFor(() => page.text().includes('ew investigator'), 'the title with the login choices');
    await signUpOnWire(page, 'Zadok', 'innsmouth harbour');
    await page.waitFor(() => page.text().includes('press any key'), 'the title');
    page.write(' ');
    await page.waitFor(() => page.text().includes('Zadok') && page.text().includes('Your choice'), 'the main menu');
    page.sendSize(100, 30);
    page.write('q');
    await page.waitFor(() => page.closed, 'the hang-up');
    // Binary frames only, and no telnet command (IAC) in them.
    expect(page.binaryOnly).toBe(true);
    expect(page.received.includes(0xff)).toBe(false);
  });

  it("a page's asset connections never turn its caller away; the address cap (5) holds on the WebSockets", async () => {
    // The earlier tests' connections closed with their answers; the server may take a moment to see it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const pages = await Promise.all([1, 2, 3, 4, 5].map(() => PageSocket.open()));
    for (const page of pages) await page.waitFor(() => page.text().includes('ew investigator'), 'the title');
    // Six asset fetches at once, each on its own connection, as a browser loading the page does.
    const statuses = await Promise.all(['/', '/xterm.js', '/page.js', '/page.css', '/vt323.woff2', '/arkham-cp437.otf'].map(async (path) => (await get(path)).status));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const sixth = await PageSocket.open();
    await sixth.waitFor(() => sixth.closed, 'the sixth caller turned away');
    expect(sixth.text()).toContain('Too many calls from your address');
    for (const page of pages) page.write('q');
    for (const page of pages) await page.waitFor(() => page.closed, 'the hang-up');
  });
  it('a connection past every cap gets an HTTP 503 with the words, which a browser can read', async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Five callers and six idle connections fill the address's share (5 WebSockets and 6 for assets).
    const pages = await Promise.all([1, 2, 3, 4, 5].map(() => PageSocket.open()));
    for (const page of pages) await page.waitFor(() => page.text().includes('ew investigator'), 'the title');
    const idle = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(
        () =>
          new Promise<net.Socket>((resolve, reject) => {
            const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
            socket.on('error', reject);
          }),
      ),
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const refused = await get('/');
      expect(refused.status).toBe(503);
      expect(refused.body.toString('utf8')).toBe('Too many calls from your address at once. Please hang one up first.');
    } finally {
      for (const socket of idle) socket.destroy();
      for (const page of pages) page.write('q');
      for (const page of pages) await page.waitFor(() => page.closed, 'the hang-up');
    }
  });
});

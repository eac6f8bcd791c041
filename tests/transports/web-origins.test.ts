// The browser listener refuses foreign pages and foreign host names: a real HTTP client sends the
// Host and Origin headers another site (or a rebinding name) would, and the ws library's client
// opens `/ws` as a foreign page's script would. The board's own page and a client with no Origin
// (no browser) are still served; the policy headers come with every answer.
import http from 'node:http';
import { WebSocket } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../src/support/fake-clock.js';
import type { Listener } from '../../src/transports/caller-lines.js';
import { FOREIGN_PAGE_TEXT, startWebServer } from '../../src/transports/web-server.js';
import { recordingLogger } from './support/wire-client.js';

const REPO_ROOT = new URL('../..', import.meta.url).pathname;
const servers: Listener[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function webServer(origins?: string[]) {
  const logger = recordingLogger();
  const opened: string[] = [];
  const server = await startWebServer({
    host: '127.0.0.1',
    port: 0,
    clock: new FakeClock(),
    logger,
    packageRoot: REPO_ROOT,
    ...(origins ? { origins } : {}),
    onChannel: (channel) => {
      opened.push(channel.info.remote ?? '');
      void channel.close();
    },
  });
  servers.push(server);
  return { port: server.address.port, logger, opened };
}

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false, headers: { connection: 'close', ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      })
      .on('error', reject);
  });
}

/** Opens `/ws` with these headers; resolves 'open' or the HTTP status the upgrade was refused with. */
function openSocket(port: number, headers: Record<string, string>): Promise<'open' | number> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers });
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      ws.terminate();
      resolve('open');
    });
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

describe('browser listener: its own page only', () => {
  it('serves the page under its own host names with the content policy, framing and no-sniff headers', async () => {
    const { port } = await webServer();
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const page = await get(port, '/', { host });
      expect(page.status, host).toBe(200);
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("default-src 'none'");
      // The page's script is a file of its own: 'self' alone, nothing inline allowed.
      expect(policy).toMatch(/script-src 'self'(;| 'sha256-)/);
      expect(/script-src [^;]*'unsafe-inline'/.test(policy)).toBe(false);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['x-frame-options']).toBe('DENY');
    }
    expect((await get(port, '/xterm.js')).headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('refuses a foreign Host (a rebinding name) with 403 and a log line, for the page and the socket', async () => {
    const { port, logger, opened } = await webServer();
    const page = await get(port, '/', { host: `evil.example:${port}` });
    expect(page.status).toBe(403);
    expect(page.body).toBe(FOREIGN_PAGE_TEXT);
    expect(await openSocket(port, { host: `evil.example:${port}` })).toBe(403);
    // The right name on another port is another site too.
    expect(await openSocket(port, { host: '127.0.0.1:1' })).toBe(403);
    expect(opened).toEqual([]);
    expect(logger.entries.filter((entry) => entry.level === 'warn' && entry.message.startsWith('web request refused: host')).length).toBe(3);
  });

  it('refuses `/ws` opened by a page on another site (its Origin) with 403 and a log line; the own page and a client without Origin call', async () => {
    const { port, logger, opened } = await webServer();
    expect(await openSocket(port, { origin: 'http://evil.example' })).toBe(403);
    expect(await openSocket(port, { origin: `http://localhost:${port}.evil.example` })).toBe(403);
    expect(await openSocket(port, { origin: 'null' })).toBe(403);
    expect(logger.entries.filter((entry) => entry.message.startsWith('web request refused: origin')).length).toBe(3);
    expect(opened).toEqual([]);
    expect(await openSocket(port, { origin: `http://127.0.0.1:${port}` })).toBe('open');
    expect(await openSocket(port, { origin: `http://localhost:${port}`, host: `localhost:${port}` })).toBe('open');
    expect(await openSocket(port, {})).toBe('open');
  });

  it('with http.origins set, answers only those origins and their host names', async () => {
    const { port } = await webServer(['https://bbs.example.org']);
    expect((await get(port, '/', { host: 'bbs.example.org' })).status).toBe(200);
    expect((await get(port, '/', { host: `127.0.0.1:${port}` })).status).toBe(403);
    expect(await openSocket(port, { host: 'bbs.example.org', origin: 'https://bbs.example.org' })).toBe('open');
    expect(await openSocket(port, { host: 'bbs.example.org', origin: 'http://bbs.example.org' })).toBe(403);
    expect(await openSocket(port, { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` })).toBe(403);
  });
});

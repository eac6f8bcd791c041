// Our browser listener: one page at `/` with a terminal drawn by xterm.js, the page's script, style
// and fonts (all shipped from the package itself, no CDN, nothing inline), and its WebSocket at `/ws`, which becomes the
// caller's Channel. Each TCP connection is a caller line as on telnet, with the same login limit.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { ADDRESS_BUSY_MESSAGE, BUSY_MESSAGE, startCallerLines, type CallerLine, type CallerLinesOptions, type Listener } from './caller-lines.js';
import { AddressLedger, plainAddress } from './address-ledger.js';
import { buildGlyphFont } from './web-glyph-font.js';
import { webOrigins } from './web-origins.js';
import { pageHeaders } from './web-page-policy.js';
import { WebSocketChannel } from './websocket-channel.js';

export interface WebServerOptions extends Omit<CallerLinesOptions, 'protocol'> {
  /** The package's root, where `web/index.html` lives. */
  packageRoot: string;
  /** `http.origins`: the origins the page is served from; unset, the listener's own host names. */
  origins?: readonly string[];
}

interface Asset {
  type: string;
  body: Buffer | (() => Buffer);
}

/**
 * A browser fetches a page's assets over up to six connections of its own (Chromium's limit per
 * host) besides the WebSocket. They close a second after their last request; the caps on lines
 * and on lines from one address are kept on the WebSockets, the callers, and the TCP listener lets
 * this many more through so a page's loading never turns its own caller away.
 */
export const PAGE_ASSET_CONNECTIONS = 6;

function loadAssets(packageRoot: string): Map<string, Asset> {
  const require = createRequire(join(packageRoot, 'package.json'));
  const xterm = dirname(dirname(require.resolve('@xterm/xterm')));
  const vt323 = dirname(require.resolve('@fontsource/vt323/package.json'));
  const js = 'text/javascript; charset=utf-8';
  return new Map([
    ['/', { type: 'text/html; charset=utf-8', body: readFileSync(join(packageRoot, 'web', 'index.html')) }],
    ['/page.js', { type: js, body: readFileSync(join(packageRoot, 'web', 'page.js')) }],
    ['/page.css', { type: 'text/css; charset=utf-8', body: readFileSync(join(packageRoot, 'web', 'page.css')) }],
    ['/xterm.js', { type: js, body: readFileSync(join(xterm, 'lib', 'xterm.js')) }],
    ['/xterm.css', { type: 'text/css; charset=utf-8', body: readFileSync(join(xterm, 'css', 'xterm.css')) }],
    ['/vt323.woff2', { type: 'font/woff2', body: readFileSync(join(vt323, 'files', 'vt323-latin-400-normal.woff2')) }],
    ['/vt323-license.txt', { type: 'text/plain; charset=utf-8', body: readFileSync(join(vt323, 'LICENSE')) }],
    // Drawn on the first request (a quarter of a second), not at every start.
    ['/arkham-cp437.otf', { type: 'font/otf', body: once(buildGlyphFont) }],
  ]);
}

function once(make: () => Buffer): () => Buffer {
  let made: Buffer | undefined;
  return () => (made ??= make());
}

/** Live WebSockets in all, and calls per address (the other listeners' too when the ledger is shared), held to the listener's caps. */
function socketCaps(maxConnections: number, maxPerAddress: number, perAddress: AddressLedger): { admit(address: string, ws: WebSocket): string | undefined } {
  let all = 0;
  return {
    admit(address, ws) {
      if (all >= maxConnections) return BUSY_MESSAGE;
      if (perAddress.count(plainAddress(address)) >= maxPerAddress) return ADDRESS_BUSY_MESSAGE;
      all++;
      const uncount = perAddress.add(plainAddress(address));
      ws.once('close', () => {
        all--;
        uncount();
      });
      return undefined;
    },
  };
}

/** A request from a foreign page or under a foreign host name: refused, in words, before anything is served. */
export const FOREIGN_PAGE_TEXT = 'This board answers only its own page.';

function forbidden(): string {
  const body = FOREIGN_PAGE_TEXT;
  return `HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

/** A connection past the caps is an HTTP client: it gets a 503 with the words, not bare text it cannot parse. */
export function httpRefusal(message: string): string {
  const body = message.trim();
  return `HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

export function startWebServer(options: WebServerOptions): Promise<Listener> {
  const { clock, logger } = options;
  const assets = loadAssets(options.packageRoot);
  const lines = new WeakMap<net.Socket, CallerLine>();
  const maxConnections = options.maxConnections ?? Number.POSITIVE_INFINITY;
  const maxPerAddress = options.maxPerAddress ?? Number.POSITIVE_INFINITY;
  // The callers are the WebSockets: they count with the other listeners' calls; the TCP connections
  // (a page's asset fetches among them) only against this listener's own, wider cap.
  const caps = socketCaps(maxConnections, maxPerAddress, options.addresses ?? new AddressLedger());
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const origins = webOrigins(options.origins, options.host);
  const headers = pageHeaders(readFileSync(join(options.packageRoot, 'web', 'index.html'), 'utf8'));
  const refused = (request: http.IncomingMessage): boolean => {
    const verdict = origins.check(request);
    if (verdict.ok) return false;
    logger.warn(`web request refused: ${verdict.why}`, { remote: request.socket.remoteAddress, path: (request.url ?? '').slice(0, 100) });
    return true;
  };
  const server = http.createServer((request, response) => {
    if (refused(request)) {
      response.writeHead(403, { ...headers, 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end(FOREIGN_PAGE_TEXT);
      return;
    }
    const asset = request.method === 'GET' ? assets.get((request.url ?? '').split('?')[0] ?? '') : undefined;
    if (!asset) {
      response.writeHead(404, { ...headers, 'content-type': 'text/plain' }).end('Nothing here but fog.\n');
      return;
    }
    const body = typeof asset.body === 'function' ? asset.body() : asset.body;
    response.writeHead(200, { ...headers, 'content-type': asset.type, 'content-length': body.length }).end(body);
  });
  server.keepAliveTimeout = 1000;
  server.headersTimeout = 10_000;
  server.requestTimeout = 10_000;
  server.on('clientError', (_error, socket) => socket.destroy());
  server.on('upgrade', (request, socket, head) => {
    const line = lines.get(socket as net.Socket);
    if (!line || request.url !== '/ws') return void socket.destroy();
    if (refused(request)) return void socket.end(forbidden(), () => socket.destroy());
    wss.handleUpgrade(request, socket, head, (ws) => {
      const address = line.socket.remoteAddress ?? '';
      const busy = caps.admit(address, ws);
      if (busy) {
        logger.warn('web caller turned away', { remote: address, why: busy.trim() });
        ws.send(Buffer.from(busy, 'latin1'), { binary: true });
        return void ws.close(1008, 'busy');
      }
      line.run(new WebSocketChannel(ws, `${address}:${line.socket.remotePort ?? 0}`, clock, logger));
    });
  });
  return startCallerLines(
    { ...options, addresses: new AddressLedger(), protocol: 'web', maxConnections: maxConnections + PAGE_ASSET_CONNECTIONS, maxPerAddress: maxPerAddress + PAGE_ASSET_CONNECTIONS, refusal: httpRefusal },
    (line) => {
      lines.set(line.socket, line);
      line.socket.setNoDelay(true);
      server.emit('connection', line.socket);
    },
  );
}

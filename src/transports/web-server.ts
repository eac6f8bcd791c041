// Our browser listener: one page at `/` with a terminal drawn by xterm.js (shipped from the
// package's own node_modules, no CDN), and its WebSocket at `/ws`, which becomes the caller's
// Channel. Each TCP connection is a caller line as on telnet, with the same caps and login limit.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { WebSocketServer } from 'ws';
import { startCallerLines, type CallerLine, type CallerLinesOptions, type Listener } from './caller-lines.js';
import { WebSocketChannel } from './websocket-channel.js';

export interface WebServerOptions extends Omit<CallerLinesOptions, 'protocol'> {
  /** The package's root, where `web/index.html` lives. */
  packageRoot: string;
}

interface Asset {
  type: string;
  body: Buffer;
}

function loadAssets(packageRoot: string): Map<string, Asset> {
  const xterm = dirname(dirname(createRequire(join(packageRoot, 'package.json')).resolve('@xterm/xterm')));
  return new Map([
    ['/', { type: 'text/html; charset=utf-8', body: readFileSync(join(packageRoot, 'web', 'index.html')) }],
    ['/xterm.js', { type: 'text/javascript; charset=utf-8', body: readFileSync(join(xterm, 'lib', 'xterm.js')) }],
    ['/xterm.css', { type: 'text/css; charset=utf-8', body: readFileSync(join(xterm, 'css', 'xterm.css')) }],
  ]);
}

export function startWebServer(options: WebServerOptions): Promise<Listener> {
  const { clock, logger } = options;
  const assets = loadAssets(options.packageRoot);
  const lines = new WeakMap<net.Socket, CallerLine>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const server = http.createServer((request, response) => {
    const asset = request.method === 'GET' ? assets.get((request.url ?? '').split('?')[0] ?? '') : undefined;
    if (!asset) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Nothing here but fog.\n');
      return;
    }
    response.writeHead(200, { 'content-type': asset.type, 'content-length': asset.body.length, 'x-content-type-options': 'nosniff' }).end(asset.body);
  });
  // A page's asset connections count against the caller's per-address cap: they close soon after.
  server.keepAliveTimeout = 1000;
  server.on('clientError', (_error, socket) => socket.destroy());
  server.on('upgrade', (request, socket, head) => {
    const line = lines.get(socket as net.Socket);
    if (!line || request.url !== '/ws') return void socket.destroy();
    wss.handleUpgrade(request, socket, head, (ws) => {
      const remote = `${line.socket.remoteAddress ?? ''}:${line.socket.remotePort ?? 0}`;
      line.run(new WebSocketChannel(ws, remote, clock, logger));
    });
  });
  return startCallerLines({ ...options, protocol: 'web' }, (line) => {
    lines.set(line.socket, line);
    line.socket.setNoDelay(true);
    server.emit('connection', line.socket);
  });
}

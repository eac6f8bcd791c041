// Which pages may drive the browser socket, and which host names the page answers to. A page on
// another site opens `/ws` from its visitor's browser with its own Origin, and a rebinding name
// reaches us with its own Host: both are refused, so a foreign page never signs up, logs in or
// guesses passwords from a visitor's browser and address. A client that sends no Origin is no
// browser (every browser sends one on a WebSocket handshake) and calls as itself, as over telnet.
import os from 'node:os';
import type http from 'node:http';

export type OriginRefusal = { ok: true } | { ok: false; why: string };

export interface WebOrigins {
  /** Whether a request for the page, an asset or `/ws` may be answered. */
  check(request: http.IncomingMessage): OriginRefusal;
}

/** `http.origins` as configured (`https://bbs.example.org`), or undefined for the listener's own host names. */
export function webOrigins(configured: readonly string[] | undefined, listenerHost: string): WebOrigins {
  if (configured && configured.length > 0) {
    const origins = new Set(configured.map((origin) => new URL(origin).origin));
    const hosts = new Set([...origins].map((origin) => new URL(origin).host));
    return { check: (request) => judge(request, hosts, origins) };
  }
  return {
    check(request) {
      const port = request.socket.localPort ?? 0;
      const hosts = new Set(ownHostNames(listenerHost, request.socket.localAddress).map((name) => hostWithPort(name, port)));
      return judge(request, hosts, new Set([...hosts].map((host) => `http://${host}`)));
    },
  };
}

function judge(request: http.IncomingMessage, hosts: ReadonlySet<string>, origins: ReadonlySet<string>): OriginRefusal {
  const host = (request.headers.host ?? '').toLowerCase();
  if (!hosts.has(host)) return { ok: false, why: `host ${JSON.stringify(host.slice(0, 100))} is not this board's` };
  const origin = request.headers.origin;
  if (origin !== undefined && !origins.has(origin.toLowerCase())) return { ok: false, why: `origin ${JSON.stringify(origin.slice(0, 100))} is not this board's page` };
  return { ok: true };
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

/** The names a caller may have used to reach this listener: the address they reached, its own host, this machine's names. */
function ownHostNames(listenerHost: string, localAddress: string | undefined): string[] {
  const names = ['localhost', os.hostname().toLowerCase()];
  if (!WILDCARD_HOSTS.has(listenerHost)) names.push(listenerHost.toLowerCase());
  if (localAddress) names.push(localAddress.startsWith('::ffff:') ? localAddress.slice(7) : localAddress);
  return names;
}

/** How a browser writes the name in Host and Origin: an IPv6 address in brackets, port 80 left out. */
function hostWithPort(name: string, port: number): string {
  const host = name.includes(':') ? `[${name}]` : name;
  return port === 80 ? host : `${host}:${port}`;
}

// Which connection carries the caller. Explicit flags win; then a DOOR32 socket handle that really
// is a socket; then stdin. DOOR32 comm type 0 is not "local": Synchronet writes 0 for every
// stdio door, so the drop file alone never makes a call local.
import { fstatSync } from 'node:fs';
import type { CallerRecord } from './caller.js';

export type ChannelChoice =
  | { kind: 'stdio' }
  | { kind: 'socket'; fd: number }
  | { kind: 'connect'; host: string; port: number };

export interface ChannelFlags {
  stdio?: boolean;
  socket?: number;
  connect?: { host: string; port: number };
}

export function chooseChannel(
  flags: ChannelFlags,
  caller: Pick<CallerRecord, 'line'> | undefined,
  isSocket: (fd: number) => boolean = fdIsSocket,
): ChannelChoice {
  if (flags.stdio) return { kind: 'stdio' };
  if (flags.socket !== undefined) return { kind: 'socket', fd: flags.socket };
  if (flags.connect) return { kind: 'connect', ...flags.connect };
  const line = caller?.line;
  if (line?.kind === 'socket' && isSocket(line.fd)) return { kind: 'socket', fd: line.fd };
  return { kind: 'stdio' };
}

export function fdIsSocket(fd: number): boolean {
  try {
    return fstatSync(fd).isSocket();
  } catch {
    return false;
  }
}

/** Parses `HOST:PORT` (IPv6 hosts in brackets: `[::1]:2323`); undefined when malformed. */
export function parseHostPort(value: string): { host: string; port: number } | undefined {
  const match = /^(?:\[([^\]]+)\]|([^:]+)):(\d{1,5})$/.exec(value.trim());
  if (!match) return undefined;
  const host = match[1] ?? match[2];
  const port = Number(match[3]);
  if (!host || port < 1 || port > 65535) return undefined;
  return { host, port };
}

// RFC 1282's opening, read from the first bytes a client sends: a NUL, then the client user name,
// the server user name and "terminal/speed", each ended by a NUL. And the client's window-size
// control sequence (0xFF 0xFF 's' 's', then rows, columns, x and y pixels as 16-bit numbers), which
// may come at any point of the data stream after.
import { cleanTerminalType } from './terminal-info.js';

/** Longer than this, it is not an RLogin client's opening. */
export const MAX_HANDSHAKE_BYTES = 1024;

export interface RloginHandshake {
  clientUser: string;
  serverUser: string;
  terminalType?: string;
  baud?: number;
}

export type HandshakeRead = { done: false } | { done: true; handshake: RloginHandshake; rest: Buffer } | { done: true; error: string };

/** Reads the opening from what has arrived so far. */
export function readHandshake(received: Buffer): HandshakeRead {
  if (received.length > 0 && received[0] !== 0) return { done: true, error: 'not an RLogin opening' };
  const fields: string[] = [];
  let start = 1;
  for (let i = 1; i < received.length && fields.length < 3; i++) {
    if (received[i] !== 0) continue;
    fields.push(received.subarray(start, i).toString('latin1'));
    start = i + 1;
  }
  if (fields.length < 3) return received.length > MAX_HANDSHAKE_BYTES ? { done: true, error: 'an RLogin opening too long' } : { done: false };
  const [clientUser = '', serverUser = '', terminal = ''] = fields;
  const slash = terminal.indexOf('/');
  const terminalType = cleanTerminalType(slash < 0 ? terminal : terminal.slice(0, slash));
  const baud = slash < 0 ? Number.NaN : Number(terminal.slice(slash + 1));
  return {
    done: true,
    handshake: {
      clientUser,
      serverUser,
      ...(terminalType ? { terminalType } : {}),
      ...(Number.isInteger(baud) && baud > 0 && baud <= 10_000_000 ? { baud } : {}),
    },
    rest: received.subarray(start),
  };
}

/** `[TAG]user` from the server user name field, else from the client user name field. */
export function taggedUser(handshake: RloginHandshake): { tag: string; user: string } | undefined {
  for (const field of [handshake.serverUser, handshake.clientUser]) {
    const match = /^\[([A-Za-z0-9_-]{1,16})\](.+)$/.exec(field);
    if (match?.[1] && match[2]) return { tag: match[1], user: match[2] };
  }
  return undefined;
}

const WINDOW_MAGIC = [0xff, 0xff, 0x73, 0x73];
const WINDOW_SEQUENCE_BYTES = 12;

/**
 * Takes window-size sequences out of the data stream, even split across chunks; a partial magic at
 * a chunk's end is held until the next one says what it was.
 */
export function createWindowSizeFilter(onSize: (cols: number, rows: number) => void): (chunk: Buffer) => Buffer {
  let held = Buffer.alloc(0);
  return (chunk) => {
    const data = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
    held = Buffer.alloc(0);
    const out: Buffer[] = [];
    let from = 0;
    let i = 0;
    while (i < data.length) {
      if (data[i] !== 0xff) {
        i++;
        continue;
      }
      const available = Math.min(WINDOW_MAGIC.length, data.length - i);
      const prefix = WINDOW_MAGIC.slice(0, available).every((byte, k) => data[i + k] === byte);
      if (!prefix) {
        i++;
        continue;
      }
      if (data.length - i < WINDOW_SEQUENCE_BYTES) {
        out.push(data.subarray(from, i));
        held = Buffer.from(data.subarray(i));
        return Buffer.concat(out);
      }
      out.push(data.subarray(from, i));
      onSize(data.readUInt16BE(i + 6), data.readUInt16BE(i + 4));
      i += WINDOW_SEQUENCE_BYTES;
      from = i;
    }
    out.push(data.subarray(from));
    return Buffer.concat(out);
  };
}

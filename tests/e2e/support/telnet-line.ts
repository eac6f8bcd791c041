// A caller's telnet line to `arkham-door serve`: it answers the listener's questions as a chosen
// terminal would and hands the data, telnet commands taken out, to a ScreenLine.
import net from 'node:net';
import { ScreenLine } from './screen-line.js';

/** RFC 854 command bytes. */
const IAC = 255;
const SB = 250;
const SE = 240;
const WILL = 251;
const WONT = 252;
/** Commands that take one option byte (RFC 854: WILL, WONT, DO, DONT). */
const OPTION_COMMANDS = new Set([251, 252, 253, 254]);
/** RFC 1091 TTYPE, with its SEND (1) and IS (0); RFC 1073 NAWS. */
const TTYPE = 24;
const TTYPE_SEND = 1;
const TTYPE_IS = 0;
const NAWS = 31;

/** Splits what the listener sends into terminal data and telnet commands; a command may span chunks. */
class TelnetReader {
  private pending: number[] = [];

  constructor(private readonly onTerminalTypeAsked: () => void) {}

  /** The data bytes in `chunk` (IAC IAC read as one 0xFF), commands taken out. */
  data(chunk: Buffer): Buffer {
    const bytes = [...this.pending, ...chunk];
    this.pending = [];
    const out: number[] = [];
    let i = 0;
    while (i < bytes.length) {
      const byte = bytes[i] ?? 0;
      if (byte !== IAC) {
        out.push(byte);
        i += 1;
        continue;
      }
      const end = commandEnd(bytes, i);
      if (end === undefined) {
        this.pending = bytes.slice(i);
        break;
      }
      if (bytes[i + 1] === IAC) out.push(IAC);
      else if (bytes[i + 1] === SB && bytes[i + 2] === TTYPE && bytes[i + 3] === TTYPE_SEND) this.onTerminalTypeAsked();
      i = end;
    }
    return Buffer.from(out);
  }
}

/** Where the command at `start` ends, or undefined when the bytes stop inside it. */
function commandEnd(bytes: readonly number[], start: number): number | undefined {
  const command = bytes[start + 1];
  if (command === undefined) return undefined;
  if (command === SB) {
    for (let j = start + 2; j + 1 < bytes.length; j += 1) if (bytes[j] === IAC && bytes[j + 1] === SE) return j + 2;
    return undefined;
  }
  if (OPTION_COMMANDS.has(command)) return start + 3 <= bytes.length ? start + 3 : undefined;
  return start + 2;
}

/**
 * Connects to the listener on `port`. With a terminal type the caller says WILL TTYPE and names it
 * when asked; without one it refuses, and the listener assumes a CP437 ANSI terminal. Either way it
 * refuses NAWS, so the screen is the default 80x24.
 */
export function connectTelnet(port: number, terminalType?: string): Promise<ScreenLine> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.off('error', reject);
      socket.on('error', () => {});
      socket.setNoDelay(true);
      const line = new ScreenLine(
        (bytes) => socket.write(bytes),
        () => socket.destroy(),
      );
      const reader = new TelnetReader(() => {
        if (terminalType !== undefined) socket.write(Buffer.from([IAC, SB, TTYPE, TTYPE_IS, ...Buffer.from(terminalType, 'latin1'), IAC, SE]));
      });
      socket.on('data', (chunk: Buffer) => line.receive(reader.data(chunk)));
      socket.on('close', () => line.ended());
      socket.write(Buffer.from([IAC, terminalType === undefined ? WONT : WILL, TTYPE, IAC, WONT, NAWS]));
      resolve(line);
    });
  });
}

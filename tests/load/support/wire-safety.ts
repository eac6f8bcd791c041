// An oracle for bytes on their way to a caller's terminal: after the telnet layer (RFC 854 commands
// skipped, IAC IAC read as one data byte), the only escapes are the renderer's own (SGR colours and,
// for screens, cursor moves and erases), the only C0 controls CR, LF and BS, and in UTF-8 no C1 or
// invisible format character (the same line tests/fuzz/support/terminal-safety.ts draws for text).
// For text one caller wrote for others, also no character a CP437 line carries as a C0 byte.
import { encodeCp437 } from '../../../src/term/cp437.js';
import { screenFault } from '../../fuzz/support/terminal-safety.js';

const IAC = 255;
/** RFC 854: SB opens a sub-negotiation that IAC SE closes; WILL, WONT, DO, DONT take one option byte. */
const SB = 250;
const SE = 240;
const OPTION_COMMANDS = new Set([251, 252, 253, 254]);
const ESC = 0x1b;
const KEPT_C0 = new Set([0x0d, 0x0a, 0x08]);
/** CSI finals the renderers use: SGR (ECMA-48 §8.3.117), cursor moves and position, erase, show/hide cursor. */
const SGR_ONLY = /^\x1b\[[\d;]*m$/;
const SCREEN_ESCAPE = /^\x1b\[(?:[\d;]*[mHfABCDGJK]|\?25[hl])$/;
const CSI = /^\x1b\[[\x30-\x3f]*[\x20-\x2f]*[\x40-\x7e]/;
const UTF8_ACTED_ON = /[\u0080-\u009f\p{Cf}]/u;

export interface WireOptions {
  charset: 'cp437' | 'utf8';
  /** The bytes went through telnet (our listener), so IAC sequences are skipped. */
  telnet: boolean;
  /** Screens move the cursor; bulletins only colour. */
  cursor: boolean;
}

/** Everything in `bytes` a terminal would act on that the renderer did not mean; empty when safe. */
export function wireFaults(bytes: Buffer, options: WireOptions): string[] {
  const data = options.telnet ? telnetData(bytes) : bytes;
  const faults: string[] = [];
  const text = data.toString('latin1');
  const allowed = options.cursor ? SCREEN_ESCAPE : SGR_ONLY;
  const plain: number[] = [];
  for (let i = 0; i < data.length; i += 1) {
    const byte = data[i] ?? 0;
    if (byte === ESC) {
      const csi = CSI.exec(text.slice(i, i + 64))?.[0];
      if (csi === undefined || !allowed.test(csi)) faults.push(`escape ${JSON.stringify(text.slice(i, i + 12))} at ${i}`);
      i += (csi?.length ?? 1) - 1;
    } else if ((byte < 0x20 && !KEPT_C0.has(byte)) || byte === 0x7f) {
      faults.push(`control 0x${byte.toString(16)} at ${i} near ${JSON.stringify(text.slice(Math.max(0, i - 12), i + 4))}`);
    } else plain.push(byte);
  }
  if (options.charset === 'utf8') {
    const decoded = new TextDecoder('utf-8').decode(Buffer.from(plain));
    const acted = UTF8_ACTED_ON.exec(decoded);
    if (acted) faults.push(`UTF-8 U+${(acted[0].codePointAt(0) ?? 0).toString(16)} near ${JSON.stringify(decoded.slice(Math.max(0, acted.index - 12), acted.index + 4))}`);
  }
  return faults;
}

function telnetData(bytes: Buffer): Buffer {
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i] ?? 0;
    if (byte !== IAC) {
      out.push(byte);
      continue;
    }
    const command = bytes[i + 1];
    if (command === IAC) {
      out.push(IAC);
      i += 1;
    } else if (command === SB) {
      const end = bytes.indexOf(Buffer.from([IAC, SE]), i + 2);
      i = end < 0 ? bytes.length : end + 1;
    } else i += command !== undefined && OPTION_COMMANDS.has(command) ? 2 : 1;
  }
  return Buffer.from(out);
}

/**
 * What is wrong with `text` (one line a caller wrote) as something to show other callers: what
 * screenFault finds, and characters a CP437 line would carry as C0 bytes. CP437 draws pictures at
 * 0x01-0x1F and 0x7F (⌂), but a terminal may act on the byte instead: 0x05 ENQ makes many answer back as if the
 * caller typed, 0x11 and 0x13 are XON and XOFF.
 */
export function textFaults(text: string): string[] {
  const fault = screenFault(text);
  const c0 = [...text].filter((ch) => {
    const byte = encodeCp437(ch)[0] ?? 0x20;
    return (ch.codePointAt(0) ?? 0) >= 0x20 && (byte < 0x20 || byte === 0x7f);
  });
  return [...(fault === undefined ? [] : [fault]), ...(c0.length > 0 ? [`CP437 C0 bytes for ${JSON.stringify(c0.join(''))} in ${JSON.stringify(text)}`] : [])];
}

// Oracles for text that reaches a caller's screen: which bytes and characters a terminal acts on
// instead of drawing, after each of the two encodings the door sends.
import { toPlainText } from '../../../src/support/plain-text.js';
import { encodeCp437 } from '../../../src/term/cp437.js';
import { isPrintable } from '../../../src/term/printable.js';

/**
 * CP437 bytes a terminal acts on: NUL, BEL to SI and ESC (the controls src/term/cp437.ts never lets a
 * glyph stand for), and 0xFF, telnet's IAC (RFC 854).
 */
const CP437_ACTED_ON = new Set([0x00, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f, 0x1b, 0xff]);

/** Code points a UTF-8 terminal acts on or that reorder or hide text: C0, DEL, C1, format characters. */
const UTF8_ACTED_ON = /[\u0000-\u001f\u007f-\u009f\p{Cf}]/u;
const LONE_SURROGATE = /\p{Cs}/u;

/** What is wrong with `text` as something safe to show, or undefined when nothing is. */
export function screenFault(text: string): string | undefined {
  if (LONE_SURROGATE.test(text)) return `lone surrogate in ${JSON.stringify(text)}`;
  const cp437 = [...encodeCp437(text)].filter((byte) => CP437_ACTED_ON.has(byte));
  if (cp437.length > 0) return `CP437 bytes ${cp437.map((b) => b.toString(16)).join(' ')} from ${JSON.stringify(text)}`;
  const decoded = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(text, 'utf8'));
  const acted = UTF8_ACTED_ON.exec(decoded);
  if (acted) return `UTF-8 character U+${(acted[0].codePointAt(0) ?? 0).toString(16)} from ${JSON.stringify(text)}`;
  return undefined;
}

/** What is wrong with a line the line editor returned, or undefined: it must be plain, one cell a character. */
export function typedLineFault(line: string): string | undefined {
  const fault = screenFault(line);
  if (fault) return `typed line: ${fault}`;
  if (toPlainText(line) !== line) return `typed line is not plain text: ${JSON.stringify(line)}`;
  const odd = [...line].find((ch) => !isPrintable(ch));
  return odd === undefined ? undefined : `typed line holds U+${(odd.codePointAt(0) ?? 0).toString(16)}`;
}

export function assertNoFault(fault: string | undefined): void {
  if (fault !== undefined) throw new Error(fault);
}

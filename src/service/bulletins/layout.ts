// Bulletin pages as lines of coloured spans, written out twice: as ANSI art (.ans: SGR colours, CRLF,
// CP437 bytes) and as plain text (.txt: ASCII, CRLF). Every line fits 79 columns, so no terminal
// wraps it and the 80th column is never written.
import { asciiText } from '../../term/ascii.js';
import { encodeCp437 } from '../../term/cp437.js';

export const WIDTH = 79;

/** SGR parameters (ECMA-48 §8.3.117): 0 reset, 1 bold, 30-37 foreground colours. */
export const COLOUR = {
  plain: '0;37',
  dim: '0;36',
  title: '1;33',
  heading: '1;37',
  rule: '0;33',
  accent: '1;31',
  number: '1;36',
} as const;

export type Colour = (typeof COLOUR)[keyof typeof COLOUR];

export interface Span {
  text: string;
  colour: Colour;
}

export type Line = Span[];

export function span(text: string, colour: Colour = COLOUR.plain): Span {
  return { text, colour };
}

export function lineLength(line: Line): number {
  return line.reduce((sum, part) => sum + [...part.text].length, 0);
}

export function centred(text: string, colour: Colour): Line {
  const cut = [...text].slice(0, WIDTH).join('');
  const pad = Math.floor((WIDTH - [...cut].length) / 2);
  return [span(' '.repeat(pad)), span(cut, colour)];
}

export function rule(char: '═' | '─', colour: Colour = COLOUR.rule): Line {
  return [span(char.repeat(WIDTH), colour)];
}

/** Left text and right text on one line, the left cut short if both do not fit. */
export function spread(left: Span, right: Span): Line {
  const room = WIDTH - [...right.text].length - 1;
  const leftText = [...left.text].slice(0, Math.max(0, room)).join('');
  const gap = Math.max(1, WIDTH - [...leftText].length - [...right.text].length);
  return [{ ...left, text: leftText }, span(' '.repeat(gap)), right];
}

export function renderAnsi(lines: readonly Line[]): Buffer {
  let text = '\x1b[0m';
  for (const line of lines) {
    for (const part of fitted(line)) text += `\x1b[${part.colour}m${part.text}`;
    text += '\x1b[0m\r\n';
  }
  return encodeCp437(text);
}

export function renderText(lines: readonly Line[]): Buffer {
  const text = lines.map((line) => asciiText(fitted(line).map((part) => part.text).join('')).trimEnd()).join('\r\n');
  return encodeCp437(`${text}\r\n`);
}

/** A line cut to the width, whatever went into it. */
function fitted(line: Line): Line {
  const out: Line = [];
  let room = WIDTH;
  for (const part of line) {
    const chars = [...part.text];
    if (room <= 0) break;
    out.push({ ...part, text: chars.slice(0, room).join('') });
    room -= Math.min(room, chars.length);
  }
  return out;
}

// Plain ASCII for callers without ANSI: no escape sequence survives, screen clears become blank
// lines, and every character outside printable ASCII becomes one ASCII look-alike (one for one, so
// columns still line up) or '?'.
import { csiNumbers, splitEscapes, type EscapeToken } from './escapes.js';

const LOOK_ALIKES: Record<string, string> = {
  // Shades (blocks are handled by range below).
  '░': '.',
  '▒': ':',
  '▓': '#',
  '■': '#',
  '▪': '#',
  '▬': '-',
  // Arrows and pointers.
  '↑': '^',
  '↓': 'v',
  '→': '>',
  '←': '<',
  '↕': '|',
  '↔': '-',
  '↨': '|',
  '►': '>',
  '◄': '<',
  '▲': '^',
  '▼': 'v',
  '∟': 'L',
  '⌂': '^',
  // Bullets, faces, suits and other pictures of the low CP437 range.
  '•': '*',
  '∙': '.',
  '·': '.',
  '◦': 'o',
  '○': 'o',
  '◘': '#',
  '◙': '#',
  '☺': 'o',
  '☻': 'o',
  '♥': '*',
  '♦': '*',
  '♣': '*',
  '♠': '*',
  '♂': 'o',
  '♀': 'o',
  '♪': '*',
  '♫': '*',
  '☼': '*',
  '‼': '!',
  '¶': 'P',
  '§': 'S',
  // The rest of CP437 that does not decompose to a letter.
  'Æ': 'A',
  'æ': 'a',
  'ß': 's',
  'Ø': 'O',
  'ø': 'o',
  'ƒ': 'f',
  '₧': 'P',
  '¢': 'c',
  '£': 'L',
  '¥': 'Y',
  'ª': 'a',
  'º': 'o',
  '¿': '?',
  '⌐': '-',
  '¬': '-',
  '½': '/',
  '¼': '/',
  '¡': '!',
  '«': '<',
  '»': '>',
  'α': 'a',
  'Γ': 'G',
  'π': 'n',
  'Σ': 'E',
  'σ': 'o',
  'µ': 'u',
  'τ': 't',
  'Φ': 'O',
  'Θ': 'O',
  'Ω': 'O',
  'δ': 'd',
  '∞': '8',
  'φ': 'o',
  'ε': 'e',
  '∩': 'n',
  '≡': '=',
  '±': '+',
  '≥': '>',
  '≤': '<',
  '⌠': '|',
  '⌡': '|',
  '÷': '/',
  '≈': '~',
  '°': 'o',
  '√': 'v',
  'ⁿ': 'n',
  '²': '2',
  '\u00a0': ' ',
  // Typography screens may use.
  '‘': "'",
  '’': "'",
  '‚': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '–': '-',
  '—': '-',
  '…': '.',
  '×': 'x',
};

const HORIZONTAL_LINES = new Set([...'─━═╌╍┄┅┈┉╴╶╸╺╼╾']);
const VERTICAL_LINES = new Set([...'│┃║╎╏┆┇┊┋╵╷╹╻╽╿']);

function boxDrawing(code: number, ch: string): string | undefined {
  if (code < 0x2500 || code > 0x257f) return undefined;
  if (HORIZONTAL_LINES.has(ch)) return '-';
  if (VERTICAL_LINES.has(ch)) return '|';
  if (ch === '╱') return '/';
  if (ch === '╲') return '\\';
  return '+';
}

/** One printable ASCII character standing for `ch`. */
export function transliterate(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 0x20 && code < 0x7f) return ch;
  const box = boxDrawing(code, ch);
  if (box) return box;
  // Block elements: full, half and quadrant blocks all read as a solid mark.
  if (code >= 0x2580 && code <= 0x259f) return LOOK_ALIKES[ch] ?? '#';
  const mapped = LOOK_ALIKES[ch];
  if (mapped) return mapped;
  const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
  if (bare.length === 1 && bare >= ' ' && bare <= '~') return bare;
  return '?';
}

/** Transliterates printable text character by character. */
export function asciiText(text: string): string {
  let out = '';
  for (const ch of text) out += transliterate(ch);
  return out;
}

/** Controls a plain terminal still understands: CR, LF, BS, BEL, TAB. */
const KEPT_CONTROLS = new Set(['\r', '\n', '\b', '\x07', '\t']);
const CLEAR_LINES = '\r\n\r\n';

export interface AsciiFilter {
  /** The ASCII text for one token of screen output. */
  token(token: EscapeToken): string;
}

/** Stateful, so a clear followed by a home (or the other way round) gives one gap, not two. */
export function createAsciiFilter(cols = 80): AsciiFilter {
  let afterClear = false;
  return {
    token(token) {
      switch (token.kind) {
        case 'text':
          afterClear = false;
          return asciiText(token.text);
        case 'control':
          return KEPT_CONTROLS.has(token.char) ? token.char : '';
        case 'escape':
          return '';
        case 'csi': {
          if (isClearOrHome(token.params, token.final)) {
            if (afterClear) return '';
            afterClear = true;
            return CLEAR_LINES;
          }
          // Cursor forward keeps its meaning as spaces, so spaced-out text still reads.
          if (token.final === 'C' && /^\d*$/.test(token.params)) {
            const n = csiNumbers(token.params, 1)[0] ?? 1;
            return ' '.repeat(Math.max(1, Math.min(n, cols)));
          }
          return '';
        }
      }
    },
  };
}

function isClearOrHome(params: string, final: string): boolean {
  if (final === 'J') return params === '2' || params === '3';
  if (final === 'H' || final === 'f') return params === '' || params === '1' || params === '1;1';
  return false;
}

/** Whole text (with ANSI escapes) to plain ASCII. */
export function toAscii(text: string, cols = 80): string {
  const filter = createAsciiFilter(cols);
  return splitEscapes(text)
    .tokens.map((t) => filter.token(t))
    .join('');
}

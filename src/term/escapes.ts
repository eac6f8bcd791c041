// Splits text that screens write into printable runs, control characters and escape sequences
// (ECMA-48 §5.4: CSI = ESC [ params intermediates final; OSC/DCS/SOS/PM/APC strings end with ST or BEL).
// The output writer, the ASCII converter and the art template all read text through this one parser.

export type EscapeToken =
  /** Printable characters only. */
  | { kind: 'text'; text: string }
  /** One C0 or C1 control character other than ESC. */
  | { kind: 'control'; char: string }
  /** A control sequence: `params` holds parameter and intermediate bytes, `final` the last byte. */
  | { kind: 'csi'; params: string; final: string; raw: string }
  /** Any other escape sequence or string, or a lone ESC. */
  | { kind: 'escape'; raw: string };

export interface SplitResult {
  tokens: EscapeToken[];
  /** An escape sequence cut off at the end of the input, to be completed by the next write. */
  rest: string;
}

const ESC = '\x1b';
const BEL = '\x07';
/** ESC P (DCS), X (SOS), ] (OSC), ^ (PM), _ (APC) open strings that run until ST (ESC \) or BEL. */
const STRING_OPENERS = new Set(['P', 'X', ']', '^', '_']);

function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code < 0xa0);
}

/** Tokenises `input`; an unfinished escape sequence at the end comes back as `rest`. */
export function splitEscapes(input: string): SplitResult {
  const tokens: EscapeToken[] = [];
  let text = '';
  let i = 0;
  const pushText = (): void => {
    if (text) tokens.push({ kind: 'text', text });
    text = '';
  };
  while (i < input.length) {
    const ch = input.charAt(i);
    const code = ch.charCodeAt(0);
    if (ch !== ESC) {
      if (isControl(code)) {
        pushText();
        tokens.push({ kind: 'control', char: ch });
      } else {
        text += ch;
      }
      i += 1;
      continue;
    }
    pushText();
    const end = escapeEnd(input, i);
    if (end === undefined) return { tokens, rest: input.slice(i) };
    tokens.push(escapeToken(input.slice(i, end)));
    i = end;
  }
  pushText();
  return { tokens, rest: '' };
}

/** Where the escape sequence starting at `start` ends (exclusive), or undefined if the input ends first. */
function escapeEnd(input: string, start: number): number | undefined {
  const second = input.charAt(start + 1);
  if (second === '') return undefined;
  const secondCode = second.charCodeAt(0);
  if (second === '[') {
    for (let i = start + 2; i < input.length; i += 1) {
      const code = input.charCodeAt(i);
      if (code >= 0x40 && code <= 0x7e) return i + 1;
      // A byte that cannot belong to a CSI ends it as malformed, before that byte.
      if (code < 0x20 || code > 0x7e) return i;
    }
    return undefined;
  }
  if (STRING_OPENERS.has(second)) {
    for (let i = start + 2; i < input.length; i += 1) {
      const ch = input.charAt(i);
      if (ch === BEL) return i + 1;
      if (ch === ESC) {
        if (i + 1 >= input.length) return undefined;
        return input.charAt(i + 1) === '\\' ? i + 2 : i;
      }
    }
    return undefined;
  }
  if (secondCode >= 0x20 && secondCode <= 0x2f) {
    // nF sequence: intermediates, then one final byte.
    for (let i = start + 2; i < input.length; i += 1) {
      const code = input.charCodeAt(i);
      if (code >= 0x30 && code <= 0x7e) return i + 1;
      if (code < 0x20 || code > 0x7e) return i;
    }
    return undefined;
  }
  if (secondCode >= 0x30 && secondCode <= 0x7e) return start + 2;
  // ESC followed by a control or a non-ASCII character: the ESC stands alone.
  return start + 1;
}

function escapeToken(raw: string): EscapeToken {
  if (raw.startsWith('\x1b[') && raw.length >= 3) {
    const final = raw.charAt(raw.length - 1);
    const finalCode = final.charCodeAt(0);
    if (finalCode >= 0x40 && finalCode <= 0x7e) return { kind: 'csi', params: raw.slice(2, -1), final, raw };
  }
  return { kind: 'escape', raw };
}

/** Numeric CSI parameters; empty ones take `fallback` (ECMA-48 default values). */
export function csiNumbers(params: string, fallback: number): number[] {
  if (params === '') return [fallback];
  return params.split(';').map((part) => {
    const n = Number.parseInt(part, 10);
    return Number.isNaN(n) ? fallback : n;
  });
}

/**
 * Where a cursor-moving CSI takes the cursor from (row, col), 1-based and not yet clamped to the
 * screen: CUP and HVP (H, f), CUU, CUD, CUF, CUB (A to D) and CHA (G). Undefined for any other CSI.
 */
export function cursorAfterCsi(final: string, params: string, row: number, col: number): { row: number; col: number } | undefined {
  const [a = 1, b = 1] = csiNumbers(params, 1).map((n) => Math.max(1, n));
  switch (final) {
    case 'H':
    case 'f':
      return { row: a, col: b };
    case 'A':
      return { row: row - a, col };
    case 'B':
      return { row: row + a, col };
    case 'C':
      return { row, col: col + a };
    case 'D':
      return { row, col: col - a };
    case 'G':
      return { row, col: a };
    default:
      return undefined;
  }
}

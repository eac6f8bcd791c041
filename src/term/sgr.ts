// Graphic rendition (colours and attributes) as a value, and the shortest SGR sequence from one
// state to another (ECMA-48 §8.3.117). Turning an attribute off is done with a reset (0) and a
// restatement, never with 22/39/49 and friends, which ANSI.SYS-era BBS terminals do not know.

export interface Sgr {
  bold: boolean;
  faint: boolean;
  italic: boolean;
  underline: boolean;
  blink: boolean;
  reverse: boolean;
  conceal: boolean;
  strike: boolean;
  /** SGR parameter text of the foreground ('31', '93', '38;5;202'), or null for the default. */
  fg: string | null;
  /** SGR parameter text of the background, or null for the default. */
  bg: string | null;
}

export const DEFAULT_SGR: Sgr = Object.freeze({
  bold: false,
  faint: false,
  italic: false,
  underline: false,
  blink: false,
  reverse: false,
  conceal: false,
  strike: false,
  fg: null,
  bg: null,
});

type Flag = 'bold' | 'faint' | 'italic' | 'underline' | 'blink' | 'reverse' | 'conceal' | 'strike';

const FLAG_ON: ReadonlyArray<[Flag, number]> = [
  ['bold', 1],
  ['faint', 2],
  ['italic', 3],
  ['underline', 4],
  ['blink', 5],
  ['reverse', 7],
  ['conceal', 8],
  ['strike', 9],
];

const FLAG_OFF: Record<number, Flag[]> = {
  22: ['bold', 'faint'],
  23: ['italic'],
  24: ['underline'],
  25: ['blink'],
  27: ['reverse'],
  28: ['conceal'],
  29: ['strike'],
};

export function sameSgr(a: Sgr, b: Sgr): boolean {
  return (
    a.fg === b.fg &&
    a.bg === b.bg &&
    FLAG_ON.every(([flag]) => a[flag] === b[flag])
  );
}

/** The state after applying an SGR parameter string to `from`, or null if it holds codes we do not model. */
export function applySgr(from: Sgr, params: string): Sgr | null {
  const next: Sgr = { ...from };
  const parts = params === '' ? [''] : params.split(';');
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] ?? '';
    if (!/^\d*$/.test(part)) return null;
    const n = part === '' ? 0 : Number.parseInt(part, 10);
    if (n === 0) {
      Object.assign(next, DEFAULT_SGR);
      continue;
    }
    const on = FLAG_ON.find(([, code]) => code === n);
    if (on) {
      next[on[0]] = true;
      continue;
    }
    const off = FLAG_OFF[n];
    if (off) {
      for (const flag of off) next[flag] = false;
      continue;
    }
    if ((n >= 30 && n <= 37) || (n >= 90 && n <= 97)) next.fg = String(n);
    else if ((n >= 40 && n <= 47) || (n >= 100 && n <= 107)) next.bg = String(n);
    else if (n === 39) next.fg = null;
    else if (n === 49) next.bg = null;
    else if (n === 38 || n === 48) {
      const extended = extendedColour(parts, i);
      if (!extended) return null;
      if (n === 38) next.fg = extended.text;
      else next.bg = extended.text;
      i += extended.consumed;
    } else return null;
  }
  return next;
}

/** 38;5;n or 38;2;r;g;b (and 48;...): the colour text and how many parts after the 38/48 it used. */
function extendedColour(parts: string[], at: number): { text: string; consumed: number } | null {
  const mode = parts[at + 1];
  const count = mode === '5' ? 1 : mode === '2' ? 3 : -1;
  if (count < 0) return null;
  const values = parts.slice(at + 2, at + 2 + count);
  if (values.length !== count || values.some((v) => !/^\d+$/.test(v))) return null;
  return { text: [parts[at], mode, ...values].join(';'), consumed: 1 + count };
}

function parameters(state: Sgr): string[] {
  const out: string[] = [];
  for (const [flag, code] of FLAG_ON) if (state[flag]) out.push(String(code));
  if (state.fg !== null) out.push(state.fg);
  if (state.bg !== null) out.push(state.bg);
  return out;
}

/**
 * The shortest SGR sequence taking a terminal from `from` (null: unknown) to `to`; '' when nothing changes.
 */
export function sgrTransition(from: Sgr | null, to: Sgr): string {
  if (from && sameSgr(from, to)) return '';
  const needsReset =
    from === null ||
    FLAG_ON.some(([flag]) => from[flag] && !to[flag]) ||
    (from.fg !== null && to.fg === null) ||
    (from.bg !== null && to.bg === null);
  if (needsReset) {
    const params = parameters(to);
    return `\x1b[${params.length === 0 ? '0' : ['0', ...params].join(';')}m`;
  }
  const changed: string[] = [];
  for (const [flag, code] of FLAG_ON) if (to[flag] && !from[flag]) changed.push(String(code));
  if (to.fg !== from.fg && to.fg !== null) changed.push(to.fg);
  if (to.bg !== from.bg && to.bg !== null) changed.push(to.bg);
  return `\x1b[${changed.join(';')}m`;
}

/** Whether a space drawn in `sgr` looks like an untouched blank cell (no background, reverse or lines). */
export function blankLooksUntouched(sgr: Sgr): boolean {
  return sgr.bg === null && !sgr.reverse && !sgr.underline && !sgr.strike;
}

/** PC colour numbers (as BBS artists and pipe codes count, 0-7) to ANSI SGR colour numbers. */
export const PC_TO_ANSI: readonly number[] = [0, 4, 2, 6, 1, 5, 3, 7];

/**
 * The rendition of a cell in PC colours: 8-15 as bold plus the colour, light grey as the default.
 * White is bold with an explicit 37: xterm-type terminals show a bold default colour grey, and only
 * ANSI-BBS terminals brighten it.
 */
export function sgrOfPc(fg: number, bg: number): Sgr {
  const base = PC_TO_ANSI[fg & 7] ?? 7;
  const bold = fg >= 8;
  return {
    ...DEFAULT_SGR,
    bold,
    fg: base === 7 && !bold ? null : String(30 + base),
    bg: bg === 0 ? null : String(40 + (PC_TO_ANSI[bg & 7] ?? 0)),
  };
}

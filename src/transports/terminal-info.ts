// Cleaning what a caller's side claims about its terminal (telnet TTYPE and NAWS, $TERM, tty size)
// before anything trusts it.

const MAX_TERMINAL_TYPE_LENGTH = 40;
/** A size beyond this is a broken or hostile client, not a real window: ignore it. */
const MAX_PLAUSIBLE_DIMENSION = 1000;
const MIN_COLS = 20;
const MAX_COLS = 255;
const MIN_ROWS = 10;
const MAX_ROWS = 255;

/** Lower-case, printable ASCII only, at most 40 characters; undefined when nothing is left. */
export function cleanTerminalType(raw: string | Buffer): string | undefined {
  const text = typeof raw === 'string' ? raw : raw.toString('latin1');
  let cleaned = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code >= 0x20 && code <= 0x7e) cleaned += char;
  }
  cleaned = cleaned.trim().toLowerCase().slice(0, MAX_TERMINAL_TYPE_LENGTH).trim();
  return cleaned.length > 0 ? cleaned : undefined;
}

/**
 * A window size clamped to what the screens can use (20..255 columns, 10..255 rows), or undefined
 * when a dimension is 0 (unknown, per RFC 1073) or absurd.
 */
export function plausibleWindowSize(cols: number, rows: number): { cols: number; rows: number } | undefined {
  if (!Number.isFinite(cols) || !Number.isFinite(rows)) return undefined;
  if (cols <= 0 || rows <= 0) return undefined;
  if (cols > MAX_PLAUSIBLE_DIMENSION || rows > MAX_PLAUSIBLE_DIMENSION) return undefined;
  return { cols: clamp(Math.floor(cols), MIN_COLS, MAX_COLS), rows: clamp(Math.floor(rows), MIN_ROWS, MAX_ROWS) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

// Which characters may enter typed lines and art fields: letters, digits, punctuation, symbols and
// spaces that take exactly one cell. Controls, combining marks and double-width glyphs would break
// the column arithmetic of the line editor and of positional art fields.

export function isPrintable(ch: string): boolean {
  if (!/^[\p{L}\p{N}\p{P}\p{S}\p{Zs}]$/u.test(ch)) return false;
  const code = ch.codePointAt(0) ?? 0;
  const wide =
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    code >= 0x1f000;
  return !wide;
}

// CP437 draws pictures at bytes 0x01-0x1F (☺ ♣ ‼ ◄ § ¶ ↑ → ▲ ...) and 0x7F (⌂, DEL), so a character typed as one of
// them reaches every CP437 caller as that byte: a C0 control, which terminals and modems may act on
// instead of drawing (0x05 ENQ makes many terminals answer back as if their user typed it; 0x11 and
// 0x13 are XON and XOFF). Our art and screens never send them; text one caller writes for others
// must not either. (Controls themselves are toPlainText's business.)
import { encodeCp437 } from '../term/cp437.js';

/** Whether a printable character goes out to a CP437 caller as a C0 control byte or DEL. */
export function isControlPicture(ch: string): boolean {
  const byte = encodeCp437(ch)[0] ?? 0x20;
  return (ch.codePointAt(0) ?? 0) >= 0x80 && (byte < 0x20 || byte === 0x7f);
}

/** `text` with each control picture replaced by '?', as the CP437 encoder does for what it cannot send. */
export function withoutControlPictures(text: string): string {
  let out = '';
  for (const ch of text) out += isControlPicture(ch) ? '?' : ch;
  return out;
}

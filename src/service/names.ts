// Player names as the game service takes them. The rules are the accounts' (src/service/accounts/
// names.ts): a name is tidied like a drop-file alias, and two names are the same player when their
// keys match (case and spacing aside). Text a caller typed is cleaned of escape sequences first, so
// no payload of one survives as letters.
import { toPlainText } from '../support/plain-text.js';
import { cleanAlias, nameKey } from './accounts/names.js';
import { withoutControlPictures } from './control-pictures.js';
import { ServiceError } from './errors.js';

export { nameKey };

export function sameName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}

/** A caller's alias made safe and checked: at least one printable character after cleaning. */
export function cleanName(name: string): string {
  const clean = cleanAlias(toPlainText(name));
  if (clean.length === 0) throw new ServiceError('request/invalid', 'a player name needs printable characters');
  return clean;
}

/** Free text from a caller for others to read: plain, without pictures CP437 sends as controls, cut to `max`. */
export function cleanText(text: string, max?: number): string {
  return withoutControlPictures(toPlainText(text, max));
}

/** Free text from a caller (a title, a subject, a page): cleaned, trimmed and cut to `max` characters. */
export function cleanLine(text: string, max: number): string {
  return cleanText(text, max).trim();
}

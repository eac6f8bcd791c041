// Caller names: what a name may be, when two names are the same, and how a BBS's alias is tidied.
import { isControlPicture } from '../control-pictures.js';

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 24;
/** Drop-file aliases come checked by the BBS; this only bounds what we store. */
const ALIAS_MAX_LENGTH = 40;

/** Letters, digits, punctuation and symbols; the only space is U+0020, and only between words. */
const NAME_CHARACTER = /^[\p{L}\p{N}\p{P}\p{S} ]$/u;
/** A character a name may hold: one of those, and not one CP437 sends as a control byte (control-pictures.ts). */
const nameCharacter = (ch: string): boolean => NAME_CHARACTER.test(ch) && !isControlPicture(ch);
const SPACE_RUNS = / {2,}/g;
/** Only U+0020 is trimmed: a name arriving with a line break or tab around it is refused, not mended. */
const END_SPACES = /^ +| +$/g;

export type NameProblem = 'too-short' | 'too-long' | 'unprintable';
export type NameCheck = { ok: true; name: string } | { ok: false; problem: NameProblem };

/**
 * A name for sign-up: spaces at the ends are dropped and runs of spaces become one; then it must be
 * 2-24 characters, none of them a control or escape character, an invisible format character, a
 * picture CP437 sends as a control byte, or any space other than U+0020.
 */
export function checkName(raw: string): NameCheck {
  const name = tidy(raw);
  const characters = [...name];
  if (characters.some((ch) => !nameCharacter(ch))) return { ok: false, problem: 'unprintable' };
  if (characters.length < NAME_MIN_LENGTH) return { ok: false, problem: 'too-short' };
  if (characters.length > NAME_MAX_LENGTH) return { ok: false, problem: 'too-long' };
  return { ok: true, name };
}

/**
 * The key two names share when they differ only in case or spacing ("Randolph  carter" and
 * "RANDOLPH CARTER"). Upper- then lower-casing folds "ß" and "SS" together too.
 */
export function nameKey(name: string): string {
  return tidy(name).toUpperCase().toLowerCase();
}

/** A drop file's alias made storable: unprintable characters dropped, spaces tidied, length bounded. */
export function cleanAlias(raw: string): string {
  const kept = [...raw.normalize('NFC')].map((ch) => (/^\s$/u.test(ch) ? ' ' : ch)).filter(nameCharacter);
  return tidy([...tidy(kept.join(''))].slice(0, ALIAS_MAX_LENGTH).join(''));
}

function tidy(raw: string): string {
  return raw.normalize('NFC').replace(SPACE_RUNS, ' ').replace(END_SPACES, '');
}

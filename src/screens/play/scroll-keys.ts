// The keys that scroll a long page of lines, the same in the tale log and the watch screen.
import type { Key } from '../../term/types.js';

/** The rows `key` scrolls by (`page`: the rows of a page; ±Infinity: to the top or the end), or null. */
export function scrollBy(key: Key, page: number): number | null {
  switch (key.kind) {
    case 'up':
      return -1;
    case 'down':
      return 1;
    case 'page-up':
      return -page;
    case 'page-down':
      return page;
    case 'home':
      return -Infinity;
    case 'end':
      return Infinity;
    default:
      return null;
  }
}

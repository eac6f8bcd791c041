// The board's own words: `<home>/words/titles.json`, a list of the titles in the shipped order (highest
// first, the newcomer's last), replaces the shipped titles with no rebuild. A file that does not hold such
// a list is named in one line and the shipped words are used.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../../support/logger.js';
import { toPlainText } from '../../support/plain-text.js';
import { SHIPPED_TITLES, type TitleWords } from './titles.js';

export const HOME_WORDS_DIR = 'words';
const TITLES_FILE = 'titles.json';
const MAX_TITLE = 40;

export interface HomeWords {
  titles: TitleWords;
  problems: string[];
}

export function readHomeWords(home: string): HomeWords {
  const file = path.join(home, HOME_WORDS_DIR, TITLES_FILE);
  if (!existsSync(file)) return { titles: SHIPPED_TITLES, problems: [] };
  const problem = (why: string): HomeWords => ({ titles: SHIPPED_TITLES, problems: [`${file}: ${why}; the shipped words are used`] });
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return problem('not valid JSON');
  }
  if (!Array.isArray(parsed) || parsed.length !== SHIPPED_TITLES.length) return problem(`wants a list of ${SHIPPED_TITLES.length} titles, highest first, the newcomer's last`);
  const titles = parsed.map((title) => (typeof title === 'string' ? toPlainText(title, MAX_TITLE).trim() : ''));
  const empty = titles.findIndex((title) => title === '');
  if (empty >= 0) return problem(`title ${empty + 1} is not a line of text`);
  return { titles, problems: [] };
}

/** The home's titles, each problem logged in its line. */
export function homeTitles(home: string, logger: Pick<Logger, 'warn'>): TitleWords {
  const words = readHomeWords(home);
  for (const problem of words.problems) logger.warn('the home words have a bad file', { problem });
  return words.titles;
}

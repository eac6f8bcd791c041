// The Hall of Fame as the fame screen shows it: one line per player under a heading, twelve lines a
// page, the caller's own line marked. Pure.
import type { FieldValues } from '../art/template.js';
import type { FameEntry } from '../../service/hall-of-fame.js';
import { nameKey } from '../../service/names.js';
import { recordOf, SHIPPED_TITLES, titleOf, type TitleWords } from '../../service/records/titles.js';
import { toPlainText } from '../../support/plain-text.js';

/** Lines on one page: the art has fields R1 to R12. */
export const ROWS_PER_PAGE = 12;
/** The name and the title it has earned (records/titles.ts), cut to fit. */
const NAME_WIDTH = 38;

export const FAME_HEADING = `${'  #'.padStart(5)}  ${'Investigator, and title'.padEnd(NAME_WIDTH)} ${'Won'.padStart(4)}${'Lost'.padStart(5)}${'Gates'.padStart(6)}${'Slain'.padStart(6)}${'Fallen'.padStart(7)}`;

export function fameLine(entry: FameEntry, rank: number, mine: boolean, words: TitleWords = SHIPPED_TITLES): string {
  const name = [...`${toPlainText(entry.name)}, ${titleOf(recordOf(entry), words)}`].slice(0, NAME_WIDTH).join('');
  return `${mine ? '>' : ' '}${String(rank).padStart(4)}  ${name.padEnd(NAME_WIDTH)} ${String(entry.won).padStart(4)}${String(entry.lost).padStart(5)}${String(entry.gatesClosed).padStart(6)}${String(entry.monstersSlain).padStart(6)}${String(entry.investigatorsLost).padStart(7)}`;
}

const PAGE_KEYS = { NEXTK: '[Enter]', NEXTW: 'next page', PK: '[<]', PREVW: 'previous' };

export function pageCount(entries: number): number {
  return Math.max(1, Math.ceil(entries / ROWS_PER_PAGE));
}

/** The fields of page `page` (0-based): its lines, blanks below them, and where the reader is. */
export function famePage(standings: readonly FameEntry[], page: number, player: string, words: TitleWords = SHIPPED_TITLES): FieldValues {
  const values: Record<string, string> = { HEAD: FAME_HEADING };
  const first = page * ROWS_PER_PAGE;
  for (let i = 0; i < ROWS_PER_PAGE; i += 1) {
    const entry = standings[first + i];
    values[`R${i + 1}`] = entry ? fameLine(entry, first + i + 1, nameKey(entry.name) === nameKey(player), words) : '';
  }
  const you = standings.findIndex((entry) => nameKey(entry.name) === nameKey(player));
  const where = you < 0 ? 'You are not on the roll yet: finish a game to join it.' : `You stand ${you + 1} of ${standings.length}.`;
  values.PAGE =
    standings.length === 0
      ? 'No game has ended yet: the roll is empty, waiting for its first names.'
      : `Page ${page + 1} of ${pageCount(standings.length)}.  ${where}`;
  // The page keys show only when there is another page to turn to.
  if (pageCount(standings.length) > 1) Object.assign(values, PAGE_KEYS);
  return values;
}

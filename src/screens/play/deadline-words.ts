// When a table's turn ends, in the words a caller reads at a glance: "in 23 hours", "in 2 days".

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function count(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** How long until `deadline` (ms since the epoch) from `now`; null deadlines have no words. */
export function deadlineWords(deadline: number | null, now: number): string | null {
  if (deadline === null) return null;
  const left = deadline - now;
  if (left <= MINUTE) return 'any moment now';
  if (left < HOUR) return `in ${count(Math.round(left / MINUTE), 'minute')}`;
  if (left < 2 * DAY) return `in ${count(Math.round(left / HOUR), 'hour')}`;
  return `in ${count(Math.round(left / DAY), 'day')}`;
}

/** A turn's length as chosen for a new table: "1 hour", "2 days". */
export function durationWords(minutes: number): string {
  if (minutes % (24 * 60) === 0 && minutes >= 48 * 60) return count(minutes / (24 * 60), 'day');
  if (minutes % 60 === 0) return count(minutes / 60, 'hour');
  return count(minutes, 'minute');
}

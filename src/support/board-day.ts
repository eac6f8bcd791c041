// The board's day: a date in the sysop's time zone that begins at the sysop's hour (config `day`), so a
// board in Tokyo whose day starts at 06:00 rolls over at 06:00 Tokyo time whatever zone the machine keeps.
// Pure arithmetic over Intl: no library, and the clock is an argument.

/** A board day, as `YYYY-MM-DD` (the local date on which it began); such labels sort as the days do. */
export type BoardDay = string;

export interface DaySetting {
  /** `HH:MM`, 24-hour, when the day begins. */
  startsAt: string;
  /** An IANA zone ("Europe/London"); the machine's own when left out. */
  timeZone?: string;
}

const START = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MS = 86_400_000;

/** Whether Intl knows the zone (the config check uses it, so a typo is named at start). */
export function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function validStart(startsAt: string): boolean {
  return START.test(startsAt);
}

export function machineTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    formats.set(zone, format);
  }
  return format;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  minutes: number;
}

function wallClock(at: number, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatFor(zone).formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1, minutes: (parts.hour ?? 0) * 60 + (parts.minute ?? 0) };
}

function startMinutes(startsAt: string): number {
  const match = START.exec(startsAt);
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

function label(year: number, month: number, day: number): BoardDay {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** The board day that `at` falls in. */
export function boardDayAt(at: number, setting: DaySetting): BoardDay {
  const local = wallClock(at, setting.timeZone ?? machineTimeZone());
  const before = local.minutes < startMinutes(setting.startsAt) ? 1 : 0;
  return label(local.year, local.month, local.day - before);
}

/** The day before (or `by` days after) a board day. */
export function shiftDay(day: BoardDay, by: number): BoardDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);
}

/**
 * When the board day after the one `at` is in begins: found by stepping an hour at a time and then a
 * minute (a zone's offsets are whole minutes), so a change of summer time on the way is met, not assumed.
 */
export function nextDayStart(at: number, setting: DaySetting): number {
  const today = boardDayAt(at, setting);
  let low = at - (at % 60_000);
  let high = low + 3_600_000;
  while (boardDayAt(high, setting) === today) {
    low = high;
    high += 3_600_000;
  }
  while (high - low > 60_000) {
    const mid = low + Math.floor((high - low) / 120_000) * 60_000;
    if (boardDayAt(mid, setting) === today) low = mid;
    else high = mid;
  }
  return high;
}

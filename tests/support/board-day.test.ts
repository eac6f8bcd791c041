import { describe, expect, it } from 'vitest';
import { boardDayAt, nextDayStart, shiftDay } from '../../src/support/board-day.js';

const at = (iso: string): number => Date.parse(iso);

describe('the board day', () => {
  it('begins at the sysop hour in the sysop zone, not at midnight UTC', () => {
    const tokyo = { startsAt: '06:00', timeZone: 'Asia/Tokyo' };
    // 20:59 UTC is 05:59 in Tokyo: still the day that began the morning before.
    expect(boardDayAt(at('2026-12-03T20:59:00Z'), tokyo)).toBe('2026-12-03');
    expect(boardDayAt(at('2026-12-03T21:00:00Z'), tokyo)).toBe('2026-12-04');
    expect(boardDayAt(at('2026-12-03T23:59:00Z'), { startsAt: '00:00', timeZone: 'UTC' })).toBe('2026-12-03');
  });

  it('steps over month and year ends', () => {
    expect(boardDayAt(at('2027-01-01T03:00:00Z'), { startsAt: '04:00', timeZone: 'UTC' })).toBe('2026-12-31');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('knows when the next day begins, across a change of summer time', () => {
    const london = { startsAt: '02:30', timeZone: 'Europe/London' };
    expect(nextDayStart(at('2026-12-03T12:00:00Z'), london)).toBe(at('2026-12-04T02:30:00Z'));
    // 2026-03-29: London moves from GMT to BST at 01:00 UTC, so 02:30 local is 01:30 UTC.
    expect(nextDayStart(at('2026-03-28T12:00:00Z'), london)).toBe(at('2026-03-29T01:30:00Z'));
  });
});

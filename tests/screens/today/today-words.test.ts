import { describe, expect, it } from 'vitest';
import type { TodayInArkham } from '../../../src/service/day/today.js';
import { todayLines } from '../../../src/screens/today/today-words.js';
import { rankingLines } from '../../../src/screens/today/rankings-screen.js';
import { splitEscapes } from '../../../src/term/escapes.js';

const NOW = Date.UTC(2026, 11, 3, 12, 0);
const LONG = 'W'.repeat(120);

function crowded(): TodayInArkham {
  return {
    day: '2026-12-03',
    nextDayAt: NOW + 12 * 3_600_000,
    tables: Array.from({ length: 5 }, (_, at) => ({ gameId: `g${at}`, title: `Table ${at} ${LONG}`, headline: `GATE SEALED ${LONG}`, whoseMove: at === 0 ? ['Ann'] : ['Bob', 'Cy'], gathering: false })),
    top: Array.from({ length: 3 }, (_, at) => ({ name: `Player${at}${LONG}`, title: 'Keeper of the Elder Sign', won: 3, played: 9 })),
    callers: Array.from({ length: 60 }, (_, at) => `Caller${at}`),
    callerCount: 400,
    wall: Array.from({ length: 3 }, (_, at) => ({ id: `2026-12-03#${at}`, at: NOW, author: 'Ann', text: 'x'.repeat(200) })),
  };
}

const visible = (line: string): string =>
  splitEscapes(line)
    .tokens.map((part) => (part.kind === 'text' ? part.text : ''))
    .join('');

describe('the rankings on the screen', () => {
  it('fit 80 columns, month or all time', () => {
    const rows = Array.from({ length: 20 }, (_, at) => ({ name: `Player${at}${LONG}`, title: 'Warden of the Waking World', won: 300, lost: 20, gatesClosed: 9999, monstersTaken: 1 }));
    for (const period of [{ kind: 'all-time' } as const, { kind: 'month', month: '2026-12' } as const]) {
      const lines = rankingLines(rows, period);
      expect(lines.length).toBeLessThanOrEqual(22);
      for (const line of lines) expect([...visible(line)].length).toBeLessThanOrEqual(78);
    }
    expect(visible(rankingLines([], { kind: 'month', month: '2026-12' })[0] ?? '')).toBe("Arkham's investigators: December 2026");
  });
});

describe('Today in Arkham on the screen', () => {
  it('fits 80x24 however crowded the board: at most 22 lines, none past 78 columns', () => {
    const lines = todayLines(crowded(), 'Ann', NOW, { skipping: false, atLogOn: true });
    expect(lines.length).toBeLessThanOrEqual(22);
    for (const line of lines) expect([...visible(line)].length).toBeLessThanOrEqual(78);
    const text = lines.map(visible).join('\n');
    expect(text).toContain('your move');
    expect(text).toContain("Bob's move and 1 more");
    const called = /Called today: ((?:Caller\d+, )*Caller\d+) and (\d+) more/.exec(text);
    expect(called?.[1]?.split(', ').length ?? 0) .toBeGreaterThan(1);
    expect((called?.[1]?.split(', ').length ?? 0) + Number(called?.[2])).toBe(400);
    expect(text).toContain('the day turns in 12 hours');
    expect(visible(lines[lines.length - 1] ?? '')).toBe('[R] the wall  [A] rankings  [X] skip this at log-on  a menu key: Your choice: ');
    expect(Buffer.byteLength(lines.join('\r\n'), 'utf8')).toBeLessThanOrEqual(2048);
    // Every glyph has a CP437 byte (nothing arrives as '?' on a BBS terminal) and is plain ASCII besides.
    expect(text).toMatch(/^[\x20-\x7e\n]*$/);
  });

  it('says where to begin on a new board', () => {
    const empty: TodayInArkham = { day: '2026-12-03', nextDayAt: NOW + 60_000, tables: [], top: [], callers: [], callerCount: 0, wall: [] };
    const text = todayLines(empty, 'Ann', NOW, { skipping: true, atLogOn: false }).map(visible).join('\n');
    expect(text).toContain('You sit at no table yet');
    expect(text).toContain('[X] show this at log-on');
    expect(text).toContain('other keys: back');
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { watchDayStarts } from '../../src/service/day/day-watch.js';
import { defaultConfig, type Config } from '../../src/config/config.js';
import { ArkhamService } from '../../src/service/service.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import type { Store } from '../../src/store/store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { runCli } from '../support/cli-run.js';
import { shippedContent } from './helpers/game-fixture.js';

const HOUR = 3_600_000;
const config: Config = { ...defaultConfig(), day: { startsAt: '06:00', timeZone: 'UTC', todayAtLogOn: false } };

function board(store: Store = new MemoryStore(), clock = new FakeClock(Date.UTC(2026, 11, 3, 12, 0))): { service: ArkhamService; clock: FakeClock; store: Store } {
  return { service: new ArkhamService({ store, content: shippedContent(), clock, logger: silentLogger, config }), clock, store };
}

describe("the board's day", () => {
  it('ends once when the sysop ends it now; a second --end-day the same day does nothing', async () => {
    const { service } = board();
    expect((await service.maintenance('now')).dayEnded).toBe('2026-12-03');
    expect((await service.maintenance('now')).dayEnded).toBeUndefined();
    expect((await service.maintenance()).dayEnded).toBeUndefined();
  });

  it('the nightly run ends the day before at the sysop hour, once, and a day ended early is not ended again', async () => {
    const { service, clock } = board();
    await service.maintenance('now');
    clock.advance(17 * HOUR + 30 * 60_000); // 05:30 the next morning: still the same board day
    expect((await service.maintenance()).dayEnded).toBeUndefined();
    clock.advance(HOUR); // 06:30: the day of the 4th began, and the 3rd ended early already
    expect((await service.maintenance()).dayEnded).toBeUndefined();
    clock.advance(24 * HOUR);
    expect((await service.maintenance()).dayEnded).toBe('2026-12-04');
    expect((await service.maintenance()).dayEnded).toBeUndefined();
  });

  it('two processes on one store agree: only one of them ends the day', async () => {
    const store = new MemoryStore();
    const clock = new FakeClock(Date.UTC(2026, 11, 3, 12, 0));
    const one = board(store, clock).service;
    const two = board(store, clock).service;
    const reports = await Promise.all([one.maintenance('now'), two.maintenance('now')]);
    expect(reports.map((report) => report.dayEnded).filter(Boolean)).toEqual(['2026-12-03']);
  });
});

describe('a listener up when the day begins', () => {
  it('ends the day before at that minute, once a day, until stopped', async () => {
    const { service, clock } = board();
    const ended: (string | undefined)[] = [];
    const stop = watchDayStarts(clock, config.day, silentLogger, async () => void ended.push((await service.maintenance()).dayEnded));
    clock.advance(17 * HOUR + 59 * 60_000); // 05:59 on the 4th: the day of the 3rd goes on
    await vi.waitFor(() => expect(ended).toEqual([]));
    clock.advance(60_000);
    await vi.waitFor(() => expect(ended).toEqual(['2026-12-03']));
    clock.advance(24 * HOUR);
    await vi.waitFor(() => expect(ended).toEqual(['2026-12-03', '2026-12-04']));
    stop();
    clock.advance(24 * HOUR);
    await new Promise((done) => setTimeout(done, 20));
    expect(ended).toHaveLength(2);
  });
});

describe('arkham-door maint --end-day', () => {
  it('ends the day over the command line once; the second run says nothing of a day', async () => {
    const home = mkdtempSync(join(tmpdir(), 'arkham-day-'));
    try {
      const first = await runCli(['maint', '--home', home, '--end-day']);
      expect(first.code).toBe(0);
      expect(first.out).toMatch(/^maint: .*, the board's day \d{4}-\d\d-\d\d ended\n$/);
      const second = await runCli(['maint', '--home', home, '--end-day', '--json']);
      expect(second.code).toBe(0);
      expect(JSON.parse(second.out)).not.toHaveProperty('dayEnded');
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});

describe("today's callers", () => {
  it('are noted once a day each, and maint forgets the days the wall no longer keeps', async () => {
    const { service, clock, store } = board();
    await service.noteCallToday('Ann');
    await service.noteCallToday('ann');
    await service.noteCallToday('Bob');
    const today = await service.today('Ann');
    expect([today.callers, today.callerCount]).toEqual([['Bob', 'Ann'], 2]);
    expect((await service.hall.entry('Ann'))?.daysCalled).toBe(1);
    clock.advance(config.wall.retentionDays * 24 * HOUR);
    await service.maintenance();
    expect(await store.findDocs('news', { kind: 'callers' })).toEqual([]);
  });
});

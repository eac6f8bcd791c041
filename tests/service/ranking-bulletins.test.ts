import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/config.js';
import { readSauce } from '../../src/screens/art/sauce.js';
import { writeRankingBulletins } from '../../src/service/bulletins/ranking-bulletin.js';
import type { FameEntry } from '../../src/service/hall-of-fame.js';
import { ranking } from '../../src/service/records/rankings.js';
import { ArkhamService } from '../../src/service/service.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { runCli } from '../support/cli-run.js';
import { shippedContent } from './helpers/game-fixture.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const ENTRIES: FameEntry[] = [
  { name: 'Ann', won: 5, lost: 1, gatesClosed: 12, monstersSlain: 9, investigatorsLost: 0, games: ['a', 'b', 'c', 'd', 'e', 'f'], months: { '2026-11': { won: 5, lost: 0, gatesClosed: 12, monstersSlain: 9 }, '2026-12': { won: 0, lost: 1, gatesClosed: 0, monstersSlain: 0 } } },
  { name: 'Bob', won: 2, lost: 0, gatesClosed: 3, monstersSlain: 2, investigatorsLost: 1, games: ['a', 'g'], months: { '2026-12': { won: 2, lost: 0, gatesClosed: 3, monstersSlain: 2 } } },
];

describe('the rankings', () => {
  it('rank all time by the totals and a month by the games that ended in it', () => {
    expect(ranking(ENTRIES, { kind: 'all-time' }).map((row) => `${row.name} ${row.won}`)).toEqual(['Ann 5', 'Bob 2']);
    expect(ranking(ENTRIES, { kind: 'month', month: '2026-12' }).map((row) => `${row.name} ${row.won}`)).toEqual(['Bob 2', 'Ann 0']);
    expect(ranking(ENTRIES, { kind: 'month', month: '2026-10' })).toEqual([]);
    expect(ranking(ENTRIES, { kind: 'all-time' })[0]?.title).toBe('Keeper of the Elder Sign');
  });

  it('are written as CP437 bulletins, the .ans with a SAUCE record, by arkham-door bulletins', async () => {
    const store = new MemoryStore();
    for (const entry of ENTRIES) await store.transactDoc<FameEntry>('halloffame', entry.name.toLowerCase(), () => ({ next: entry }));
    const service = new ArkhamService({ store, content: shippedContent(), clock: new FakeClock(Date.UTC(2026, 11, 3)), logger: silentLogger, config: defaultConfig() });
    const out = mkdtempSync(join(tmpdir(), 'ad-ranks-'));
    dirs.push(out);
    const written = await writeRankingBulletins(service, out, 'Arkham BBS');
    expect(written.map((file) => file.slice(out.length + 1))).toEqual(['rank-month.ans', 'rank-month.txt', 'rank-all.ans', 'rank-all.txt']);
    const month = readFileSync(join(out, 'rank-month.ans'));
    const sauce = readSauce(month);
    expect(sauce?.title).toBe('Arkham rankings, December 2026');
    expect(sauce?.width).toBe(80);
    const text = readFileSync(join(out, 'rank-month.txt'), 'latin1');
    expect(text).toContain('DECEMBER 2026');
    expect(text.indexOf('Bob')).toBeLessThan(text.indexOf('Ann'));
    expect(readFileSync(join(out, 'rank-all.txt'), 'latin1')).toMatch(/1 {2}Ann, Keeper of the Elder Sign/);

    const home = mkdtempSync(join(tmpdir(), 'ad-ranks-home-'));
    dirs.push(home);
    const cli = await runCli(['bulletins', '--home', home, '--out', join(home, 'out')]);
    expect(cli.code).toBe(0);
    expect(readSauce(readFileSync(join(home, 'out', 'rank-all.ans')))).not.toBeNull();
  });
});

// Issue #29, item 9: `sysop check` on a PostgreSQL board checks the database it uses (its games and
// game index), instead of the NeDB files the board does not have.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { sysopCheck } from '../../src/commands/sysop-check.js';
import { defaultConfig } from '../../src/config/config.js';
import { summarizeGame } from '../../src/service/lobby-index.js';
import { ArkhamService } from '../../src/service/service.js';
import { PgStore } from '../../src/store/pg/pg-store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { REPO_ROOT, shippedContent } from '../service/helpers/game-fixture.js';
import { pgSchema, pgUrl } from './fixtures/adapters.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function check(home: string, args: string[] = []): Promise<{ code: number; out: string }> {
  let out = '';
  const stdout = new Writable({ write: (chunk: Buffer, _encoding, done) => void ((out += chunk.toString('utf8')), done()) });
  const code = await sysopCheck(['--home', home, ...args], { packageRoot: REPO_ROOT, clock: new FakeClock(), stdout, stderr: stdout });
  return { code, out };
}

describe.skipIf(pgUrl() === '')('sysop check on a PostgreSQL board', () => {
  it('reads every game in the database, names one that is no game, and says what it checked', async () => {
    const db = await pgSchema();
    cleanups.push(db.drop);
    const store = await PgStore.open({ url: db.url, schema: db.schema, summarize: summarizeGame });
    cleanups.push(() => store.close());
    let made = 0;
    const service = new ArkhamService({ store, content: shippedContent(), clock: new FakeClock(), logger: silentLogger, config: defaultConfig(), newGameId: () => `g${(made += 1)}`, newSeed: () => 'fixed-seed' });
    await service.games.create('Ann', { title: 'Sound' });
    await service.games.create('Bob', { title: 'Sound too' });
    const home = mkdtempSync(join(tmpdir(), 'ad-pgcheck-'));
    writeFileSync(join(home, 'arkham-door.json'), JSON.stringify({ store: { kind: 'postgres', url: db.url, schema: db.schema } }));

    const sound = await check(home);
    expect(sound.out).toMatch(/^checked the database \(PostgreSQL at postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres, schema t_\w+\): 2 games, nothing damaged\n$/);
    expect(sound.code).toBe(0);

    await store.createGame('broken', { version: 0, status: 'running' });
    const damaged = await check(home);
    expect(damaged.code).toBe(1);
    expect(damaged.out).toContain('games row broken (game broken: its committed state): ');
    expect(damaged.out).toContain('  cannot be repaired here');
    expect(damaged.out).toMatch(/: 3 games, 1 damaged \(repair these in the database; --repair mends only NeDB files\)\n$/);
    expect(damaged.out).not.toContain('no damaged files');
    const json = JSON.parse((await check(home, ['--json'])).out) as { games: number; damage: { file: string }[] };
    expect({ games: json.games, files: json.damage.map((found) => found.file) }).toEqual({ games: 3, files: ['games row broken'] });
  });
});

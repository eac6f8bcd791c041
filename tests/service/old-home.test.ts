// The stored games of a home made by an older door (tests/fixtures/old-home, written before each
// ruleset had one folder, issue #27) still load, list, replay and verify: on NeDB as they lie, and on
// PostgreSQL after `store copy`. A finished and a live game of each ruleset.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/config.js';
import { summarizeGame } from '../../src/service/lobby-index.js';
import { ArkhamService } from '../../src/service/service.js';
import { openStore } from '../../src/store/open-store.js';
import { PgStore } from '../../src/store/pg/pg-store.js';
import type { Store } from '../../src/store/store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { runCli } from '../support/cli-run.js';
import { makeTempDir, pgSchema, pgUrl } from '../store/fixtures/adapters.js';
import { shippedContent, shippedRevisedContent } from './helpers/game-fixture.js';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'old-home', 'home');
const GAMES = [
  { id: 'old1', ruleset: 'classic', status: 'over' },
  { id: 'old2', ruleset: 'classic', status: 'running' },
  { id: 'old3', ruleset: 'revised', status: 'over' },
  { id: 'old4', ruleset: 'revised', status: 'running' },
];

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function copiedHome(): string {
  const dir = makeTempDir('ad-old-home-');
  cleanups.push(dir.remove);
  cpSync(FIXTURE, dir.dir, { recursive: true });
  return dir.dir;
}

const serviceOver = (store: Store): ArkhamService =>
  new ArkhamService({ store, content: shippedContent(), revised: shippedRevisedContent(), clock: new FakeClock(), logger: silentLogger, config: defaultConfig() });

/** Every game lists with its ruleset and stage, a live one still asks Ann, and all replay to their stored state. */
async function expectOldGamesStand(service: ArkhamService): Promise<void> {
  const listed = await service.games.list();
  expect(listed.map((game) => ({ id: game.id, ruleset: game.ruleset, status: game.status })).sort((a, b) => a.id.localeCompare(b.id))).toEqual(GAMES);
  for (const game of GAMES) {
    const view = await service.games.view(game.id, 'Ann');
    expect(view.game.ruleset).toBe(game.ruleset);
    if (game.status === 'running') expect(view.prompts.length + (view.revised?.prompts.length ?? 0)).toBeGreaterThan(0);
  }
  const checks = await service.sysop.verifyAll();
  expect(checks.map((r) => ({ game: r.game, ok: r.check.ok, status: r.check.status })).sort((a, b) => a.game.localeCompare(b.game))).toEqual(GAMES.map((game) => ({ game: game.id, ok: true, status: 'replays' })));
}

describe('a home made before the rulesets had one folder each', () => {
  it('on NeDB: its games list, load, and `sysop verify --all` replays all four', async () => {
    const home = copiedHome();
    const verify = await runCli(['sysop', 'verify', '--home', home, '--all']);
    expect(verify.code).toBe(0);
    expect(verify.out).toContain('4 game(s) replay to their stored state');
    const config = defaultConfig();
    const store = await openStore(home, config.store, { logger: silentLogger, now: () => 0, summarize: summarizeGame });
    cleanups.push(() => store.close());
    await expectOldGamesStand(serviceOver(store));
  }, 120_000);

  it.skipIf(pgUrl() === '')('on PostgreSQL after `store copy`: the same', async () => {
    const home = copiedHome();
    const db = await pgSchema();
    cleanups.push(db.drop);
    const copied = await runCli(['store', 'copy', '--from', `nedb:${home}`, '--to', `postgres:${db.url}`, '--schema', db.schema]);
    expect(copied).toMatchObject({ code: 0, err: '' });
    const store = await PgStore.open({ ...db, summarize: summarizeGame });
    cleanups.push(() => store.close());
    await expectOldGamesStand(serviceOver(store));
  }, 120_000);
});

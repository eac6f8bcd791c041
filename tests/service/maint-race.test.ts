import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/config.js';
import type { LogRecord } from '../../src/service/game-doc.js';
import type { MaintenanceReport } from '../../src/service/maintenance.js';
import { ArkhamService } from '../../src/service/service.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { PgStore } from '../../src/store/pg/pg-store.js';
import type { Store } from '../../src/store/store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { pgSchema, pgUrl } from '../store/fixtures/adapters.js';
import { gameFixture, REPO_ROOT, shippedContent } from './helpers/game-fixture.js';

const WORKER = join(import.meta.dirname, 'helpers', 'maint-worker.ts');
const MINUTE = 60_000;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Worker {
  ready: Promise<void>;
  report: Promise<MaintenanceReport>;
  go(): void;
}

/** `pg`: the worker's PostgreSQL schema, as JSON; without it the worker opens the NeDB store in `home`. */
function startWorker(home: string, pg?: string): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, home, ...(pg === undefined ? [] : [pg])], { cwd: REPO_ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  cleanups.push(() => void child.kill('SIGKILL'));
  let out = '';
  let err = '';
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((done) => (markReady = done));
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    out += chunk;
    if (out.includes('ready\n')) markReady();
  });
  child.stderr.on('data', (chunk: string) => (err += chunk));
  const report = new Promise<MaintenanceReport>((done, fail) => {
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (code !== 0 || !line) fail(new Error(`maint worker exited ${code}: ${err}`));
      else done(JSON.parse(line) as MaintenanceReport);
    });
  });
  return { ready, report, go: () => child.stdin.end('go\n') };
}

/**
 * A 60-minute table set up two hours ago (real time): its setup deadline passed an hour ago, and
 * the Investigator Phase of turn 1 that followed ran out two minutes ago. Returns the table's
 * clock, an hour behind.
 */
async function turnOnePastItsDeadline(store: Store): Promise<FakeClock> {
  const clock = new FakeClock(Date.now() - 122 * MINUTE);
  const { service } = gameFixture({ store, clock, seed: 'race' });
  await service.create('Ann', { maxPlayers: 2, deadlineMinutes: 60 });
  await service.join('game1', 'Bob');
  clock.advance(61 * MINUTE);
  const atTurnOne = await service.game('game1');
  expect([atTurnOne.phase, atTurnOne.turn]).toEqual(['investigator', 1]);
  expect(atTurnOne.deadline).toBeLessThan(Date.now());
  return clock;
}

interface Backend {
  name: string;
  available: boolean;
  workers: number;
  open(home: string): Promise<{ store: Store; pg?: string }>;
}

const BACKENDS: Backend[] = [
  {
    name: 'two maint processes on NeDB',
    available: true,
    workers: 2,
    open: async (home) => ({ store: await NedbStore.open({ home, lock: { staleMs: 2000, waitMs: 20_000 } }) }),
  },
  {
    name: 'four maint processes on PostgreSQL',
    available: pgUrl() !== '',
    workers: 4,
    open: async () => {
      const db = await pgSchema();
      cleanups.push(db.drop);
      return { store: await PgStore.open(db), pg: JSON.stringify({ url: db.url, schema: db.schema }) };
    },
  },
];

describe('maintenance racing across processes', () => {
  it.for(BACKENDS)('$name past one deadline run the Mythos Phase exactly once', { timeout: 40_000 }, async (backend, context) => {
    if (!backend.available) context.skip();
    const home = mkdtempSync(join(tmpdir(), 'ad-maint-race-'));
    cleanups.push(() => rmSync(home, { recursive: true, force: true }));
    const { store, pg } = await backend.open(home);
    cleanups.push(() => store.close());
    await turnOnePastItsDeadline(store);

    const workers = Array.from({ length: backend.workers }, () => startWorker(home, pg));
    await Promise.all(workers.map((worker) => worker.ready));
    workers.forEach((worker) => worker.go());
    const reports = await Promise.all(workers.map((worker) => worker.report));

    expect(reports.map((report) => report.deadlines).sort()).toEqual([...Array<number>(backend.workers - 1).fill(0), 1]);
    const exported = await store.exportGame<{ version: number; log: LogRecord[] }>('game1');
    const records = [...((exported?.archive ?? []) as LogRecord[]), ...(exported?.doc.log ?? [])];
    const deadlines = records.flatMap((record) => record.events).filter((event) => event.type === 'deadline');
    expect(deadlines).toEqual([
      { type: 'deadline', phase: 'setup', turn: 0 },
      { type: 'deadline', phase: 'investigator', turn: 1 },
    ]);
    const mythos = records.flatMap((record) => record.events).filter((event) => event.type === 'phase' && event.phase === 'mythos');
    expect(mythos).toEqual([{ type: 'phase', phase: 'mythos', turn: 1 }]);
  });

  it.skipIf(pgUrl() === '')('on PostgreSQL, maint leaves a game a front end holds to it, and passes the deadline once it is free', async () => {
    const db = await pgSchema();
    cleanups.push(db.drop);
    const store = await PgStore.open(db);
    cleanups.push(() => store.close());
    const clock = await turnOnePastItsDeadline(store);
    clock.advance(61 * MINUTE);
    const maint = new ArkhamService({ store, content: shippedContent(), clock, logger: silentLogger, config: defaultConfig() });

    // Another front end in the middle of a commit to the game: its transaction holds the row.
    const holder = new pg.Client({ connectionString: db.url, options: `-c search_path=${db.schema}` });
    await holder.connect();
    cleanups.push(() => holder.end());
    await holder.query('BEGIN');
    await holder.query("SELECT 1 FROM games WHERE id = 'game1' FOR UPDATE");
    expect(await store.gameInUse('game1')).toBe(true);
    expect(await maint.maintenance()).toMatchObject({ games: 1, deadlines: 0, failed: [] });
    await holder.query('COMMIT');

    expect(await store.gameInUse('game1')).toBe(false);
    expect(await maint.maintenance()).toMatchObject({ games: 1, deadlines: 1, failed: [] });
    expect(await maint.maintenance()).toMatchObject({ games: 1, deadlines: 0, failed: [] });
  });
});

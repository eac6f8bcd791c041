// Callers over real telnet lines on `arkham-door serve` with its world on PostgreSQL: two `serve`
// processes with homes of their own on one database (two front ends), a caller on each at one
// table, each seeing the other's moves; and the database server restarting under a caller at the
// table (a short "one moment", then the game goes on and nothing committed is lost).
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/config.js';
import type { LogRecord } from '../../src/service/game-doc.js';
import { ArkhamService } from '../../src/service/service.js';
import { PgStore } from '../../src/store/pg/pg-store.js';
import { systemClock } from '../../src/support/clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { shippedContent } from '../service/helpers/game-fixture.js';
import { pgSchema, pgUrl } from '../store/fixtures/adapters.js';
import { findPgBin, startServer, startThrowaway, stopServer, stopThrowaway } from '../../scripts/pg-throwaway.js';
import { ONE_MOMENT_TEXT } from '../../src/screens/play/one-moment.js';
import { doorBuilt } from '../support/door-process.js';
import { SAYS, signUp, startServe, titleToLobby } from './support/serve.js';
import { atTableDecision, GAME_OVER, lastLines, menuKey, playUntil } from './support/table-driver.js';
import type { ScreenLine } from './support/screen-line.js';
import { connectTelnet } from './support/telnet-line.js';

const GAME_MS = 150_000;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Decisions each caller makes at the shared table before the test is satisfied. */
const SHARED_DECISIONS = 6;

/** From the title to the caller's own table: a key, P to play (a caller with a table skips the first visit), Enter for the table. */
async function toOwnTable(line: ScreenLine): Promise<void> {
  await line.waitForText(SAYS.title);
  await line.press(' ', SAYS.mainMenu);
  await line.press('p', SAYS.lobby);
  await line.quiet(100);
  expect(lastLines(line, true)[0]).toContain('[Enter] Two hosts');
  line.type('\r\n');
}

describe.skipIf(!doorBuilt() || pgUrl() === '')('two serve front ends on one database', () => {
  it("a telnet caller on each plays at one table and sees the other's moves", async () => {
    const db = await pgSchema();
    cleanups.push(db.drop);
    const config = { store: { kind: 'postgres', url: db.url, schema: db.schema } };
    const [hostA, hostB] = [await startServe(config), await startServe(config)];
    cleanups.push(() => hostA.stop(), () => hostB.stop());
    const [ann, bob] = [await connectTelnet(hostA.port), await connectTelnet(hostB.port)];
    cleanups.push(() => ann.hangUp(), () => bob.hangUp());
    await signUp(ann, 'Armitage', 'Armitage reads the Necronomicon');
    await signUp(bob, 'Wilmarth', 'Wilmarth answers no letters');

    // The table is set for them (as through the lobby): two seats, Armitage's and Wilmarth's.
    const store = await PgStore.open(db);
    cleanups.push(() => store.close());
    const service = new ArkhamService({ store, content: shippedContent(), clock: systemClock, logger: silentLogger, config: defaultConfig() });
    const game = await service.games.create('Armitage', { title: 'Two hosts', maxPlayers: 2, deadlineMinutes: 600 });
    await service.games.join(game.id, 'Wilmarth');
    await Promise.all([toOwnTable(ann), toOwnTable(bob)]);

    const counts = new Map<ScreenLine, { decisions: number; waited: number }>([
      [ann, { decisions: 0, waited: 0 }],
      [bob, { decisions: 0, waited: 0 }],
    ]);
    let done = false;
    const drive = (line: ScreenLine, other: string): Promise<unknown> => {
      const count = counts.get(line) ?? { decisions: 0, waited: 0 };
      return playUntil(line, { ansi: true, stallMs: 40_000 }, (ask) => {
        if (ask === 'menu' && atTableDecision(line, true)) count.decisions += 1;
        if (ask === 'waiting' && (lastLines(line, true)[0] ?? '').includes(`Waiting on ${other}`)) count.waited += 1;
        done ||= ask === 'game-over' || [...counts.values()].every((c) => c.decisions >= SHARED_DECISIONS && c.waited > 0);
        return done;
      }).catch((error: unknown) => {
        // The other caller hung up once both had made their moves; anything before that is a failure.
        if (!done) throw error;
      });
    };
    await Promise.all([drive(ann, 'Wilmarth'), drive(bob, 'Armitage')]);
    for (const [line, count] of counts) {
      expect(count.decisions, line === ann ? 'Armitage decided' : 'Wilmarth decided').toBeGreaterThanOrEqual(SHARED_DECISIONS);
      // Each waited on the other, on another front end, and went on when the other had moved.
      expect(count.waited, line === ann ? 'Armitage waited' : 'Wilmarth waited').toBeGreaterThan(0);
    }
    const exported = await store.exportGame<{ version: number; log: LogRecord[] }>(game.id);
    const movers = new Set([...(exported?.archive ?? []), ...(exported?.doc.log ?? [])].map((record) => (record as LogRecord).by));
    expect(movers).toContain('Armitage');
    expect(movers).toContain('Wilmarth');
    expect(hostA.loggedErrors()).toEqual([]);
    expect(hostB.loggedErrors()).toEqual([]);
  }, GAME_MS);
});

describe.skipIf(!doorBuilt() || findPgBin() === undefined)('telnet callers on PostgreSQL', () => {
  it('the database restarts while a caller plays: "one moment", then the game goes on to its end', async () => {
    // A cluster of this test's own: the run's shared one must stay up for the other tests.
    const cluster = await startThrowaway({ ownerPid: process.pid });
    cleanups.push(() => stopThrowaway(cluster.dir));
    const served = await startServe({ store: { kind: 'postgres', url: cluster.url, schema: 'restart' } });
    cleanups.push(() => served.stop());
    const line = await connectTelnet(served.port);
    cleanups.push(() => line.hangUp());
    await signUp(line, 'Armitage', 'Armitage reads the Necronomicon');
    await titleToLobby(line, true);
    line.type('\r\n');
    let decisions = 0;
    await playUntil(line, { ansi: true }, (ask) => ask === 'game-over' || (ask === 'menu' && atTableDecision(line, true) && ++decisions > 3));
    expect(atTableDecision(line, true)).toBe(true);

    // The server goes down; the caller answers; the answer waits for the server to come back.
    stopServer(cluster.dir);
    const mark = line.data.length;
    line.type(menuKey(lastLines(line, true)[0] ?? ''));
    await line.waitForText(ONE_MOMENT_TEXT.slice(0, 30), mark, 10_000);
    startServer(cluster.dir, cluster.port);

    const rest = await playUntil(line, { ansi: true });
    expect(rest.answered.menu).toBeGreaterThan(0);
    expect(line.screen.text()).toMatch(GAME_OVER);
    expect(served.loggedErrors()).toEqual([]);
  }, GAME_MS);
});

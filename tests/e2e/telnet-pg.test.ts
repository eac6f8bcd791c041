// Callers over real telnet lines on `arkham-door serve` with its world on PostgreSQL: the database
// server restarting under a caller at the table (a short "one moment", then the game goes on and
// nothing committed is lost).
import { afterEach, describe, expect, it } from 'vitest';
import { findPgBin, startServer, startThrowaway, stopServer, stopThrowaway } from '../../scripts/pg-throwaway.js';
import { ONE_MOMENT_TEXT } from '../../src/screens/play/one-moment.js';
import { doorBuilt } from '../support/door-process.js';
import { signUp, startServe, titleToLobby } from './support/serve.js';
import { atTableDecision, GAME_OVER, lastLines, menuKey, playUntil } from './support/table-driver.js';
import { connectTelnet } from './support/telnet-line.js';

const GAME_MS = 150_000;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
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

// A PostgreSQL outage under load: a few play-protocol clients on two front ends (two PgStores, each
// with its own service) answer their games' prompts as fast as they can while the server is
// crashed (pg_ctl -m immediate) and started again after `outageMs`. Every answer acknowledged must
// be in its game's history once; every answer refused must be refused in the archives' words
// ("The archives are closed for a moment..."), never `internal`. Used by tests/store/pg-outage.test.ts
// (10 s, 45 s, 3 minutes) and by the bench's `pgOutage45sLostAnswers` and `pgOutage45sInternalErrors`.
//
//   node --import tsx scripts/bench/pg-outage.ts [--seconds 45]    prints the tally of one run as JSON
import { pathToFileURL } from 'node:url';
import { defaultConfig } from '../../src/config/config.js';
import { summarizeGame } from '../../src/service/lobby-index.js';
import { handleLine, type PlaySession, type Response } from '../../src/service/play-protocol/handle-request.js';
import { ArkhamService } from '../../src/service/service.js';
import { ARCHIVES_CLOSED } from '../../src/service/store-trouble.js';
import { PgStore } from '../../src/store/pg/pg-store.js';
import { systemClock } from '../../src/support/clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { shippedContent } from '../../tests/service/helpers/game-fixture.js';
import { crashServer, findPgBin, startServer, startThrowaway, stopThrowaway } from '../pg-throwaway.js';

export interface OutageTally {
  outageMs: number;
  /** Answers the clients were told were taken. */
  acknowledged: number;
  /** Acknowledged answers not in their game's history afterwards, or in it twice. */
  lost: number;
  /** Answers and reads refused in the archives' words (nothing written, or written once or not at all). */
  refused: number;
  /** Of those, the ones whose answer was on its way to COMMIT when the line went: once or not at all. */
  unsure: number;
  /** `internal` answers: the figure that must be 0. */
  internal: number;
  /** Any other error code, by code, with one message each. */
  other: Record<string, string>;
}

interface Client {
  session: PlaySession;
  game: string;
}

const CLIENTS = 4;

export async function outageUnderLoad(options: { outageMs: number; loadBeforeMs?: number; loadAfterMs?: number }): Promise<OutageTally> {
  const cluster = await startThrowaway({ ownerPid: process.pid });
  const stores: PgStore[] = [];
  const tally: OutageTally = { outageMs: options.outageMs, acknowledged: 0, lost: 0, refused: 0, unsure: 0, internal: 0, other: {} };
  /** Each acknowledged answer's first record, by game. */
  const acknowledged = new Map<string, string[]>();
  try {
    for (let n = 0; n < 2; n += 1) stores.push(await PgStore.open({ url: cluster.url, schema: 'outage', summarize: summarizeGame }));
    let made = 0;
    const services = stores.map(
      (store, front) =>
        new ArkhamService({ store, content: shippedContent(), clock: systemClock, logger: silentLogger, config: defaultConfig(), newGameId: () => `o${front}x${(made += 1)}`, newSeed: () => `outage-${made}` }),
    );
    const ask = async (session: PlaySession, request: Record<string, unknown>): Promise<Response> => {
      const response = await handleLine(session, JSON.stringify(request));
      const error = response['error'];
      if (typeof error === 'string') {
        const message = String(response['message']);
        if (error === 'internal') tally.internal += 1;
        else if (error === 'store/unavailable' && message.startsWith(ARCHIVES_CLOSED)) {
          tally.refused += 1;
          if (message.includes('once or not at all')) tally.unsure += 1;
        } else tally.other[error] ??= message;
      }
      return response;
    };
    const newGame = async (session: PlaySession): Promise<string | undefined> => {
      const created = await ask(session, { op: 'create', title: 'Through the outage' });
      const game = (created['game'] as { id?: string } | undefined)?.id;
      if (game === undefined) return undefined;
      const started = await ask(session, { op: 'start', game, fillWithBots: true });
      return started['ok'] === true ? game : undefined;
    };
    const clients: Client[] = [];
    for (let n = 0; n < CLIENTS; n += 1) {
      const service = services[n % services.length];
      if (!service) throw new Error('no service');
      const session: PlaySession = { service, name: `Outage${n}`, presence: null, logger: silentLogger };
      const game = await newGame(session);
      if (game === undefined) throw new Error(`client ${n} could not start a game: ${JSON.stringify(tally.other)}`);
      clients.push({ session, game });
    }

    let stop = false;
    const play = async (client: Client): Promise<void> => {
      while (!stop) {
        const viewed = await ask(client.session, { op: 'view', game: client.game });
        const view = viewed['view'] as { stateVersion: number; game: { status: string }; prompts: { prompt: { id: string; default: string } }[] } | undefined;
        if (!view) {
          await pause(500); // refused: the archives are closed; look again in a moment
          continue;
        }
        const first = view.prompts[0];
        if (!first) {
          if (view.game.status === 'over') client.game = (await newGame(client.session)) ?? client.game;
          else await pause(50);
          continue;
        }
        const answered = await ask(client.session, { op: 'answer', game: client.game, prompt: first.prompt.id, option: first.prompt.default, version: view.stateVersion });
        const result = answered['result'] as { records: unknown[] } | undefined;
        if (result) {
          tally.acknowledged += 1;
          const kept = acknowledged.get(client.game) ?? [];
          kept.push(JSON.stringify(result.records[0] ?? null));
          acknowledged.set(client.game, kept);
        } else await pause(500);
      }
    };
    const running = clients.map((client) => play(client));
    await pause(options.loadBeforeMs ?? 3_000);
    crashServer(cluster.dir);
    await pause(options.outageMs);
    startServer(cluster.dir, cluster.port);
    await pause(options.loadAfterMs ?? 5_000);
    stop = true;
    await Promise.all(running);

    // A fresh front end reads the histories: the finished turns' archive and the turn under way.
    const reader = await PgStore.open({ url: cluster.url, schema: 'outage', summarize: summarizeGame });
    stores.push(reader);
    const readService = new ArkhamService({ store: reader, content: shippedContent(), clock: systemClock, logger: silentLogger, config: defaultConfig() });
    for (const [game, records] of acknowledged) {
      const history = (await readService.games.eventsSince(game, 0)).records.map((record) => JSON.stringify(record));
      const counts = new Map<string, number>();
      for (const line of history) counts.set(line, (counts.get(line) ?? 0) + 1);
      tally.lost += records.filter((record) => counts.get(record) !== 1).length;
    }
    return tally;
  } finally {
    for (const store of stores) await store.close().catch(() => undefined);
    stopThrowaway(cluster.dir);
  }
}

/** The bench's figures: one 45 s outage under load. */
export async function benchPgOutage(): Promise<Record<string, number>> {
  if (findPgBin() === undefined) {
    process.stdout.write('pgOutage45s: skipped (no PostgreSQL installed)\n');
    return {};
  }
  const tally = await outageUnderLoad({ outageMs: 45_000 });
  process.stdout.write(`pgOutage45s: ${tally.acknowledged} answers acknowledged, ${tally.refused} refused in the archives' words (${tally.unsure} unsure), ${tally.lost} lost, ${tally.internal} internal\n`);
  return { pgOutage45sLostAnswers: tally.lost, pgOutage45sInternalErrors: tally.internal, pgOutage45sAcknowledged: tally.acknowledged };
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--seconds');
  const seconds = at >= 0 ? Number(process.argv[at + 1]) : 45;
  outageUnderLoad({ outageMs: seconds * 1000 }).then(
    (tally) => process.stdout.write(`${JSON.stringify(tally)}\n`),
    (error: unknown) => {
      process.stderr.write(`pg-outage: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}

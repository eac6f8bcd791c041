import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { heuristicBot } from '../../src/rulesets/classic/bots/index.js';
import { seedRng } from '../../src/engine/index.js';
import type { GameService } from '../../src/service/game-service.js';
import type { GameDoc, LogRecord } from '../../src/service/game-doc.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import type { Store } from '../../src/store/store.js';
import { gameFixture, shippedContent } from './helpers/game-fixture.js';
import { classicState } from '../../src/service/table-engine.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Ann decides like the heuristic bot would; Bob always takes the default. */
async function playToTheEnd(service: GameService, gameId: string): Promise<number> {
  const rng = seedRng('ann-mind');
  let answers = 0;
  for (let round = 0; round < 5_000; round += 1) {
    const game = await service.game(gameId);
    if (game.status === 'over') return answers;
    let acted = false;
    for (const player of ['Ann', 'Bob']) {
      const view = await service.view(gameId, player);
      const first = view.prompts[0];
      if (!first) continue;
      const state = (await service.store.readGame<GameDoc>(gameId))?.engine;
      if (!state) throw new Error('no engine state');
      const optionId = player === 'Ann' ? heuristicBot(first.prompt, classicState(state), shippedContent(), rng) : first.prompt.default;
      await service.answer(gameId, player, { promptId: first.prompt.id, optionId, version: view.stateVersion });
      answers += 1;
      acted = true;
    }
    if (!acted) throw new Error(`game ${gameId} waits on nobody but is not over`);
  }
  throw new Error('the game did not end');
}

async function wholeGame(store: Store): Promise<void> {
  const { service } = gameFixture({ store, seed: 'whole-game-7' });
  await service.create('Ann', { maxPlayers: 4, title: 'To the end' });
  await service.join('game1', 'Bob');
  await service.start('game1', 'Ann', { fillWithBots: true });
  const answers = await playToTheEnd(service, 'game1');
  expect(answers).toBeGreaterThan(4);

  const final = await service.game('game1');
  expect(final.status).toBe('over');
  expect(final.outcome).not.toBeNull();

  const doc = await store.readGame<GameDoc>('game1');
  if (!doc) throw new Error('game gone');
  expect(doc.log).toEqual([]);
  const archive = await store.readArchive<LogRecord>('game1');
  const turns = [...new Set(archive.map((record) => record.turn))];
  expect(turns).toEqual(Array.from({ length: final.turn + 1 }, (_, k) => k));
  const versions = archive.map((record) => record.v);
  expect([...versions].sort((a, b) => a - b)).toEqual(versions);
  expect(archive.flatMap((record) => record.events).filter((event) => event.type === 'game-over')).toHaveLength(1);

  const written = await service.advertiser.turnsWritten('game1');
  expect([...written].sort((a, b) => a - b)).toEqual(turns);
  const fame = await service.hall.standings();
  expect(fame.map((entry) => entry.name).sort()).toEqual(['Ann', 'Bob']);
  const won = final.outcome?.result === 'won' ? 1 : 0;
  expect(fame.every((entry) => entry.won === won && entry.lost === 1 - won && entry.games.length === 1)).toBe(true);
}

describe('a whole game through the service', () => {
  it('two humans and two bot seats play to the end on the memory store', async () => {
    await wholeGame(new MemoryStore({ jitter: { seed: 7, maxTurns: 2 } }));
  });

  it('the same on the NeDB store in a temp dir', async () => {
    const home = mkdtempSync(join(tmpdir(), 'ad-service-'));
    const store = await NedbStore.open({ home, lock: { staleMs: 2000, waitMs: 10_000 } });
    cleanups.push(() => rmSync(home, { recursive: true, force: true }), () => store.close());
    await wholeGame(store);
  }, 60_000);
});

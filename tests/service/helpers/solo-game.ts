// A short game to the end: Ann decides as the heuristic bot would, with one bot seat beside her. The
// fake clock moves an hour per answer, so the game's turns fall on several days.
import { heuristicBot } from '../../../src/rulesets/classic/bots/index.js';
import { defaultConfig } from '../../../src/config/config.js';
import { seedRng } from '../../../src/engine/index.js';
import type { GameDoc } from '../../../src/service/game-doc.js';
import { ArkhamService } from '../../../src/service/service.js';
import { MemoryStore } from '../../../src/store/memory-store.js';
import type { Store } from '../../../src/store/store.js';
import { FakeClock } from '../../../src/support/fake-clock.js';
import { silentLogger } from '../../../src/support/logger.js';
import { shippedContent } from './game-fixture.js';
import { classicState } from '../../../src/service/table-engine.js';

/** `store`: where the game is played (a fresh MemoryStore unless given). */
export async function playedSoloGame(seed: string, gameId = 'solo', store: Store = new MemoryStore()): Promise<ArkhamService> {
  const clock = new FakeClock();
  let games = 0;
  const newGameId = (): string => ((games += 1) === 1 ? gameId : `${gameId}${games}`);
  const service = new ArkhamService({ store, content: shippedContent(), clock, logger: silentLogger, config: defaultConfig(), newGameId, newSeed: () => seed });
  const mind = seedRng(`${seed}:ann`);
  await service.games.create('Ann', { maxPlayers: 2, title: 'The Solo Watch', deadlineMinutes: 14 * 24 * 60 });
  await service.games.start(gameId, 'Ann', { fillWithBots: true });
  for (let k = 0; k < 5_000; k += 1) {
    const view = await service.games.view(gameId, 'Ann');
    const first = view.prompts[0];
    if (!first) break;
    const state = (await store.readGame<GameDoc>(gameId))?.engine;
    if (!state) throw new Error('the game has no state');
    const optionId = heuristicBot(first.prompt, classicState(state), shippedContent(), mind);
    await service.games.answer(gameId, 'Ann', { promptId: first.prompt.id, optionId, version: view.stateVersion });
    clock.advance(60 * 60_000);
  }
  return service;
}

// A revised game to the end: Ann decides as the revised heuristic bot would, with one bot seat beside
// her. The fake clock moves an hour per answer, so the game's turns fall on several days.
import { revisedHeuristicBot } from '../../../src/rulesets/revised/bots/index.js';
import { defaultConfig } from '../../../src/config/config.js';
import { seedRng } from '../../../src/engine/index.js';
import type { GameDoc } from '../../../src/service/game-doc.js';
import { ArkhamService } from '../../../src/service/service.js';
import { revisedState } from '../../../src/service/table-engine.js';
import { MemoryStore } from '../../../src/store/memory-store.js';
import type { Store } from '../../../src/store/store.js';
import { FakeClock } from '../../../src/support/fake-clock.js';
import { silentLogger } from '../../../src/support/logger.js';
import { shippedContent, shippedRevisedContent } from './game-fixture.js';

/** Ann's revised table `gameId` played to its end (or `answers` answers of Ann's, when given). */
export async function playedRevisedGame(seed: string, gameId = 'revised', options: { store?: Store; clock?: FakeClock; answers?: number } = {}): Promise<ArkhamService> {
  const store = options.store ?? new MemoryStore();
  const clock = options.clock ?? new FakeClock();
  const content = shippedRevisedContent();
  let games = 0;
  const newGameId = (): string => ((games += 1) === 1 ? gameId : `${gameId}${games}`);
  const service = new ArkhamService({ store, content: shippedContent(), revised: content, clock, logger: silentLogger, config: defaultConfig(), newGameId, newSeed: () => seed });
  const mind = seedRng(`${seed}:ann`);
  await service.games.create('Ann', { ruleset: 'revised', maxPlayers: 2, title: 'The Revised Watch', deadlineMinutes: 14 * 24 * 60 });
  await service.games.start(gameId, 'Ann', { fillWithBots: true });
  for (let k = 0; k < (options.answers ?? 20_000); k += 1) {
    const view = await service.games.view(gameId, 'Ann');
    const first = view.revised?.prompts[0];
    if (!first) break;
    const state = (await store.readGame<GameDoc>(gameId))?.engine;
    if (!state) throw new Error('the game has no state');
    const optionId = revisedHeuristicBot(first.prompt, revisedState(state), content, mind);
    await service.games.answer(gameId, 'Ann', { promptId: first.prompt.id, optionId, version: view.stateVersion });
    clock.advance(60 * 60_000);
  }
  return service;
}

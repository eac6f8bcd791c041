// A game service over a fresh store, with a fake clock, the shipped content and fixed ids and seeds.
import { join } from 'node:path';
import { defaultConfig, type Config } from '../../../src/config/config.js';
import { loadContent } from '../../../src/rulesets/classic/content/load.js';
import type { Content } from '../../../src/rulesets/classic/content/schema.js';
import { loadRevisedContent } from '../../../src/rulesets/revised/content/load.js';
import type { RevisedContent } from '../../../src/rulesets/revised/content/schema.js';
import { GameService } from '../../../src/service/game-service.js';
import type { PlayerView } from '../../../src/service/game-service.js';
import { MemoryStore } from '../../../src/store/memory-store.js';
import type { Store } from '../../../src/store/store.js';
import { FakeClock } from '../../../src/support/fake-clock.js';
import { silentLogger } from '../../../src/support/logger.js';

export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');

let cached: Content | undefined;
export function shippedContent(): Content {
  cached ??= loadContent(join(REPO_ROOT, 'data'));
  return cached;
}

let cachedRevised: RevisedContent | undefined;
export function shippedRevisedContent(): RevisedContent {
  cachedRevised ??= loadRevisedContent(join(REPO_ROOT, 'data', 'revised'));
  return cachedRevised;
}

export interface Fixture {
  service: GameService;
  store: Store;
  clock: FakeClock;
  config: Config;
}

export interface FixtureOptions {
  store?: Store;
  clock?: FakeClock;
  config?: Partial<Config>;
  seed?: string;
  maxBotAnswers?: number;
}

export function gameFixture(options: FixtureOptions = {}): Fixture {
  const store = options.store ?? new MemoryStore();
  const clock = options.clock ?? new FakeClock();
  const config = { ...defaultConfig(), ...options.config };
  let games = 0;
  const service = new GameService({
    store,
    content: shippedContent(),
    revised: shippedRevisedContent(),
    clock,
    logger: silentLogger,
    config,
    newGameId: () => `game${(games += 1)}`,
    newSeed: () => options.seed ?? 'fixed-seed',
    ...(options.maxBotAnswers === undefined ? {} : { maxBotAnswers: options.maxBotAnswers }),
  });
  return { service, store, clock, config };
}

/** Answers every open prompt of `player` with its default until none is left; returns the answers made. */
export async function answerAllWithDefaults(service: GameService, gameId: string, player: string, limit = 10_000): Promise<number> {
  let made = 0;
  for (;;) {
    const view: PlayerView = await service.view(gameId, player);
    const first = view.prompts[0];
    if (!first || made >= limit) return made;
    await service.answer(gameId, player, { promptId: first.prompt.id, optionId: first.prompt.default, version: view.stateVersion });
    made += 1;
  }
}

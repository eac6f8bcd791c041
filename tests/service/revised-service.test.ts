// Both rulesets in one home: a revised table and a classic table side by side, the revised one played
// to its end through the service with the revised heuristic bot, its deadlines passed by maintenance.
import { describe, expect, it } from 'vitest';
import { revisedHeuristicBot } from '../../src/rulesets/revised/bots/index.js';
import { defaultConfig } from '../../src/config/config.js';
import { seedRng } from '../../src/engine/index.js';
import type { GameDoc, LogRecord } from '../../src/service/game-doc.js';
import { checkReplay } from '../../src/service/replay-check.js';
import { REVISED_UNCHECKED } from '../../src/rulesets/revised/replayer.js';
import type { GameService } from '../../src/service/game-service.js';
import { ArkhamService } from '../../src/service/service.js';
import { isRevisedState } from '../../src/service/table-engine.js';
import { silentLogger } from '../../src/support/logger.js';
import { answerAllWithDefaults, gameFixture, shippedContent, shippedRevisedContent } from './helpers/game-fixture.js';

const MINUTE = 60_000;

/** Ann answers her revised prompts with the heuristic bot until none is left; returns the answers made. */
async function playRevised(service: GameService, gameId: string, limit = 20_000): Promise<number> {
  const rng = seedRng('ann-mind');
  const content = shippedRevisedContent();
  for (let made = 0; made < limit; made += 1) {
    const view = await service.view(gameId, 'Ann');
    const first = view.revised?.prompts[0];
    const doc = await service.store.readGame<GameDoc>(gameId);
    const state = doc?.engine;
    if (!first || !state || !isRevisedState(state)) return made;
    await service.answer(gameId, 'Ann', { promptId: first.prompt.id, optionId: revisedHeuristicBot(first.prompt, state, content, rng), version: view.stateVersion });
  }
  return limit;
}

describe('a revised game in the service', () => {
  it('is recorded as revised, plays to its end beside a classic game in the same home, and lists which rules each plays', async () => {
    const { service } = gameFixture({ seed: 'side-by-side' });
    const revised = await service.create('Ann', { title: 'Revised night', ruleset: 'revised', maxPlayers: 2 });
    const classic = await service.create('Ann', { title: 'Classic night', maxPlayers: 2 });
    expect(revised.ruleset).toBe('revised');
    expect(classic.ruleset).toBe('classic');
    for (const game of [revised, classic]) {
      await service.addBot(game.id, 'Ann');
    }
    expect((await service.game(revised.id)).status).toBe('running');
    const view = await service.view(revised.id, 'Ann');
    expect(view.state).toBeNull();
    expect(view.revised?.prompts.length).toBeGreaterThan(0);
    expect((await service.view(classic.id, 'Ann')).revised).toBeNull();

    const made = await playRevised(service, revised.id);
    expect(made).toBeGreaterThan(0);
    const over = await service.game(revised.id);
    expect(over.status).toBe('over');
    expect(over.outcome).not.toBeNull();
    expect(over.ruleset).toBe('revised');

    // Verify replays it through the revised engine, and the watch screen tells it again turn by turn.
    const exported = await service.exported(revised.id);
    expect(checkReplay(service.replayers, exported.doc, exported.archive as LogRecord[])).toEqual({ ok: true, status: 'replays', answers: expect.any(Number), deadlines: 0 });
    const tale = await service.replayTale(revised.id);
    expect(tale.game.ruleset).toBe('revised');
    expect(tale.turns.length).toBeGreaterThan(0);
    // A board without the revised content says plainly that it cannot replay it.
    expect(checkReplay({ classic: service.replayers.classic }, exported.doc, exported.archive as LogRecord[])).toEqual({ ok: false, status: 'unchecked', answers: 0, deadlines: 0, reason: REVISED_UNCHECKED });

    // The classic table beside it plays on as before.
    expect(await answerAllWithDefaults(service, classic.id, 'Ann', 30)).toBeGreaterThan(0);
    const listed = await service.list();
    expect(listed.map((game) => [game.title, game.ruleset]).sort()).toEqual([
      ['Classic night', 'classic'],
      ['Revised night', 'revised'],
    ]);
  }, 120_000);

  it('refuses a ruleset it does not know, and keeps nothing', async () => {
    const { service } = gameFixture();
    await expect(service.create('Ann', { ruleset: 'modern' as 'classic' })).rejects.toThrow(/no ruleset "modern"/);
    expect(await service.list()).toEqual([]);
  });

  it('maintenance passes a revised table\'s deadline: the defaults are taken and the table waits on the next stop', async () => {
    const fixture = gameFixture({ seed: 'revised-deadline' });
    const game = await fixture.service.create('Ann', { ruleset: 'revised', maxPlayers: 2, deadlineMinutes: 60 });
    await fixture.service.addBot(game.id, 'Ann');
    const before = await fixture.service.game(game.id);
    expect(before.waitingOn).toEqual(['Ann']);
    const service = new ArkhamService({ store: fixture.store, content: shippedContent(), revised: shippedRevisedContent(), clock: fixture.clock, logger: silentLogger, config: defaultConfig() });
    fixture.clock.advance(61 * MINUTE);
    const first = await service.maintenance();
    expect(first.deadlines).toBe(1);
    expect((await service.maintenance()).deadlines).toBe(0);
    const after = await service.games.game(game.id);
    expect(after.version).toBeGreaterThan(before.version);
    expect([after.turn, after.phase]).not.toEqual([before.turn, before.phase]);
    const doc = await fixture.store.readGame<GameDoc>(game.id);
    expect(doc?.seats[0]?.missed).toBe(1);
    const { records } = await service.games.eventsSince(game.id, -1);
    expect(records.some((record) => record.cause === 'deadline')).toBe(true);
  });
});

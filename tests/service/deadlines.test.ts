import { describe, expect, it } from 'vitest';
import { ArkhamService } from '../../src/service/service.js';
import type { GameDoc, LogRecord, LoggedEvent } from '../../src/service/game-doc.js';
import type { GameService } from '../../src/service/game-service.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { defaultConfig } from '../../src/config/config.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { answerAllWithDefaults, gameFixture, shippedContent } from './helpers/game-fixture.js';
import { seatSlots } from '../../src/service/seats.js';

const MINUTE = 60_000;

async function allEvents(service: GameService, gameId: string): Promise<LoggedEvent[]> {
  const { records } = await service.eventsSince(gameId, -1);
  return records.flatMap((record: LogRecord) => record.events);
}

/** Ann and Bob at a 60-minute table, both past their STR/SAN split: turn 1's Investigator Phase is open. */
async function tableAtTurnOne(retireAfter = 0): Promise<ReturnType<typeof gameFixture>> {
  const fixture = gameFixture({ seed: 'deadline-table' });
  const { service } = fixture;
  await service.create('Ann', { maxPlayers: 2, deadlineMinutes: 60, retireAfter });
  await service.join('game1', 'Bob');
  // Every setup decision (the STR/SAN split, and whatever else the rules ask before play) by default.
  while ((await service.game('game1')).phase === 'setup') {
    for (const player of ['Ann', 'Bob']) {
      const view = await service.view('game1', player);
      const setup = view.prompts[0];
      if (setup) await service.answer('game1', player, { promptId: setup.prompt.id, optionId: setup.prompt.default, version: view.stateVersion });
    }
  }
  const game = await service.game('game1');
  expect([game.phase, game.turn]).toEqual(['investigator', 1]);
  return fixture;
}

describe('deadlines', () => {
  it('each stop gets its deadline when it begins', async () => {
    const { service, clock } = await tableAtTurnOne();
    const game = await service.game('game1');
    expect(game.deadline).toBe(clock.now() + 60 * MINUTE);
    expect(game.waitingOn).toEqual(['Ann', 'Bob']);
  });

  it('the deadline passes lazily, once, on the first call after it; the one who missed it passes', async () => {
    const { service, store, clock } = await tableAtTurnOne();
    const annView = await service.view('game1', 'Ann');
    const first = annView.prompts[0];
    if (!first) throw new Error('Ann has no prompt');
    await service.answer('game1', 'Ann', { promptId: first.prompt.id, optionId: first.prompt.default, version: annView.stateVersion });

    clock.advance(59 * MINUTE);
    expect((await service.game('game1')).turn).toBe(1);
    expect((await allEvents(service, 'game1')).filter((e) => e.type === 'deadline')).toHaveLength(0);

    clock.advance(2 * MINUTE);
    const untouched = await store.readGame<GameDoc>('game1');
    expect(untouched?.engine?.phase).toBe('investigator');

    await service.game('game1');
    await service.game('game1');
    const events = await allEvents(service, 'game1');
    expect(events.filter((e) => e.type === 'deadline')).toEqual([{ type: 'deadline', phase: 'investigator', turn: 1 }]);
    expect(events.filter((e) => e.type === 'phase' && e.phase === 'mythos' && e.turn === 1)).toHaveLength(1);
    expect(events.filter((e) => e.type === 'table-missed')).toEqual([{ type: 'table-missed', player: 'Bob', missed: 1 }]);
    const doc = await store.readGame<GameDoc>('game1');
    const bobs = new Set((doc ? seatSlots(doc, 1) : []).map((slot) => doc?.engine?.invs[slot]?.id));
    const passed = new Set(events.flatMap((e) => (e.type === 'turn-ended' && e.passed ? [e.investigator] : [])));
    expect([...bobs].every((id) => id !== undefined && passed.has(id))).toBe(true);
    expect(passed.has(first.prompt.investigator)).toBe(false);
    expect(doc?.seats[0]?.missed).toBe(0);
  });

  it('maintenance passes a due deadline once, and a second run finds nothing to do', async () => {
    const fixture = await tableAtTurnOne();
    const service = new ArkhamService({ store: fixture.store, content: shippedContent(), clock: fixture.clock, logger: silentLogger, config: defaultConfig() });
    fixture.clock.advance(61 * MINUTE);
    const first = await service.maintenance();
    expect(first.deadlines).toBe(1);
    const second = await service.maintenance();
    expect(second.deadlines).toBe(0);
    expect((await allEvents(service.games, 'game1')).filter((e) => e.type === 'deadline')).toHaveLength(1);
  });

  it('a table nobody visited catches up one stop per deadline that passed, keeping its rhythm', async () => {
    const { service, clock } = await tableAtTurnOne();
    const start = clock.now();
    clock.advance(3 * 60 * MINUTE + MINUTE);
    const game = await service.game('game1');
    const deadlines = (await allEvents(service, 'game1')).filter((e) => e.type === 'deadline');
    expect(deadlines).toHaveLength(3);
    expect(game.deadline).toBe(start + 4 * 60 * MINUTE);
  });

  it('retires a player after N missed turns and lets the bot play for them', async () => {
    const { service, store, clock } = await tableAtTurnOne(2);
    for (let k = 0; k < 6; k += 1) {
      await answerAllWithDefaults(service, 'game1', 'Ann', 40);
      clock.advance(61 * MINUTE);
      await service.game('game1');
      if ((await store.readGame<GameDoc>('game1'))?.seats[1]?.status === 'retired') break;
    }
    const doc = await store.readGame<GameDoc>('game1');
    expect(doc?.seats[1]).toMatchObject({ player: 'Bob', status: 'retired', missed: 2 });
    const events = await allEvents(service, 'game1');
    expect(events.filter((e) => e.type === 'table-retired')).toEqual([{ type: 'table-retired', player: 'Bob', missed: 2 }]);
    expect((await service.game('game1')).waitingOn).not.toContain('Bob');
  });

  it('a paused game keeps the time it had left', async () => {
    const { service, clock } = await tableAtTurnOne();
    clock.advance(30 * MINUTE);
    await service.setPaused('game1', true);
    clock.advance(10 * 60 * MINUTE);
    expect((await service.game('game1')).turn).toBe(1);
    const resumed = await service.setPaused('game1', false);
    expect(resumed.deadline).toBe(clock.now() + 30 * MINUTE);
    expect((await allEvents(service, 'game1')).filter((e) => e.type === 'deadline')).toHaveLength(0);
  });

  it('answers are refused while the sysop has the game paused', async () => {
    const store = new MemoryStore();
    const clock = new FakeClock();
    const service = new ArkhamService({ store, content: shippedContent(), clock, logger: silentLogger, config: defaultConfig(), newGameId: () => 'g1' });
    await service.games.create('Ann', { maxPlayers: 1 });
    await service.games.start('g1', 'Ann');
    await service.sysop.pause('g1');
    const view = await service.games.view('g1', 'Ann');
    const first = view.prompts[0];
    if (!first) throw new Error('no prompt');
    await expect(service.games.answer('g1', 'Ann', { promptId: first.prompt.id, optionId: first.prompt.default, version: view.stateVersion })).rejects.toMatchObject({ code: 'game/paused' });
  });
});

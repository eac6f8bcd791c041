import { describe, expect, it } from 'vitest';
import { refusal } from './helpers/refusal.js';
import { gameFixture } from './helpers/game-fixture.js';

describe('lobby', () => {
  it('creates a game with the creator seated and lists it with its settings', async () => {
    const { service } = gameFixture();
    const created = await service.create('Ann', { title: 'Night Watch', maxPlayers: 3, deadlineMinutes: 90, options: { strictOrder: true }, retireAfter: 2 });
    expect(created).toMatchObject({ id: 'game1', title: 'Night Watch', status: 'open', maxPlayers: 3, deadlineMinutes: 90, retireAfter: 2 });
    expect(created.options.strictOrder).toBe(true);
    expect(created.seats.map((s) => s.player)).toEqual(['Ann']);
    const listed = await service.list();
    expect(listed.map((g) => g.id)).toEqual(['game1']);
  });

  it('refuses bad settings and unknown rules options', async () => {
    const { service } = gameFixture();
    expect(await refusal(service.create('Ann', { maxPlayers: 9 }))).toBe('request/invalid');
    expect(await refusal(service.create('Ann', { deadlineMinutes: 0 }))).toBe('request/invalid');
    expect(await refusal(service.create('Ann', { options: { luck: true } }))).toBe('request/invalid');
    expect(await refusal(service.create('Ann', { options: { gateLimit: 'never' } }))).toBe('request/invalid');
    expect(await refusal(service.create('Ann', { bot: 'oracle' }))).toBe('request/invalid');
    expect(await refusal(service.create('\u001b[2J', {}))).toBe('request/invalid');
  });

  it('cleans the title of escape codes', async () => {
    const { service } = gameFixture();
    const game = await service.create('Ann', { title: 'Red\u001b[31m Night\u0007' });
    expect(game.title).toBe('Red Night');
  });

  it('joins, refuses a second seat and a full table, and starts when full', async () => {
    const { service } = gameFixture();
    await service.create('Ann', { maxPlayers: 2 });
    expect(await refusal(service.join('game1', 'ann'))).toBe('seat/already_seated');
    const joined = await service.join('game1', 'Bob');
    expect(joined.status).toBe('running');
    expect(joined.phase).toBe('setup');
    expect(joined.seats.map((s) => s.investigators.length)).toEqual([2, 2]);
    expect(await refusal(service.join('game1', 'Cy'))).toBe('game/not_open');
  });

  it('lets players pick investigators the rules allow and no one else holds', async () => {
    const { service } = gameFixture();
    await service.create('Ann', { maxPlayers: 3 });
    await service.join('game1', 'Bob');
    const ids = service.investigators().map((i) => i.id);
    const [a, b, c, d] = ids;
    if (!a || !b || !c || !d) throw new Error('content has too few investigators');
    await service.pick('game1', 'Ann', [a, b]);
    expect(await refusal(service.pick('game1', 'Bob', [b]))).toBe('seat/investigator_taken');
    expect(await refusal(service.pick('game1', 'Bob', [c, d, 'nobody']))).toBe('request/invalid');
    expect(await refusal(service.pick('game1', 'Bob', [c, d, a]))).toBe('request/invalid');
    expect(await refusal(service.pick('game1', 'Zed', [c]))).toBe('seat/not_seated');
    await service.pick('game1', 'Bob', [c]);
    const started = await service.start('game1', 'Ann');
    expect(started.seats[0]?.investigators).toEqual([a, b]);
    expect(started.seats[1]?.investigators[0]).toBe(c);
    expect(started.seats[1]?.investigators).toHaveLength(2);
  });

  it('only the creator starts or seats bots; fill-with-bots takes the empty seats', async () => {
    const { service } = gameFixture();
    await service.create('Ann', { maxPlayers: 4 });
    await service.join('game1', 'Bob');
    expect(await refusal(service.start('game1', 'Bob'))).toBe('seat/not_creator');
    expect(await refusal(service.addBot('game1', 'Bob'))).toBe('seat/not_creator');
    await service.addBot('game1', 'Ann');
    const started = await service.start('game1', 'Ann', { fillWithBots: true });
    expect(started.seats.map((s) => [s.player, s.kind])).toEqual([
      ['Ann', 'human'],
      ['Bob', 'human'],
      ['bot-1', 'bot'],
      ['bot-2', 'bot'],
    ]);
    expect(started.status).toBe('running');
    // The bots chose their STR/SAN at once: only the humans are waited on.
    expect(started.waitingOn).toEqual(['Ann', 'Bob']);
  });

  it('a creator who leaves hands the table on; the last human leaving ends it', async () => {
    const { service } = gameFixture();
    await service.create('Ann', { maxPlayers: 3 });
    await service.join('game1', 'Bob');
    const after = await service.leave('game1', 'Ann');
    expect(after.createdBy).toBe('Bob');
    expect(after.seats.map((s) => s.player)).toEqual(['Bob']);
    const gone = await service.leave('game1', 'Bob');
    expect(gone.status).toBe('over');
    expect(gone.abandoned).toBe(true);
  });

  it('resigning a running game hands the seat to the bot', async () => {
    const { service } = gameFixture();
    await service.create('Ann', { maxPlayers: 2 });
    await service.join('game1', 'Bob');
    const after = await service.resign('game1', 'Bob');
    expect(after.seats[1]).toMatchObject({ player: 'Bob', status: 'resigned' });
    expect(after.waitingOn).toEqual(['Ann']);
    expect(await refusal(service.answer('game1', 'Bob', { promptId: 'p1', optionId: 'str-4', version: 0 }))).toBe('seat/not_seated');
  });

  it('bots past the per-transaction cap finish their decisions in follow-up transactions', async () => {
    const { service, store } = gameFixture({ maxBotAnswers: 1 });
    await service.create('Ann', { maxPlayers: 4 });
    const started = await service.start('game1', 'Ann', { fillWithBots: true });
    expect(started.waitingOn).toEqual(['Ann']);
    const doc = await store.readGame<{ version: number; botBacklog: boolean }>('game1');
    expect(doc?.botBacklog).toBe(false);
    expect(doc?.version).toBeGreaterThan(3);
  });

  it('refuses more games than the sysop allows', async () => {
    const { service } = gameFixture({ config: { game: { defaultDeadlineHours: 24, maxGames: 1, retireAfterMissedTurns: 0, bot: 'heuristic' } } });
    await service.create('Ann');
    expect(await refusal(service.create('Bob'))).toBe('game/too_many');
  });

  it('an unknown or malformed game id is "not found"', async () => {
    const { service } = gameFixture();
    expect(await refusal(service.join('nope', 'Ann'))).toBe('game/not_found');
    expect(await refusal(service.game('../etc/passwd'))).toBe('game/not_found');
  });
});

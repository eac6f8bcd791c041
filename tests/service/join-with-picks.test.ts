import { describe, expect, it } from 'vitest';
import { refusal } from './helpers/refusal.js';
import { gameFixture, shippedContent } from './helpers/game-fixture.js';

describe('joining with investigators chosen', () => {
  const [ruth, second, third] = shippedContent().investigators.map((inv) => inv.id);

  it('seats the player with their choice before the table this fills begins', async () => {
    const { service } = gameFixture();
    await service.create('Ann', { maxPlayers: 2 });
    await service.pick('game1', 'Ann', [ruth ?? '']);
    const joined = await service.join('game1', 'Bob', [second ?? '']);
    expect(joined.status).toBe('running');
    expect(joined.seats[0]?.investigators).toContain(ruth);
    expect(joined.seats[1]?.investigators).toContain(second);
  });

  it('refuses the whole join when the choice is taken or too many, and seats nobody', async () => {
    const { service } = gameFixture();
    await service.create('Ann', { maxPlayers: 3 });
    await service.pick('game1', 'Ann', [ruth ?? '']);
    expect(await refusal(service.join('game1', 'Bob', [ruth ?? '']))).toBe('seat/investigator_taken');
    expect(await refusal(service.join('game1', 'Bob', [second ?? '', third ?? '', 'nobody']))).toBe('request/invalid');
    expect((await service.game('game1')).seats.map((seat) => seat.player)).toEqual(['Ann']);
    const joined = await service.join('game1', 'Bob');
    expect(joined.seats.map((seat) => seat.investigators)).toEqual([[ruth], []]);
  });
});

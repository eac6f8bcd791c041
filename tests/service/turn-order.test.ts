import { describe, expect, it } from 'vitest';
import { answerAllWithDefaults, gameFixture } from './helpers/game-fixture.js';

async function pastSetup(strictOrder: boolean): Promise<ReturnType<typeof gameFixture>> {
  const fixture = gameFixture({ seed: 'order-2' });
  await fixture.service.create('Ann', { maxPlayers: 2, options: { strictOrder } });
  await fixture.service.join('game1', 'Bob');
  while ((await fixture.service.game('game1')).phase === 'setup') {
    await answerAllWithDefaults(fixture.service, 'game1', 'Ann', 1);
    await answerAllWithDefaults(fixture.service, 'game1', 'Bob', 1);
  }
  return fixture;
}

describe('turn order', () => {
  it('without strict order everyone may act in the Investigator Phase at once', async () => {
    const { service } = await pastSetup(false);
    const game = await service.game('game1');
    expect(game.phase).toBe('investigator');
    expect([...game.waitingOn].sort()).toEqual(['Ann', 'Bob']);
  });

  it('with strict order the table waits on one player at a time, clockwise', async () => {
    const { service } = await pastSetup(true);
    const game = await service.game('game1');
    expect(game.options.strictOrder).toBe(true);
    expect(game.waitingOn).toHaveLength(1);
    const first = game.waitingOn[0] ?? '';
    const other = first === 'Ann' ? 'Bob' : 'Ann';
    expect((await service.view('game1', other)).prompts).toEqual([]);
    await answerAllWithDefaults(service, 'game1', first);
    const after = await service.game('game1');
    if (after.phase === 'investigator' && after.turn === game.turn) expect(after.waitingOn).toEqual([other]);
  });
});

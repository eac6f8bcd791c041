import { describe, expect, it } from 'vitest';
import type { GameService, PlayerView } from '../../src/service/game-service.js';
import { answerAllWithDefaults, gameFixture } from './helpers/game-fixture.js';

/** Ann finishes her part of each stop first, then Bob his: whatever Bob's moves bring down on Ann waits for her. */
async function untilAnnIsAttackedWhileAway(service: GameService): Promise<PlayerView | null> {
  for (let round = 0; round < 400; round += 1) {
    if ((await service.game('game1')).status === 'over') return null;
    await answerAllWithDefaults(service, 'game1', 'Ann');
    const beforeBob = (await service.game('game1')).version;
    const bobAnswers = await answerAllWithDefaults(service, 'game1', 'Bob');
    if (bobAnswers === 0) continue;
    const doc = await service.store.readGame<{ version: number; engine: { phase: string } | null }>('game1');
    if (doc?.engine?.phase !== 'mythos') continue;
    const view = await service.view('game1', 'Ann');
    if (view.prompts.length > 0 && view.away && view.away.fromVersion <= beforeBob) return view;
  }
  return null;
}

describe('pending prompts and the away summary', () => {
  it('a decision that fell to a player while away comes first, marked pending, after a summary of what happened', async () => {
    const { service } = gameFixture({ seed: 'pending-7' });
    await service.create('Ann', { maxPlayers: 2 });
    await service.join('game1', 'Bob');
    const view = await untilAnnIsAttackedWhileAway(service);
    if (!view) throw new Error('no Mythos decision fell to Ann in this game');

    expect(view.prompts[0]?.pending).toBe(true);
    const away = view.away;
    if (!away) throw new Error('no summary');
    expect(away.toVersion).toBe(view.game.version);
    expect(away.totals.attacksOnMe).toBeGreaterThan(0);
    const mine = away.turns.flatMap((turn) => turn.mine);
    expect(mine.some((event) => event.type === 'monster-attacks')).toBe(true);
    const others = away.turns.flatMap((turn) => turn.others);
    const annInvestigators = new Set(view.state?.players[0]?.slots.map((slot) => view.state?.invs[slot]?.id));
    expect(others.every((event) => 'investigator' in event && !annInvestigators.has(event.investigator))).toBe(true);
    expect(away.turns.flatMap((turn) => turn.arkham).some((event) => event.type === 'phase' && event.phase === 'mythos')).toBe(true);

    // Seen once, the summary is not shown again; the prompt stays until answered.
    const again = await service.view('game1', 'Ann');
    expect(again.away).toBeNull();
    expect(again.prompts[0]?.prompt.id).toBe(view.prompts[0]?.prompt.id);
  });

  it("a player's own turn in the Investigator Phase is not pending", async () => {
    const { service } = gameFixture({ seed: 'pending-7' });
    await service.create('Ann', { maxPlayers: 2 });
    await service.join('game1', 'Bob');
    while ((await service.game('game1')).phase === 'setup') {
      await answerAllWithDefaults(service, 'game1', 'Ann', 1);
      await answerAllWithDefaults(service, 'game1', 'Bob', 1);
    }
    const view = await service.view('game1', 'Ann');
    expect(view.game.phase).toBe('investigator');
    expect(view.prompts.length).toBeGreaterThan(0);
    expect(view.prompts.every((p) => !p.pending)).toBe(true);
  });

  it('an answer to a prompt that is no longer open, or is not yours, is refused and changes nothing', async () => {
    const { service } = gameFixture({ seed: 'pending-7' });
    await service.create('Ann', { maxPlayers: 2 });
    await service.join('game1', 'Bob');
    const ann = await service.view('game1', 'Ann');
    const bob = await service.view('game1', 'Bob');
    const annPrompt = ann.prompts[0]?.prompt;
    if (!annPrompt) throw new Error('no prompt');
    const before = (await service.game('game1')).version;
    await expect(service.answer('game1', 'Bob', { promptId: annPrompt.id, optionId: annPrompt.default, version: bob.stateVersion })).rejects.toMatchObject({ code: 'answer/not_yours' });
    await expect(service.answer('game1', 'Ann', { promptId: annPrompt.id, optionId: 'no-such-option', version: ann.stateVersion })).rejects.toMatchObject({ code: 'rule/illegal_option' });
    await service.answer('game1', 'Ann', { promptId: annPrompt.id, optionId: annPrompt.default, version: ann.stateVersion });
    await expect(service.answer('game1', 'Ann', { promptId: annPrompt.id, optionId: annPrompt.default, version: ann.stateVersion })).rejects.toMatchObject({ code: 'answer/stale' });
    expect((await service.game('game1')).version).toBe(before + 1);
  });

  it("an answer made before another player's move still stands when its prompt is open", async () => {
    const { service } = gameFixture({ seed: 'pending-7' });
    await service.create('Ann', { maxPlayers: 2 });
    await service.join('game1', 'Bob');
    const ann = await service.view('game1', 'Ann');
    const bob = await service.view('game1', 'Bob');
    const bobPrompt = bob.prompts[0]?.prompt;
    const annPrompt = ann.prompts[0]?.prompt;
    if (!bobPrompt || !annPrompt) throw new Error('no prompt');
    await service.answer('game1', 'Bob', { promptId: bobPrompt.id, optionId: bobPrompt.default, version: bob.stateVersion });
    const result = await service.answer('game1', 'Ann', { promptId: annPrompt.id, optionId: annPrompt.default, version: ann.stateVersion });
    expect(result.stateVersion).toBe(ann.stateVersion + 2);
  });
});

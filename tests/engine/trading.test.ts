// Trading (Setup 7, Investigator Phase 8): offers built line by line, consent by the receiver (a pending
// prompt for them), skills only before play; and no way for investigators to attack each other.
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/rulesets/classic/bots/random.js';
import { seedRng } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { begin, content, emptyHands, engine, eventsOf, give, ids, ok, play, promptOf } from './support/game.js';

/** Both investigators ended turn 1 on street st-03, empty-handed; slot 1 is at its end-turn prompt. */
function sideBySide(): GameState {
  const s = begin({ dice: [1, 1, 1, 1], investigators: [['ben-hale', 'amos-wendell']] });
  emptyHands(s, 0);
  emptyHands(s, 1);
  play(s, 0, 'move', 'go:st-03');
  play(s, 1, 'move', 'go:st-03');
  return s;
}

/** Ben holds a knife; Amos asks for it, offering nothing, and sends the offer. */
function askBenForHisKnife(s: GameState): void {
  give(s, 0, 'item', 'knife');
  play(s, 1, 'end-turn', 'trade:ben-hale');
  play(s, 1, 'trade', 'take:item:knife');
  play(s, 1, 'trade', 'send');
}

describe('Trading', () => {
  it('Investigator Phase 8: those who ended their turns in the same space trade money, items, spells and local characters, with the receiver\'s consent', () => {
    const s = sideBySide();
    const [ben, amos] = s.invs;
    if (!ben || !amos) throw new Error('no investigators');
    give(s, 0, 'spell', 'heal');
    give(s, 1, 'item', 'knife');
    amos.allies = ['black-cave-guide'];
    const end = promptOf(s, 1);
    expect(end.kind).toBe('end-turn');
    expect(end.default).toBe('end');
    expect(ids(end)).toEqual(['trade:ben-hale', 'end']);
    play(s, 1, 'end-turn', 'trade:ben-hale');
    const desk = promptOf(s, 1);
    expect(desk.kind).toBe('trade');
    expect(ids(desk)).toEqual(expect.arrayContaining(['give:money:5', 'give:item:knife', 'give:ally:black-cave-guide', 'take:money:10', 'take:spell:heal', 'cancel']));
    expect(ids(desk).some((id) => id.startsWith('give:skill') || id.startsWith('take:skill'))).toBe(false);
    play(s, 1, 'trade', 'give:money:5');
    play(s, 1, 'trade', 'give:item:knife');
    play(s, 1, 'trade', 'give:ally:black-cave-guide');
    const offered = play(s, 1, 'trade', 'take:spell:heal');
    expect(offered).toEqual([]);
    const sent = play(s, 1, 'trade', 'send');
    const lot = { money: 5, items: ['knife'], spells: [], skills: [], allies: ['black-cave-guide'], charity: false };
    const asked = { money: 0, items: [], spells: ['heal'], skills: [], allies: [], charity: false };
    expect(eventsOf(sent, 'trade-offered')).toEqual([{ type: 'trade-offered', from: 'amos-wendell', to: 'ben-hale', give: lot, take: asked }]);
    // Nothing moves until Ben answers; his prompt asks it, and a swap is declined by default.
    expect(amos.items).toEqual(['knife']);
    const reply = promptOf(s, 0);
    expect(reply).toMatchObject({ kind: 'trade-reply', default: 'decline', context: { from: 'amos-wendell', give: lot, take: asked } });
    const events = play(s, 0, 'trade-reply', 'accept');
    expect(eventsOf(events, 'traded')).toEqual([{ type: 'traded', from: 'amos-wendell', to: 'ben-hale', give: lot, take: asked }]);
    expect([ben.money, ben.items, ben.allies, ben.spells]).toEqual([18, ['knife'], ['black-cave-guide'], []]);
    expect([amos.money, amos.items, amos.allies, amos.spells]).toEqual([8, [], [], ['heal']]);
    // Back at Amos's end of turn, where only ending is left (one offer per partner per phase): it is
    // taken without a prompt, and with everyone done the game turn moves on.
    expect(s.turn).toBe(2);
  });

  it('Investigator Phase 8: an offer is the receiver\'s pending prompt; the default accepts a gift (the deadline takes it) and declines a swap', () => {
    const s = sideBySide();
    const [ben] = s.invs;
    if (!ben) throw new Error('no investigator');
    play(s, 1, 'end-turn', 'trade:ben-hale');
    play(s, 1, 'trade', 'give:money:2');
    play(s, 1, 'trade', 'send');
    expect(promptOf(s, 0)).toMatchObject({ kind: 'trade-reply', default: 'accept' });
    s.forcedDice = [1, 1, 1, 1, 1, 1];
    const events = engine.deadlineInPlace(s);
    expect(eventsOf(events, 'traded')).toHaveLength(1);
    expect(ben.money).toBe(15);
    expect(s.turn).toBe(2);
  });

  it('Investigator Phase 8: a declined offer changes nothing', () => {
    const s = sideBySide();
    const [ben, amos] = s.invs;
    if (!ben || !amos) throw new Error('no investigators');
    askBenForHisKnife(s);
    expect(eventsOf(play(s, 0, 'trade-reply', 'decline'), 'trade-refused')).toEqual([
      { type: 'trade-refused', from: 'amos-wendell', to: 'ben-hale', reason: 'declined' },
    ]);
    expect(ben.items).toEqual(['knife']);
  });

  it('Investigator Phase 8: one offer per partner per phase, so nobody is pestered with offers while away', () => {
    const s = sideBySide();
    askBenForHisKnife(s);
    const after = play(s, 0, 'trade-reply', 'decline');
    // Amos's end of turn offers no second trade with Ben: only ending is left, taken without a prompt.
    expect(eventsOf(after, 'trade-offered')).toEqual([]);
    expect(s.turn).toBe(2);
  });

  it('Investigator Phase 8: an offer that no longer holds when accepted is void', () => {
    const s = sideBySide();
    const [ben, amos] = s.invs;
    if (!ben || !amos) throw new Error('no investigators');
    askBenForHisKnife(s);
    // The knife is gone before Ben answers.
    s.decks.item.push(...ben.items.splice(0));
    expect(eventsOf(play(s, 0, 'trade-reply', 'accept'), 'trade-refused')[0]).toMatchObject({ reason: 'void' });
    expect(amos.items).toEqual([]);
  });

  it('Investigator Phase 8: no trade with one who has not yet ended their turn, or who ended it elsewhere', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [['ben-hale', 'amos-wendell']] });
    emptyHands(s, 0);
    emptyHands(s, 1);
    // Ben ends on st-03 while Amos has not moved: nothing to ask, Ben's turn just ends.
    expect(eventsOf(play(s, 0, 'move', 'go:st-03'), 'turn-ended')).toHaveLength(1);
    // Amos ends on another street: no trade either.
    expect(eventsOf(play(s, 1, 'move', 'go:st-02', [1, 1]), 'turn-ended')).toHaveLength(1);
  });

  it('Investigator Phase 8: charity cards change hands as a swap, each side as it lies', () => {
    const s = sideBySide();
    const [ben, amos] = s.invs;
    if (!ben || !amos) throw new Error('no investigators');
    ben.charity = false;
    play(s, 1, 'end-turn', 'trade:ben-hale');
    expect(ids(promptOf(s, 1))).toContain('swap-charity');
    play(s, 1, 'trade', 'swap-charity');
    expect(ids(promptOf(s, 1))).not.toContain('swap-charity');
    play(s, 1, 'trade', 'send');
    play(s, 0, 'trade-reply', 'accept');
    expect([ben.charity, amos.charity]).toEqual([true, false]);
  });

  it('Setup 7: skills trade only before play (all at the Train Station); in play they may not', () => {
    const step = engine.start({ players: [{ id: 'p1', investigators: ['ben-hale', 'amos-wendell'] }] }, 'setup-trade');
    const s = step.state;
    const [ben, amos] = s.invs;
    if (!ben || !amos) throw new Error('no investigators');
    const skill = ben.skills[0] ?? '';
    play(s, 0, 'setup-stats', 'str-5');
    const desk = promptOf(s, 0);
    expect(desk.kind).toBe('setup-trade');
    expect(ids(desk)).toEqual(['trade:amos-wendell', 'ready']);
    play(s, 0, 'setup-trade', 'trade:amos-wendell');
    expect(ids(promptOf(s, 0))).toContain(`give:skill:${skill}`);
    play(s, 0, 'trade', `give:skill:${skill}`);
    play(s, 0, 'trade', 'send');
    // Amos is asked while still splitting STR/SAN: two prompts for him, the offer on top.
    const amosPrompts = engine.prompts(s).filter((p) => p.slot === 1).map((p) => p.kind);
    expect(amosPrompts).toEqual(expect.arrayContaining(['setup-stats', 'trade-reply']));
    const reply = engine.prompts(s).find((p) => p.kind === 'trade-reply');
    if (!reply) throw new Error('no reply prompt');
    ok(engine.applyAnswerInPlace(s, { promptId: reply.id, optionId: 'accept', version: s.version }));
    expect(amos.skills).toContain(skill);
    expect(ben.skills).not.toContain(skill);
    // Ben has made his one offer to Amos: 'ready' is all that is left, taken without a prompt.
    expect(engine.prompts(s).some((p) => p.slot === 0)).toBe(false);
    play(s, 1, 'setup-stats', 'str-5');
    expect(s.phase).toBe('setup');
    play(s, 1, 'setup-trade', 'ready');
    expect(s.phase).toBe('investigator');
    // In play, side by side with a skill each, the trade desk offers neither skill.
    const later = sideBySide();
    const [mine, theirs] = content.skills.map((k) => k.id);
    give(later, 0, 'skill', theirs ?? '');
    give(later, 1, 'skill', mine ?? '');
    play(later, 1, 'end-turn', 'trade:ben-hale');
    const inPlay = ids(promptOf(later, 1));
    expect(inPlay).toContain('give:money:5');
    expect(inPlay.filter((id) => id.includes(':skill:'))).toEqual([]);
  });

  it('Investigator combat rules: investigators never attack each other; no prompt in random games offers it', () => {
    const counters = content.monsters.reduce((n, m) => n + m.counters.length, 0);
    for (const seed of [1, 2, 3]) {
      const s = engine.start({ players: [{ id: 'a' }, { id: 'b' }] }, seed).state;
      const rng = seedRng(`attack-${seed}`);
      for (let n = 0; n < 3000 && s.phase !== 'over'; n += 1) {
        for (const p of engine.prompts(s)) {
          if (p.kind === 'combat-loadout') expect(['monster', 'gate']).toContain(p.context.target.kind);
          for (const o of p.options) {
            if ('action' in o && o.action === 'fight') expect(o.counter !== null && o.counter < counters).toBe(true);
          }
        }
        const p = engine.nextPrompt(s);
        if (!p) break;
        ok(engine.answerPromptInPlace(s, p, randomBot(p, s, content, rng)));
      }
    }
  });
});

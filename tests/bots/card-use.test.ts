// The bots and the item and spell cards: the heuristic bot's card choices (src/bots/cards.ts), and both
// bots through whole games dealt from decks thick with card rules.
import { describe, expect, it } from 'vitest';
import { heuristicBot } from '../../src/rulesets/classic/bots/index.js';
import { seedRng } from '../../src/engine/index.js';
import type { GameState, Prompt } from '../../src/engine/index.js';
import { runSim } from '../../src/rulesets/classic/sim/run-sim.js';
import { begin, content, emptyHands, engine, give, meet, node, play, putGate } from '../engine/support/game.js';

function promptOf(s: GameState, slot: number): Prompt {
  const p = engine.prompts(s).find((q) => q.slot === slot);
  if (!p) throw new Error('no prompt');
  return p;
}

function choose(s: GameState, p: Prompt): string {
  return heuristicBot(p, s, content, seedRng('cards'));
}

/** The shipped content with every item and spell that has a card rule printed four times over. */
function cardRich(): typeof content {
  return {
    ...content,
    items: content.items.map((i) => (i.effect === undefined ? i : { ...i, copies: 4 })),
    spells: content.spells.map((s) => (s.effect === undefined ? s : { ...s, copies: 4 })),
  };
}

describe('bots and the cards', () => {
  it('heuristic: lays an Elder Sign at a gate it has seen from both sides', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [['ben-hale', 'amos-wendell']] });
    emptyHands(s, 0);
    give(s, 0, 'item', 'elder-sign');
    putGate(s, 'abyss', 'woods', true);
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    Object.assign(i, { at: node('woods'), explored: node('woods') });
    play(s, 0, 'move', 'stay');
    expect(choose(s, promptOf(s, 0))).toBe('use:elder-sign:woods');
  });

  it('heuristic: fires the Silver Bullet at the Werewolf', () => {
    const { s, counters } = meet(['werewolf']);
    give(s, 0, 'item', 'revolver-38');
    give(s, 0, 'item', 'silver-bullet');
    play(s, 0, 'sneak-or-fight', `fight:${counters[0]}`, [1]);
    expect(choose(s, promptOf(s, 0))).toBe('w:revolver-38+silver-bullet|s:');
  });

  it('heuristic: bids for a weapon within its means, and passes on what it does not want', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [['ben-hale', 'amos-wendell']] });
    emptyHands(s, 0);
    give(s, 0, 'item', 'auction');
    for (const card of ['brass-collar', 'shotgun']) {
      s.decks.item.splice(s.decks.item.indexOf(card), 1);
      s.decks.item.push(card);
    }
    play(s, 0, 'move', 'use:auction');
    const bid = engine.prompts(s).find((q) => q.kind === 'auction-bid');
    if (!bid) throw new Error('no bid prompt');
    expect(bid.context).toMatchObject({ card: 'shotgun' });
    expect(choose(s, bid)).toBe('bid:1');
    engine.applyAnswerInPlace(s, { promptId: bid.id, optionId: 'pass', version: s.version });
    const own = engine.prompts(s).find((q) => q.kind === 'auction-bid');
    if (!own) throw new Error('no bid prompt');
    engine.applyAnswerInPlace(s, { promptId: own.id, optionId: 'pass', version: s.version });
    const list = engine.prompts(s).find((q) => q.kind === 'auction-bid');
    expect(list?.context).toMatchObject({ stage: 'list', card: 'shotgun' });
    if (!list) throw new Error('no list prompt');
    expect(choose(s, list)).toBe('buy');
    engine.applyAnswerInPlace(s, { promptId: list.id, optionId: 'buy', version: s.version });
    const collar = engine.prompts(s).find((q) => q.kind === 'auction-bid');
    expect(collar?.context).toMatchObject({ card: 'brass-collar' });
    if (!collar) throw new Error('no bid prompt');
    expect(choose(s, collar)).toBe('pass');
  });

  it('heuristic: casts Find Gate at the start of a turn in an Other World', () => {
    const s = begin({ dice: [1, 1, 1, 1], investigators: [['amos-wendell', 'ben-hale']] });
    emptyHands(s, 0);
    give(s, 0, 'spell', 'find-gate');
    putGate(s, 'abyss', 'woods', true);
    Object.assign(s.invs[0] ?? {}, { world: 'abyss', box: 2, at: -1, flow: [{ k: 'turn', slot: 0, stage: 'start', ask: 0 }] });
    play(s, 1, 'move', 'go:st-03');
    const p = promptOf(s, 0);
    expect(p.kind).toBe('use-cards');
    expect(choose(s, p)).toBe('use:find-gate');
  });

  for (const bot of ['random', 'heuristic'] as const) {
    it(`${bot} bot: games dealt from decks thick with card rules end without error, stuck game or broken invariant`, () => {
      const r = runSim({ games: 20, players: 2, seed: `cards-${bot}`, bot, content: cardRich(), checkInvariants: true });
      expect(r.firstProblem).toBeNull();
      expect(r.errors).toBe(0);
      expect(r.stuck).toBe(0);
    });
  }
});

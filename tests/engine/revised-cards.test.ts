// The revised game's cards (docs/revised-rules.md, the cards' rules of our design): the five decks,
// standing bonuses in the checks of their kind, an ally's maxima, cards used in Upkeep, re-rolls and
// Clue dice, wards at a gate, shops, paid services and the cards encounters give.
import { describe, expect, it } from 'vitest';
import type { RevisedEncounter } from '../../src/rulesets/revised/content/schema.js';
import { revisedCensus, revisedCensusProblems, revisedEngineFor } from '../../src/engine/index.js';
import type { RevisedEngine, RevisedGameState } from '../../src/engine/index.js';
import { gainCard, maximumOf } from '../../src/rulesets/revised/engine/cards.js';
import { skillCheck, spendClues } from '../../src/rulesets/revised/engine/checks.js';
import { changeStamina } from '../../src/rulesets/revised/engine/status.js';
import { CONTENT, investigator, runWith } from './support/revised.js';
import { ENGINE, answer, ids, newGame, open, quiet } from './support/revised-game.js';

const inv0 = (s: RevisedGameState) => {
  const i = s.invs[0];
  if (i === undefined) throw new Error('no investigator');
  return i;
};

/** The engine over data/revised with the Rail Yard's encounters replaced (Ned's home in `quiet`). */
function engineWith(encounters: RevisedEncounter[]): RevisedEngine {
  const area = CONTENT.board['rail-yard'];
  if (area === undefined) throw new Error('no rail yard');
  return revisedEngineFor({ ...CONTENT, board: { ...CONTENT.board, 'rail-yard': { ...area, encounters } } });
}

/** Moves a card of `deck` to its top, so the next draw takes it. */
function toTop(deck: string[], card: string): void {
  const at = deck.indexOf(card);
  if (at < 0) throw new Error(`${card} is not in the deck`);
  deck.splice(at, 1);
  deck.push(card);
}

/** Takes a card from its deck for the investigator, as a test's setup (every card stays in one place). */
function hand(s: RevisedGameState, deck: keyof RevisedGameState['decks'], card: string, to: 'items' | 'others' = 'items'): void {
  const list = s.decks[deck];
  list.splice(list.indexOf(card), 1);
  inv0(s)[to].push(card);
}

/** Upkeep done and the move ended at home: the Arkham Encounters Phase comes next. */
function toEncounter(s: RevisedGameState, engine: RevisedEngine): void {
  answer(s, 'done', engine);
  answer(s, 'stay', engine);
}

describe('revised cards: decks and standing bonuses', () => {
  it('D-CARDS: five decks hold every copy of every card; the kits come out of them, skills and allies apart from the items', () => {
    const s = newGame(8, 'decks');
    expect(revisedCensusProblems(revisedCensus(s, CONTENT))).toEqual([]);
    const mott = s.invs.find((i) => i.id === 'mott');
    expect(mott).toMatchObject({ items: ['rifle', 'tonic'], others: ['tobias'], stamina: 8 });
    expect(s.decks.allies).not.toContain('tobias');
    expect(s.decks.common.every((id) => ['weapon', 'item'].includes(CONTENT.cards[id]?.kind ?? ''))).toBe(true);
    expect(s.decks.spells.every((id) => CONTENT.cards[id]?.kind === 'spell')).toBe(true);
  });

  it('D-STANDING: a bonus to a skill counts in its checks and in the checks made with it, a bonus to Horror checks only there', () => {
    const lantern = investigator('ned', { luck: 2 }, { items: ['lantern'] });
    expect(skillCheck(runWith([lantern]), lantern, 'luck', 2, 0, 1).dice).toBe(3);
    const amulet = investigator('ned', {}, { items: ['amulet'] });
    expect(skillCheck(runWith([amulet]), amulet, 'horror', 3, -1, 1).dice).toBe(4);
    expect(skillCheck(runWith([amulet]), amulet, 'will', 3, -1, 1).dice).toBe(2);
    const rosary = investigator('ned', {}, { items: ['rosary'] });
    expect(skillCheck(runWith([rosary]), rosary, 'horror', 3, -1, 1).dice).toBe(3);
    const fighter = investigator('mott', {}, { others: ['brawler', 'tobias'] });
    expect(skillCheck(runWith([fighter]), fighter, 'combat', 3, 0, 1).dice).toBe(5);
    const scholar = investigator('elias', {}, { others: ['scholar'] });
    expect(skillCheck(runWith([scholar]), scholar, 'spell', 3, -1, 1).dice).toBe(3);
    expect(skillCheck(runWith([scholar]), scholar, 'close-gate', 3, 0, 1, 'lore').dice).toBe(4);
    expect(skillCheck(runWith([scholar]), scholar, 'close-gate', 3, 0, 1, 'fight').dice).toBe(3);
  });

  it('D-STANDING: the odds a prompt shows count the bonuses (an Evade option with a Roll of Lockpicks)', () => {
    const s = quiet('lockpicks');
    const i = inv0(s);
    hand(s, 'common', 'lockpicks');
    s.board.monsters = { northside: [s.cup.splice(s.cup.indexOf('rat'), 1)[0] ?? 'rat'] };
    answer(s, 'done');
    answer(s, 'go:northside');
    answer(s, 'stay');
    const evade = open(s).options.find((o) => o.id === 'evade:rat');
    expect(evade?.dice).toBe(i.skills.sneak + 1);
  });

  it('D-ALLY-MAX: an ally who joins raises the maximum and the Stamina or Sanity with it; the new maximum holds', () => {
    const ned = investigator('ned', {}, { stamina: 6 });
    const r = runWith([ned]);
    gainCard(r, ned, 'dr-osgood', 'boarding-house');
    expect([ned.stamina, maximumOf(CONTENT, ned, 'stamina'), ned.others]).toEqual([8, 8, ['dr-osgood']]);
    expect(r.ev).toContainEqual({ type: 'maximum', inv: 'ned', stat: 'stamina', now: 8, by: 'dr-osgood' });
    changeStamina(r, ned, 5);
    expect(ned.stamina).toBe(8);
  });
});

describe('revised cards lost', () => {
  it('R-STATUS-5: a collapse in play takes half of the items and spells; skills and allies are neither counted nor offered', () => {
    const s = quiet('collapse');
    const i = inv0(s);
    hand(s, 'allies', 'pike', 'others');
    expect([i.items, i.others]).toEqual([['pistol', 'tonic'], ['quick-feet', 'pike']]);
    i.stamina = 1;
    s.board.monsters = { 'rail-yard': [s.cup.splice(s.cup.indexOf('cold-one'), 1)[0] ?? 'cold-one'] };
    answer(s, 'done');
    s.forcedDice = [1, 1, 1, 1, 1, 1];
    answer(s, 'stay');
    answer(s, 'evade:cold-one');
    const p = open(s);
    expect(p).toMatchObject({ kind: 'discard', context: { left: 1 } });
    expect(ids(p)).toEqual(['discard:pistol', 'discard:tonic']);
    answer(s, 'discard:tonic');
    expect([i.items, i.others, s.decks.common[0]]).toEqual([['pistol'], ['quick-feet', 'pike'], 'tonic']);
  });
});

describe('revised cards used', () => {
  it('D-USE: a tonic drunk in Upkeep gives Stamina back and goes under its deck; at full Stamina it is not offered', () => {
    const s = quiet('tonic');
    const i = inv0(s);
    expect(ids(open(s))).not.toContain('use:tonic');
    i.stamina = 3;
    expect(ids(open(s))).toContain('use:tonic');
    const events = answer(s, 'use:tonic');
    expect(events).toContainEqual({ type: 'card-used', inv: 'ned', card: 'tonic', discarded: true });
    expect([i.stamina, i.items.includes('tonic'), s.decks.common[0]]).toEqual([5, false, 'tonic']);
  });

  it('D-USE: a tome read in Upkeep makes its check: passed, its Clue tokens and it is done with; failed, it is kept and not read again that Upkeep', () => {
    const s = quiet('tome');
    const i = inv0(s);
    hand(s, 'common', 'journal');
    s.forcedDice = [1];
    answer(s, 'use:journal');
    expect([i.clues, i.items.includes('journal')]).toEqual([1, true]);
    expect(ids(open(s))).not.toContain('use:journal');
    const t = quiet('tome-2');
    hand(t, 'common', 'journal');
    t.forcedDice = [6];
    answer(t, 'use:journal');
    expect([inv0(t).clues, inv0(t).items.includes('journal'), t.decks.common[0]]).toEqual([3, false, 'journal']);
  });

  it('D-USE: an item with a Sanity cost pays it and stays; it is not offered when the cost would leave no Sanity', () => {
    const s = quiet('skull');
    const i = inv0(s);
    hand(s, 'unique', 'skull');
    answer(s, 'use:skull');
    expect([i.sanity, i.clues, i.items.includes('skull')]).toEqual([4, 2, true]);
    const t = quiet('skull-2');
    hand(t, 'unique', 'skull');
    inv0(t).sanity = 1;
    expect(ids(open(t))).not.toContain('use:skull');
  });

  it('D-HEAL: a spell with an Upkeep effect is cast for it: Reading the Ash gives a Clue token on a pass', () => {
    const s = quiet('scry');
    const i = inv0(s);
    hand(s, 'spells', 'ash-reading');
    s.forcedDice = [6, 1];
    answer(s, 'cast:ash-reading');
    expect([i.sanity, i.clues]).toEqual([4, 2]);
  });

  it('D-REROLL: after a failed check a re-roll skill rolls it again once a turn; Clue tokens are still offered after it', () => {
    const engine = engineWith([{ line: 'A test of luck.', check: { skill: 'luck', modifier: 0, needed: 1 }, pass: [{ kind: 'money', n: 1 }], passText: 'Luck is with you.', fail: [], failText: 'Luck is not with you.' }]);
    const s = quiet('reroll', engine);
    const i = inv0(s);
    hand(s, 'skills', 'steady-hand', 'others');
    i.clues = 1;
    answer(s, 'done', engine);
    s.forcedDice = [1, 1];
    answer(s, 'stay', engine);
    expect(ids(open(s, engine))).toEqual(['spend:0', 'spend:1', 'reroll:steady-hand']);
    s.forcedDice = [2, 2];
    answer(s, 'reroll:steady-hand', engine);
    expect(i.rerollTurn).toBe(s.turn);
    expect(ids(open(s, engine))).toEqual(['spend:0', 'spend:1']);
    s.forcedDice = [6];
    answer(s, 'spend:1', engine);
    expect(i.money).toBe(5);
  });

  it('D-CLUE-DIE: with a Clue-die skill each Clue token spent rolls two dice', () => {
    const inv = investigator('ned', {}, { clues: 1, others: ['sharp-eye'] });
    const r = runWith([inv], [2, 6]);
    const next = spendClues(r, inv, 'lore', { dice: 1, rolls: [1], successes: 0, needed: 1, passed: false }, 1);
    expect(next).toMatchObject({ dice: 3, rolls: [1, 2, 6], successes: 1, passed: true });
  });

  it('D-WARD: a ward at an explored gate closes and seals it for its cost and goes back under its deck', () => {
    const s = quiet('ward');
    const i = inv0(s);
    const world = s.board.gateStack.pop() ?? '';
    const other = s.board.gateStack.pop() ?? '';
    s.board.gates = { 'rail-yard': world, 'town-square': other };
    i.explored = 'rail-yard';
    hand(s, 'unique', 'sigil');
    toEncounter(s, ENGINE);
    expect(ids(open(s))).toContain('ward:sigil');
    answer(s, 'ward:sigil');
    expect(s.board.gates['rail-yard']).toBeUndefined();
    expect(s.board.elderSigns).toEqual(['rail-yard']);
    expect([i.stamina, i.sanity, i.items.includes('sigil'), s.decks.unique[0], i.gateTrophies]).toEqual([5, 4, false, 'sigil', [world]]);
  });

  it('D-WARD: a ward is not offered when its cost would leave the investigator without Stamina or Sanity', () => {
    const s = quiet('ward-2');
    const i = inv0(s);
    s.board.gates = { 'rail-yard': s.board.gateStack.pop() ?? '' };
    i.explored = 'rail-yard';
    i.stamina = 1;
    hand(s, 'unique', 'sigil');
    toEncounter(s, ENGINE);
    expect(open(s).kind).toBe('close-gate');
    expect(ids(open(s))).not.toContain('ward:sigil');
  });
});

describe('revised cards bought and given', () => {
  const shop = engineWith([{ line: 'A shop.', pass: [{ kind: 'shop', deck: 'common', look: 3 }], passText: 'The shop is open.' }]);

  it('D-SHOP: the top cards of the deck are offered at their prices, those the money pays for; one bought, the rest stay in place', () => {
    const s = quiet('shop', shop);
    const i = inv0(s);
    for (const card of ['rifle', 'lantern', 'shotgun']) toTop(s.decks.common, card);
    const rest = s.decks.common.slice(0, -3);
    toEncounter(s, shop);
    const p = open(s, shop);
    expect(p).toMatchObject({ kind: 'shop', default: 'leave', context: { at: 'rail-yard', deck: 'common', money: 4, shown: 'shotgun,lantern,rifle' } });
    expect(ids(p)).toEqual(['leave', 'buy:lantern']);
    const events = answer(s, 'buy:lantern', shop);
    expect(events).toContainEqual({ type: 'card-bought', inv: 'ned', card: 'lantern', price: 2, at: 'rail-yard' });
    expect([i.money, i.items.includes('lantern')]).toEqual([2, true]);
    expect(s.decks.common).toEqual([...rest, 'rifle', 'shotgun']);
  });

  it('D-SHOP: with nothing the money pays for, the shop asks nothing', () => {
    const s = quiet('shop-2', shop);
    inv0(s).money = 0;
    toEncounter(s, shop);
    expect(open(s, shop).kind).toBe('upkeep');
  });

  it('D-OFFER: a service is paid for and gives what it says, within the maximum; declined, nothing changes', () => {
    const care = engineWith([{ line: 'Care.', pass: [{ kind: 'offer', price: 2, gain: [{ kind: 'stamina', n: 4 }] }], passText: 'Care is offered.' }]);
    const s = quiet('care', care);
    const i = inv0(s);
    i.stamina = 3;
    toEncounter(s, care);
    expect(open(s, care)).toMatchObject({ kind: 'offer', default: 'decline', context: { price: 2, money: 4 } });
    answer(s, 'pay', care);
    expect([i.money, i.stamina]).toEqual([2, 6]);
    const t = quiet('care-2', care);
    inv0(t).stamina = 3;
    toEncounter(t, care);
    answer(t, 'decline', care);
    expect([inv0(t).money, inv0(t).stamina]).toEqual([4, 3]);
  });

  it('D-GAIN: an encounter gives the top card of a deck (an ally joins), or a named card while its deck holds one', () => {
    const meet = engineWith([{ line: 'A friend.', pass: [{ kind: 'ally' }, { kind: 'card', card: 'journal' }], passText: 'A friend joins you.' }]);
    const s = quiet('ally', meet);
    const i = inv0(s);
    toTop(s.decks.allies, 'sister-agnes');
    toEncounter(s, meet);
    expect(i.others).toEqual(['quick-feet', 'sister-agnes']);
    expect(i.items).toContain('journal');
    expect([i.sanity, maximumOf(CONTENT, i, 'sanity')]).toEqual([6, 6]);
    expect(revisedCensusProblems(revisedCensus(s, CONTENT))).toEqual([]);
  });
});

// The items of the rules sheet (shared/rules/000, "Items"), one test per card rule.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/index.js';
import { FLUTE_SPECIES } from '../../src/rulesets/classic/engine/card-uses/flute.js';
import { DREAMLANDS } from '../../src/rulesets/classic/engine/card-uses/silver-key.js';
import { begin, content, emptyHands, eventsOf, give, graph, ids, inv, loadouts, meet, node, park, play, promptOf, putGate, putMonster, stillPile } from './support/game.js';

/** Turn 1 ends quietly for both (slot 0 on a street, slot 1 further on); `dice` then serve the Mythos Phase and turn 2. */
function nextTurn(s: GameState, dice: number[]): ReturnType<typeof play> {
  stillPile(s);
  park(s, 0, 'st-01');
  play(s, 0, 'move', 'stay');
  return play(s, 1, 'move', 'go:st-03', dice);
}

/** A game whose slot 0 holds only `cards` (items), both investigators empty-handed otherwise. */
function holding(cards: string[], investigators: [string, string] = ['ben-hale', 'amos-wendell']): GameState {
  const s = begin({ dice: [3, 3, 1, 1], investigators: [investigators] });
  emptyHands(s, 0);
  emptyHands(s, 1);
  for (const card of cards) give(s, 0, 'item', card);
  return s;
}

describe('Items', () => {
  it('Items: the guns and blades are physical weapons; the best kept hand is one 2-handed or two 1-handed weapons', () => {
    const { s, counters } = meet(['elder-thing']);
    give(s, 0, 'item', 'revolver-38');
    give(s, 0, 'item', 'knife');
    give(s, 0, 'item', 'shotgun');
    // The Shotgun (+6, 2 hands) beats the Revolver and the Knife (+3 +1): the only loadout, taken at once.
    const events = play(s, 0, 'sneak-or-fight', `fight:${counters[0]}`, [1, 1, 4]);
    expect(eventsOf(events, 'combat')[0]).toMatchObject({ die: 1, total: 5 + 6 + 1, killed: true });
  });

  it('Items: Enchanted Knife, Sword of Glory and Lamp of Alhazred are magic weapons: in full against a monster only magic harms', () => {
    const { s, counters } = meet(['zombie']);
    for (const card of ['sword-of-glory', 'enchanted-knife', 'lamp-of-alhazred']) give(s, 0, 'item', card);
    const events = play(s, 0, 'sneak-or-fight', `fight:${counters[0]}`, [1, 1]);
    // Two hands: the Sword (+6) and the Knife (+4); Fight counts nothing against the Zombie.
    expect(eventsOf(events, 'combat')[0]).toMatchObject({ die: 1, total: 11, sp: 10, killed: true });
  });

  it('Items: Dynamite is a 2-handed +8 physical weapon, gone after one use', () => {
    const { s, counters } = meet(['elder-thing']);
    give(s, 0, 'item', 'dynamite');
    play(s, 0, 'sneak-or-fight', `fight:${counters[0]}`, [1]);
    expect(loadouts(s).map((o) => o.id)).toEqual(['w:|s:', 'w:dynamite|s:']);
    const events = play(s, 0, 'combat-loadout', 'w:dynamite|s:', [1]);
    expect(eventsOf(events, 'combat')[0]).toMatchObject({ total: 5 + 8 + 1, killed: true });
    expect(eventsOf(events, 'card-lost')).toEqual([{ type: 'card-lost', investigator: 'ben-hale', deck: 'item', card: 'dynamite', reason: 'used' }]);
  });

  it('Items: Holy Water adds +6 magic for the whole game turn it is used in, then it is discarded', () => {
    const { s, counters } = meet(['ghost', 'ghost']);
    give(s, 0, 'item', 'holy-water');
    play(s, 0, 'sneak-or-fight', `fight:${counters[0]}`, [1]);
    play(s, 0, 'combat-loadout', 'w:holy-water|s:', [1]);
    // The second Ghost: no sanity check (same species), and the water, in use, comes along by itself.
    const second = play(s, 0, 'sneak-or-fight', `fight:${counters[1]}`, [1]);
    expect(eventsOf(second, 'combat')[0]).toMatchObject({ total: 7, sp: 6, killed: true });
    const turn2 = play(s, 1, 'move', 'go:st-03', [1, 1, 1, 1, 1, 1]);
    expect(eventsOf(turn2, 'card-lost')).toContainEqual({ type: 'card-lost', investigator: 'ben-hale', deck: 'item', card: 'holy-water', reason: 'one-turn' });
    expect(inv(s, 0).items).toEqual([]);
  });

  it('Items: Silver Bullet, fired from any gun, kills the Werewolf outright (only the bullet counts); one use', () => {
    const { s, counters } = meet(['werewolf']);
    const c = counters[0] ?? -1;
    give(s, 0, 'item', 'revolver-38');
    give(s, 0, 'item', 'silver-bullet');
    play(s, 0, 'sneak-or-fight', `fight:${c}`, [1]);
    expect(loadouts(s).map((o) => [o.id, o.fixed])).toEqual([
      ['w:revolver-38|s:', 0],
      ['w:revolver-38+silver-bullet|s:', 0],
    ]);
    const events = play(s, 0, 'combat-loadout', 'w:revolver-38+silver-bullet|s:', [1]);
    expect(eventsOf(events, 'combat')[0]).toMatchObject({ total: 1, sp: 8, killed: true });
    expect(inv(s, 0).trophies).toEqual([c]);
    expect(inv(s, 0).items).toEqual(['revolver-38']);
    // No gun, no bullet: against another Werewolf the bullet alone is never offered.
    const t = meet(['werewolf']);
    give(t.s, 0, 'item', 'silver-bullet');
    play(t.s, 0, 'sneak-or-fight', `fight:${t.counters[0]}`, [1, 1, 1]);
    expect(inv(t.s, 0).items).toEqual(['silver-bullet']);
  });

  it('Items: Alien Spectacles make one 1-handed physical weapon count as magic', () => {
    const { s, counters } = meet(['zombie']);
    for (const card of ['revolver-38', 'automatic-45', 'alien-spectacles']) give(s, 0, 'item', card);
    // Against the Zombie the guns count 0, but one of them (the .45, +4) strikes as magic.
    const events = play(s, 0, 'sneak-or-fight', `fight:${counters[0]}`, [1, 6]);
    expect(eventsOf(events, 'combat')[0]).toMatchObject({ die: 6, total: 10, killed: true });
  });

  it('Items: Piccolo of Leng: once per turn a coin; heads, the attack draws no counterattack', () => {
    const { s, counters } = meet(['elder-thing']);
    const c = counters[0] ?? -1;
    give(s, 0, 'item', 'piccolo-of-leng');
    play(s, 0, 'sneak-or-fight', `fight:${c}`, [1]);
    expect(loadouts(s).map((o) => o.id)).toEqual(['w:|s:', 'w:piccolo-of-leng|s:']);
    const str = inv(s, 0).str;
    const events = play(s, 0, 'combat-loadout', 'w:piccolo-of-leng|s:', [1, 2]);
    expect(eventsOf(events, 'coin')[0]).toMatchObject({ die: 2, heads: true });
    expect(eventsOf(events, 'attack-cancelled')).toEqual([{ type: 'attack-cancelled', investigator: 'ben-hale', counter: c, card: 'piccolo-of-leng' }]);
    expect(inv(s, 0).str).toBe(str);
    // Used this turn: the next round has no Piccolo (one loadout, taken at once), and the blow lands.
    const again = play(s, 0, 'sneak-or-fight', `fight:${c}`, [1, 2]);
    expect(eventsOf(again, 'coin')).toEqual([]);
    expect(inv(s, 0).str).toBe(str - 2);

    // Tails: the counterattack lands as if there were no Piccolo.
    const tails = meet(['elder-thing']);
    const t = tails.counters[0] ?? -1;
    give(tails.s, 0, 'item', 'piccolo-of-leng');
    play(tails.s, 0, 'sneak-or-fight', `fight:${t}`, [1]);
    const before = inv(tails.s, 0).str;
    const missed = play(tails.s, 0, 'combat-loadout', 'w:piccolo-of-leng|s:', [1, 5, 2]);
    expect(eventsOf(missed, 'coin')[0]).toMatchObject({ die: 5, heads: false });
    expect(eventsOf(missed, 'attack-cancelled')).toEqual([]);
    expect(inv(tails.s, 0).str).toBe(before - 2);
  });

  it("Items: Ruby of R'lyeh adds 3 to every movement roll", () => {
    const s = holding(['ruby-of-rlyeh']);
    const events = nextTurn(s, [4, 5, 1, 2, 1, 1]);
    expect(eventsOf(events, 'move-roll').find((e) => e.investigator === 'ben-hale')).toMatchObject({ dice: [1, 2], bonus: 3, roll: 6 });
  });

  it('Items: Brass Collar gives +1 STR at the start of each turn, up to 7', () => {
    const s = holding(['brass-collar']);
    inv(s, 0).str = 5;
    nextTurn(s, [4, 5, 1, 1, 1, 1]);
    expect(inv(s, 0).str).toBe(6);
    park(s, 0, 'st-01');
    play(s, 0, 'move', 'stay');
    const first = play(s, 1, 'move', 'stay', [4, 5, 1, 1, 1, 1]);
    expect(inv(s, 0).str).toBe(7);
    expect(eventsOf(first, 'card-used').filter((e) => e.card === 'brass-collar')).toEqual([
      { type: 'card-used', investigator: 'ben-hale', card: 'brass-collar', mode: null, target: 'ben-hale', dice: [] },
    ]);
    park(s, 0, 'st-01');
    play(s, 0, 'move', 'stay');
    const second = play(s, 1, 'move', 'stay', [4, 5, 1, 1, 1, 1]);
    expect(s.turn).toBe(4);
    expect(inv(s, 0).str).toBe(7);
    expect(eventsOf(second, 'card-used').filter((e) => e.card === 'brass-collar')).toEqual([]);
  });

  it('Items: Taxi Whistle: at the start of the move, $1 and a ride to anywhere in Arkham; one use', () => {
    const s = holding(['taxi-whistle']);
    const money = inv(s, 0).money;
    const p = promptOf(s, 0);
    expect(ids(p)).toContain('whistle:woods');
    const events = play(s, 0, 'move', 'whistle:st-40');
    expect(eventsOf(events, 'moved')[0]).toMatchObject({ to: 'st-40', taxi: true, price: 1, cost: 0 });
    expect(inv(s, 0)).toMatchObject({ at: node('st-40'), money: money - 1, items: [] });
    expect(eventsOf(events, 'card-used')[0]).toMatchObject({ card: 'taxi-whistle', target: 'st-40' });
  });

  it('Items: Taxi Whistle: the taxi is blocked by monsters like a vehicle, stopping short of the blocked space', () => {
    const s = holding(['taxi-whistle']);
    putMonster(s, 'maniac', 'st-40');
    const p = promptOf(s, 0);
    if (p.kind !== 'move') throw new Error('no move prompt');
    const ride = p.options.find((o) => o.id === 'whistle:st-40');
    if (!ride || !('end' in ride)) throw new Error('no ride');
    expect(ride.end).not.toBe('st-40');
    expect(ride.stoppedAt).toBe(ride.end);
    expect(graph.neighbours(node('st-40'))).toContain(node(ride.end));
  });

  it("Items: Healing Stone: once per turn, +D6 STR to someone in one's space who passes a Strength check (the target's)", () => {
    const s = holding(['healing-stone']);
    inv(s, 1).str = 3;
    expect(ids(promptOf(s, 0))).toEqual(expect.arrayContaining(['use:healing-stone:ben-hale', 'use:healing-stone:amos-wendell']));
    const events = play(s, 0, 'move', 'use:healing-stone:amos-wendell', [3, 4]);
    expect(eventsOf(events, 'check')[0]).toMatchObject({ investigator: 'amos-wendell', check: 'strength', die: 3, target: 3, pass: true });
    expect(inv(s, 1).str).toBe(7);
    const p = promptOf(s, 0);
    expect(p.kind).toBe('move');
    expect(ids(p).filter((id) => id.startsWith('use:healing-stone'))).toEqual([]);
  });

  it('Items: Healing Stone: option healingStoneCheck "user": the user rolls the Strength check', () => {
    const s = begin({ dice: [3, 3, 1, 1], investigators: [['ben-hale', 'amos-wendell']], options: { healingStoneCheck: 'user' } });
    emptyHands(s, 0);
    give(s, 0, 'item', 'healing-stone');
    inv(s, 0).str = 1;
    inv(s, 1).str = 3;
    const events = play(s, 0, 'move', 'use:healing-stone:amos-wendell', [3]);
    expect(eventsOf(events, 'check')[0]).toMatchObject({ investigator: 'ben-hale', target: 1, pass: false });
    expect(inv(s, 1).str).toBe(3);
  });

  it('Items: Brazen Head: two D6, each 1–5 a free spell, each 6 a monster that must be met; then discarded', () => {
    const s = holding(['brazen-head']);
    stillPile(s);
    const events = play(s, 0, 'move', 'use:brazen-head', [3, 6]);
    expect(eventsOf(events, 'card-used')[0]).toMatchObject({ card: 'brazen-head', dice: [3, 6] });
    expect(eventsOf(events, 'card-gained').map((e) => e.deck)).toEqual(['spell']);
    expect(eventsOf(events, 'monster-appeared')).toHaveLength(1);
    expect(inv(s, 0).items).toEqual([]);
    expect(promptOf(s, 0).kind).toBe('sneak-or-fight');
  });

  it("Items: Dragon's Eye banishes any one monster in Arkham (back to the pile) and costs D6 STR; discarded", () => {
    const s = holding(['dragons-eye']);
    const c = putMonster(s, 'dhole', 'st-40');
    const events = play(s, 0, 'move', `use:dragons-eye:banish:${c}`, [3]);
    expect(eventsOf(events, 'monster-returned')).toEqual([{ type: 'monster-returned', counter: c, species: 'dhole', reason: 'banished' }]);
    expect(s.monsters).toEqual([]);
    expect(inv(s, 0)).toMatchObject({ str: 2, items: [] });
    expect(promptOf(s, 0).kind).toBe('move');
  });

  it('Items: Blue Watcher of the Pyramid closes any one gate without its far side seen: gate and guardians are trophies; D6 STR', () => {
    const s = holding(['blue-watcher']);
    putGate(s, 'abyss', 'woods');
    const guardian = putMonster(s, 'ghoul', 'woods');
    // At the gate, as the attack on it (option gemGateClosing, gem-gate-closing.test.ts): the Ghoul's sanity check first.
    inv(s, 0).at = node('woods');
    play(s, 0, 'move', 'stay');
    const events = play(s, 0, 'attack-gate', 'use:blue-watcher:close:woods', [1, 2]);
    expect(eventsOf(events, 'gate-closed')[0]).toMatchObject({ investigator: 'ben-hale', location: 'woods', world: 'abyss' });
    expect(inv(s, 0)).toMatchObject({ gateTrophies: ['abyss'], trophies: [guardian], str: 3, items: [] });
  });

  it('Items: Elder Sign closes a gate seen from both sides, costs 2 Sanity, moves Doom back 1, and seals the location against gates and monsters', () => {
    // Its far side unseen, the gate is not the Elder Sign's to close.
    const unseen = holding(['elder-sign']);
    putGate(unseen, 'abyss', 'woods', true);
    inv(unseen, 0).at = node('woods');
    play(unseen, 0, 'move', 'stay');
    expect(promptOf(unseen, 0).kind).toBe('gate-or-location');
    expect(ids(promptOf(unseen, 0)).filter((id) => id.startsWith('use:'))).toEqual([]);

    const s = holding(['elder-sign']);
    putGate(s, 'abyss', 'woods', true);
    Object.assign(inv(s, 0), { at: node('woods'), explored: node('woods') });
    play(s, 0, 'move', 'stay');
    const p = promptOf(s, 0);
    expect(p.kind).toBe('gate-or-location');
    expect(ids(p)).toContain('use:elder-sign:woods');
    const doom = s.doom;
    const events = play(s, 0, 'gate-or-location', 'use:elder-sign:woods');
    expect(eventsOf(events, 'gate-sealed')).toEqual([{ type: 'gate-sealed', investigator: 'ben-hale', location: 'woods', doom: doom - 1 }]);
    expect(eventsOf(events, 'gate-closed')).toHaveLength(1);
    expect(s.doom).toBe(doom - 1);
    expect(inv(s, 0)).toMatchObject({ san: 3, gateTrophies: ['abyss'], items: [] });
    expect(s.elderSigns).toEqual([node('woods')]);
    expect(s.boardCards).toEqual([{ n: node('woods'), card: 'elder-sign' }]);
  });

  it('Items: Elder Sign: a monster that would appear at its location does not', () => {
    const s = holding([]);
    s.elderSigns.push(node('woods'));
    inv(s, 0).at = node('woods');
    const events = play(s, 0, 'move', 'stay', [1]);
    expect(eventsOf(events, 'monster-blocked')).toEqual([{ type: 'monster-blocked', location: 'woods', reason: 'elder-sign' }]);
    expect(s.monsters).toEqual([]);
  });

  it('Items: Flute of the Outer Gods banishes one of the listed monsters in its space (not others); discarded', () => {
    const { s, counters } = meet(['gug', 'ghoul']);
    const [gug, ghoul] = counters;
    give(s, 0, 'item', 'flute-of-the-outer-gods');
    const p = promptOf(s, 0);
    expect(ids(p).filter((id) => id.startsWith('use:'))).toEqual([`use:flute-of-the-outer-gods:${gug}`]);
    const events = play(s, 0, 'sneak-or-fight', `use:flute-of-the-outer-gods:${gug}`);
    expect(eventsOf(events, 'monster-returned')[0]).toMatchObject({ counter: gug, reason: 'banished' });
    expect(s.monsters.map((m) => m.c)).toEqual([ghoul]);
    expect(inv(s, 0).items).toEqual([]);
    expect(promptOf(s, 0).kind).toBe('sneak-or-fight');
  });

  it("Items: Silver Key marks a spot; from it, after a sanity check, to Earth's Dreamlands (box 2)", () => {
    const s = holding(['silver-key']);
    play(s, 0, 'move', 'use:silver-key:mark:train-station');
    expect(inv(s, 0).cards.keyMark).toEqual({ at: node('train-station'), world: null, box: 0 });
    expect(ids(promptOf(s, 0))).toContain('use:silver-key:travel');
    const events = play(s, 0, 'move', 'use:silver-key:travel', [5, 6]);
    expect(eventsOf(events, 'check')[0]).toMatchObject({ check: 'sanity', die: 5, pass: true });
    expect(eventsOf(events, 'box')[0]).toMatchObject({ world: 'earths-dreamlands', box: 2 });
    expect(eventsOf(events, 'table-roll')[0]).toMatchObject({ table: 'world', id: 'earths-dreamlands', die: 6 });
    expect(inv(s, 0)).toMatchObject({ world: 'earths-dreamlands', box: 2, at: -1, done: true });
  });

  it("Items: Silver Key: from Earth's Dreamlands back to the marked spot at the start of a turn; a failed check keeps it shut", () => {
    const s = holding(['silver-key']);
    Object.assign(inv(s, 0), { world: 'earths-dreamlands', box: 2, at: -1, flow: [{ k: 'turn', slot: 0, stage: 'start', ask: 0 }] });
    inv(s, 0).cards.keyMark = { at: node('st-01'), world: null, box: 0 };
    play(s, 1, 'move', 'go:st-03', []);
    const p = promptOf(s, 0);
    expect(p.kind).toBe('use-cards');
    expect(ids(p)).toEqual(['go-on', 'use:silver-key:travel']);
    const events = play(s, 0, 'use-cards', 'use:silver-key:travel', [1]);
    expect(eventsOf(events, 'returned')[0]).toMatchObject({ world: 'earths-dreamlands', location: 'st-01' });
    // The key was the move: the (empty) street is the encounter, and the turn is over.
    const ended = events.findIndex((e) => e.type === 'turn-ended' && e.investigator === 'ben-hale');
    expect(ended).toBeGreaterThan(0);
    expect(eventsOf(events.slice(0, ended), 'move-roll')).toEqual([]);
    expect(inv(s, 0)).toMatchObject({ at: node('st-01'), world: null });
    const t = holding(['silver-key']);
    Object.assign(inv(t, 0), { world: 'earths-dreamlands', box: 2, at: -1, flow: [{ k: 'turn', slot: 0, stage: 'start', ask: 0 }] });
    inv(t, 0).cards.keyMark = { at: node('st-01'), world: null, box: 0 };
    play(t, 1, 'move', 'go:st-03', []);
    const failed = play(t, 0, 'use-cards', 'use:silver-key:travel', [6, 1]);
    expect(eventsOf(failed, 'check')[0]).toMatchObject({ pass: false });
    expect(inv(t, 0)).toMatchObject({ world: 'earths-dreamlands', box: 1 });
  });

  it('Items: the content the card rules name is there (the Flute\'s species, Earth\'s Dreamlands for the Silver Key)', () => {
    const species = content.monsters.map((m) => m.id);
    for (const id of FLUTE_SPECIES) expect(species).toContain(id);
    expect(content.otherWorlds.map((w) => w.id)).toContain(DREAMLANDS);
  });
});

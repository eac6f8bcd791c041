// The revised game played through its engine (docs/revised-rules.md, "Our design" and the rules the
// phases call): setup, Upkeep sliders, Movement and the monsters met, gates entered, Other Worlds,
// gates closed and sealed, the Mythos Phase's terror and Outskirts, the final battle, and the engine's
// promises (same seed and answers, same game; rule violations as values).
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../src/engine/index.js';
import { engineForRuleset } from '../../src/rulesets/registry.js';
import type { RevisedEvent, RevisedGameState } from '../../src/engine/index.js';
import { CONTENT } from './support/revised.js';
import { ENGINE, answer, ids, newGame, open, quiet, until } from './support/revised-game.js';

const inv0 = (s: RevisedGameState) => {
  const i = s.invs[0];
  if (i === undefined) throw new Error('no investigator');
  return i;
};

describe('revised setup', () => {
  it('D-SETUP: each player\'s investigator starts at home with the sheet\'s money, Clue tokens and cards; the first Mythos opens a gate', () => {
    const s = newGame(2, 'setup', ['ned', 'elias']);
    expect(s.invs.map((i) => [i.id, i.player, i.place, i.money, i.clues, i.items])).toEqual([
      ['ned', 'p1', { kind: 'arkham', node: 'rail-yard' }, 4, 1, ['pistol', 'tonic']],
      ['elias', 'p2', { kind: 'arkham', node: 'library' }, 2, 3, ['wither', 'mend']],
    ]);
    expect(s.invs.map((i) => i.others)).toEqual([['quick-feet'], ['scholar']]);
    expect(s.board.doom).toBe(1);
    expect(Object.keys(s.board.gates)).toHaveLength(1);
    expect(Object.values(s.board.monsters).flat()).toHaveLength(1);
    expect(s.board.monsterLimit).toBe(5);
    expect([s.phase, s.turn]).toEqual(['upkeep', 1]);
    expect(open(s)).toMatchObject({ kind: 'upkeep', investigator: 'ned', slot: 0 });
  });

  it('D-SLIDERS: sliders set each skill pair from the sheet', () => {
    const s = newGame(1, 'sliders', ['ned']);
    expect(inv0(s).skills).toEqual({ speed: 3, sneak: 3, fight: 3, will: 3, lore: 2, luck: 2 });
  });

  it('the engine refuses a setup it cannot play: no player, a player twice, an unknown investigator', () => {
    expect(() => ENGINE.start({ players: [] }, 1)).toThrow(/at least one player/);
    expect(() => ENGINE.start({ players: [{ id: 'a' }, { id: 'a' }] }, 1)).toThrow(/twice/);
    expect(() => ENGINE.start({ players: [{ id: 'a', investigators: ['nobody'] }] }, 1)).toThrow(/no investigator/);
  });
});

describe('revised engine promises', () => {
  const play = (seed: string): string[] => {
    const s = newGame(3, seed);
    const out: string[] = [];
    for (let n = 0; n < 300 && s.phase !== 'over'; n += 1) {
      const p = open(s);
      const pick = p.options[n % p.options.length];
      out.push(...answer(s, pick?.id ?? p.default).map((e) => JSON.stringify(e)));
    }
    return out;
  };

  it('the same seed and the same answers play the same game', () => {
    expect(play('twice')).toEqual(play('twice'));
    expect(play('twice')).not.toEqual(play('other'));
  });

  it('D-ERRORS: a stale prompt, a stale version and an option not offered are refused as values, changing nothing', () => {
    const s = newGame(1);
    const p = open(s);
    const before = JSON.stringify(s);
    const refused = [
      ENGINE.applyAnswerInPlace(s, { promptId: 'p999', optionId: 'done', version: s.version }),
      ENGINE.applyAnswerInPlace(s, { promptId: p.id, optionId: 'done', version: s.version + 1 }),
      ENGINE.applyAnswerInPlace(s, { promptId: p.id, optionId: 'fly', version: s.version }),
    ].map((e) => (isRuleError(e) ? e.error : 'applied'));
    expect(refused).toEqual(['rule/stale_prompt', 'rule/stale_version', 'rule/illegal_option']);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('D-DEADLINE: a deadline answers the phase\'s open prompts with their defaults, and leaves the input state alone', () => {
    const s = newGame(2, 'deadline');
    const before = JSON.stringify(s);
    const step = ENGINE.endPhaseByDeadline(s);
    expect(JSON.stringify(s)).toBe(before);
    expect(step.state.phase).not.toBe('upkeep');
    expect(step.state.version).toBe(s.version + 1);
    expect(step.state.invs.every((i) => !i.acted)).toBe(true);
  });

  it('engineForRuleset gives each ruleset its engine and refuses the other\'s content', () => {
    const e = engineForRuleset('revised', CONTENT);
    expect(e.start({ players: [{ id: 'a' }] }, 1).state.ruleset).toBe('revised');
    expect(() => engineForRuleset('classic', CONTENT as never)).toThrow(/classic content/);
  });

  it('every prompt has option ids and labels, and its default among them', () => {
    const s = newGame(2, 'labels');
    for (let n = 0; n < 200 && s.phase !== 'over'; n += 1) {
      const p = open(s);
      expect(p.options.every((o) => o.id.length > 0 && o.label.length > 0)).toBe(true);
      expect(ids(p)).toContain(p.default);
      answer(s, p.default);
    }
  });
});

describe('revised Upkeep and Movement', () => {
  it('D-SLIDERS: a slider step raises one of the pair and lowers the other; focus bounds the steps', () => {
    const s = quiet('focus');
    expect(ids(open(s))).toEqual(expect.arrayContaining(['done', 'slide:speed:up', 'slide:speed:down']));
    // Each step says what it leaves the pair at.
    const labels = new Map(open(s).options.map((o) => [o.id, o.label]));
    expect(labels.get('slide:speed:up')).toBe('Raise Speed to 4, Sneak down to 2');
    expect(labels.get('slide:speed:down')).toBe('Raise Sneak to 4, Speed down to 2');
    answer(s, 'slide:speed:up');
    expect([inv0(s).skills.speed, inv0(s).skills.sneak]).toEqual([4, 2]);
    answer(s, 'slide:lore:down');
    expect([inv0(s).skills.lore, inv0(s).skills.luck]).toEqual([1, 3]);
    expect(open(s).kind).toBe('move');
  });

  it('D-MOVE: movement points are the Speed; each step goes to a neighbouring area', () => {
    const s = quiet('move');
    answer(s, 'done');
    const p = open(s);
    expect(p).toMatchObject({ kind: 'move', context: { at: 'rail-yard', points: 3 } });
    expect(ids(p)).toEqual(['stay', 'go:northside']);
    answer(s, 'go:northside');
    expect(open(s).context).toMatchObject({ at: 'northside', points: 2 });
  });

  it('R-EVADE-1: leaving an area with a monster means evading or fighting it first', () => {
    const s = quiet('evade');
    answer(s, 'done');
    s.board.monsters = { 'rail-yard': ['rat'] };
    s.cup.splice(s.cup.indexOf('rat'), 1);
    answer(s, 'go:northside');
    const face = open(s);
    expect(face.kind).toBe('face');
    expect(ids(face)).toEqual(['evade:rat', 'fight:rat']);
    expect(face.options[0]).toMatchObject({ dice: 3, needed: 1 });
    s.forcedDice = [6, 1, 1];
    answer(s, 'evade:rat');
    expect(inv0(s).place).toEqual({ kind: 'arkham', node: 'northside' });
  });

  it('R-EVADE-3, D-FIGHT-STOPS: a failed Evade check deals the damage and a battle follows; the move ends after it', () => {
    const s = quiet('battle');
    answer(s, 'done');
    s.board.monsters = { 'rail-yard': ['rat'] };
    s.cup.splice(s.cup.indexOf('rat'), 1);
    answer(s, 'go:northside');
    s.forcedDice = [1, 1, 1, 6, 1, 1];
    answer(s, 'evade:rat');
    expect(inv0(s).stamina).toBe(5);
    const battle = open(s);
    expect(battle.kind).toBe('battle');
    expect(ids(battle)).toEqual(['fight', 'fight:pistol', 'flee']);
    s.forcedDice = [6, 1, 1, 1, 1, 1, 1];
    const after = answer(s, 'fight:pistol');
    expect(inv0(s).trophies).toEqual(['rat']);
    expect(after).toContainEqual({ type: 'defeated', inv: 'ned', monster: 'rat' });
    expect(after.some((e) => e.type === 'moved')).toBe(false);
    expect(after).toContainEqual({ type: 'phase', phase: 'arkham', turn: 1 });
  });
});

describe('revised surprise', () => {
  it('R-SURPRISE-1: a monster that surprises cannot be evaded: the battle begins, with no fleeing in its first round', () => {
    const s = quiet('surprise-move');
    answer(s, 'done');
    s.board.monsters = { 'rail-yard': ['grave-eater'] };
    s.cup.splice(s.cup.indexOf('grave-eater'), 1);
    s.forcedDice = [6, 6, 6];
    const events = answer(s, 'go:northside');
    expect(events).toContainEqual({ type: 'battle-began', inv: 'ned', monster: 'grave-eater', surprise: true });
    const battle = open(s);
    expect(battle.kind).toBe('battle');
    expect(ids(battle)).not.toContain('flee');
    s.forcedDice = [1, 1, 1, 1, 1, 1];
    answer(s, 'fight:pistol');
    expect(ids(open(s))).toContain('flee');
  });
});

describe('revised gates and Other Worlds', () => {
  /** A one-player game with Ned standing at an open gate in the Arkham Encounters Phase. */
  function atGate(seed = 'gate'): RevisedGameState {
    const s = quiet(seed);
    const world = s.board.gateStack.pop() ?? '';
    s.board.gates = { 'rail-yard': world };
    answer(s, 'done');
    return s;
  }

  it('D-ENCOUNTERS: an open gate at the location draws the investigator to the first area of its world', () => {
    const s = atGate();
    const world = s.board.gates['rail-yard'];
    const events = answer(s, 'stay');
    expect(events).toContainEqual({ type: 'entered-gate', inv: 'ned', location: 'rail-yard', world });
    expect(events.some((e) => e.type === 'encounter' && e.at === world)).toBe(true);
  });

  it('D-RETURN: the first area leads to the second, the second back through the gate with the explored marker; then the gate may be closed', () => {
    // A seed whose Other World encounters leave Ned on his feet and in the world (none loses him in time and space).
    const s = atGate('gate-return');
    const world = s.board.gates['rail-yard'] ?? '';
    const events = answer(s, 'stay');
    for (let n = 0; n < 50 && open(s).kind !== 'close-gate'; n += 1) events.push(...answer(s, open(s).default));
    const i = inv0(s);
    expect(events.filter((e) => e.type === 'entered-gate' || e.type === 'world-moved' || e.type === 'returned')).toEqual([
      { type: 'entered-gate', inv: 'ned', location: 'rail-yard', world },
      { type: 'world-moved', inv: 'ned', world, area: 2 },
      { type: 'returned', inv: 'ned', location: 'rail-yard', world },
    ]);
    expect(i.explored).toBe('rail-yard');
    const close = open(s);
    expect(ids(close)).toEqual(['close:fight', 'close:lore', 'leave']);
    i.clues = 5;
    s.forcedDice = [6, 1, 1, 1];
    answer(s, 'close:fight');
    expect(s.board.gates['rail-yard']).toBeUndefined();
    expect(i.gateTrophies).toEqual([world]);
    expect(open(s).kind).toBe('seal');
  });

  it('R-CHECK-4: after a failed check the player may spend Clue tokens, one more die each', () => {
    const s = newGame(1, 'clue-dice', ['ned']);
    const i = inv0(s);
    const world = Object.values(s.board.gates)[0] ?? '';
    s.board.gates = { 'rail-yard': world };
    s.board.monsters = {};
    i.place = { kind: 'arkham', node: 'rail-yard' };
    i.delayed = false;
    i.explored = 'rail-yard';
    i.clues = 2;
    answer(s, 'done');
    answer(s, 'stay');
    s.forcedDice = [1, 1, 1, 1];
    answer(s, 'close:fight');
    const spend = open(s);
    expect(spend).toMatchObject({ kind: 'clues', context: { check: 'close-gate', successes: 0, needed: 1, clues: 2 } });
    expect(ids(spend)).toEqual(['spend:0', 'spend:1', 'spend:2']);
    s.forcedDice = [2, 6];
    answer(s, 'spend:2');
    expect(i.clues).toBe(0);
    expect(s.board.gates['rail-yard']).toBeUndefined();
  });

  it('D-WIN: the last gate closed with a gate trophy per investigator wins the game', () => {
    const s = newGame(1, 'win', ['ned']);
    const i = inv0(s);
    const world = Object.values(s.board.gates)[0] ?? '';
    s.board.gates = { 'rail-yard': world };
    s.board.monsters = {};
    i.place = { kind: 'arkham', node: 'rail-yard' };
    i.delayed = false;
    i.explored = 'rail-yard';
    answer(s, 'done');
    answer(s, 'stay');
    s.forcedDice = [6, 6, 6, 6];
    answer(s, 'close:fight');
    expect(s.phase).toBe('over');
    expect(s.outcome).toEqual({ result: 'won', reason: 'gates-closed' });
  });

  it('D-SEAL: sealing costs 3 Clue tokens and puts an elder sign there; five elder signs win', () => {
    const s = newGame(1, 'seal', ['ned']);
    const i = inv0(s);
    const world = Object.values(s.board.gates)[0] ?? '';
    s.board.gates = { 'rail-yard': world, 'town-square': world };
    s.board.monsters = {};
    s.board.elderSigns = ['a', 'b', 'c', 'd'];
    i.explored = 'rail-yard';
    i.clues = 6;
    answer(s, 'done');
    answer(s, 'stay');
    s.forcedDice = [6, 6, 6, 6];
    answer(s, 'close:fight');
    answer(s, 'seal');
    expect(i.clues).toBe(3);
    expect(s.board.elderSigns).toContain('rail-yard');
    expect(s.outcome).toEqual({ result: 'won', reason: 'sealed' });
  });
});

describe('revised Mythos Phase and the final battle', () => {
  it('D-GATE-LIMIT, D-ANCIENT: too many open gates wake the Ancient One: the doom track fills and the final battle begins', () => {
    const s = newGame(1, 'limit', ['ned']);
    const world = Object.values(s.board.gates)[0] ?? '';
    const sites = CONTENT.mythos.map((m) => m.gate);
    for (const site of sites.slice(0, 12)) if (Object.keys(s.board.gates).length < 7) s.board.gates[site] = world;
    s.board.gateStack.push(world);
    const p = until(s, 'final-attack');
    expect(s.phase).toBe('final-attack');
    expect(s.board.doom).toBe(s.board.doomTrack);
    expect(s.final).toMatchObject({ round: 1, by: expect.stringMatching(/gates|doom/) });
    expect(p.options[0]).toMatchObject({ id: 'fight', needed: 1 });
  });

  it('D-ANCIENT: successes take doom tokens off; the Ancient One strikes for Stamina or Sanity; an empty track wins', () => {
    const s = newGame(1, 'final', ['ned']);
    s.board.gateStack = [];
    const world = Object.values(s.board.gates)[0] ?? '';
    for (const m of CONTENT.mythos) s.board.gates[m.gate] = world;
    until(s, 'final-attack');
    s.board.doom = 2;
    s.forcedDice = [6, 6, 1, 1, 1];
    answer(s, 'fight:pistol');
    expect(s.outcome).toEqual({ result: 'won', reason: 'ancient-one-banished' });
  });

  it('D-ANCIENT: an investigator at 0 is devoured; all devoured loses the game', () => {
    const s = newGame(1, 'devoured', ['ned']);
    const world = Object.values(s.board.gates)[0] ?? '';
    for (const m of CONTENT.mythos) s.board.gates[m.gate] = world;
    until(s, 'final-attack');
    s.forcedDice = [1, 1, 1, 1, 1];
    answer(s, 'fight:pistol');
    const harm = open(s);
    expect(harm.kind).toBe('final-harm');
    expect(ids(harm)).toEqual(['stamina', 'sanity']);
    inv0(s).sanity = 1;
    answer(s, 'sanity');
    expect(s.outcome).toEqual({ result: 'lost', reason: 'devoured' });
  });

  it('D-OUTSKIRTS, D-TERROR: monsters beyond the Outskirts\' limit go back to the cup and the terror level rises', () => {
    const s = newGame(7, 'outskirts');
    s.board.monsterLimit = 0;
    s.board.outskirts = [];
    const before = s.terror;
    const events = [] as string[];
    for (let n = 0; n < 400 && s.turn < 3 && s.phase !== 'over'; n += 1) events.push(...answer(s, open(s).default).map((e) => e.type));
    expect(events).toContain('outskirts-cleared');
    expect(s.terror).toBeGreaterThan(before);
  });
});

describe('revised turn order, status and upkeep', () => {
  it('D-ORDER: the investigators act one after another from the first player; the token passes after the Mythos Phase', () => {
    const s = newGame(3, 'order');
    const seen: string[] = [];
    while (s.turn === 1 && s.phase === 'upkeep') {
      const p = open(s);
      seen.push(p.investigator);
      answer(s, 'done');
    }
    expect(seen).toEqual(s.invs.map((i) => i.id));
    until(s, 'upkeep');
    expect(s.firstPlayer).toBe(1);
    expect(open(s).investigator).toBe(s.invs[1]?.id);
  });

  it('D-HEAL, R-CAST-4: in Upkeep a healing spell may be cast once: its cost paid, Stamina back per success', () => {
    const s = quiet('heal');
    const i = inv0(s);
    i.items = ['mend'];
    i.stamina = 2;
    expect(ids(open(s))).toContain('cast:mend');
    s.forcedDice = [6, 6, 1];
    answer(s, 'cast:mend');
    expect([i.stamina, i.sanity]).toEqual([4, 4]);
    expect(ids(open(s))).not.toContain('cast:mend');
  });

  it('R-STATUS-3, D-QUIET: knocked out in Arkham, the player discards half the items and goes to the Hospital with 1 Stamina, with no encounter that turn', () => {
    const s = quiet('knocked');
    const i = inv0(s);
    i.items = ['pistol', 'knife'];
    answer(s, 'done');
    s.board.monsters = { 'rail-yard': ['worm'] };
    s.cup.splice(s.cup.indexOf('worm'), 1);
    i.stamina = 1;
    answer(s, 'go:northside');
    s.forcedDice = [1, 1, 1];
    answer(s, 'evade:worm');
    const discard = open(s);
    expect(discard).toMatchObject({ kind: 'discard', context: { cause: 'unconscious', left: 1 } });
    const events = answer(s, 'discard:knife');
    expect(i.items).toEqual(['pistol']);
    expect(i.stamina).toBe(1);
    expect(events.some((e) => e.type === 'collapsed' && e.to.kind === 'arkham' && e.to.node === 'st-marys-hospital')).toBe(true);
    expect(events.some((e) => e.type === 'encounter' && e.inv === 'ned')).toBe(false);
    expect(s.cup).toContain('worm');
  });

  it('D-LOST-RETURN: lost in time and space, the investigator stands up, then comes back where the player picks', () => {
    const s = quiet('lost');
    const i = inv0(s);
    i.place = { kind: 'lost' };
    i.delayed = true;
    const events = answer(s, 'done');
    expect(events).toContainEqual({ type: 'stood-up', inv: 'ned' });
    const back = until(s, 'lost-return');
    expect(back.options).toHaveLength(Object.values(CONTENT.board).filter((a) => a.kind === 'location').length);
    answer(s, 'return:library');
    expect(i.place).toEqual({ kind: 'arkham', node: 'library' });
  });

  it('D-SURGE: a Mythos card at a location with an open gate opens none: a monster comes out of every open gate', () => {
    const s = quiet('surge');
    const card = s.decks.mythos[s.decks.mythos.length - 1] ?? '';
    const gate = CONTENT.mythos.find((m) => m.id === card)?.gate ?? '';
    const world = s.board.gateStack.pop() ?? '';
    const other = CONTENT.mythos.map((m) => m.gate).find((g) => g !== gate) ?? '';
    s.board.gates = { [gate]: world, [other]: world };
    inv0(s).place = { kind: 'arkham', node: 'library' };
    const doom = s.board.doom;
    const events: string[] = [];
    for (let n = 0; n < 40 && s.phase !== 'mythos' && s.turn === 1; n += 1) events.push(...answer(s, open(s).default).map((e) => JSON.stringify(e)));
    const surge = events.map((e) => JSON.parse(e) as { type: string; monsters?: string[] }).find((e) => e.type === 'surge');
    expect(surge?.monsters).toHaveLength(2);
    expect(s.board.doom).toBe(doom);
  });
});

describe('revised rules the phases now call', () => {
  it('R-ARREST-1: arrested, the next turn is skipped but for standing up and walking to the Police Station', () => {
    const s = quiet('jail');
    const i = inv0(s);
    i.place = { kind: 'arkham', node: 'police-station-jail' };
    i.delayed = true;
    i.jailed = true;
    const events = answer(s, 'done');
    expect(events).toContainEqual({ type: 'stood-up', inv: 'ned' });
    expect(i.place.kind === 'arkham' ? i.place.node : '').toBe('police-station');
    expect(events.some((e) => e.type === 'encounter')).toBe(false);
  });

  it('R-HANDS-3: in the final battle a spell is cast anew each round', () => {
    const s = newGame(1, 'recast', ['ned']);
    const world = Object.values(s.board.gates)[0] ?? '';
    for (const m of CONTENT.mythos) s.board.gates[m.gate] = world;
    inv0(s).items = ['pistol', 'wither'];
    until(s, 'final-attack');
    const casts: boolean[] = [];
    for (let round = 0; round < 2; round += 1) {
      s.forcedDice = [6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
      casts.push(answer(s, 'fight:wither+pistol').some((e) => e.type === 'cast'));
      if (s.phase === 'over') break;
      answer(s, 'stamina');
    }
    expect(casts).toEqual([true, true]);
  });

  it('R-CLUE-1, D-CLUE-TAKER: a Clue token appearing where an investigator stands is taken at once', () => {
    const s = quiet('clue');
    const card = s.decks.mythos[s.decks.mythos.length - 1] ?? '';
    const clue = CONTENT.mythos.find((m) => m.id === card)?.clue ?? '';
    const i = inv0(s);
    i.place = { kind: 'arkham', node: clue };
    const before = i.clues;
    const events: RevisedEvent[] = [];
    for (let n = 0; n < 40 && s.turn === 1; n += 1) events.push(...answer(s, open(s).kind === 'move' ? 'stay' : open(s).default));
    expect(events).toContainEqual({ type: 'clue-placed', location: clue, takenBy: 'ned' });
    expect(i.clues).toBeGreaterThan(before);
  });
});

// The revised Mythos Phase's gate and clue steps (shared/rules/003; docs/revised-rules.md R-GATE-*,
// R-CLUE-1), with the first player's worked example.
import { describe, expect, it } from 'vitest';
import { openGate, placeClue } from '../../src/rulesets/revised/engine/mythos-gate.js';
import { investigator, runWith } from './support/revised.js';

const here = (node: string): { place: { kind: 'arkham'; node: string } } => ({ place: { kind: 'arkham', node } });

describe('revised gate opening', () => {
  it('R-GATE-6: the first player\'s example: a doom token, the top gate marker placed on the cave, a monster from the cup there', () => {
    const r = runWith([investigator('ned')]);
    r.s.board.gateStack = ['drowned-city', 'far-moon'];
    r.s.cup = ['worm'];
    expect(openGate(r, 'black-cave')).toEqual({ kind: 'opened', world: 'far-moon', monsters: ['worm'] });
    expect(r.s.board).toMatchObject({ doom: 1, gates: { 'black-cave': 'far-moon' }, gateStack: ['drowned-city'], monsters: { 'black-cave': ['worm'] } });
    expect(r.ev.map((e) => e.type)).toEqual(['doom', 'gate-opened', 'monster-placed']);
  });

  it('R-GATE-1: the doom token comes first; with the track full no gate marker is drawn', () => {
    const r = runWith([investigator('ned')]);
    r.s.board.gateStack = ['far-moon'];
    r.s.board.doom = 11;
    r.s.cup = ['rat'];
    expect(openGate(r, 'black-cave')).toEqual({ kind: 'awakened' });
    expect(r.s.board).toMatchObject({ doom: 12, gates: {}, gateStack: ['far-moon'] });
    expect(r.s.cup).toEqual(['rat']);
  });

  it('R-GATE-2: at the monster limit the drawn monster goes to the Outskirts', () => {
    const r = runWith([investigator('ned')]);
    r.s.board.gateStack = ['far-moon'];
    r.s.board.monsterLimit = 1;
    r.s.board.monsters = { northside: ['mist'] };
    r.s.cup = ['rat'];
    openGate(r, 'black-cave');
    expect(r.s.board.outskirts).toEqual(['rat']);
    expect(r.s.board.monsters['black-cave']).toBeUndefined();
  });

  it('R-GATE-3: with five or more investigators two monsters are drawn; with four, one', () => {
    const five = runWith(['ned', 'ada', 'elias', 'odile', 'ned'].map((c) => investigator(c, {}, here('rivertown'))));
    five.s.board.gateStack = ['far-moon'];
    five.s.cup = ['rat', 'mist', 'worm'];
    expect(openGate(five, 'black-cave')).toMatchObject({ kind: 'opened' });
    expect(five.s.board.monsters['black-cave']).toHaveLength(2);
    expect(five.s.cup).toHaveLength(1);
    const four = runWith(['ned', 'ada', 'elias', 'odile'].map((c) => investigator(c, {}, here('rivertown'))));
    four.s.board.gateStack = ['far-moon'];
    four.s.cup = ['rat', 'mist', 'worm'];
    openGate(four, 'black-cave');
    expect(four.s.board.monsters['black-cave']).toHaveLength(1);
  });

  it('R-GATE-4, R-GATE-5: investigators at the location are drawn through, delayed; the monsters there are not', () => {
    const ned = investigator('ned', {}, here('black-cave'));
    const ada = investigator('ada', {}, here('rivertown'));
    const r = runWith([ned, ada]);
    r.s.board.gateStack = ['far-moon'];
    r.s.board.monsters = { 'black-cave': ['mist'] };
    r.s.cup = ['rat'];
    openGate(r, 'black-cave');
    expect(ned).toMatchObject({ place: { kind: 'other-world', world: 'far-moon', area: 1 }, delayed: true });
    expect(ada).toMatchObject({ place: { kind: 'arkham', node: 'rivertown' }, delayed: false });
    expect(r.s.board.monsters['black-cave']).toEqual(['mist', 'rat']);
  });

  it('R-GATE-6: no gate opens on an elder sign or on an open gate, and no doom token is added (what then happens is owed)', () => {
    const r = runWith([investigator('ned')]);
    r.s.board.gateStack = ['far-moon'];
    r.s.board.elderSigns = ['black-cave'];
    r.s.board.gates = { 'old-mill': 'drowned-city' };
    expect(openGate(r, 'black-cave')).toEqual({ kind: 'blocked', by: 'elder-sign' });
    expect(openGate(r, 'old-mill')).toEqual({ kind: 'blocked', by: 'gate' });
    expect(r.s.board.doom).toBe(0);
  });
});

describe('revised clue tokens', () => {
  it('R-CLUE-1: a Clue token lies on its location, or goes at once to the investigator there the players name', () => {
    const ned = investigator('ned', {}, here('library'));
    const r = runWith([ned]);
    expect(placeClue(r, 'library', null)).toBeNull();
    expect(r.s.board.clues).toEqual({ library: 1 });
    expect(placeClue(r, 'library', 'ned')).toBeNull();
    expect(ned.clues).toBe(1);
    expect(r.s.board.clues).toEqual({ library: 1 });
  });

  it('R-CLUE-1: no Clue token where a gate is open, and none taken by an investigator elsewhere', () => {
    const ned = investigator('ned', {}, here('library'));
    const r = runWith([ned]);
    r.s.board.gates = { 'old-mill': 'far-moon' };
    expect(placeClue(r, 'old-mill', null)).toBeNull();
    expect(r.s.board.clues).toEqual({});
    expect(placeClue(r, 'woods', 'ned')).toMatchObject({ error: 'revised/not_there' });
    expect(ned.clues).toBe(0);
    expect(r.ev).toEqual([]);
  });
});

// Revised monster movement by the Mythos card's boxes (shared/rules/003; docs/revised-rules.md
// R-MOVE-*), after the two worked examples of that page, with monsters of our own.
import { describe, expect, it } from 'vitest';
import { moveMonsters } from '../../src/rulesets/revised/engine/monster-movement.js';
import type { Exits } from '../../src/rulesets/revised/engine/monster-movement.js';
import { investigator, runWith } from './support/revised.js';

const EXITS: Exits = {
  'old-mill': { white: 'mill-street', black: 'mill-street' },
  'mill-street': { white: 'harbour-street', black: 'woods' },
  'harbour-street': { white: 'docks', black: 'mill-street' },
  docks: { black: 'harbour-street' },
  woods: { white: 'mill-street', black: 'mill-street' },
};

describe('revised monster movement', () => {
  it('R-MOVE-1, R-MOVE-2: a monster whose symbol is in the white box follows the white arrow, in the black box the black one; others stay', () => {
    const r = runWith([]);
    r.s.board.monsters = { 'mill-street': ['brood', 'worm', 'rat'] };
    moveMonsters(r, EXITS, { white: ['star'], black: ['circle'] });
    expect(r.s.board.monsters).toEqual({ 'mill-street': ['rat'], 'harbour-street': ['brood'], woods: ['worm'] });
    expect(r.ev).toEqual([{ type: 'monster-moved', monster: 'brood', from: 'mill-street', to: 'harbour-street' }, { type: 'monster-moved', monster: 'worm', from: 'mill-street', to: 'woods' }]);
  });

  it('R-MOVE-2: an arrow of both colours serves a monster of either box', () => {
    for (const boxes of [{ white: ['slash'], black: [] }, { white: [], black: ['slash'] }]) {
      const r = runWith([]);
      r.s.board.monsters = { 'old-mill': ['warden'] };
      moveMonsters(r, EXITS, boxes);
      expect(r.s.board.monsters).toEqual({ 'mill-street': ['warden'] });
    }
  });

  it('R-MOVE-3: a stationary monster never moves, its symbol in a box or not', () => {
    const r = runWith([]);
    r.s.board.monsters = { 'old-mill': ['hollow'] };
    moveMonsters(r, EXITS, { white: [], black: ['hexagon'] });
    expect(r.s.board.monsters).toEqual({ 'old-mill': ['hollow'] });
  });

  it('R-MOVE-4: a fast monster moves twice along the same colour', () => {
    const r = runWith([]);
    r.s.board.monsters = { 'mill-street': ['mist'] };
    moveMonsters(r, EXITS, { white: ['square', 'diamond'], black: ['circle'] });
    expect(r.s.board.monsters).toEqual({ docks: ['mist'] });
  });

  it('R-MOVE-5: a monster sharing its location with an investigator stays with them; a fast one stops on one after its first step', () => {
    const r = runWith([investigator('ada', {}, { place: { kind: 'arkham', node: 'woods' } }), investigator('ned', {}, { place: { kind: 'arkham', node: 'harbour-street' } })]);
    r.s.board.monsters = { woods: ['worm'], 'mill-street': ['mist'] };
    moveMonsters(r, EXITS, { white: ['square'], black: ['circle'] });
    expect(r.s.board.monsters).toEqual({ woods: ['worm'], 'harbour-street': ['mist'] });
  });

  it('R-MOVE-1: every monster moves once from where it stood, not again from where another move left it', () => {
    const r = runWith([]);
    r.s.board.monsters = { 'mill-street': ['brood'], 'harbour-street': ['rat'] };
    moveMonsters(r, EXITS, { white: ['star', 'triangle'], black: [] });
    expect(r.s.board.monsters).toEqual({ 'harbour-street': ['brood'], docks: ['rat'] });
  });
});

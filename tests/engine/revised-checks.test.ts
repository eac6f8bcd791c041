// Revised skill checks as dice pools (docs/revised-rules.md, R-CHECK-*): our design where the excerpts
// only say "rolls three dice, hoping for at least one success".
import { describe, expect, it } from 'vitest';
import { isSuccess, skillCheck, spendClues } from '../../src/rulesets/revised/engine/checks.js';
import { investigator, runWith, unrolled } from './support/revised.js';

describe('revised skill checks', () => {
  it('R-CHECK-1: a check rolls the skill plus its modifier in dice; 5 and 6 are successes', () => {
    expect([1, 2, 3, 4, 5, 6].map(isSuccess)).toEqual([false, false, false, false, true, true]);
    const inv = investigator('ned');
    const r = runWith([inv], [5, 4, 6, 1]);
    const got = skillCheck(r, inv, 'evade', 4, 0, 2);
    expect(got).toEqual({ dice: 4, rolls: [5, 4, 6, 1], successes: 2, needed: 2, passed: true });
    expect(r.ev).toEqual([{ type: 'check', inv: 'ned', check: 'evade', dice: 4, rolls: [5, 4, 6, 1], successes: 2, needed: 2, passed: true }]);
  });

  it('R-CHECK-2: fewer successes than the difficulty fail the check', () => {
    const inv = investigator('ned');
    const got = skillCheck(runWith([inv], [6, 1, 1]), inv, 'combat', 5, -2, 2);
    expect(got.passed).toBe(false);
    expect(got.successes).toBe(1);
  });

  it('R-CHECK-3: a pool of 0 or less rolls no dice and fails', () => {
    const inv = investigator('ned');
    const r = runWith([inv], [6, 6]);
    expect(skillCheck(r, inv, 'horror', 3, -5, 1)).toEqual({ dice: 0, rolls: [], successes: 0, needed: 1, passed: false });
    expect(unrolled(r)).toBe(2);
  });

  it('R-CHECK-4: each Clue token spent after the roll adds one die', () => {
    const inv = investigator('ned', {}, { clues: 3 });
    const r = runWith([inv], [2, 3, 1, 6]);
    const first = skillCheck(r, inv, 'evade', 2, 0, 1);
    expect(first.passed).toBe(false);
    const again = spendClues(r, inv, 'evade', first, 2);
    expect(again).toEqual({ dice: 4, rolls: [2, 3, 1, 6], successes: 1, needed: 1, passed: true });
    expect(inv.clues).toBe(1);
  });

  it('R-CHECK-4: spending more Clue tokens than held is refused and changes nothing', () => {
    const inv = investigator('ned', {}, { clues: 1 });
    const r = runWith([inv], [6, 6]);
    const first = skillCheck(r, inv, 'evade', 0, 0, 1);
    const got = spendClues(r, inv, 'evade', first, 2);
    expect(got).toMatchObject({ error: 'revised/not_owned' });
    expect(inv.clues).toBe(1);
    expect(unrolled(r)).toBe(2);
  });
});

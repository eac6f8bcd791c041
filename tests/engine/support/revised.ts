// Test data for the revised combat core: the content of data/revised (investigators, monsters,
// weapons and spells of our own), loaded and checked as the game loads it. The worked examples of the
// rules keep their numbers under our names: Ned Barrow stands for the drifter facing the star-born
// brood, Ada Whitlock for the student facing the great worm, Elias Crane for the professor casting a
// healing spell.
import { loadRevisedContent } from '../../../src/rulesets/revised/content/load.js';
import { seedRng } from '../../../src/engine/core/rng.js';
import type { InvestigatorState, RevisedBoard, RevisedContent, RevisedRun, Skill } from '../../../src/rulesets/revised/engine/types.js';

export const CONTENT: RevisedContent = loadRevisedContent('data/revised');

const BASE: Record<Skill, number> = { speed: 3, sneak: 3, fight: 3, will: 3, lore: 3, luck: 3 };

export function investigator(card: string, skills: Partial<Record<Skill, number>> = {}, more: Partial<InvestigatorState> = {}): InvestigatorState {
  const sheet = CONTENT.investigators[card];
  if (sheet === undefined) throw new Error(`no test investigator ${card}`);
  return {
    id: card, card, stamina: sheet.maxStamina, sanity: sheet.maxSanity, skills: { ...BASE, ...skills }, clues: 0, money: 0,
    items: [], others: [], retainers: [], trophies: [], place: { kind: 'arkham', node: 'northside' }, delayed: false, jailed: false, ...more,
  };
}

/** A run over the test content with these investigators and the dice forced in this order. */
export function runWith(invs: InvestigatorState[], dice: number[] = []): RevisedRun {
  const board: RevisedBoard = { doom: 0, doomTrack: 12, gateStack: [], gates: {}, elderSigns: [], monsters: {}, outskirts: [], monsterLimit: 9, clues: {} };
  const s = { version: 0, contentVersion: CONTENT.version, rng: seedRng('revised'), seq: 0, phase: 'movement', invs, cup: [], board, ...(dice.length > 0 ? { forcedDice: [...dice] } : {}) };
  return { c: CONTENT, s, ev: [] };
}

export function monster(id: string): RevisedContent['monsters'][string] {
  const found = CONTENT.monsters[id];
  if (found === undefined) throw new Error(`no test monster ${id}`);
  return found;
}

/** n dice of which the first `hits` are successes (6) and the rest failures (2). */
export const dice = (n: number, hits: number): number[] => Array.from({ length: n }, (_, i) => (i < hits ? 6 : 2));

/** The dice still forced, i.e. not yet rolled. */
export const unrolled = (r: RevisedRun): number => r.s.forcedDice?.length ?? 0;

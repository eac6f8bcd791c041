// Skill sliders with focus (D-SLIDERS): three linked pairs, Speed with Sneak, Fight with Will, Lore
// with Luck; a step raises one of a pair and lowers the other; in Upkeep an investigator may take as
// many steps as their focus. The Upkeep frame also offers the cards that may be used in it, each once
// (card-use.ts: D-HEAL, D-USE).
import { askFor } from '../../../engine/core/frames.js';
import { emit } from '../../../engine/core/run.js';
import { useOptions, useInUpkeep } from './card-use.js';
import { collapseIfDue } from './collapse.js';
import type { GameRun, Handler } from './game-run.js';
import { invAt } from './game-run.js';
import type { GameInvestigator, RevisedOption, SliderPair } from './game-types.js';
import type { InvestigatorCard, Skill } from './types.js';

export const PAIRS: Record<SliderPair, readonly [Skill, Skill]> = { speed: ['speed', 'sneak'], fight: ['fight', 'will'], lore: ['lore', 'luck'] };
export const SLIDER_STEPS = 3;
const PAIR_NAMES: readonly SliderPair[] = ['speed', 'fight', 'lore'];
const SKILL_NAMES: Record<Skill, string> = { speed: 'Speed', sneak: 'Sneak', fight: 'Fight', will: 'Will', lore: 'Lore', luck: 'Luck' };

export function skillsAt(sheet: InvestigatorCard, at: Record<SliderPair, number>): Record<Skill, number> {
  const out: Record<Skill, number> = { speed: 0, sneak: 0, fight: 0, will: 0, lore: 0, luck: 0 };
  for (const pair of PAIR_NAMES) {
    const [first, second] = PAIRS[pair];
    const slider = sheet.sliders[pair];
    out[first] = slider.first + at[pair];
    out[second] = Math.max(0, slider.second - at[pair]);
  }
  return out;
}

function sheetOf(r: GameRun, inv: GameInvestigator): InvestigatorCard {
  const sheet = r.c.investigators[inv.card];
  if (sheet === undefined) throw new Error(`no investigator ${inv.card}`);
  return sheet;
}

/** A slider step's option id and move: `slide:<pair>:up` raises the pair's first skill. */
interface SlideStep {
  id: string;
  pair: SliderPair;
  by: 1 | -1;
}
const STEPS: readonly SlideStep[] = PAIR_NAMES.flatMap((pair): SlideStep[] => [
  { id: `slide:${pair}:up`, pair, by: 1 },
  { id: `slide:${pair}:down`, pair, by: -1 },
]);

/** The slider steps the investigator's sliders allow. */
function slideOptions(r: GameRun, inv: GameInvestigator): RevisedOption[] {
  const options: RevisedOption[] = [];
  const sheet = sheetOf(r, inv);
  // Each step named by what it leaves the pair at: "Speed 3, Sneak 1".
  const after = (pair: SliderPair, step: 1 | -1): string => {
    const skills = skillsAt(sheet, { ...inv.sliders, [pair]: inv.sliders[pair] + step });
    const [first, second] = PAIRS[pair];
    const [raised, lowered] = step === 1 ? [first, second] : [second, first];
    return `Raise ${SKILL_NAMES[raised]} to ${skills[raised]}, ${SKILL_NAMES[lowered]} down to ${skills[lowered]}`;
  };
  for (const step of STEPS) {
    const at = inv.sliders[step.pair];
    if (step.by === 1 ? at < SLIDER_STEPS : at > 0) options.push({ id: step.id, label: after(step.pair, step.by) });
  }
  return options;
}

export const upkeepHandler: Handler<'upkeep'> = {
  run(_r, _flow, f) {
    askFor(f);
  },
  prompt(r, f) {
    const inv = invAt(r, f.slot);
    const options: RevisedOption[] = [{ id: 'done', label: 'Leave the sliders as they are' }, ...(f.left > 0 ? slideOptions(r, inv) : []), ...useOptions(r, inv, f.used)];
    return { kind: 'upkeep', options, default: 'done', context: { focusLeft: f.left } };
  },
  answer(r, flow, f, option) {
    const inv = invAt(r, f.slot);
    if (option.id === 'done') {
      flow.pop();
      return;
    }
    const [what, card] = option.id.split(':');
    if ((what === 'cast' || what === 'use') && card !== undefined) {
      f.used.push(card);
      useInUpkeep(r, inv, option.id);
      collapseIfDue(r, flow, inv, f.slot);
      return;
    }
    const step = STEPS.find((one) => one.id === option.id);
    if (step === undefined) throw new Error(`bad slider ${option.id}`);
    inv.sliders[step.pair] += step.by;
    inv.skills = skillsAt(sheetOf(r, inv), inv.sliders);
    f.left -= 1;
    emit(r, { type: 'sliders', inv: inv.id, skills: { ...inv.skills } });
  },
};

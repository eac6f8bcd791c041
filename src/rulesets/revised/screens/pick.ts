// The revised investigators on the pick screen (src/screens/play/pick-investigators.ts): one each,
// with Stamina, Sanity and their skills as the sliders start.
import type { RulesetPick } from '../../contract.js';

const HELP =
  'Each investigator brings their own Stamina, Sanity and skills (Spd Speed, Snk Sneak, Fgt Fight, Wil Will, Lor Lore, Lck Luck), set on three sliders you may move each Upkeep: Speed against Sneak, Fight against Will, Lore against Luck. Choose one by its key, or press Enter and let the cards deal for you.';

/** "Spd3 Snk3 Fgt2 Wil4 Lor2 Lck3": the six skills as the sliders start, in the detail column's width. */
export function revisedSkillWords(skills: Record<string, number>): string {
  return `Spd${skills['speed'] ?? 0} Snk${skills['sneak'] ?? 0} Fgt${skills['fight'] ?? 0} Wil${skills['will'] ?? 0} Lor${skills['lore'] ?? 0} Lck${skills['luck'] ?? 0}`;
}

export const REVISED_PICK: RulesetPick = {
  help: HELP,
  investigators: (games) =>
    games.revisedInvestigators().map((inv) => ({ id: inv.id, name: inv.name, label: `${inv.name}, Stamina ${inv.stamina}, Sanity ${inv.sanity}`, detail: revisedSkillWords(inv.skills) })),
};

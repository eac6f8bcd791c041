// The classic investigators on the pick screen (src/screens/play/pick-investigators.ts): each with
// their occupation and the four skills.
import type { RulesetPick } from '../../contract.js';

const HELP =
  'Each investigator brings their own skills: Fast Talk for bargains and smooth words, Fight for monsters, Lore (Knowledge) for spells, Sneak for slipping past trouble. Choose one by its key, or press Enter and let the cards deal for you: any of them can close a gate.';

function skillWords(skills: Record<string, number>): string {
  return `Talk ${skills['fastTalk'] ?? 0} Fight ${skills['fight'] ?? 0} Lore ${skills['knowledge'] ?? 0} Sneak ${skills['sneak'] ?? 0}`;
}

export const CLASSIC_PICK: RulesetPick = {
  help: HELP,
  investigators: (games) => games.investigators().map((inv) => ({ id: inv.id, name: inv.name, label: `${inv.name}, ${inv.occupation}`, detail: skillWords(inv.skills) })),
};

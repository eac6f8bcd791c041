// Choosing investigators for a table: each with their occupation and skills, as many as the rules give
// each player at a table of this size, none another player has taken. The cards may deal instead,
// which is what Enter does: a newcomer need not know the names yet. At a revised table it is the
// revised investigators, one each, with Stamina, Sanity and their skills as the sliders start.
import type { GameOptions, RulesetName } from '../../engine/index.js';
import { rulesetOf } from '../../rulesets/registry.js';
import type { MenuChoice } from '../game/menu-model.js';
import { menuFromDraft } from '../game/prompt-menu.js';
import { ask, menuRows, type PlaySession } from './play-session.js';

export interface TableForPicking {
  maxPlayers: number;
  options: GameOptions;
  /** Investigators other seats have chosen. */
  taken: readonly string[];
  /** The table's rules (classic unless said). */
  ruleset?: RulesetName;
}

const ORDINALS = ['first', 'second', 'third'];
const HELP =
  'Each investigator brings their own skills: Fast Talk for bargains and smooth words, Fight for monsters, Lore (Knowledge) for spells, Sneak for slipping past trouble. Choose one by its key, or press Enter and let the cards deal for you: any of them can close a gate.';

const REVISED_HELP =
  'Each investigator brings their own Stamina, Sanity and skills (Spd Speed, Snk Sneak, Fgt Fight, Wil Will, Lor Lore, Lck Luck), set on three sliders you may move each Upkeep: Speed against Sneak, Fight against Will, Lore against Luck. Choose one by its key, or press Enter and let the cards deal for you.';

/** An investigator on the menu: who, and a line of what they bring. */
interface Investigator {
  id: string;
  name: string;
  label: string;
  detail: string;
}

function skillWords(skills: Record<string, number>): string {
  return `Talk ${skills['fastTalk'] ?? 0} Fight ${skills['fight'] ?? 0} Lore ${skills['knowledge'] ?? 0} Sneak ${skills['sneak'] ?? 0}`;
}

/** "Spd3 Snk3 Fgt2 Wil4 Lor2 Lck3": the six skills as the sliders start, in the detail column's width. */
export function revisedSkillWords(skills: Record<string, number>): string {
  return `Spd${skills['speed'] ?? 0} Snk${skills['sneak'] ?? 0} Fgt${skills['fight'] ?? 0} Wil${skills['will'] ?? 0} Lor${skills['lore'] ?? 0} Lck${skills['luck'] ?? 0}`;
}

/** How many investigators a player chooses at this table (the revised game gives each player one). */
export function picksAllowed(table: Pick<TableForPicking, 'maxPlayers' | 'options' | 'ruleset'>): number {
  return rulesetOf(table).investigatorsEach(table.maxPlayers, table.options);
}

function investigatorsOf(session: PlaySession, ruleset: RulesetName): Investigator[] {
  const games = session.service.games;
  if (ruleset === 'revised') return games.revisedInvestigators().map((inv) => ({ id: inv.id, name: inv.name, label: `${inv.name}, Stamina ${inv.stamina}, Sanity ${inv.sanity}`, detail: revisedSkillWords(inv.skills) }));
  return games.investigators().map((inv) => ({ id: inv.id, name: inv.name, label: `${inv.name}, ${inv.occupation}`, detail: skillWords(inv.skills) }));
}

/** The investigators chosen (none: the cards deal), or null when the caller backs out with Esc. */
export async function chooseInvestigators(session: PlaySession, table: TableForPicking): Promise<string[] | null> {
  const ruleset = table.ruleset ?? 'classic';
  const everyone = investigatorsOf(session, ruleset);
  const allowed = picksAllowed(table);
  const chosen: string[] = [];
  while (chosen.length < allowed) {
    const free = everyone.filter((inv) => !table.taken.includes(inv.id) && !chosen.includes(inv.id));
    if (free.length === 0) break;
    const choices: MenuChoice[] = free.map((inv) => ({ optionId: inv.id, label: inv.label, detail: inv.detail }));
    const deal = chosen.length === 0 ? 'Let the cards deal for me' : 'That will do: the cards deal the rest';
    const names = chosen.map((id) => everyone.find((inv) => inv.id === id)?.name ?? id);
    const ordinal = allowed === 1 ? '' : `${ORDINALS[chosen.length] ?? 'next'} `;
    const menu = menuFromDraft(
      {
        title: `Choose your ${ordinal}investigator`,
        context: [
          `At this table each player runs ${allowed === 1 ? 'one investigator' : `${allowed} investigators`}.${names.length > 0 ? ` Chosen: ${names.join(', ')}.` : ''}`,
        ],
        groups: [{ heading: null, choices: [...choices, { optionId: 'deal', label: deal, detail: '', key: 'd' }] }],
      },
      { id: 'pick', kind: 'pick-investigator', defaultId: 'deal', help: ruleset === 'revised' ? REVISED_HELP : HELP },
      menuRows(session),
    );
    const answer = await ask(session, menu, { escape: 'back' });
    if (answer.kind === 'command') return null;
    if (answer.optionId === 'deal') break;
    chosen.push(answer.optionId);
  }
  return chosen;
}

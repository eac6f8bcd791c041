// Choosing investigators for a table: each with their occupation and skills, as many as the rules give
// each player at a table of this size, none another player has taken. The cards may deal instead,
// which is what Enter does: a newcomer need not know the names yet.
import type { GameOptions } from '../../engine/index.js';
import { investigatorsPerPlayer } from '../../engine/rulesets/classic/setup.js';
import type { MenuChoice } from '../game/menu-model.js';
import { menuFromDraft } from '../game/prompt-menu.js';
import { ask, menuRows, type PlaySession } from './play-session.js';

export interface TableForPicking {
  maxPlayers: number;
  options: GameOptions;
  /** Investigators other seats have chosen. */
  taken: readonly string[];
}

const ORDINALS = ['first', 'second', 'third'];
const HELP =
  'Each investigator brings their own skills: Fast Talk for bargains and smooth words, Fight for monsters, Lore (Knowledge) for spells, Sneak for slipping past trouble. Choose one by its key, or press Enter and let the cards deal for you: any of them can close a gate.';

type Investigator = { id: string; name: string; occupation: string; skills: Record<string, number> };

function skillWords(skills: Record<string, number>): string {
  return `Talk ${skills['fastTalk'] ?? 0} Fight ${skills['fight'] ?? 0} Lore ${skills['knowledge'] ?? 0} Sneak ${skills['sneak'] ?? 0}`;
}

/** How many investigators a player chooses at this table. */
export function picksAllowed(table: Pick<TableForPicking, 'maxPlayers' | 'options'>): number {
  return investigatorsPerPlayer(table.maxPlayers, table.options.investigatorsPerPlayer);
}

/** The investigators chosen (none: the cards deal), or null when the caller backs out with Esc. */
export async function chooseInvestigators(session: PlaySession, table: TableForPicking): Promise<string[] | null> {
  const everyone: Investigator[] = session.service.games.investigators();
  const allowed = picksAllowed(table);
  const chosen: string[] = [];
  while (chosen.length < allowed) {
    const free = everyone.filter((inv) => !table.taken.includes(inv.id) && !chosen.includes(inv.id));
    if (free.length === 0) break;
    const choices: MenuChoice[] = free.map((inv) => ({ optionId: inv.id, label: `${inv.name}, ${inv.occupation}`, detail: skillWords(inv.skills) }));
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
      { id: 'pick', kind: 'pick-investigator', defaultId: 'deal', help: HELP },
      menuRows(session),
    );
    const answer = await ask(session, menu, { escape: 'back' });
    if (answer.kind === 'command') return null;
    if (answer.optionId === 'deal') break;
    chosen.push(answer.optionId);
  }
  return chosen;
}

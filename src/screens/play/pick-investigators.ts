// Choosing investigators for a table: each with their occupation and skills, as many as the rules give
// each player at a table of this size, none another player has taken. The cards may deal instead,
// which is what Enter does: a newcomer need not know the names yet. Who is on the menu, in what
// words, and the help on `?`, are the table's ruleset's (its module's pick).
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

/** How many investigators a player chooses at this table (the revised game gives each player one). */
export function picksAllowed(table: Pick<TableForPicking, 'maxPlayers' | 'options' | 'ruleset'>): number {
  return rulesetOf(table).investigatorsEach(table.maxPlayers, table.options);
}

/** The investigators chosen (none: the cards deal), or null when the caller backs out with Esc. */
export async function chooseInvestigators(session: PlaySession, table: TableForPicking): Promise<string[] | null> {
  const { pick } = rulesetOf(table);
  const everyone = pick.investigators(session.service.games);
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
      { id: 'pick', kind: 'pick-investigator', defaultId: 'deal', help: pick.help },
      menuRows(session),
    );
    const answer = await ask(session, menu, { escape: 'back' });
    if (answer.kind === 'command') return null;
    if (answer.optionId === 'deal') break;
    chosen.push(answer.optionId);
  }
  return chosen;
}

// What every prompt's words are built with: the prompt as the screens read it, the table when the
// screen has it (for the deciding investigator's own odds), and one group of choices made of known
// option ids in words and the rest described from their data.
import type { Content } from '../content/schema.js';
import type { InvestigatorState } from '../../../engine/index.js';
import { describeOption, type OptionData } from './describe-option.js';
import type { MenuChoice, MenuDraft } from '../../../screens/game/menu-model.js';
import type { TableState } from './table-state.js';

/** A prompt as the screens read it: trusted for its id, kind, options and default, nothing more. */
export interface PromptData {
  readonly id: string;
  readonly investigator: string;
  readonly kind: string;
  readonly options: readonly OptionData[];
  readonly default: string;
  readonly context: unknown;
}

export interface DraftInput {
  content: Content;
  prompt: PromptData;
  /** The deciding investigator's name. */
  who: string;
  /** The table as it stands, when the screen has it: the deciding investigator's odds need it. */
  state?: TableState;
}

export type Drafter = (input: DraftInput) => MenuDraft;

/** One group of choices: known option ids by their words, the rest described from their data. */
export function simple(input: DraftInput, title: string, context: string[], words: (option: OptionData) => MenuChoice | null): MenuDraft {
  const choices = input.prompt.options.map((o) => words(o) ?? describeOption(input.content, o));
  return { title, context, groups: [{ heading: null, choices }] };
}

/** Words for option ids known in advance ("take", "leave"); null for any other. */
export function byId(labels: Record<string, string>, details: Record<string, string> = {}): (option: OptionData) => MenuChoice | null {
  return (option) => {
    const label = labels[option.id];
    return label === undefined ? null : { optionId: option.id, label, detail: details[option.id] ?? '' };
  };
}

/** The deciding investigator as the table has them, when the screen passed the table. */
export function decider(input: DraftInput): InvestigatorState | undefined {
  return input.state?.invs.find((i) => i.id === input.prompt.investigator);
}

// Names for the revised game's ids (investigators, monsters, cards, places, worlds, the Ancient One),
// in plain text; an id the content does not know is shown as it is, cleaned.
import type { RevisedContent } from '../content/schema.js';
import { toPlainText } from '../../../support/plain-text.js';

export type Namer = (id: string) => string;

/** Places the engine names that are no area of the board: the monsters' Outskirts and the Jail Cell. */
const OFF_BOARD: Readonly<Record<string, string>> = { outskirts: 'the Outskirts', 'police-station-jail': 'the cells of the Police Station' };

export function revisedNamer(content: RevisedContent): Namer {
  const known = (id: string): string | undefined =>
    OFF_BOARD[id] ??
    content.investigators[id]?.name ?? content.monsters[id]?.name ?? content.cards[id]?.name ?? content.board[id]?.name ?? content.worlds[id]?.name ?? content.mythos.find((card) => card.id === id)?.name ?? (content.ancientOne.id === id ? content.ancientOne.name : undefined);
  return (id) => {
    // A monster on the board may carry a counter after its kind ("kind#2").
    const name = known(id) ?? known(id.split(/[#:]/)[0] ?? id) ?? id;
    return toPlainText(name, 40);
  };
}

/** The words of an encounter card at `at` (a location's board id or an Other World's id), by its index. */
export type EncounterText = (at: string, index: number) => string | undefined;

export function revisedEncounterText(content: RevisedContent): EncounterText {
  return (at, index) => {
    const cards = content.board[at]?.encounters ?? content.worlds[at]?.encounters;
    const line = cards?.[index]?.line;
    return line === undefined ? undefined : toPlainText(line, 240);
  };
}

/** What the narration tells besides names: the encounters' words, the Mythos cards' and the Ancient One's lines. */
export interface RevisedStory {
  name: Namer;
  /** An encounter's opening words. */
  opening: EncounterText;
  /** The words of an encounter's outcome: its pass text, or its fail text. */
  outcome: (at: string, index: number, passed: boolean) => string | undefined;
  /** True for an Other World's id (an encounter there is "in" it, not "at" it). */
  isWorld: (at: string) => boolean;
  mythosLine: (card: string) => string | undefined;
  ancientOne: { id: string; name: string; line: string };
}

export function revisedStory(content: RevisedContent): RevisedStory {
  const cardOf = (at: string, index: number) => (content.board[at]?.encounters ?? content.worlds[at]?.encounters)?.[index];
  const plain = (text: string | undefined): string | undefined => (text === undefined ? undefined : toPlainText(text, 240));
  const name = revisedNamer(content);
  return {
    name,
    opening: revisedEncounterText(content),
    outcome: (at, index, passed) => {
      const card = cardOf(at, index);
      return plain(passed ? card?.passText : card?.failText);
    },
    isWorld: (at) => at in content.worlds,
    mythosLine: (card) => plain(content.mythos.find((m) => m.id === card)?.line),
    ancientOne: { id: content.ancientOne.id, name: name(content.ancientOne.id), line: toPlainText(content.ancientOne.line, 240) },
  };
}

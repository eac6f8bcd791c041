// Names for the revised game's ids (investigators, monsters, cards, places, worlds, the Ancient One),
// in plain text; an id the content does not know is shown as it is, cleaned.
import type { RevisedContent } from '../../../content/revised-schema.js';
import { toPlainText } from '../../../support/plain-text.js';

export type Namer = (id: string) => string;

export function revisedNamer(content: RevisedContent): Namer {
  const known = (id: string): string | undefined =>
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
    return line === undefined ? undefined : toPlainText(line, 200);
  };
}

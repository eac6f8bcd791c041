// Flute of the Outer Gods (rules sheet, Items): in the target's space, banishes one of the Powers, a
// Shantak, Dhole, Gug, Mi-go, Nightgaunt, Dimensional Shambler, Shoggoth or Hound of Tindalos (back to
// the pile). Discarded after use. (The rules sheet also names a Byakhee and a "hunting horror"; our
// content has the Shantak where the printed game has the Byakhee, and no hunting horror.)
import { emit } from '../../../../engine/core/run.js';
import { boardMonster, returnMonster, takeOffBoard } from '../board-monsters.js';
import { loseCard } from '../cards.js';
import { counterInfo } from '../run.js';
import type { Run } from '../run.js';
import { useOption } from './types.js';
import type { CardUse } from './types.js';

export const FLUTE_SPECIES: readonly string[] = ['shantak', 'dhole', 'gug', 'mi-go', 'nightgaunt', 'dimensional-shambler', 'shoggoth', 'hound-of-tindalos'];

function answersTheFlute(r: Run, counter: number): boolean {
  const species = counterInfo(r, counter).info.species;
  return species.specials.includes('power') || FLUTE_SPECIES.includes(species.id);
}

export const flute: CardUse = {
  offers(r, _i, card, m) {
    if (m.at !== 'encounter') return [];
    return m.monsters.filter((c) => answersTheFlute(r, c)).map((counter) => useOption(card, 'item', null, { counter }));
  },
  use(r, _flow, i, o) {
    const counter = o.counter;
    if (counter === null) return;
    emit(r, { type: 'card-used', investigator: i.id, card: o.card, mode: null, target: String(counter), dice: [] });
    loseCard(r, i, 'item', o.card, 'used');
    const ow = i.owMonsters.indexOf(counter);
    if (ow >= 0) i.owMonsters.splice(ow, 1);
    else if (boardMonster(r, counter)) takeOffBoard(r, counter);
    else return;
    returnMonster(r, counter, 'banished');
  },
};

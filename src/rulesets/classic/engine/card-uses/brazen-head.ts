// Brazen Head (rules sheet, Items): roll D6 twice; each 1–5 gives a free spell, each 6 calls up a
// monster where you are (met at once). Discarded after the two rolls.
import { d6 } from '../../../../engine/core/dice.js';
import { emit } from '../../../../engine/core/run.js';
import { drawInto, loseCard } from '../cards.js';
import { monstersAppear } from '../effects/arrivals.js';
import { freeMoment, useOption } from './types.js';
import type { CardUse } from './types.js';

const MONSTER_FACE = 6;

export const brazenHead: CardUse = {
  offers(_r, _i, card, m) {
    return freeMoment(m) ? [useOption(card, 'item', null)] : [];
  },
  use(r, flow, i, o) {
    const dice = [d6(r), d6(r)];
    emit(r, { type: 'card-used', investigator: i.id, card: o.card, mode: null, target: null, dice });
    loseCard(r, i, 'item', o.card, 'used');
    const monsters = dice.filter((die) => die === MONSTER_FACE).length;
    drawInto(r, i, 'spell', dice.length - monsters);
    monstersAppear(r, flow, i, monsters);
  },
};

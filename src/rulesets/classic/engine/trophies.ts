// A killed monster becomes a trophy, unless its species says otherwise (Mi-go: back to the pile and
// an item drawn) or the investigator owes the Dagon Mission (the trophy repays the charity).
import { putUnder } from '../../../engine/core/decks.js';
import { emit } from '../../../engine/core/run.js';
import type { InvestigatorState } from './types/state.js';
import { drawInto } from './cards.js';
import { returnMonster } from './board-monsters.js';
import { counterInfo, speciesOf } from './run.js';
import type { Run } from './run.js';

export function awardMonster(r: Run, i: InvestigatorState, counter: number): void {
  if (counterInfo(r, counter).info.givesItem) {
    returnMonster(r, counter, 'gives-item');
    drawInto(r, i, 'item', 1);
    return;
  }
  if (!i.charity) {
    i.charity = true;
    returnMonster(r, counter, 'charity');
    emit(r, { type: 'charity-repaid', investigator: i.id, trophy: 'monster' });
    return;
  }
  i.trophies.push(counter);
  emit(r, { type: 'trophy', investigator: i.id, counter, species: speciesOf(r, counter) });
}

export function awardGate(r: Run, i: InvestigatorState, world: string): void {
  if (!i.charity) {
    i.charity = true;
    putUnder(r.s.decks.gate, world);
    emit(r, { type: 'charity-repaid', investigator: i.id, trophy: 'gate' });
    return;
  }
  i.gateTrophies.push(world);
}

// Setup 2: the starting kit ($13, 3 items — 2 with more than 4 players —, 1 skill, 1 spell, the
// charity card charity side up), dealt at setup and to every replacement investigator.
import { emit } from '../../../engine/core/run.js';
import type { InvestigatorState } from './types/state.js';
import { drawCard } from './cards.js';
import type { HandDeck } from './cards.js';
import type { Run } from './run.js';

export function newInvestigator(r: Run, slot: number, player: number, id: string): InvestigatorState {
  return {
    slot,
    player,
    id,
    status: 'setup',
    str: 0,
    san: 0,
    money: 0,
    items: [],
    spells: [],
    skills: [],
    spent: [],
    inUse: [],
    trophies: [],
    gateTrophies: [],
    charity: true,
    allies: [],
    retainer: false,
    at: r.c.trainStation,
    world: null,
    box: 0,
    visit: null,
    explored: -1,
    attackedTurn: 0,
    loseTurns: 0,
    stay: false,
    nextMove: null,
    skillBonus: null,
    healedShort: false,
    shopEvent: -1,
    checked: [],
    owMonsters: [],
    cards: { usedTurn: {}, mistsTurn: 0, keyMark: null, bound: [], worldMomentTurn: 0 },
    done: false,
    acted: false,
    flow: [],
  };
}

export function dealKit(r: Run, i: InvestigatorState): void {
  const rules = r.c.content.rules;
  const items = r.s.players.length > 4 ? rules.startItemsManyPlayers : rules.startItems;
  i.money = rules.startMoney;
  i.charity = true;
  const take = (deck: HandDeck, n: number, into: string[]): void => {
    for (let k = 0; k < n; k += 1) {
      const card = drawCard(r, deck);
      if (card !== null) into.push(card);
    }
  };
  take('item', items, i.items);
  take('skill', rules.startSkills, i.skills);
  take('spell', rules.startSpells, i.spells);
  emit(r, { type: 'kit-dealt', investigator: i.id, money: i.money, items: [...i.items], spells: [...i.spells], skills: [...i.skills] });
}

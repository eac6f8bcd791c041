// Where every card and counter is: decks, hands, trophies, the board, offers held by an open purchase.
// For invariant checks ("every card in exactly one place") by tests, the simulator and the service.
import type { GameState } from './types/state.js';

export interface Census {
  item: Map<string, number>;
  spell: Map<string, number>;
  skill: Map<string, number>;
  gate: Map<string, number>;
  /** How many places hold each monster counter (each must be held by exactly one). */
  monsters: Map<number, number>;
  /** Local characters in investigators' hands (each at most once; the others wait at their location). */
  ally: Map<string, number>;
}

function add<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

export function cardCensus(s: GameState): Census {
  const c: Census = { item: new Map(), spell: new Map(), skill: new Map(), gate: new Map(), monsters: new Map(), ally: new Map() };
  for (const id of s.decks.item) add(c.item, id);
  for (const id of s.decks.spell) add(c.spell, id);
  for (const id of s.decks.skill) add(c.skill, id);
  for (const id of s.decks.gate) add(c.gate, id);
  for (const m of s.decks.monsters) add(c.monsters, m);
  for (const g of s.gates) add(c.gate, g.world);
  for (const m of s.monsters) add(c.monsters, m.c);
  for (const seal of s.powerSeals) add(c.monsters, seal.c);
  for (const placed of s.boardCards) add(c.item, placed.card);
  for (const i of s.invs) {
    for (const id of i.items) add(c.item, id);
    for (const id of i.spells) add(c.spell, id);
    for (const id of i.skills) add(c.skill, id);
    for (const id of i.gateTrophies) add(c.gate, id);
    for (const m of i.trophies) add(c.monsters, m);
    for (const m of i.owMonsters) add(c.monsters, m);
    for (const m of i.cards.bound) add(c.monsters, m);
    for (const id of i.allies) add(c.ally, id);
  }
  for (const flow of [...s.invs.map((i) => i.flow), s.mythos]) {
    for (const f of flow) {
      if (f.k === 'buy') for (const id of f.cards) add(f.deck === 'item' ? c.item : c.spell, id);
      if (f.k === 'auction') for (const id of f.lots) add(c.item, id);
    }
  }
  return c;
}

// What the heuristic bot looks up about the content it plays, prepared once per content object: the
// board graph, each monster counter's species and movement, the places of service, how often the
// Mythos gate roll lands on each location, and where a table hands out cards with no monster or gate.
import type { Ally, Content, Investigator, Item, MonsterSpecies, OtherWorld, SkillCard, Spell } from '../content/schema.js';
import type { BoardGraph } from '../../../engine/core/board-graph.js';
import { graphOf } from './board.js';

export interface CounterFacts {
  species: MonsterSpecies;
  hand: 'L' | 'R' | 'F' | 'S';
  speed: number;
  colour: string;
  onlyMagic: boolean;
  weaponsDoOne: boolean;
  hound: boolean;
}

export interface Facts {
  graph: BoardGraph;
  counters: CounterFacts[];
  items: Map<string, Item>;
  spells: Map<string, Spell>;
  skills: Map<string, SkillCard>;
  investigators: Map<string, Investigator>;
  allies: Map<string, Ally>;
  worlds: Map<string, OtherWorld>;
  hospital: number;
  sanitarium: number;
  /** By node: the chance (in 36ths) that a Mythos gate roll lands there. */
  gateOdds: number[];
  /** By node: 1 for a building (Hounds enter). */
  building: Uint8Array;
  /** Locations whose table gives cards on some faces and never a monster, a gate or lost turns. */
  gear: number[];
}

const cache = new WeakMap<Content, Facts>();

export function factsOf(content: Content): Facts {
  const known = cache.get(content);
  if (known) return known;
  const graph = graphOf(content);
  const counters: CounterFacts[] = [];
  for (const species of content.monsters) {
    const has = (s: MonsterSpecies['specials'][number]): boolean => species.specials.includes(s);
    for (const c of species.counters) {
      counters.push({
        species,
        hand: c.hand,
        speed: c.speed,
        colour: c.colour,
        onlyMagic: has('only-magic') || has('only-magic-or-silver'),
        weaponsDoOne: has('weapons-do-one'),
        hound: has('hound'),
      });
    }
  }
  const serviceNode = (service: string): number => {
    const found = content.board.locations.find((l) => l.services.some((s) => s === service));
    return found ? graph.indexOf(found.id) : -1;
  };
  const gateOdds = new Array<number>(graph.size).fill(0);
  for (const [roll, id] of Object.entries(content.gateTable.rolls)) {
    const n = Number(roll);
    gateOdds[graph.indexOf(id)] = 6 - Math.abs(7 - n);
  }
  const building = new Uint8Array(graph.size);
  for (const l of content.board.locations) building[graph.indexOf(l.id)] = l.building ? 1 : 0;
  const gear: number[] = [];
  for (const [id, table] of Object.entries(content.locationTables)) {
    const effects = JSON.stringify(table);
    if (!/"do":"(monster|gate|loseTurns)"/.test(effects) && /"do":"draw"/.test(effects)) gear.push(graph.indexOf(id));
  }
  const facts: Facts = {
    graph,
    counters,
    items: new Map(content.items.map((i) => [i.id, i])),
    spells: new Map(content.spells.map((s) => [s.id, s])),
    skills: new Map(content.skills.map((s) => [s.id, s])),
    investigators: new Map(content.investigators.map((i) => [i.id, i])),
    allies: new Map(content.allies.map((a) => [a.id, a])),
    worlds: new Map(content.otherWorlds.map((w) => [w.id, w])),
    hospital: serviceNode('hospital'),
    sanitarium: serviceNode('sanitarium'),
    gateOdds,
    building,
    gear,
  };
  cache.set(content, facts);
  return facts;
}

export function counterFacts(facts: Facts, counter: number): CounterFacts | undefined {
  return facts.counters[counter];
}

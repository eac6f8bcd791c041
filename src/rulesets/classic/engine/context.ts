// Everything the rules look up, prepared once per content: the board graph, counters, cards by id,
// location tables by node and face. Built by engineFor(); the state never holds any of it.
import type { Content, Investigator, Item, MonsterSpecies, OtherWorld, SkillCard, Spell, TableFace } from '../content/schema.js';
import { buildBoardGraph } from '../../../engine/core/board-graph.js';
import type { BoardGraph } from '../../../engine/core/board-graph.js';
import type { DeskLines } from './desk-lines.js';
import { moveOptionTable } from './move-option-table.js';
import type { MoveOptionTable } from './move-option-table.js';

export interface SpeciesInfo {
  species: MonsterSpecies;
  onlyMagic: boolean;
  weaponsDoOne: boolean;
  hound: boolean;
  /** Ghosts and Powers: a sanity check for each when sneaking to a gate. */
  eachChecked: boolean;
  carries: boolean;
  grows: boolean;
  spPlusD6: boolean;
  givesItem: boolean;
  /** Greatest possible loss on a failed and on a passed sanity check (for "the worst species"). */
  worstFail: number;
  worstPass: number;
}

export interface CounterInfo {
  index: number;
  info: SpeciesInfo;
  hand: 'L' | 'R' | 'F' | 'S';
  speed: number;
  colour: string;
}

/** Vehicle rides (vehicles.ts): search space, and by starting node the last answer with the blocked spaces it was for. */
export interface RideScratch {
  owner: Int16Array;
  queue: Int16Array;
  /** A space's place in the ride's queue (-1: not one the vehicle drives on from). */
  rank: Int16Array;
  blocked: Uint8Array;
  memo: ({ blocked: Uint8Array; ends: Int16Array; seen: Int32Array } | undefined)[];
}

/** Per-node facts read on hot paths (movement), as plain arrays. */
export interface NodeTables {
  ids: readonly string[];
  /** The board's links, packed: node u's neighbours (streets, then doors) are adjList[adjStart[u] .. adjStart[u + 1]). */
  adjStart: Int32Array;
  adjList: Int16Array;
  /**
   * From each start node, the walk the board allows with nothing in the way (a location other than the
   * start ends it): the nodes in breadth-first order, and for each node its distance (-1: out of reach)
   * and the node it is reached from (-1: the start, or out of reach). See walk().
   */
  walks: { order: Int16Array; dist: Int16Array; from: Int16Array }[];
  location: Uint8Array;
  taxi: Uint8Array;
  /** Scratch space for the movement searches and the Mythos moves, reused call after call (never held across calls). */
  scratch: { dist: Int16Array; stop: Int16Array; queue: Int16Array; met: Uint8Array; gated: Uint8Array; present: Uint8Array; ride: RideScratch; none: Uint8Array };
}

export interface Ctx {
  content: Content;
  graph: BoardGraph;
  nodes: NodeTables;
  counters: CounterInfo[];
  items: Map<string, Item>;
  spells: Map<string, Spell>;
  skillCards: Map<string, SkillCard>;
  investigators: Map<string, Investigator>;
  worlds: Map<string, OtherWorld>;
  /** By node: is it a building (Hounds enter, attack there); the location's table face per die (1..6). */
  building: boolean[];
  faces: (TableFace[] | null)[];
  services: string[][];
  /** Gate Appearance Table: index 2..12 → node. */
  gateRoll: number[];
  hospital: number;
  sanitarium: number;
  trainStation: number;
  policeStation: number;
  /** Worlds' faces per die. */
  worldFaces: Map<string, TableFace[]>;
  /** The move options, each made once (move-option-table.ts). */
  moves: MoveOptionTable;
  /** Made on first use: the lines of the trade desk (trade-desk.ts). */
  desk?: DeskLines;
  /** Made on first use: the cards with a card-use module (card-uses/registry.ts). */
  useEffects?: UseEffects;
}

/** By card id, the `effect` of each item and spell that a card-use module handles. */
export interface UseEffects {
  items: Map<string, string>;
  spells: Map<string, string>;
}

export function buildContext(content: Content): Ctx {
  const graph = buildBoardGraph(content.board);
  const counters: CounterInfo[] = [];
  for (const species of content.monsters) {
    const info = speciesInfo(species);
    for (const counter of species.counters) {
      counters.push({ index: counters.length, info, hand: counter.hand, speed: counter.speed, colour: counter.colour });
    }
  }
  const building = new Array<boolean>(graph.size).fill(false);
  const faces = new Array<TableFace[] | null>(graph.size).fill(null);
  const services = new Array<string[]>(graph.size).fill([]);
  for (const location of content.board.locations) {
    const node = graph.indexOf(location.id);
    building[node] = location.building;
    services[node] = [...location.services];
    const table = content.locationTables[location.id];
    if (table) faces[node] = byFace(table);
  }
  const gateRoll = new Array<number>(13).fill(-1);
  for (const [roll, id] of Object.entries(content.gateTable.rolls)) gateRoll[Number(roll)] = graph.indexOf(id);
  const serviceNode = (service: string, fallback: string): number => {
    const found = content.board.locations.find((l) => l.services.some((s) => s === service));
    return graph.indexOf(found?.id ?? fallback);
  };
  return {
    content,
    graph,
    nodes: nodeTables(graph),
    counters,
    items: new Map(content.items.map((i) => [i.id, i])),
    spells: new Map(content.spells.map((s) => [s.id, s])),
    skillCards: new Map(content.skills.map((s) => [s.id, s])),
    investigators: new Map(content.investigators.map((i) => [i.id, i])),
    worlds: new Map(content.otherWorlds.map((w) => [w.id, w])),
    building,
    faces,
    services,
    gateRoll,
    hospital: serviceNode('hospital', 'hospital'),
    sanitarium: serviceNode('sanitarium', 'sanitarium'),
    trainStation: serviceNode('start', 'train-station'),
    policeStation: serviceNode('jail', 'police-station'),
    worldFaces: new Map(content.otherWorlds.map((w) => [w.id, byFace(w.table)])),
    moves: moveOptionTable(graph.ids, content.rules.taxiFare),
  };
}

function nodeTables(graph: BoardGraph): NodeTables {
  const all = graph.ids.map((_, n) => n);
  const adjacent = all.map((n) => [...graph.neighbours(n)]);
  const adjStart = new Int32Array(graph.size + 1);
  for (let n = 0; n < graph.size; n += 1) adjStart[n + 1] = (adjStart[n] ?? 0) + (adjacent[n]?.length ?? 0);
  const adjList = Int16Array.from(adjacent.flat());
  const location = Uint8Array.from(all.map((n) => (graph.isLocation(n) ? 1 : 0)));
  return {
    ids: graph.ids,
    adjStart,
    adjList,
    walks: all.map((start) => walk(start, adjStart, adjList, location)),
    location,
    taxi: Uint8Array.from(all.map((n) => (graph.isTaxi(n) ? 1 : 0))),
    scratch: {
      dist: new Int16Array(graph.size),
      stop: new Int16Array(graph.size),
      queue: new Int16Array(graph.size),
      met: new Uint8Array(graph.size),
      gated: new Uint8Array(graph.size),
      present: new Uint8Array(graph.size),
      /** Never written: no monster anywhere (a move under Mists of R'lyeh). */
      none: new Uint8Array(graph.size),
      ride: { owner: new Int16Array(graph.size), queue: new Int16Array(graph.size), rank: new Int16Array(graph.size), blocked: new Uint8Array(graph.size), memo: [] },
    },
  };
}

/** The breadth-first walk from `start` with nothing in the way, visiting neighbours in adjacency order. */
function walk(start: number, adjStart: Int32Array, adjList: Int16Array, location: Uint8Array): NodeTables['walks'][number] {
  const size = location.length;
  const order = new Int16Array(size);
  const dist = new Int16Array(size).fill(-1);
  const from = new Int16Array(size).fill(-1);
  let head = 0;
  let tail = 0;
  dist[start] = 0;
  order[tail++] = start;
  while (head < tail) {
    const u = order[head++] ?? 0;
    if (u !== start && location[u] === 1) continue;
    const last = adjStart[u + 1] ?? 0;
    for (let k = adjStart[u] ?? 0; k < last; k += 1) {
      const v = adjList[k] ?? 0;
      if ((dist[v] ?? 0) >= 0) continue;
      dist[v] = (dist[u] ?? 0) + 1;
      from[v] = u;
      order[tail++] = v;
    }
  }
  return { order: order.slice(0, tail), dist, from };
}

/** The six faces of a D6 table, each pointing at the entry that covers it. */
function byFace(table: readonly TableFace[]): TableFace[] {
  const out: TableFace[] = [];
  for (let face = 1; face <= 6; face += 1) {
    const entry = table.find((t) => t.faces.includes(face));
    if (!entry) throw new Error(`a D6 table has no entry for face ${face}`);
    out.push(entry);
  }
  return out;
}

function speciesInfo(species: MonsterSpecies): SpeciesInfo {
  const has = (s: MonsterSpecies['specials'][number]): boolean => species.specials.includes(s);
  return {
    species,
    onlyMagic: has('only-magic') || has('only-magic-or-silver'),
    weaponsDoOne: has('weapons-do-one'),
    hound: has('hound'),
    eachChecked: has('ghost') || has('power'),
    carries: has('carries-through-gate'),
    grows: has('grows-each-mythos'),
    spPlusD6: has('sp-plus-d6'),
    givesItem: has('killed-gives-item'),
    worstFail: worstOf(species.sanity[1]),
    worstPass: worstOf(species.sanity[0]),
  };
}

/** The largest value an amount can take ("D6+1" → 7). */
export function worstOf(amount: number | string): number {
  if (typeof amount === 'number') return amount;
  const m = /^(-?)(\d*)D6([+-]\d+)?$/.exec(amount);
  if (!m) return 0;
  const dice = m[2] === '' || m[2] === undefined ? 1 : Number(m[2]);
  const total = dice * 6 + Number(m[3] ?? 0);
  return m[1] === '-' ? -total : total;
}

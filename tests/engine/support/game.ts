// Test support: the real content, an engine over it, and helpers that build a game at a chosen point
// (board cleared, dice forced through the state's test queue) and play prompts by kind.
import { expect } from 'vitest';
import { loadContent } from '../../../src/rulesets/classic/content/load.js';
import { buildBoardGraph } from '../../../src/engine/core/board-graph.js';
import { engineFor, isRuleError } from '../../../src/engine/index.js';
import type { GameEvent, GameOptions, GameState, InvestigatorState, LoadoutOption, Prompt, PromptKind, RuleError } from '../../../src/engine/index.js';

export const content = loadContent('data');
export const engine = engineFor(content);
export const graph = buildBoardGraph(content.board);

export function node(id: string): number {
  return graph.indexOf(id);
}

export interface BeginOptions {
  players?: number;
  seed?: string | number;
  /** D6 results forced for the first rolls of turn 1 (the move rolls, investigator by investigator). */
  dice?: number[];
  options?: Partial<GameOptions>;
  /** Takes the first gate and its monsters off the board (back to the deck and the pile). */
  clear?: boolean;
  investigators?: string[][];
}

/** A game at the start of turn 1, every setup prompt (STR/SAN splits, setup trading) answered with its default. */
export function begin(o: BeginOptions = {}): GameState {
  const players = Array.from({ length: o.players ?? 1 }, (_, k) => ({ id: `p${k + 1}`, investigators: o.investigators?.[k] ?? [] }));
  const s = engine.start({ players, options: o.options ?? {} }, o.seed ?? 'test').state;
  if (o.clear ?? true) clearBoard(s);
  for (;;) {
    const p = engine.nextPrompt(s);
    if (!p || s.phase !== 'setup') break;
    // Setup answers roll no dice, so the queue is set before each: the last one starts turn 1 with it.
    if (o.dice) s.forcedDice = [...o.dice];
    ok(engine.answerPromptInPlace(s, p, p.default));
  }
  return s;
}

export function clearBoard(s: GameState): void {
  for (const m of s.monsters) s.decks.monsters.push(m.c);
  s.monsters = [];
  for (const g of s.gates) s.decks.gate.push(g.world);
  s.gates = [];
}

export function force(s: GameState, dice: number[]): void {
  s.forcedDice = [...dice];
}

export function ok(result: GameEvent[] | RuleError): GameEvent[] {
  if (isRuleError(result)) throw new Error(`${result.error}: ${result.message}`);
  return result;
}

export function promptOf(s: GameState, slot: number): Prompt {
  const p = engine.prompts(s).find((q) => q.slot === slot);
  if (!p) throw new Error(`no open prompt for slot ${slot} (phase ${s.phase})`);
  return p;
}

/** Answers the open prompt of `slot`, checking its kind; returns the events. */
export function play(s: GameState, slot: number, kind: PromptKind, optionId: string, dice?: number[]): GameEvent[] {
  const p = promptOf(s, slot);
  expect(p.kind, `prompt of slot ${slot}`).toBe(kind);
  expect(
    p.options.map((o) => o.id),
    `options of ${kind}`,
  ).toContain(optionId);
  if (dice) force(s, dice);
  return ok(engine.applyAnswerInPlace(s, { promptId: p.id, optionId, version: s.version }));
}

/** Ends an investigator's turn quietly: stays put on a street with nothing there. */
export function park(s: GameState, slot: number, street = 'st-01'): void {
  const i = s.invs[slot];
  if (!i) throw new Error(`no slot ${slot}`);
  i.at = node(street);
}

export function counterOf(species: string, s: GameState): number {
  let index = 0;
  for (const m of content.monsters) {
    for (let k = 0; k < m.counters.length; k += 1, index += 1) {
      if (m.id === species && s.decks.monsters.includes(index)) return index;
    }
  }
  throw new Error(`no ${species} left in the pile`);
}

/** Puts a monster of `species` from the pile on the board at `at`. */
export function putMonster(s: GameState, species: string, at: string, faceUp = true): number {
  const c = counterOf(species, s);
  s.decks.monsters.splice(s.decks.monsters.indexOf(c), 1);
  s.monsters.push({ c, n: node(at), from: -1, up: faceUp, grow: 0 });
  return c;
}

/** Puts a gate to `world` (its card from the gate deck) at `at`. */
export function putGate(s: GameState, world: string, at: string, up = false): void {
  const k = s.decks.gate.indexOf(world);
  if (k < 0) throw new Error(`no ${world} gate card left`);
  s.decks.gate.splice(k, 1);
  s.gates.push({ n: node(at), world, up });
}

/** Gives an investigator a card from its deck. */
export function give(s: GameState, slot: number, deck: 'item' | 'spell' | 'skill', card: string): void {
  const k = s.decks[deck].indexOf(card);
  if (k < 0) throw new Error(`no ${card} left in the ${deck} deck`);
  s.decks[deck].splice(k, 1);
  const i = s.invs[slot];
  if (!i) throw new Error(`no slot ${slot}`);
  (deck === 'item' ? i.items : deck === 'spell' ? i.spells : i.skills).push(card);
}

/** Empties an investigator's hands back into the decks. */
export function emptyHands(s: GameState, slot: number): void {
  const i = s.invs[slot];
  if (!i) throw new Error(`no slot ${slot}`);
  s.decks.item.push(...i.items);
  s.decks.spell.push(...i.spells);
  s.decks.skill.push(...i.skills);
  i.items = [];
  i.spells = [];
  i.skills = [];
}

export function eventsOf<T extends GameEvent['type']>(events: GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Puts the investigator in `location` and stays there: the location encounter follows with `dice`. */
export function encounterAt(s: GameState, slot: number, location: string, dice: number[]): GameEvent[] {
  const i = s.invs[slot];
  if (!i) throw new Error(`no slot ${slot}`);
  i.at = node(location);
  return play(s, slot, 'move', 'stay', dice);
}

/** Investigator 0 (first of `investigators`), empty-handed, meets monsters of `species` at `at` by staying there. */
export function meet(
  species: string[],
  o: { at?: string; investigators?: [string, string]; dice?: number[] } = {},
): { s: GameState; counters: number[] } {
  const s = begin({ dice: [1, 1, 1, 1], investigators: [o.investigators ?? ['ben-hale', 'amos-wendell']] });
  emptyHands(s, 0);
  emptyHands(s, 1);
  const at = o.at ?? 'city-hall';
  const counters = species.map((sp) => putMonster(s, sp, at));
  const i = s.invs[0];
  if (!i) throw new Error('no investigator');
  i.at = node(at);
  play(s, 0, 'move', 'stay', o.dice ?? []);
  return { s, counters };
}

/** Sends investigator `slot` to box `box` of `world`, its turn about to start afresh. */
export function inWorld(s: GameState, slot: number, world: string, box: number): void {
  const i = s.invs[slot];
  if (!i) throw new Error(`no slot ${slot}`);
  Object.assign(i, { world, box, at: -1, explored: -1, done: false, flow: [{ k: 'turn', slot, stage: 'start', ask: 0 }] });
}

/** Ends investigator `slot`'s turn on an empty street; the game then runs every other flow on, using `dice`. */
export function kick(s: GameState, dice: number[], slot = 1): GameEvent[] {
  return [...play(s, slot, 'move', 'go:st-03', dice), ...endTurn(s, slot)];
}

/** Answers `end` while `slot` is at its end-turn prompt (trades, sales, card uses on offer); returns the events. */
export function endTurn(s: GameState, slot: number): GameEvent[] {
  const events: GameEvent[] = [];
  for (;;) {
    const p = engine.prompts(s).find((q) => q.slot === slot && q.kind === 'end-turn');
    if (!p) return events;
    events.push(...ok(engine.applyAnswerInPlace(s, { promptId: p.id, optionId: 'end', version: s.version })));
  }
}

/**
 * Sets aside every counter that walks or flies, leaving only stationary ones (Powers, Ghosts) in the
 * pile, so the monster a Mythos gate brings never leaves its location. Returns those set aside.
 */
export function stillPile(s: GameState): number[] {
  const speed: number[] = content.monsters.flatMap((m) => m.counters.map((c) => c.speed));
  const aside = s.decks.monsters.filter((c) => (speed[c] ?? 0) > 0);
  s.decks.monsters = s.decks.monsters.filter((c) => (speed[c] ?? 0) === 0);
  return aside;
}

/** A deep-frozen copy of a game. */
export function cloneGame(s: GameState): GameState {
  return deepFreeze(JSON.parse(JSON.stringify(s)) as GameState);
}

/** The investigator in `slot`, or a thrown error naming the slot. */
export function inv(s: GameState, slot: number): InvestigatorState {
  const i = s.invs[slot];
  if (!i) throw new Error(`no slot ${slot}`);
  return i;
}

/** The ids of a prompt's options, in order. */
export function ids(p: Prompt): string[] {
  return p.options.map((o) => o.id);
}

/** The combat loadouts offered to slot 0 (a thrown error if slot 0 is not choosing one). */
export function loadouts(s: GameState): LoadoutOption[] {
  const p = promptOf(s, 0);
  if (p.kind !== 'combat-loadout') throw new Error(`expected combat-loadout, got ${p.kind}`);
  return p.options;
}

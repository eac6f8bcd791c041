// Setup 1–7: investigators chosen (two each with fewer than 4 players, or the digest's counts), their
// kits dealt, STR/SAN split asked of each, all at the Train Station; the first gate by 2D6 with the top
// gate card face down and 3 random monsters face up; Doom on 1; 2D6 each for the first player.
import { drawTop } from '../../../engine/core/decks.js';
import { randomIndex, roll2d6 } from '../../../engine/core/dice.js';
import { emit } from '../../../engine/core/run.js';
import { seedRng, shuffleInPlace } from '../../../engine/core/rng.js';
import type { GameSetup } from './types/options.js';
import { withDefaults } from './types/options.js';
import type { GameState } from './types/state.js';
import { placeMonster, drawMonster } from './board-monsters.js';
import type { Ctx } from './context.js';
import { extraCardsApply } from './extra-cards.js';
import { dealKit, newInvestigator } from './kit.js';
import { nodeId } from './run.js';
import type { Run } from './run.js';

/** Gate cards per Other World (FACTS-1987 §10: 8 worlds × 2 = 16). */
const GATE_CARDS_PER_WORLD = 2;

export function investigatorsPerPlayer(players: number, reading: 'rules-sheet' | 'digest'): number {
  if (reading === 'digest') return players === 1 ? 3 : players <= 3 ? 2 : 1;
  return players < 4 ? 2 : 1;
}

export function newGame(c: Ctx, setup: GameSetup, seed: string | number): Run {
  const options = withDefaults(setup.options);
  const players = setup.players;
  if (players.length === 0) throw new Error('setup: no players');
  if (new Set(players.map((p) => p.id)).size !== players.length) throw new Error('setup: a player id is used twice');
  const each = investigatorsPerPlayer(players.length, options.investigatorsPerPlayer);
  if (players.length * each > c.content.investigators.length) {
    throw new Error(`setup: ${players.length} players need ${players.length * each} investigators, the content has ${c.content.investigators.length}`);
  }
  const s: GameState = {
    version: 0,
    ruleset: 'classic',
    contentVersion: c.content.version,
    options,
    rng: seedRng(seed),
    seq: 0,
    turn: 0,
    phase: 'setup',
    outcome: null,
    doom: 0,
    firstPlayer: 0,
    current: 0,
    players: players.map((p) => ({ id: p.id, slots: [] })),
    invs: [],
    lostIds: [],
    decks: { item: [], spell: [], skill: [], gate: [], monsters: [] },
    monsters: [],
    gates: [],
    elderSigns: [],
    boardCards: [],
    powerSeals: [],
    mythos: [],
    gateLimitTurn: null,
  };
  const r: Run = { c, s, ev: [], built: null };
  buildDecks(r);
  seatInvestigators(r, setup, each);
  firstGate(r);
  firstPlayer(r);
  return r;
}

function buildDecks(r: Run): void {
  const { content } = r.c;
  const d = r.s.decks;
  for (const item of content.items) for (let k = 0; k < item.copies; k += 1) d.item.push(item.id);
  for (const spell of content.spells) for (let k = 0; k < spell.copies; k += 1) d.spell.push(spell.id);
  for (const skill of content.skills) for (let k = 0; k < skill.copies; k += 1) d.skill.push(skill.id);
  for (const world of content.otherWorlds) for (let k = 0; k < GATE_CARDS_PER_WORLD; k += 1) d.gate.push(world.id);
  for (let counter = 0; counter < r.c.counters.length; counter += 1) d.monsters.push(counter);
  shuffleInPlace(r.s.rng, d.item);
  shuffleInPlace(r.s.rng, d.spell);
  shuffleInPlace(r.s.rng, d.skill);
  shuffleInPlace(r.s.rng, d.gate);
}

function seatInvestigators(r: Run, setup: GameSetup, each: number): void {
  const chosen = setup.players.flatMap((p) => p.investigators ?? []);
  for (const id of chosen) if (!r.c.investigators.has(id)) throw new Error(`setup: unknown investigator ${id}`);
  if (new Set(chosen).size !== chosen.length) throw new Error('setup: an investigator is chosen twice');
  const free = r.c.content.investigators.map((i) => i.id).filter((id) => !chosen.includes(id));
  setup.players.forEach((p, player) => {
    const ids = [...(p.investigators ?? [])];
    if (ids.length > each) throw new Error(`setup: player ${p.id} chose ${ids.length} investigators, the rules give ${each}`);
    while (ids.length < each) {
      const [id] = free.splice(randomIndex(r, free.length), 1);
      if (id === undefined) throw new Error('setup: not enough investigators');
      ids.push(id);
    }
    for (const id of ids) {
      const slot = r.s.invs.length;
      r.s.invs.push(newInvestigator(r, slot, player, id));
      r.s.players[player]?.slots.push(slot);
    }
  });
  emit(r, {
    type: 'game-started',
    players: r.s.players.map((p) => p.id),
    investigators: r.s.invs.map((i) => ({ slot: i.slot, player: r.s.players[i.player]?.id ?? '', investigator: i.id })),
  });
  for (const i of r.s.invs) {
    dealKit(r, i);
    // Asked top first: the STR/SAN split, the house rule's extra cards, then trading before play (Setup 7).
    i.flow.push({ k: 'ready', slot: i.slot, ask: 0 });
    if (extraCardsApply(r)) i.flow.push({ k: 'extra-cards', slot: i.slot, ask: 0 });
    i.flow.push({ k: 'stats', slot: i.slot, ask: 0 });
  }
}

function firstGate(r: Run): void {
  const dice = roll2d6(r);
  const node = r.c.gateRoll[dice[0] + dice[1]] ?? -1;
  const world = drawTop(r.s.decks.gate);
  if (node < 0 || world === null) throw new Error('setup: the gate table or the gate deck is empty');
  emit(r, { type: 'gate-roll', dice, location: nodeId(r, node) });
  r.s.gates.push({ n: node, world, up: false });
  r.s.doom = 1;
  emit(r, { type: 'gate-opened', location: nodeId(r, node), doom: 1, gatesOnBoard: 1 });
  for (let k = 0; k < r.c.content.rules.firstGateMonsters; k += 1) {
    const counter = drawMonster(r);
    if (counter !== null) placeMonster(r, counter, node, true);
  }
}

/** Every player rolls 2D6; the highest starts; the tied roll again. */
function firstPlayer(r: Run): void {
  let contenders = r.s.players.map((_, k) => k);
  const rolls: { round: number; player: string; dice: number[] }[] = [];
  for (let round = 1; contenders.length > 1; round += 1) {
    let best = -1;
    let next: number[] = [];
    for (const k of contenders) {
      const dice = roll2d6(r);
      rolls.push({ round, player: r.s.players[k]?.id ?? '', dice });
      const total = dice[0] + dice[1];
      if (total > best) {
        best = total;
        next = [k];
      } else if (total === best) next.push(k);
    }
    contenders = next;
  }
  r.s.firstPlayer = contenders[0] ?? 0;
  emit(r, { type: 'first-player', rolls, player: r.s.players[r.s.firstPlayer]?.id ?? '' });
}

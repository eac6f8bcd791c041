// The Mythos Phase's first two steps (R-GATE-*, R-CLUE-1): a gate opens at the card's gate location
// (a doom token, a gate marker while the track has room, monsters drawn to it, investigators there
// drawn through), then a Clue token appears at its clue location.
import { drawTop } from '../../../engine/core/decks.js';
import { randomIndex } from '../../../engine/core/dice.js';
import { emit } from '../../../engine/core/run.js';
import { drawnThroughGate } from './status.js';
import type { RevisedError, RevisedRun } from './types.js';

export type GateOpening =
  | { kind: 'opened'; world: string; monsters: string[] }
  /** The doom track is full: no gate, the Ancient One wakes (final-battle.ts). */
  | { kind: 'awakened' }
  /** An elder sign or an open gate is there already (D-BLOCKED; an open gate makes a surge, mythos-phase.ts). */
  | { kind: 'blocked'; by: 'elder-sign' | 'gate' }
  | { kind: 'no-gates' };

function onBoard(r: RevisedRun): number {
  const monsters = r.s.board.monsters;
  let n = 0;
  for (const at in monsters) n += monsters[at]?.length ?? 0;
  return n;
}

/** Draws a monster from the cup to `at`, or to the Outskirts when the board holds its limit. */
export function placeMonster(r: RevisedRun, at: string): string | null {
  if (r.s.cup.length === 0) return null;
  const [monster] = r.s.cup.splice(randomIndex(r, r.s.cup.length), 1);
  if (monster === undefined) return null;
  const board = r.s.board;
  const where = onBoard(r) >= board.monsterLimit ? 'outskirts' : at;
  if (where === 'outskirts') board.outskirts.push(monster);
  else (board.monsters[at] ??= []).push(monster);
  emit(r, { type: 'monster-placed', monster, at: where });
  return monster;
}

export function openGate(r: RevisedRun, location: string): GateOpening {
  const board = r.s.board;
  if (board.elderSigns.includes(location)) return { kind: 'blocked', by: 'elder-sign' };
  if (location in board.gates) return { kind: 'blocked', by: 'gate' };
  board.doom += 1;
  emit(r, { type: 'doom', now: board.doom });
  if (board.doom >= board.doomTrack) return { kind: 'awakened' };
  const world = drawTop(board.gateStack);
  if (world === null) return { kind: 'no-gates' };
  board.gates[location] = world;
  emit(r, { type: 'gate-opened', location, world });
  for (const inv of r.s.invs) {
    if (inv.place.kind !== 'arkham' || inv.place.node !== location) continue;
    drawnThroughGate(inv, world);
    emit(r, { type: 'drawn-through', inv: inv.id, world });
  }
  const count = r.s.invs.length >= 5 ? 2 : 1;
  const monsters: string[] = [];
  for (let k = 0; k < count; k += 1) {
    const m = placeMonster(r, location);
    if (m !== null) monsters.push(m);
  }
  return { kind: 'opened', world, monsters };
}

/**
 * A Clue token at `location`, unless a gate is open there. `taker`, one of the investigators there
 * (the players' choice, or the first player's), takes it at once; with no taker it lies there.
 */
export function placeClue(r: RevisedRun, location: string, taker: string | null): RevisedError | null {
  if (location in r.s.board.gates) return null;
  if (taker !== null) {
    const inv = r.s.invs.find((i) => i.id === taker);
    if (inv === undefined || inv.place.kind !== 'arkham' || inv.place.node !== location) return { error: 'revised/not_there', message: `${taker} is not at ${location}` };
    inv.clues += 1;
  } else r.s.board.clues[location] = (r.s.board.clues[location] ?? 0) + 1;
  emit(r, { type: 'clue-placed', location, takenBy: taker });
  return null;
}

// Monster movement in the Mythos Phase (R-MOVE-*): the card's white and black boxes name dimension
// symbols; a monster whose symbol is in a box follows the exit arrow of that colour out of its area,
// a fast one twice, a stationary one never, and one that shares its location with an investigator
// stays. Every monster moves from where it stood when the step began.
import { emit } from '../../../engine/core/run.js';
import type { MonsterCard, RevisedRun } from './types.js';

export type ArrowColour = 'white' | 'black';
/** Each area's exit arrows by colour; an arrow of both colours is the same node under both. */
export type Exits = Record<string, Partial<Record<ArrowColour, string>>>;
export interface MovementBoxes {
  white: readonly string[];
  black: readonly string[];
}

function colourOf(monster: MonsterCard, boxes: MovementBoxes): ArrowColour | null {
  if (boxes.white.includes(monster.dimension)) return 'white';
  if (boxes.black.includes(monster.dimension)) return 'black';
  return null;
}

const investigatorAt = (r: RevisedRun, node: string): boolean => r.s.invs.some((i) => i.place.kind === 'arkham' && i.place.node === node);

/** Moves the board's monsters for one Mythos card; the Outskirts do not move. */
export function moveMonsters(r: RevisedRun, exits: Exits, boxes: MovementBoxes): void {
  const board = r.s.board.monsters;
  const starts: string[] = [];
  const ids: string[] = [];
  for (const at of Object.keys(board)) {
    for (const id of board[at] ?? []) {
      starts.push(at);
      ids.push(id);
    }
  }
  for (let k = 0; k < ids.length; k += 1) {
    const at = starts[k] ?? '';
    const id = ids[k] ?? '';
    const monster = r.c.monsters[id];
    if (monster === undefined) throw new Error(`no monster ${id}`);
    const colour = colourOf(monster, boxes);
    if (colour === null || monster.movement === 'stationary') continue;
    let to = at;
    for (let step = 0; step < (monster.movement === 'fast' ? 2 : 1); step += 1) {
      const next = exits[to]?.[colour];
      if (next === undefined || investigatorAt(r, to)) break;
      to = next;
    }
    if (to === at) continue;
    const from = board[at] ?? [];
    from.splice(from.indexOf(id), 1);
    if (from.length === 0) delete board[at];
    (board[to] ??= []).push(id);
    emit(r, { type: 'monster-moved', monster: id, from: at, to });
  }
}

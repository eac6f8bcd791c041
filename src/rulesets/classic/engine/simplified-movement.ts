// House rule simplifiedMonsterMovement (rules sheet, House Rules): in the Mythos Phase only some monsters
// move. Flyers move as always (toward people on the streets); the monsters placed in this Mythos Phase
// move, with every monster of their colours already on the board; when the gate roll put a monster at
// every gated location, all monsters move. The Mythos frame records who moves (mythos.ts) and
// moveMonsters (monster-movement.ts) moves only them.
import { counterInfo } from './run.js';
import type { Run } from './run.js';

/** The counters that move, given those on the board before the gate step and whether it was an every-gate roll. */
export function simplifiedMovers(r: Run, before: readonly number[], everyGate: boolean): number[] {
  const onBoard = r.s.monsters.map((m) => m.c);
  if (everyGate) return onBoard;
  const placed = onBoard.filter((c) => !before.includes(c));
  const colours = new Set(placed.map((c) => counterInfo(r, c).colour));
  return onBoard.filter((c) => {
    const counter = counterInfo(r, c);
    return counter.hand === 'F' || placed.includes(c) || colours.has(counter.colour);
  });
}

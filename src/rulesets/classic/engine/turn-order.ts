// The order of play, read by the game turn (turn-cycle.ts) and the auction (card-uses/auction.ts).
import type { Run } from './run.js';

/** Clockwise from the first player: each player's investigators in seat order. */
export function turnOrder(r: Run): number[] {
  const out: number[] = [];
  const players = r.s.players;
  for (let k = 0; k < players.length; k += 1) {
    const p = players[(r.s.firstPlayer + k) % players.length];
    if (p) out.push(...p.slots);
  }
  return out;
}

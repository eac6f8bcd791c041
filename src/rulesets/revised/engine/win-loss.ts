// How the revised game ends (D-WIN, D-ANCIENT): won when no gate is open and the investigators hold
// at least as many gate trophies as there are investigators, or when enough elder signs seal the town,
// or when the final battle banishes the Ancient One; lost when it devours every investigator.
import { emit } from '../../../engine/core/run.js';
import type { GameRun } from './game-run.js';
import type { Outcome } from './game-types.js';

/** Elder signs on the board that win the game (D-WIN). */
export const SEALS_TO_WIN = 5;
/** Clue tokens a seal costs (D-SEAL). */
export const SEAL_COST = 3;

export function endGame(r: GameRun, outcome: Outcome): void {
  if (r.s.phase === 'over') return;
  r.s.outcome = outcome;
  r.s.phase = 'over';
  for (const inv of r.s.invs) inv.flow.length = 0;
  r.s.world.length = 0;
  emit(r, { type: 'game-over', result: outcome.result, reason: outcome.reason });
}

/** Ends the game if the investigators have won by gates or by seals; true if so. */
export function checkWin(r: GameRun): boolean {
  const b = r.s.board;
  if (b.elderSigns.length >= SEALS_TO_WIN) endGame(r, { result: 'won', reason: 'sealed' });
  else if (Object.keys(b.gates).length === 0 && r.s.invs.reduce((n, i) => n + i.gateTrophies.length, 0) >= r.s.invs.length) endGame(r, { result: 'won', reason: 'gates-closed' });
  return r.s.phase === 'over';
}

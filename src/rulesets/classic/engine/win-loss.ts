// Winning & Losing 1–3 (rules sheet): won from game turn 2 on when no gate is left on the board; lost
// when the gates on the board reach the limit for the number of players, or when the Doom Factor
// passes the Doom of Arkham.
import { emit } from '../../../engine/core/run.js';
import type { Outcome } from './types/state.js';
import { allFlows, releaseFrame } from './flow.js';
import type { Run } from './run.js';

/** The digest's reading (FACTS-1987 §4): by investigators, 8 up to 3, 7 for 4, 6 from 5. */
const DIGEST_GATE_LIMITS: [number, number][] = [
  [3, 8],
  [4, 7],
  [Number.MAX_SAFE_INTEGER, 6],
];

export function gateLimit(r: Run): number {
  const digest = r.s.options.gateLimit === 'digest';
  const count = digest ? r.s.invs.length : r.s.players.length;
  const table = digest ? DIGEST_GATE_LIMITS : r.c.content.rules.gateLimits;
  for (const [upTo, gates] of table) if (count <= upTo) return gates;
  return table[table.length - 1]?.[1] ?? 6;
}

/** After a gate is placed: Doom of Arkham, and (rules sheet) the gate limit reached. */
export function checkLossAfterGate(r: Run): void {
  if (r.s.phase === 'over') return;
  if (r.s.doom > r.c.content.rules.doomLimit) endGame(r, { result: 'lost', reason: 'doom' });
  else if (r.s.options.gateLimit === 'rules-sheet' && r.s.gates.length >= gateLimit(r)) {
    endGame(r, { result: 'lost', reason: 'too-many-gates' });
  }
}

/** Digest reading: the limit must hold for a full game turn, judged at the end of each Mythos Phase. */
export function checkDigestGateLimit(r: Run): void {
  if (r.s.phase === 'over' || r.s.options.gateLimit !== 'digest') return;
  if (r.s.gates.length < gateLimit(r)) {
    r.s.gateLimitTurn = null;
    return;
  }
  if (r.s.gateLimitTurn !== null && r.s.gateLimitTurn < r.s.turn) endGame(r, { result: 'lost', reason: 'too-many-gates' });
  else if (r.s.gateLimitTurn === null) r.s.gateLimitTurn = r.s.turn;
}

export function checkWin(r: Run): void {
  if (r.s.phase !== 'over' && r.s.turn >= 2 && r.s.gates.length === 0) endGame(r, { result: 'won', reason: 'gates-closed' });
}

export function endGame(r: Run, outcome: Outcome): void {
  r.s.phase = 'over';
  r.s.outcome = outcome;
  emit(r, { type: 'game-over', result: outcome.result, reason: outcome.reason });
  for (const flow of allFlows(r)) {
    for (const f of flow) releaseFrame(r, f);
    flow.length = 0;
  }
}

/** Read through a call: a rule that just ran may have ended the game behind the compiler's back. */
export function gameIsOver(r: Run): boolean {
  return r.s.phase === 'over';
}

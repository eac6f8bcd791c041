// The turn's phases in order (D-PHASES, D-ORDER): in each, the investigators act one after another
// from the first player, each with one frame of that phase on their flow; the Mythos Phase is one
// frame of the Mythos flow; then the first player token passes left and the next turn begins. The
// final battle's two steps go round the investigators still standing the same way.
import { emit } from '../../../engine/core/run.js';
import { endAttacks, endStrike } from './final-battle.js';
import type { Frame, GameInvestigator, Phase } from './game-types.js';
import type { GameRun } from './game-run.js';
import { invAt } from './game-run.js';

/** The frame an investigator gets in a phase of theirs, or null when they sit it out. */
function frameFor(r: GameRun, inv: GameInvestigator, slot: number): Frame | null {
  switch (r.s.phase) {
    case 'upkeep':
      return { k: 'upkeep', slot, ask: 0, left: r.c.investigators[inv.card]?.focus ?? 0, used: [] };
    case 'movement':
      return { k: 'move', slot, ask: 0, points: -1, evaded: [], going: null, ending: false, stopped: false };
    case 'arkham':
      return { k: 'arkham', slot, ask: 0 };
    case 'otherworld':
      return { k: 'otherworld', slot, ask: 0 };
    case 'final-attack':
      return inv.devoured ? null : { k: 'final-attack', slot, ask: 0 };
    case 'final-harm':
      return inv.devoured ? null : { k: 'final-harm', slot, ask: 0 };
    default:
      return null;
  }
}

const NEXT: Partial<Record<Phase, Phase>> = { upkeep: 'movement', movement: 'arkham', arkham: 'otherworld', otherworld: 'mythos' };

function enter(r: GameRun, phase: Phase): void {
  r.s.phase = phase;
  r.s.actor = -1;
  for (const inv of r.s.invs) inv.acted = false;
  emit(r, { type: 'phase', phase, turn: r.s.turn });
}

function nextTurn(r: GameRun): void {
  if (r.s.turn > 0) {
    r.s.firstPlayer = (r.s.firstPlayer + 1) % r.s.invs.length;
    emit(r, { type: 'first-player', inv: invAt(r, r.s.firstPlayer).id });
  }
  r.s.turn += 1;
  enter(r, 'upkeep');
}

/** When every flow is empty: the next investigator's frame of this phase, or the next phase. */
export function advanceRevised(r: GameRun): boolean {
  const s = r.s;
  if (s.phase === 'over' || s.world.length > 0 || s.invs.some((i) => i.flow.length > 0)) return false;
  const n = s.invs.length;
  while (s.actor + 1 < n && s.phase !== 'mythos') {
    s.actor += 1;
    const slot = (s.firstPlayer + s.actor) % n;
    const inv = invAt(r, slot);
    const f = frameFor(r, inv, slot);
    if (f === null) continue;
    inv.flow.push(f);
    return true;
  }
  const next = NEXT[s.phase];
  if (next === 'mythos') {
    enter(r, 'mythos');
    s.world.push({ k: 'mythos', slot: -1, ask: 0, first: false });
  } else if (next !== undefined) enter(r, next);
  else if (s.phase === 'mythos') {
    if (s.final === null) nextTurn(r);
    else enter(r, 'final-attack');
  } else if (s.phase === 'final-attack') {
    endAttacks(r);
    s.actor = -1;
  } else if (s.phase === 'final-harm') {
    endStrike(r);
    s.actor = -1;
  }
  return true;
}

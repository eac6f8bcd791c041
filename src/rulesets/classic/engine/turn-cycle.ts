// The game turn: Investigator Phase (everyone acts in any order, or clockwise with strictOrder), then
// the Mythos Phase as soon as every investigator has ended their turn; then the next game turn.
import { randomIndex } from '../../../engine/core/dice.js';
import { emit } from '../../../engine/core/run.js';
import type { Run } from './run.js';
import { dealKit, newInvestigator } from './kit.js';
import { checkDigestGateLimit, checkWin, gameIsOver } from './win-loss.js';
import { putBack } from './cards.js';
import { collectRetainer } from './retainer.js';
import { turnOrder } from './turn-order.js';

function startTurnFlow(r: Run, slot: number): void {
  const i = r.s.invs[slot];
  if (!i) return;
  if (i.status === 'lost') {
    i.done = true;
    return;
  }
  collectRetainer(r, i);
  i.flow.push({ k: 'turn', slot, stage: 'start', ask: 0 });
  if (i.status === 'setup') i.flow.push({ k: 'stats', slot, ask: 0 });
  if (i.status === 'adrift') i.flow.push({ k: 'adrift', slot, ask: 0 });
}

export function beginTurn(r: Run): void {
  const s = r.s;
  s.turn += 1;
  s.phase = 'investigator';
  emit(r, { type: 'phase', phase: 'investigator', turn: s.turn });
  for (const i of s.invs) {
    i.spent = [];
    i.checked = [];
    for (const card of i.inUse) {
      const at = i.items.indexOf(card);
      if (at >= 0) i.items.splice(at, 1);
      putBack(r, 'item', card);
      emit(r, { type: 'card-lost', investigator: i.id, deck: 'item', card, reason: 'one-turn' });
    }
    i.inUse = [];
    i.shopEvent = -1;
    i.done = false;
    i.acted = false;
  }
  checkWin(r);
  if (gameIsOver(r)) return;
  for (const i of s.invs) if (i.status === 'lost') replaceInvestigator(r, i.slot);
  if (s.options.strictOrder) {
    s.current = 0;
    startNextInOrder(r);
  } else {
    for (const i of s.invs) startTurnFlow(r, i.slot);
  }
}

function startNextInOrder(r: Run): void {
  const order = turnOrder(r);
  while (r.s.current < order.length) {
    const slot = order[r.s.current] ?? -1;
    const i = r.s.invs[slot];
    if (i && !i.done) {
      startTurnFlow(r, slot);
      if (!i.done) return;
    }
    r.s.current += 1;
  }
}

/** A new investigator for a lost one: free ids first (never one lost before while others are free). */
function replaceInvestigator(r: Run, slot: number): void {
  const old = r.s.invs[slot];
  if (!old) return;
  const inPlay = new Set(r.s.invs.map((i) => i.id));
  const all = r.c.content.investigators.map((i) => i.id);
  let free = all.filter((id) => !inPlay.has(id) && !r.s.lostIds.includes(id));
  if (free.length === 0) free = all.filter((id) => !inPlay.has(id) || id === old.id);
  const id = free[randomIndex(r, free.length)] ?? old.id;
  const fresh = newInvestigator(r, slot, old.player, id);
  r.s.invs[slot] = fresh;
  emit(r, { type: 'investigator-joined', investigator: id, slot, player: r.s.players[old.player]?.id ?? '' });
  dealKit(r, fresh);
}

function beginMythos(r: Run): void {
  r.s.phase = 'mythos';
  emit(r, { type: 'phase', phase: 'mythos', turn: r.s.turn });
  r.s.mythos.push({ k: 'mythos', stage: 0, ask: 0 });
}

/** Every investigator has ended the turn and has nothing left to run. */
function allDone(r: Run): boolean {
  for (const i of r.s.invs) if (!i.done || i.flow.length > 0) return false;
  return true;
}

/** Moves the game on when the current phase has nothing left to run. Returns true on a change. */
export function advancePhase(r: Run): boolean {
  const s = r.s;
  if (s.phase === 'setup') {
    if (s.invs.some((i) => i.flow.length > 0)) return false;
    beginTurn(r);
    return true;
  }
  if (s.phase === 'investigator') {
    if (s.options.strictOrder) {
      const order = turnOrder(r);
      const slot = order[s.current] ?? -1;
      const current = s.invs[slot];
      if (current && current.flow.length === 0 && s.current < order.length) {
        current.done = true;
        s.current += 1;
        startNextInOrder(r);
        return true;
      }
    }
    if (allDone(r)) {
      beginMythos(r);
      return true;
    }
    return false;
  }
  if (s.phase === 'mythos' && s.mythos.length === 0) {
    checkDigestGateLimit(r);
    if (!gameIsOver(r)) beginTurn(r);
    return true;
  }
  return false;
}

// Cutting a flow short: an investigator knocked out, driven insane, lost, jailed or carried off stops
// whatever they were doing, back to the frame that owns the turn (or the Mythos attack).
import type { Frame } from './types/frames.js';
import { putBack } from './cards.js';
import type { Run } from './run.js';

function isBarrier(f: Frame): boolean {
  return f.k === 'turn' || f.k === 'attack' || f.k === 'mythos';
}

/** Pops every frame above the owning turn (whose turn then ends) or Mythos attack. */
export function unwind(r: Run, flow: Frame[]): void {
  for (;;) {
    const top = flow[flow.length - 1];
    if (top === undefined) return;
    if (isBarrier(top)) {
      if (top.k === 'turn') top.stage = 'end';
      top.ask = 0;
      return;
    }
    flow.pop();
    releaseFrame(r, top);
  }
}

/** A frame leaving the stack gives back what it holds (cards on offer). */
export function releaseFrame(r: Run, f: Frame): void {
  if (f.k === 'buy') {
    for (const card of f.cards) putBack(r, f.deck, card);
    f.cards = [];
  }
  if (f.k === 'auction') {
    for (const card of f.lots) putBack(r, 'item', card);
    f.lots = [];
  }
}

export function popFrame(r: Run, flow: Frame[]): void {
  const top = flow.pop();
  if (top !== undefined) releaseFrame(r, top);
}

/** How many flows the game has: one per investigator, then the Mythos Phase's (see flowAt). */
export function flowCount(r: Run): number {
  return r.s.invs.length + 1;
}

/** Flow `k` in allFlows order, without building the list (the driver asks on every step). */
export function flowAt(r: Run, k: number): Frame[] {
  return r.s.invs[k]?.flow ?? r.s.mythos;
}

/** Every flow of the game: each investigator's, then the Mythos Phase's. */
export function allFlows(r: Run): Frame[][] {
  const out: Frame[][] = [];
  for (const i of r.s.invs) out.push(i.flow);
  out.push(r.s.mythos);
  return out;
}

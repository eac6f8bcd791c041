// After every change to a game, in the same transaction: a table with no human left is abandoned;
// bots make their decisions; a finished game is marked over; a new stop gets its deadline; and every
// open prompt remembers who made it appear (the "pending" mark of docs/service.md).
import { runBots } from './bots-at-table.js';
import { addEvents, type Draft } from './draft.js';
import { humansPlaying } from './seats.js';
import type { TableKit } from './table-kit.js';
import { updateWait } from './waits.js';

/** `from`: when the next stop's clock starts (now, or the deadline that just passed). */
export function settle(draft: Draft, kit: TableKit, from: number): void {
  const doc = draft.doc;
  if ((doc.status === 'running' || doc.status === 'paused') && humansPlaying(doc).length === 0) {
    doc.status = 'over';
    doc.abandoned = true;
    doc.endedAt = kit.now;
    addEvents(draft, null, 'lobby', [{ type: 'table-abandoned' }]);
  }
  runBots(draft, kit);
  if (doc.engine?.phase === 'over' && doc.status !== 'over') {
    doc.status = 'over';
    doc.endedAt = kit.now;
  }
  updateWait(draft, from);
  trackOrigins(draft, kit);
}

function trackOrigins(draft: Draft, kit: TableKit): void {
  const doc = draft.doc;
  const state = doc.engine;
  const open = state && doc.status !== 'over' ? kit.engine.prompts(state) : [];
  const next: typeof doc.opened = {};
  for (const prompt of open) next[prompt.id] = doc.opened[prompt.id] ?? { v: doc.version, by: draft.actor };
  doc.opened = next;
}

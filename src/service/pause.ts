// The sysop pauses a running game: no answers and no deadlines until it resumes, when the stop gets
// back the time it had left.
import { addEvents, type Draft } from './draft.js';
import { ServiceError } from './errors.js';
import { settle } from './settle.js';
import type { TableKit } from './table-kit.js';

export function setPaused(draft: Draft, kit: TableKit, paused: boolean): void {
  const doc = draft.doc;
  if (paused) {
    if (doc.status !== 'running') throw new ServiceError('game/not_running', `game ${doc.id} is not running`);
    doc.status = 'paused';
    doc.pausedAt = kit.now;
    addEvents(draft, null, 'sysop', [{ type: 'table-paused' }]);
    return;
  }
  if (doc.status !== 'paused') throw new ServiceError('game/not_running', `game ${doc.id} is not paused`);
  doc.status = 'running';
  if (doc.wait) doc.wait.deadline += kit.now - (doc.pausedAt ?? kit.now);
  doc.pausedAt = null;
  addEvents(draft, null, 'sysop', [{ type: 'table-resumed' }]);
  settle(draft, kit, kit.now);
}

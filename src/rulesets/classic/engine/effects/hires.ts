// Table faces that offer a local character for hire (Black Cave, Shunned House) or a retainer
// (Newspaper, Miskatonic University): an offer to take or leave, unless it cannot be had.
import { emit } from '../../../../engine/core/run.js';
import { allyFree, allyOf } from '../allies.js';
import { retainersHeld } from '../retainer.js';
import type { EffectGroup } from './types.js';

export const hireEffects: EffectGroup<'hireAlly' | 'retainer'> = {
  hireAlly(r, flow, _f, i, e) {
    const ally = allyOf(r, e.ally);
    if (!ally) throw new Error(`content: no ally ${e.ally}`);
    if (!allyFree(r, ally.id)) emit(r, { type: 'ignored', investigator: i.id, effect: 'hireAlly', reason: 'none-left' });
    else if (i.money < ally.price) emit(r, { type: 'ignored', investigator: i.id, effect: 'hireAlly', reason: 'cannot-pay' });
    else flow.push({ k: 'offer', slot: i.slot, what: 'ally', ally: ally.id, ask: 0 });
  },
  retainer(r, flow, _f, i) {
    // Rules: ignore any event that would give a second retainer.
    if (i.retainer) emit(r, { type: 'ignored', investigator: i.id, effect: 'retainer', reason: 'has-retainer' });
    else if (retainersHeld(r) >= r.c.content.rules.retainers) emit(r, { type: 'ignored', investigator: i.id, effect: 'retainer', reason: 'none-left' });
    else flow.push({ k: 'offer', slot: i.slot, what: 'retainer', ally: null, ask: 0 });
  },
};

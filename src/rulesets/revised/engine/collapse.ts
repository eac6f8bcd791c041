// Insane or unconscious (R-STATUS-2..4): the rest of the investigator's turn is dropped (no more
// encounters this turn), the player picks the items to discard one by one (D-DISCARD), and status.ts
// moves them to the Asylum, the Hospital or Lost in Time and Space. Discards go under their decks.
import { putUnder } from '../../../engine/core/decks.js';
import { askFor } from '../../../engine/core/frames.js';
import { anyCard, deckOfCard } from './cards.js';
import type { Frame } from './game-types.js';
import type { GameRun, Handler } from './game-run.js';
import { invAt } from './game-run.js';
import { collapse, collapseDue, itemsToDiscard } from './status.js';
import type { InvestigatorState } from './types.js';

/** True (and the flow replaced by the collapse) when the investigator is at 0 Stamina or Sanity. */
export function collapseIfDue(r: GameRun, flow: Frame[], inv: InvestigatorState & { quietTurn: number }, slot: number): boolean {
  if (collapseDue(inv) === null) return false;
  inv.quietTurn = r.s.turn;
  for (const f of flow) if (f.k === 'face') for (const p of f.pending) if (p.fromEncounter) r.s.cup.push(p.monster);
  flow.length = 0;
  flow.push({ k: 'collapse', slot, ask: 0, chosen: [] });
  return true;
}

export function discardCard(r: GameRun, card: string): void {
  putUnder(r.s.decks[deckOfCard(anyCard(r.c, card))], card);
}

export const collapseHandler: Handler<'collapse'> = {
  run(r, flow, f) {
    const inv = invAt(r, f.slot);
    if (f.chosen.length < itemsToDiscard(inv)) {
      askFor(f);
      return;
    }
    const done = collapse(r, inv, f.chosen);
    if ('error' in done) throw new Error(done.message);
    for (const card of f.chosen) discardCard(r, card);
    inv.explored = null;
    flow.pop();
  },
  prompt(r, f) {
    const inv = invAt(r, f.slot);
    const left = [...inv.items];
    for (const id of f.chosen) left.splice(left.indexOf(id), 1);
    const options = [...new Set(left)].map((id) => ({ id: `discard:${id}`, label: `Discard ${r.c.cards[id]?.name ?? id}` }));
    const first = options[0]?.id ?? '';
    return { kind: 'discard', options, default: first, context: { cause: collapseDue(inv), left: itemsToDiscard(inv) - f.chosen.length } };
  },
  answer(_r, _flow, f, option) {
    f.chosen.push(option.id.slice('discard:'.length));
  },
};

// Rescuing a lost investigator ("Investigator Lost" alternate rules, option investigatorLost 'rescue').
// One adrift in an Other World box waits (or their player gives up: lost for good, replaced next turn).
// Another who ends a turn in the same box may, at the end of that turn, roll Strength to carry them one
// box on (box 2 → box 1 → back through a gate of that world: with Strength or Sanity at 0 they are taken
// to the Hospital or the Sanitarium), or borrow their items; spells and items that give Strength or
// Sanity revive them where they are (harm.ts).
import { d6 } from '../../../engine/core/dice.js';
import { askFor } from '../../../engine/core/frames.js';
import { emit } from '../../../engine/core/run.js';
import type { AdriftFrame } from './types/frames.js';
import type { EndTurnOption, PromptBody } from './types/prompts.js';
import type { InvestigatorState } from './types/state.js';
import { distinct } from './cards.js';
import { arriveFromWorld, gatesOfWorld } from './gates.js';
import type { FrameHandler } from './handler.js';
import { loseInvestigator } from './harm.js';
import { inv, nodeId } from './run.js';
import type { Run } from './run.js';
import { sameSpace } from './same-space.js';

export const adriftHandler: FrameHandler<AdriftFrame> = {
  run(r, flow, f) {
    if (inv(r, f.slot).status === 'adrift') askFor(f);
    else flow.pop();
  },
  prompt(r, f): PromptBody {
    const i = inv(r, f.slot);
    return { kind: 'adrift', options: [{ id: 'wait' }, { id: 'give-up' }], default: 'wait', context: { world: i.world ?? '', box: i.box } };
  },
  answer(r, flow, f, option) {
    flow.pop();
    const i = inv(r, f.slot);
    if (option.id !== 'give-up' || i.status !== 'adrift') return;
    emit(r, { type: 'gave-up', investigator: i.id });
    loseInvestigator(r, flow, i);
  },
  valid(r, f) {
    return inv(r, f.slot).status === 'adrift';
  },
};

function adriftWith(r: Run, i: InvestigatorState): InvestigatorState[] {
  if (i.status !== 'active' || i.world === null) return [];
  return r.s.invs.filter((o) => o.status === 'adrift' && sameSpace(i, o));
}

/** Carrying is possible from box 2, and from box 1 while a gate to that world stands in Arkham. */
function canCarry(r: Run, lost: InvestigatorState): boolean {
  return lost.box === 2 || (lost.world !== null && gatesOfWorld(r, lost.world).length > 0);
}

export function rescueOptions(r: Run, i: InvestigatorState): EndTurnOption[] {
  const out: EndTurnOption[] = [];
  for (const lost of adriftWith(r, i)) {
    if (canCarry(r, lost)) out.push({ id: `carry:${lost.id}`, action: 'carry', card: null, price: 0, partner: lost.id });
    for (const card of distinct(lost.items)) out.push({ id: `borrow:${lost.id}:${card}`, action: 'borrow', card, price: 0, partner: lost.id });
  }
  return out;
}

function back(r: Run, lost: InvestigatorState, by: InvestigatorState): void {
  const world = lost.world ?? '';
  const gate = gatesOfWorld(r, world)[0];
  if (gate === undefined) return;
  arriveFromWorld(r, lost, gate, true);
  lost.status = 'active';
  emit(r, { type: 'rescue-move', investigator: lost.id, by: by.id, world, box: 0 });
  const exhausted = lost.str <= 0 ? 'strength' : lost.san <= 0 ? 'sanity' : null;
  if (exhausted === null) return;
  const to = exhausted === 'strength' ? r.c.hospital : r.c.sanitarium;
  lost.at = to;
  lost.explored = -1;
  emit(r, { type: 'knocked-out', investigator: lost.id, stat: exhausted, to: nodeId(r, to) });
}

/** One box on for the lost investigator, on a Strength roll by the rescuer. */
function carry(r: Run, by: InvestigatorState, lost: InvestigatorState): void {
  const die = d6(r);
  const pass = die <= by.str;
  emit(r, { type: 'check', investigator: by.id, check: 'strength', die, target: by.str, pass });
  if (!pass) return;
  if (lost.box === 2) {
    lost.box = 1;
    emit(r, { type: 'rescue-move', investigator: lost.id, by: by.id, world: lost.world ?? '', box: 1 });
    return;
  }
  back(r, lost, by);
}

/** Applies a `carry:` (which ends the turn: returns true) or `borrow:` end-turn option. */
export function rescueAction(r: Run, i: InvestigatorState, option: EndTurnOption): boolean {
  const lost = adriftWith(r, i).find((o) => o.id === option.partner);
  if (!lost) return false;
  if (option.action === 'carry') {
    if (canCarry(r, lost)) carry(r, i, lost);
    return true;
  }
  const card = option.card;
  if (option.action !== 'borrow' || card === null) return false;
  const at = lost.items.indexOf(card);
  if (at < 0) return false;
  lost.items.splice(at, 1);
  i.items.push(card);
  emit(r, { type: 'borrowed', investigator: i.id, from: lost.id, card });
  return false;
}

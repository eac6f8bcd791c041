// Investigator Phase 3–6, the encounter where a move ended: an empty street ends the turn; monsters
// must be met; a gated location offers the gate or the location's table (and, to one who has seen its
// far side, an attack on the gate); an empty location rolls its table or offers its service.
import { askFor } from '../../../engine/core/frames.js';
import type { ArriveFrame, AttackAskFrame, EnterAskFrame, Frame, GateChoiceFrame } from './types/frames.js';
import type { ActionOption, PromptBody, UseOption } from './types/prompts.js';
import type { InvestigatorState } from './types/state.js';
import { gateAt, monstersMetAt } from './board-monsters.js';
import { applyUse, isUseOption, useOptions } from './card-uses/registry.js';
import { enterGate, mayAttackGate } from './gates.js';
import { offerCharity } from './charity.js';
import type { FrameHandler } from './handler.js';
import { inArkham, inv, nodeId } from './run.js';
import type { Run } from './run.js';
import { noteShopEvent } from './shop-sale.js';
import { strandIds } from './strand.js';
import { encounterFrame } from './encounter-frame.js';

/** Option gemGateClosing 'at-gate': a gem would close the gate at `node` as the attack on it, the far side unseen; the guardians wait until then. */
function closesHere(r: Run, i: InvestigatorState, node: number): boolean {
  return r.s.options.gemGateClosing === 'at-gate' && useOptions(r, i, { at: 'gate', node }).length > 0;
}

/** The encounter at an empty location: its service or its D6 table. */
export function locationEncounter(r: Run, flow: Frame[], i: InvestigatorState, node: number): void {
  const services = r.c.services[node] ?? [];
  if (services.includes('hospital') || services.includes('sanitarium')) {
    const stat = services.includes('hospital') ? 'strength' : 'sanity';
    const value = stat === 'strength' ? i.str : i.san;
    if (value < r.c.content.rules.statMax && !i.healedShort) flow.push({ k: 'heal', slot: i.slot, stat, ask: 0 });
    return;
  }
  if (r.c.faces[node]) {
    noteShopEvent(r, i, node);
    flow.push({ k: 'table', slot: i.slot, src: { table: 'location', id: nodeId(r, node) }, ask: 0 });
    return;
  }
  if (services.includes('charity')) offerCharity(r, flow, i);
}

/** Arriving (by a move, a free ride, or staying put) at the investigator's space. */
export function arriveAt(r: Run, flow: Frame[], i: InvestigatorState): void {
  const node = i.at;
  if (!r.c.graph.isLocation(node)) {
    if (monstersMetAt(r, node).length > 0) flow.push(encounterFrame(i.slot, 'arkham'));
    return;
  }
  const gate = gateAt(r, node);
  const monsters = monstersMetAt(r, node).length > 0;
  if (gate && monsters && (mayAttackGate(r, i, node) || closesHere(r, i, node))) flow.push({ k: 'attack-ask', slot: i.slot, node, ask: 0 });
  else if (monsters) flow.push(encounterFrame(i.slot, 'arkham'));
  else if (gate) flow.push({ k: 'gate-choice', slot: i.slot, node, ask: 0 });
  else locationEncounter(r, flow, i, node);
}

export const arriveHandler: FrameHandler<ArriveFrame> = {
  run(r, flow, f) {
    flow.pop();
    const i = inv(r, f.slot);
    if (inArkham(i)) arriveAt(r, flow, i);
  },
};

function here(r: Run, f: { slot: number; node: number }): boolean {
  const i = inv(r, f.slot);
  return inArkham(i) && i.at === f.node && gateAt(r, f.node) !== undefined;
}

/** A question asked about a place that has changed since (a monster came, the gate went): look again. */
function lookAgain(r: Run, flow: Frame[], f: { slot: number }): void {
  flow.pop();
  const i = inv(r, f.slot);
  if (inArkham(i)) arriveAt(r, flow, i);
}

export const gateChoiceHandler: FrameHandler<GateChoiceFrame> = {
  run(r, flow, f) {
    if (here(r, f) && monstersMetAt(r, f.node).length === 0) askFor(f);
    else lookAgain(r, flow, f);
  },
  prompt(r, f): PromptBody {
    const options: (ActionOption | UseOption)[] = [{ id: 'location' }, { id: 'gate' }];
    if (mayAttackGate(r, inv(r, f.slot), f.node)) options.push({ id: 'attack' });
    options.push(...useOptions(r, inv(r, f.slot), { at: 'gate', node: f.node }));
    return { kind: 'gate-or-location', options, default: 'location', context: { location: nodeId(r, f.node), strands: strandIds(r, f.node) } };
  },
  answer(r, flow, f, option) {
    const i = inv(r, f.slot);
    flow.pop();
    if (!here(r, f)) return;
    if (isUseOption(option)) applyUse(r, flow, i, option, { at: 'gate', node: f.node });
    else if (option.id === 'gate') enterGate(r, flow, i, f.node);
    else if (option.id === 'attack') flow.push({ k: 'gate-attack', slot: i.slot, node: f.node, checked: false, ask: 0 });
    else locationEncounter(r, flow, i, f.node);
  },
  valid(r, f) {
    return here(r, f) && monstersMetAt(r, f.node).length === 0;
  },
};

export const attackAskHandler: FrameHandler<AttackAskFrame> = {
  run(r, flow, f) {
    if (here(r, f)) askFor(f);
    else lookAgain(r, flow, f);
  },
  prompt(r, f): PromptBody {
    const i = inv(r, f.slot);
    const options: (ActionOption | UseOption)[] = [{ id: 'skip' }];
    if (mayAttackGate(r, i, f.node)) options.push({ id: 'attack' });
    options.push(...useOptions(r, i, { at: 'gate', node: f.node }));
    return { kind: 'attack-gate', options, default: 'skip', context: { location: nodeId(r, f.node), strands: strandIds(r, f.node) } };
  },
  answer(r, flow, f, option) {
    const i = inv(r, f.slot);
    flow.pop();
    if (!here(r, f)) return;
    if (isUseOption(option)) applyUse(r, flow, i, option, { at: 'gate', node: f.node });
    else if (option.id === 'attack') flow.push({ k: 'gate-attack', slot: i.slot, node: f.node, checked: false, ask: 0 });
    else flow.push(encounterFrame(i.slot, 'arkham'));
  },
  valid(r, f) {
    return here(r, f);
  },
};

export const enterAskHandler: FrameHandler<EnterAskFrame> = {
  run(r, flow, f) {
    if (here(r, f)) askFor(f);
    else flow.pop();
  },
  prompt(r, f): PromptBody {
    return { kind: 'enter-gate', options: [{ id: 'stay' }, { id: 'gate' }], default: 'stay', context: { location: nodeId(r, f.node) } };
  },
  answer(r, flow, f, option) {
    flow.pop();
    if (option.id === 'gate' && here(r, f)) enterGate(r, flow, inv(r, f.slot), f.node);
  },
  valid(r, f) {
    return here(r, f);
  },
};

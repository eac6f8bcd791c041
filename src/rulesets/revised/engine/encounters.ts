// The Arkham Encounters and Other World Encounters Phases (D-ENCOUNTERS): at a location, an open gate
// draws the investigator through (or, explored, may be closed: gate-close.ts); otherwise one of the
// location's encounters, drawn at random, is had; in an Other World, one of the world's. An encounter
// is an optional skill check (Clue tokens may be spent after it) and its effects.
import { askFor } from '../../../engine/core/frames.js';
import { randomIndex } from '../../../engine/core/dice.js';
import { emit } from '../../../engine/core/run.js';
import { DRAW_DECK, drawCard, takeCard } from './cards.js';
import { skillCheck } from './checks.js';
import { afterSpend, cluePrompt, isReroll, maySpend } from './clue-spend.js';
import { collapseIfDue } from './collapse.js';
import type { Frame, GameInvestigator } from './game-types.js';
import type { GameRun, Handler } from './game-run.js';
import { invAt, nodeOf } from './game-run.js';
import { arrest, changeSanity, changeStamina } from './status.js';
import type { RevisedEffect, RevisedEncounter } from '../content/schema.js';

function encounterOf(r: GameRun, source: 'location' | 'world', at: string, index: number): RevisedEncounter {
  const list = source === 'location' ? r.c.board[at]?.encounters : r.c.worlds[at]?.encounters;
  const found = list?.[index];
  if (found === undefined) throw new Error(`no encounter ${index} at ${at}`);
  return found;
}

function pushEncounter(r: GameRun, flow: Frame[], inv: GameInvestigator, slot: number, source: 'location' | 'world', at: string, count: number): void {
  if (count === 0) return;
  const index = randomIndex(r, count);
  emit(r, { type: 'encounter', inv: inv.id, at, index });
  flow.push({ k: 'encounter', slot, ask: 0, source, at, index, result: null, offered: false });
}

function gain(r: GameRun, inv: GameInvestigator, field: 'clues' | 'money', n: number): void {
  const now = Math.max(0, inv[field] + n);
  if (now === inv[field]) return;
  emit(r, { type: field, inv: inv.id, delta: now - inv[field], now });
  inv[field] = now;
}

/** Applies what a card, an encounter or a service gives: Clue tokens, money, Stamina, Sanity, cards. */
export function applyGain(r: GameRun, inv: GameInvestigator, e: RevisedEffect, from: string): void {
  if (e.kind === 'clues' || e.kind === 'money') gain(r, inv, e.kind, e.n);
  else if (e.kind === 'stamina') changeStamina(r, inv, e.n);
  else if (e.kind === 'sanity') changeSanity(r, inv, e.n);
  else if (e.kind === 'common' || e.kind === 'unique' || e.kind === 'spell' || e.kind === 'skill' || e.kind === 'ally') drawCard(r, inv, DRAW_DECK[e.kind], from);
  else if (e.kind === 'card') takeCard(r, inv, e.card, from);
}

/**
 * Applies an encounter's effects at `from` (its location or Other World); a shop or a service paid
 * for comes after them as a prompt of its own, a monster last and only to one still standing.
 */
export function applyEffects(r: GameRun, flow: Frame[], inv: GameInvestigator, slot: number, effects: readonly RevisedEffect[], from: string): void {
  let monster = false;
  const after: Frame[] = [];
  for (const e of effects) {
    if (e.kind === 'delayed') inv.delayed = true;
    else if (e.kind === 'arrested') {
      if (inv.place.kind === 'arkham') arrest(r, inv);
    } else if (e.kind === 'lost') {
      if (inv.place.kind !== 'other-world') continue;
      inv.place = { kind: 'lost' };
      inv.delayed = true;
      emit(r, { type: 'lost-in-time', inv: inv.id });
    } else if (e.kind === 'monster') monster = true;
    else if (e.kind === 'shop') after.push({ k: 'shop', slot, ask: 0, at: from, deck: e.deck, look: e.look });
    else if (e.kind === 'offer') after.push({ k: 'offer', slot, ask: 0, at: from, price: e.price, gain: e.gain });
    else applyGain(r, inv, e, from);
  }
  if (collapseIfDue(r, flow, inv, slot)) return;
  flow.push(...after.reverse());
  if (!monster || r.s.cup.length === 0) return;
  const [drawn] = r.s.cup.splice(randomIndex(r, r.s.cup.length), 1);
  if (drawn === undefined) return;
  emit(r, { type: 'monster-placed', monster: drawn, at: nodeOf(inv) ?? 'encounter' });
  flow.push({ k: 'face', slot, ask: 0, pending: [{ monster: drawn, fromEncounter: true }], movementOver: false, fought: false });
}

export const arkhamHandler: Handler<'arkham'> = {
  run(r, flow, f) {
    flow.pop();
    const inv = invAt(r, f.slot);
    const node = nodeOf(inv);
    if (node === null || inv.quietTurn === r.s.turn) return;
    const area = r.c.board[node];
    if (area?.kind !== 'location') return;
    const world = r.s.board.gates[node];
    if (world !== undefined && inv.explored === node) {
      flow.push({ k: 'close-gate', slot: f.slot, ask: 0, location: node, result: null, offered: false, sealing: false });
      return;
    }
    if (world !== undefined) {
      inv.place = { kind: 'other-world', world, area: 1 };
      inv.explored = null;
      emit(r, { type: 'entered-gate', inv: inv.id, location: node, world });
      return;
    }
    pushEncounter(r, flow, inv, f.slot, 'location', node, area.encounters?.length ?? 0);
  },
};

export const otherWorldHandler: Handler<'otherworld'> = {
  run(r, flow, f) {
    flow.pop();
    const inv = invAt(r, f.slot);
    if (inv.place.kind !== 'other-world' || inv.quietTurn === r.s.turn) return;
    const world = inv.place.world;
    pushEncounter(r, flow, inv, f.slot, 'world', world, r.c.worlds[world]?.encounters.length ?? 0);
  },
};

export const encounterHandler: Handler<'encounter'> = {
  run(r, flow, f) {
    const inv = invAt(r, f.slot);
    const enc = encounterOf(r, f.source, f.at, f.index);
    const check = enc.check;
    if (check !== undefined) {
      f.result ??= skillCheck(r, inv, check.skill, inv.skills[check.skill], check.modifier, check.needed);
      if (maySpend(r, inv, f.result, f.offered)) {
        askFor(f);
        return;
      }
    }
    flow.pop();
    const passed = f.result === null || f.result.passed;
    // The outcome is told before its effects: the check, and any Clue tokens spent on it, are over.
    emit(r, { type: 'encounter-outcome', inv: inv.id, at: f.at, index: f.index, passed });
    applyEffects(r, flow, inv, f.slot, passed ? enc.pass : (enc.fail ?? []), f.at);
  },
  prompt(r, f) {
    const inv = invAt(r, f.slot);
    const check = encounterOf(r, f.source, f.at, f.index).check;
    if (f.result === null || check === undefined) throw new Error('clues offered before the check');
    return cluePrompt(r, inv, check.skill, f.result);
  },
  answer(r, _flow, f, option) {
    const inv = invAt(r, f.slot);
    const enc = encounterOf(r, f.source, f.at, f.index);
    f.offered = !isReroll(option.id);
    if (f.result !== null && enc.check !== undefined) f.result = afterSpend(r, inv, enc.check.skill, f.result, option.id);
  },
};

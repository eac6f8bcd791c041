// Monster Encounters: Sneak or fight, again and again, until every monster met is dead or left behind.
// Sneak is impossible with no free space next to you (in Arkham), from a Hound, and in a Mythos attack
// before one round of combat. A Sneak passes on D6 at or under Sneak; then one sanity check against
// the worst species (toward a gate: one per guardian) and away you go: to a free space next door, into
// the gate, or (Other World) the monsters go back to the pile. A failed Sneak means combat; toward a
// gate it costs D6 STR and you choose again.
import { d6 } from '../../../engine/core/dice.js';
import { askFor, askNumbered } from '../../../engine/core/frames.js';
import { emit } from '../../../engine/core/run.js';
import type { CombatFrame, EncounterFrame, Frame, SneakToFrame } from './types/frames.js';
import type { EncounterOption, NodeOption, PromptBody } from './types/prompts.js';
import type { InvestigatorState } from './types/state.js';
import { boardMonster, boardSp, gateAt, monstersMetAt, occupied, returnMonster, takeOffBoard } from './board-monsters.js';
import { allyTakesBlow } from './allies.js';
import { encounterUses, mistsUp, releaseBound, spendMists, useInEncounter, wardOff } from './card-uses/encounter-cards.js';
import { isUseOption } from './card-uses/registry.js';
import { attackTotal, defaultLoadout, loadoutOptions, targetOf } from './combat.js';
import type { TargetRules } from './combat-target.js';
import { arriveFromWorld, enterGate, gatesOfWorld } from './gates.js';
import type { FrameHandler } from './handler.js';
import { changeStat } from './harm.js';
import { unwind } from './flow.js';
import { counterInfo, inArkham, inv, nodeId, speciesOf } from './run.js';
import type { Run } from './run.js';
import { leaveBehind } from './monster-aim.js';
import { checkOnMeeting, sanityCheck, worstUnchecked } from './sanity.js';
import { skillValue, useSkillBonus } from './skills.js';
import { awardMonster } from './trophies.js';

/** The monsters this encounter is about, as things stand now. */
export function monstersFaced(r: Run, f: EncounterFrame, i: InvestigatorState): number[] {
  if (f.where === 'world') return i.world !== null || i.visit !== null ? [...i.owMonsters] : [];
  if (!inArkham(i)) return [];
  if (f.mythos) return boardMonster(r, f.only)?.n === i.at ? [f.only] : [];
  return monstersMetAt(r, i.at);
}

function faceUp(r: Run, counter: number): void {
  const m = boardMonster(r, counter);
  if (m) m.up = true;
}

function freeNeighbours(r: Run, node: number): number[] {
  const out: number[] = [];
  for (const v of r.c.graph.neighbours(node)) if (!occupied(r, v)) out.push(v);
  return out;
}

function hasFreeNeighbour(r: Run, node: number): boolean {
  for (const v of r.c.graph.neighbours(node)) if (!occupied(r, v)) return true;
  return false;
}

function canSneak(r: Run, f: EncounterFrame, i: InvestigatorState, monsters: number[]): boolean {
  // Mists of R'lyeh: the Sneak may bail out of a combat.
  const mists = mistsUp(r, i);
  if (f.mustFight && !mists) return false;
  if (monsters.some((c) => counterInfo(r, c).info.hound)) return false;
  if (f.mythos && !f.fought.includes(f.only) && !mists) return false;
  return f.where === 'world' || hasFreeNeighbour(r, i.at);
}

function canSneakToGate(r: Run, f: EncounterFrame, i: InvestigatorState, monsters: number[]): boolean {
  return (
    f.where === 'arkham' &&
    !f.mythos &&
    !f.mustFight &&
    gateAt(r, i.at) !== undefined &&
    !monsters.some((c) => counterInfo(r, c).info.hound)
  );
}

function spOf(r: Run, f: EncounterFrame, counter: number): number {
  let sp = f.where === 'arkham' ? boardSp(r, counter) : counterInfo(r, counter).info.species.sp;
  for (let k = 0; k < f.rolled.length; k += 2) if (f.rolled[k] === counter) sp += f.rolled[k + 1] ?? 0;
  return sp;
}

function beginCombat(r: Run, flow: Frame[], f: EncounterFrame, i: InvestigatorState, counter: number): void {
  f.mustFight = false;
  if (checkOnMeeting(r, flow, f, i, counter)) return;
  const info = counterInfo(r, counter).info;
  if (info.spPlusD6 && !f.rolled.some((c, k) => k % 2 === 0 && c === counter)) f.rolled.push(counter, d6(r));
  flow.push({ k: 'combat', slot: i.slot, counter, sp: spOf(r, f, counter), ask: 0 });
}

function sneak(r: Run, flow: Frame[], f: EncounterFrame, i: InvestigatorState, toGate: boolean): void {
  const monsters = monstersFaced(r, f, i);
  const skill = skillValue(r, i, 'sneak');
  // Mists of R'lyeh: this Sneak passes without a roll (die 0).
  const mists = spendMists(r, i);
  const die = mists ? 0 : d6(r);
  if (!mists) useSkillBonus(i, 'sneak');
  const pass = mists || die <= skill;
  emit(r, { type: 'sneak', investigator: i.id, die, skill, pass, toGate });
  if (!pass) {
    if (toGate) changeStat(r, flow, i, 'strength', -d6(r));
    else f.mustFight = true;
    return;
  }
  if (toGate) {
    for (const c of monsters) if (!i.checked.includes(c) && sanityCheck(r, flow, i, c)) return;
  } else {
    const worst = worstUnchecked(r, i, monsters);
    if (worst !== null && sanityCheck(r, flow, i, worst)) return;
  }
  flow.pop();
  if (toGate) enterGate(r, flow, i, i.at);
  else if (f.where === 'world') {
    for (const c of i.owMonsters) returnMonster(r, c, 'sneaked');
    i.owMonsters = [];
  } else flow.push({ k: 'sneak-to', slot: i.slot, ask: 0 });
  // The encounter is over with the monsters alive: face down again, arrows aimed first.
  if (f.where === 'arkham') leaveBehind(r, flow, i.slot, monsters);
}

export const encounterHandler: FrameHandler<EncounterFrame> = {
  run(r, flow, f) {
    const i = inv(r, f.slot);
    const monsters = monstersFaced(r, f, i);
    if (monsters.length === 0) {
      flow.pop();
      // Guardians all dead: the way through the gate is open.
      if (f.where === 'arkham' && !f.mythos && inArkham(i) && gateAt(r, i.at)) flow.push({ k: 'enter-ask', slot: i.slot, node: i.at, ask: 0 });
      return;
    }
    // Met monsters are turned face up (Mythos Phase 3: face down until they meet a player).
    if (f.where === 'arkham') for (const c of monsters) faceUp(r, c);
    if (f.mythos && !f.fought.includes(f.only)) {
      beginCombat(r, flow, f, i, f.only);
      return;
    }
    // Asked even when fighting is all one may do (a Hound, no free space next door): a fight no one
    // may leave is shown to the player round by round, never fought out for them. Only the combat
    // straight after a failed Sneak follows without a question.
    if (f.mustFight) askFor(f);
    else askNumbered(r, f);
  },
  prompt(r, f): PromptBody {
    const i = inv(r, f.slot);
    const monsters = monstersFaced(r, f, i);
    const options: EncounterOption[] = monsters.map((c) => ({
      id: `fight:${c}`,
      action: 'fight',
      counter: c,
      species: speciesOf(r, c),
      sp: spOf(r, f, c),
      chance: 0,
    }));
    const chance = mistsUp(r, i) ? 6 : Math.max(0, Math.min(6, skillValue(r, i, 'sneak')));
    if (canSneak(r, f, i, monsters)) options.push({ id: 'sneak', action: 'sneak', counter: null, species: null, sp: null, chance });
    if (canSneakToGate(r, f, i, monsters)) options.push({ id: 'sneak-gate', action: 'sneak-gate', counter: null, species: null, sp: null, chance });
    const safe = options.find((o) => o.action === 'sneak') ?? options[0];
    const uses = encounterUses(r, f, i, monsters);
    return { kind: 'sneak-or-fight', options: [...options, ...uses], default: safe?.id ?? '', context: { where: f.where, mythos: f.mythos } };
  },
  answer(r, flow, f, option) {
    const i = inv(r, f.slot);
    if (isUseOption(option)) useInEncounter(r, flow, f, i, option, monstersFaced(r, f, i));
    else if (option.id === 'sneak') sneak(r, flow, f, i, false);
    else if (option.id === 'sneak-gate') sneak(r, flow, f, i, true);
    else if ('counter' in option && typeof option.counter === 'number') beginCombat(r, flow, f, i, option.counter);
  },
  valid(r, f) {
    return monstersFaced(r, f, inv(r, f.slot)).length > 0;
  },
};

function stillThere(r: Run, f: CombatFrame, i: InvestigatorState): boolean {
  if (i.owMonsters.includes(f.counter)) return true;
  const m = boardMonster(r, f.counter);
  return m !== undefined && inArkham(i) && m.n === i.at;
}

function targetRules(r: Run, counter: number): TargetRules {
  const info = counterInfo(r, counter).info;
  // Option houndOnlyMagic off (FACTS §13): Fight and weapons harm a Hound of Tindalos.
  return { onlyMagic: info.onlyMagic && (r.s.options.houndOnlyMagic || !info.hound), weaponsDoOne: info.weaponsDoOne, counter };
}

export const combatHandler: FrameHandler<CombatFrame> = {
  run(r, flow, f) {
    if (!stillThere(r, f, inv(r, f.slot))) {
      flow.pop();
      return;
    }
    askFor(f);
  },
  prompt(r, f): PromptBody {
    const i = inv(r, f.slot);
    const options = loadoutOptions(r, i, targetRules(r, f.counter));
    const target = targetOf('monster', f.sp, f.counter, speciesOf(r, f.counter), null);
    return { kind: 'combat-loadout', options, default: defaultLoadout(options), context: { target } };
  },
  answer(r, flow, f, option) {
    if (!('fixed' in option)) throw new Error('not a loadout option');
    const i = inv(r, f.slot);
    const parent = flow[flow.length - 2];
    if (parent?.k === 'enc' && !parent.fought.includes(f.counter)) parent.fought.push(f.counter);
    flow.pop();
    const { die, total, outright, warded } = attackTotal(r, flow, i, option);
    const killed = total >= f.sp || outright;
    const info = counterInfo(r, f.counter).info;
    emit(r, { type: 'combat', investigator: i.id, counter: f.counter, species: info.species.id, die, total, sp: f.sp, killed });
    if (i.status !== 'active') return;
    if (killed) {
      if (i.owMonsters.includes(f.counter)) i.owMonsters.splice(i.owMonsters.indexOf(f.counter), 1);
      else takeOffBoard(r, f.counter);
      awardMonster(r, i, f.counter);
      releaseBound(r, flow, i, option.bound);
      return;
    }
    if (wardOff(r, i, f.counter, warded)) return;
    if (info.carries) {
      carryOff(r, flow, i, f.counter);
      return;
    }
    const loss = allyTakesBlow(r, i, d6(r));
    changeStat(r, flow, i, 'strength', -loss);
    if (info.hound && loss > 0) houndLeaves(r, i, f.counter);
  },
  valid(r, f) {
    return stillThere(r, f, inv(r, f.slot));
  },
};

/** Hounds of Tindalos 3: after any attack that cost Strength, the Hound goes back to the pile, on the board or in an Other World. */
function houndLeaves(r: Run, i: InvestigatorState, counter: number): void {
  const k = i.owMonsters.indexOf(counter);
  if (k >= 0) i.owMonsters.splice(k, 1);
  else if (boardMonster(r, counter)) takeOffBoard(r, counter);
  else return;
  returnMonster(r, counter, 'hound');
}

/** A Nightgaunt's hit: through the nearest gate to box 2 (from an Other World: back to a gate in Arkham). */
function carryOff(r: Run, flow: Frame[], i: InvestigatorState, counter: number): void {
  if (!inArkham(i)) {
    // Back to a gate of that world in Arkham (the player's choice of several, as on a return);
    // with none left on the board there is nowhere to be carried, and the hit does nothing.
    const world = i.visit ?? i.world ?? '';
    const to = gatesOfWorld(r, world)[0];
    if (to === undefined) return;
    emit(r, { type: 'carried', investigator: i.id, counter, species: speciesOf(r, counter), world });
    unwind(r, flow);
    if (i.visit === null) flow.push({ k: 'return', slot: i.slot, world, ask: 0 });
    else arriveFromWorld(r, i, to, true);
    return;
  }
  let nearest = -1;
  let best = Number.POSITIVE_INFINITY;
  for (const g of r.s.gates) {
    const d = r.c.graph.distance(i.at, g.n);
    if (d < best) {
      best = d;
      nearest = g.n;
    }
  }
  if (nearest < 0) return;
  emit(r, { type: 'carried', investigator: i.id, counter, species: speciesOf(r, counter), world: gateAt(r, nearest)?.world ?? '' });
  unwind(r, flow);
  enterGate(r, flow, i, nearest);
}

export const sneakToHandler: FrameHandler<SneakToFrame> = {
  run(_r, _flow, f) {
    askFor(f);
  },
  prompt(r, f): PromptBody {
    const i = inv(r, f.slot);
    const options: NodeOption[] = freeNeighbours(r, i.at).map((n) => ({ id: nodeId(r, n), node: nodeId(r, n) }));
    if (options.length === 0) options.push({ id: nodeId(r, i.at), node: nodeId(r, i.at) });
    return { kind: 'sneak-to', options, default: options[0]?.id ?? '', context: { from: nodeId(r, i.at) } };
  },
  answer(r, flow, f, option) {
    const i = inv(r, f.slot);
    flow.pop();
    const to = r.c.graph.indexOf(option.id);
    if (to === i.at) return;
    const from = i.at;
    i.at = to;
    i.explored = -1;
    i.healedShort = false;
    emit(r, { type: 'moved', investigator: i.id, from: nodeId(r, from), to: option.id, cost: 0, taxi: false, price: 0 });
  },
};

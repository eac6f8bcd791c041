// Facing the monsters of an area (R-EVADE-1..8, R-COMBAT-1, R-FLEE-1, R-FIGHT-*): the player picks a
// monster and evades or fights it, one by one; a failed Evade check, or a fight, ends the movement
// (D-FIGHT-STOPS). A monster that surprises is fought first, with no Evade check (R-SURPRISE-1). A battle is the Horror check, then fight or flee each round until it is settled.
import { askFor } from '../../../engine/core/frames.js';
import { checkDice, poolChance } from './checks.js';
import { EVADE_DIFFICULTY, battleRound, beginBattle, evadeInArea } from './combat.js';
import type { BattleAction } from './combat.js';
import { collapseIfDue } from './collapse.js';
import type { Frame, FrameOf, GameInvestigator, RevisedOption } from './game-types.js';
import type { GameRun, Handler } from './game-run.js';
import { invAt, monstersAt, nodeOf } from './game-run.js';
import { fightOptions, strongest } from './loadouts.js';
import type { MonsterCard } from './types.js';

export function monsterCard(r: GameRun, id: string): MonsterCard {
  const m = r.c.monsters[id];
  if (m === undefined) throw new Error(`no monster ${id}`);
  return m;
}

/** The move frame under the top of the flow, if the face-off came from a move. */
function moveBelow(flow: Frame[]): FrameOf<'move'> | null {
  const below = flow[flow.length - 2];
  return below?.k === 'move' ? below : null;
}

function evadeOption(r: GameRun, inv: GameInvestigator, m: MonsterCard, id: string, label: string): RevisedOption {
  const dice = checkDice(r.c, inv, 'evade', inv.skills.sneak, m.awareness);
  return { id, label, monster: m.id, dice, needed: EVADE_DIFFICULTY, chance: poolChance(dice, EVADE_DIFFICULTY) };
}

/** Takes one monster off the board at `node` (defeated, or back to the cup). */
export function removeFromBoard(r: GameRun, node: string, monster: string): void {
  const list = r.s.board.monsters[node];
  const at = list?.indexOf(monster) ?? -1;
  if (list === undefined || at < 0) return;
  list.splice(at, 1);
  if (list.length === 0) delete r.s.board.monsters[node];
}

export const faceHandler: Handler<'face'> = {
  run(r, flow, f) {
    const inv = invAt(r, f.slot);
    if (collapseIfDue(r, flow, inv, f.slot)) return;
    const node = nodeOf(inv);
    const here = node === null ? [] : [...monstersAt(r, node)];
    f.pending = f.pending.filter((p) => {
      if (p.fromEncounter) return true;
      const at = here.indexOf(p.monster);
      if (at < 0) return false;
      here.splice(at, 1);
      return true;
    });
    const ambush = f.pending.find((p) => monsterCard(r, p.monster).surprise === true);
    if (ambush !== undefined) {
      f.pending.splice(f.pending.indexOf(ambush), 1);
      f.fought = true;
      flow.push({ k: 'battle', slot: f.slot, ask: 0, monster: ambush.monster, fromEncounter: ambush.fromEncounter, surprise: true, battle: null });
      return;
    }
    if (f.pending.length > 0) {
      askFor(f);
      return;
    }
    const move = moveBelow(flow);
    flow.pop();
    if (move !== null && (f.movementOver || f.fought)) move.stopped = true;
  },
  prompt(r, f) {
    const inv = invAt(r, f.slot);
    const options: RevisedOption[] = [];
    const seen = new Set<string>();
    for (const p of f.pending) {
      if (seen.has(p.monster)) continue;
      seen.add(p.monster);
      const m = monsterCard(r, p.monster);
      options.push(evadeOption(r, inv, m, `evade:${m.id}`, `Evade the ${m.name}`));
      options.push({ id: `fight:${m.id}`, label: `Fight the ${m.name}`, monster: m.id, needed: m.toughness });
    }
    return { kind: 'face', options, default: options[0]?.id ?? '', context: { monsters: f.pending.length, movementOver: f.movementOver } };
  },
  answer(r, flow, f, option) {
    const inv = invAt(r, f.slot);
    const [action, id] = option.id.split(':');
    const entry = f.pending.find((p) => p.monster === id);
    if (entry === undefined || id === undefined) throw new Error(`no ${option.id} to face`);
    const m = monsterCard(r, id);
    if (action === 'evade') {
      const face = { pending: f.pending, movementOver: f.movementOver };
      const place = inv.place;
      const result = evadeInArea(r, inv, face, m);
      if ('error' in result) throw new Error(result.message);
      f.movementOver = face.movementOver;
      if (result.passed) {
        if (!entry.fromEncounter) moveBelow(flow)?.evaded.push(id);
        return;
      }
      if (inv.place !== place) {
        if (entry.fromEncounter) r.s.cup.push(id);
        for (const p of f.pending) if (p.fromEncounter) r.s.cup.push(p.monster);
        f.pending = [];
        f.fought = true;
        return;
      }
    } else f.pending.splice(f.pending.indexOf(entry), 1);
    f.fought = true;
    flow.push({ k: 'battle', slot: f.slot, ask: 0, monster: id, fromEncounter: entry.fromEncounter, surprise: false, battle: null });
  },
};

function endBattle(r: GameRun, flow: Frame[], f: FrameOf<'battle'>, inv: GameInvestigator): void {
  const node = nodeOf(inv);
  const over = f.battle?.over;
  if (over === 'defeated' && !f.fromEncounter && node !== null) removeFromBoard(r, node, f.monster);
  if (over !== 'defeated' && f.fromEncounter) r.s.cup.push(f.monster);
  flow.pop();
  collapseIfDue(r, flow, inv, f.slot);
}

export const battleHandler: Handler<'battle'> = {
  run(r, flow, f) {
    const inv = invAt(r, f.slot);
    const m = monsterCard(r, f.monster);
    f.battle ??= beginBattle(r, inv, m, f.surprise);
    if (f.battle.over !== null) endBattle(r, flow, f, inv);
    else askFor(f);
  },
  prompt(r, f) {
    const inv = invAt(r, f.slot);
    const m = monsterCard(r, f.monster);
    const battle = f.battle;
    const kept = battle?.held.filter((h) => h.cast).map((h) => h.id) ?? [];
    const fights = fightOptions(r, inv, m, kept);
    const flee = battle !== null && battle.surprise && battle.round === 1 ? [] : [evadeOption(r, inv, m, 'flee', `Flee from the ${m.name}`)];
    return { kind: 'battle', options: [...fights, ...flee], default: strongest(fights), context: { monster: m.id, round: battle?.round ?? 1, stamina: inv.stamina, sanity: inv.sanity } };
  },
  answer(r, flow, f, option) {
    const inv = invAt(r, f.slot);
    const m = monsterCard(r, f.monster);
    const battle = f.battle;
    if (battle === null) throw new Error('a battle answered before it began');
    const action: BattleAction = option.id === 'flee' ? { kind: 'flee' } : { kind: 'fight', hold: option.hold ?? [], cast: option.cast ?? [] };
    const result = battleRound(r, inv, battle, m, action);
    if ('error' in result) throw new Error(result.message);
    if (battle.over !== null) endBattle(r, flow, f, inv);
  },
};

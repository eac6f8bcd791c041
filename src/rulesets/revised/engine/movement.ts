// The Movement Phase (D-MOVE): in Arkham, one area a step for as many steps as Speed, facing the
// monsters of an area before leaving it or ending the move there (R-EVADE-1); a delayed investigator
// stands up instead (R-DELAY-1, R-ARREST-1). In an Other World, the first area leads to the second and
// the second back to Arkham through an open gate to it (D-RETURN); one lost in time and space comes
// back where the player picks (D-LOST-RETURN).
import { askFor } from '../../../engine/core/frames.js';
import { emit } from '../../../engine/core/run.js';
import type { FrameOf, GameInvestigator, RevisedOption, RevisedPromptBody } from './game-types.js';
import type { GameRun, Handler } from './game-run.js';
import { invAt, monstersAt, nodeOf } from './game-run.js';
import { beginMovement } from './status.js';

/** The monsters of `node` not yet evaded in this move. */
function unevaded(r: GameRun, f: FrameOf<'move'>, node: string): string[] {
  const left = [...f.evaded];
  return monstersAt(r, node).filter((m) => {
    const at = left.indexOf(m);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

const areaName = (r: GameRun, node: string): string => r.c.board[node]?.name ?? node;

/** The locations with an open gate to `world`. */
const gatesTo = (r: GameRun, world: string): string[] => Object.keys(r.s.board.gates).filter((at) => r.s.board.gates[at] === world);

function finishMove(r: GameRun, inv: GameInvestigator): void {
  const node = nodeOf(inv);
  const clues = node === null ? 0 : (r.s.board.clues[node] ?? 0);
  if (node !== null && clues > 0) {
    delete r.s.board.clues[node];
    inv.clues += clues;
    emit(r, { type: 'clues', inv: inv.id, delta: clues, now: inv.clues });
  }
}

function comeBack(r: GameRun, inv: GameInvestigator, location: string, world: string): void {
  inv.place = { kind: 'arkham', node: location };
  inv.explored = location;
  emit(r, { type: 'returned', inv: inv.id, location, world });
}

/** Starts the investigator's Movement: true when a prompt follows, false when the move is already over. */
function begin(r: GameRun, inv: GameInvestigator, f: FrameOf<'move'>): boolean {
  const jailed = inv.jailed;
  if (!beginMovement(r, inv)) {
    if (jailed) inv.quietTurn = r.s.turn;
    return false;
  }
  const place = inv.place;
  if (place.kind === 'lost') return true;
  if (place.kind === 'other-world') {
    if (place.area === 1) {
      inv.place = { kind: 'other-world', world: place.world, area: 2 };
      emit(r, { type: 'world-moved', inv: inv.id, world: place.world, area: 2 });
      return false;
    }
    const ways = gatesTo(r, place.world);
    const only = ways[0];
    if (ways.length > 1) return true;
    if (only !== undefined) comeBack(r, inv, only, place.world);
    else {
      inv.place = { kind: 'lost' };
      inv.delayed = true;
      emit(r, { type: 'lost-in-time', inv: inv.id });
    }
    return false;
  }
  f.points = inv.skills.speed;
  return true;
}

export const moveHandler: Handler<'move'> = {
  run(r, flow, f) {
    const inv = invAt(r, f.slot);
    if (f.points < 0 && !begin(r, inv, f)) {
      flow.pop();
      return;
    }
    if (f.stopped || f.ending) {
      finishMove(r, inv);
      flow.pop();
      return;
    }
    const node = nodeOf(inv);
    if (f.going !== null && node !== null) {
      emit(r, { type: 'moved', inv: inv.id, from: node, to: f.going });
      inv.place = { kind: 'arkham', node: f.going };
      f.points -= 1;
      f.evaded = [];
      f.going = null;
    }
    askFor(f);
  },
  prompt(r, f): RevisedPromptBody {
    const inv = invAt(r, f.slot);
    const place = inv.place;
    if (place.kind === 'lost') {
      const options = r.c.locations.map((id): RevisedOption => ({ id: `return:${id}`, label: `Come back at ${areaName(r, id)}`, to: id }));
      return { kind: 'lost-return', options, default: options[0]?.id ?? '', context: { world: null } };
    }
    if (place.kind === 'other-world') {
      const options = gatesTo(r, place.world).map((id): RevisedOption => ({ id: `return:${id}`, label: `Come back through the gate at ${areaName(r, id)}`, to: id }));
      return { kind: 'return-gate', options, default: options[0]?.id ?? '', context: { world: place.world } };
    }
    const node = place.node;
    const options: RevisedOption[] = [{ id: 'stay', label: `End the move at ${areaName(r, node)}`, to: node }];
    if (f.points > 0) {
      for (const to of r.c.board[node]?.neighbours ?? []) {
        const there = monstersAt(r, to).length;
        options.push({ id: `go:${to}`, label: `Go to ${areaName(r, to)}${there > 0 ? ` (${there} monster${there > 1 ? 's' : ''})` : ''}`, to });
      }
    }
    return { kind: 'move', options, default: 'stay', context: { at: node, points: f.points, monstersHere: unevaded(r, f, node).length } };
  },
  answer(r, flow, f, option) {
    const inv = invAt(r, f.slot);
    if (option.id.startsWith('return:')) {
      const to = option.id.slice('return:'.length);
      const place = inv.place;
      if (place.kind === 'other-world') comeBack(r, inv, to, place.world);
      else inv.place = { kind: 'arkham', node: to };
      flow.pop();
      return;
    }
    const node = nodeOf(inv);
    if (node === null) throw new Error(`${inv.id} moves outside Arkham`);
    if (option.id === 'stay') f.ending = true;
    else f.going = option.id.slice('go:'.length);
    const pending = unevaded(r, f, node);
    if (pending.length > 0) flow.push({ k: 'face', slot: f.slot, ask: 0, pending: pending.map((monster) => ({ monster, fromEncounter: false })), movementOver: false, fought: false });
  },
};

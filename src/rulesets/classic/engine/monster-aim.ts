// Mythos Phase 3 (rules sheet): once an encounter is resolved, the player flips the monsters met back
// face down and aims each arrow as they wish. Monsters left behind by a Sneak in Arkham are the ones
// that survive an encounter with the investigator still standing: each handed monster with a choice
// of ways (the streets next to it, or the doors of its location) gets a prompt; its next move in the
// Mythos Phase starts that way. Flyers and stationary monsters have no use for an arrow.
import { askFor } from '../../../engine/core/frames.js';
import { emit } from '../../../engine/core/run.js';
import type { AimFrame, Frame } from './types/frames.js';
import type { AimOption, PromptBody } from './types/prompts.js';
import type { BoardMonster } from './types/state.js';
import { boardMonster } from './board-monsters.js';
import type { FrameHandler } from './handler.js';
import { counterInfo, inv, nodeId, speciesOf } from './run.js';
import type { Run } from './run.js';

/** The ways a monster's arrow may point: none when it has no choice (or no use for an arrow). */
export function aimChoices(r: Run, m: BoardMonster): readonly number[] {
  const counter = counterInfo(r, m.c);
  if (counter.speed === 0 || (counter.hand !== 'L' && counter.hand !== 'R')) return [];
  const g = r.c.graph;
  const ways = g.isLocation(m.n) ? g.doors(m.n) : g.streetNeighbours(m.n);
  return ways.length > 1 ? ways : [];
}

/** The monsters an investigator sneaked away from go face down; those with a choice are re-aimed next. */
export function leaveBehind(r: Run, flow: Frame[], slot: number, counters: readonly number[]): void {
  const aimed: number[] = [];
  for (const c of counters) {
    const m = boardMonster(r, c);
    if (!m) continue;
    m.up = false;
    if (aimChoices(r, m).length > 0) aimed.push(c);
  }
  if (aimed.length > 0) flow.push({ k: 'aim', slot, counters: aimed, ask: 0 });
}

function current(r: Run, f: AimFrame): BoardMonster | undefined {
  const c = f.counters[0];
  return c === undefined ? undefined : boardMonster(r, c);
}

export const aimHandler: FrameHandler<AimFrame> = {
  run(r, flow, f) {
    while (f.counters.length > 0) {
      const m = current(r, f);
      if (m && aimChoices(r, m).length > 0) {
        askFor(f);
        return;
      }
      f.counters.shift();
    }
    flow.pop();
  },
  prompt(r, f): PromptBody {
    const m = current(r, f);
    const ways = m ? aimChoices(r, m) : [];
    const options: AimOption[] = [{ id: 'keep', toward: null }, ...ways.map((n) => ({ id: nodeId(r, n), toward: nodeId(r, n) }))];
    const counter = m?.c ?? -1;
    return { kind: 'aim-monster', options, default: 'keep', context: { counter, species: speciesOf(r, counter), location: m ? nodeId(r, m.n) : '' } };
  },
  answer(r, _flow, f, option) {
    const m = current(r, f);
    f.counters.shift();
    if (!m || !('toward' in option) || option.toward === null) return;
    m.aim = r.c.graph.indexOf(option.toward);
    emit(r, { type: 'monster-aimed', counter: m.c, species: speciesOf(r, m.c), investigator: inv(r, f.slot).id, location: nodeId(r, m.n), toward: option.toward });
  },
  valid(r, f) {
    const m = current(r, f);
    return m !== undefined && aimChoices(r, m).length > 0;
  },
};

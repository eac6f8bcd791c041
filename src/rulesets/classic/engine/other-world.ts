// Other Worlds: rolling a world's table (box 2 on arrival, box 1 the next turn), one-encounter visits
// to another world, and the way back to a gate of that world in Arkham (the player's choice when there
// are several; with none left, the investigator is lost).
import { d6 } from '../../../engine/core/dice.js';
import { askFor } from '../../../engine/core/frames.js';
import { emit } from '../../../engine/core/run.js';
import type { ReturnFrame, TableFrame, VisitEndFrame, WorldFrame } from './types/frames.js';
import type { NodeOption, PromptBody } from './types/prompts.js';
import { returnMonster } from './board-monsters.js';
import { arriveFromWorld, gatesOfWorld } from './gates.js';
import type { FrameHandler } from './handler.js';
import { loseInvestigator } from './harm.js';
import { inv, nodeId } from './run.js';

export const worldHandler: FrameHandler<WorldFrame> = {
  run(_r, flow, f) {
    flow.pop();
    flow.push({ k: 'table', slot: f.slot, src: { table: 'world', id: f.world }, ask: 0 });
  },
};

/** Rolls D6 on a location's or a world's table and plays the face's effects. */
export const tableHandler: FrameHandler<TableFrame> = {
  run(r, flow, f) {
    flow.pop();
    const i = inv(r, f.slot);
    const faces = f.src.table === 'world' ? r.c.worldFaces.get(f.src.id) : r.c.faces[r.c.graph.indexOf(f.src.id)];
    if (!faces) return;
    const die = d6(r);
    emit(r, { type: 'table-roll', investigator: i.id, table: f.src.table, id: f.src.id, die });
    const face = faces[die - 1];
    if (!face || face.effects.length === 0) return;
    flow.push({ k: 'effects', slot: f.slot, src: f.src, list: face.effects, i: 0, ask: 0 });
  },
};

export const visitEndHandler: FrameHandler<VisitEndFrame> = {
  run(r, flow, f) {
    flow.pop();
    const i = inv(r, f.slot);
    if (i.visit === null) return;
    const world = i.visit;
    i.visit = null;
    for (const c of i.owMonsters) returnMonster(r, c, 'left-world');
    i.owMonsters = [];
    if (i.world === null) emit(r, { type: 'returned', investigator: i.id, world, location: nodeId(r, i.at) });
  },
};

export const returnHandler: FrameHandler<ReturnFrame> = {
  run(r, flow, f) {
    const i = inv(r, f.slot);
    if (i.world === null) {
      flow.pop();
      return;
    }
    if (gatesOfWorld(r, f.world).length === 0) {
      flow.pop();
      loseInvestigator(r, flow, i);
      return;
    }
    askFor(f);
  },
  prompt(r, f): PromptBody {
    const options: NodeOption[] = gatesOfWorld(r, f.world).map((n) => ({ id: nodeId(r, n), node: nodeId(r, n) }));
    return { kind: 'return-gate', options, default: options[0]?.id ?? '', context: { world: f.world } };
  },
  answer(r, flow, f, option) {
    flow.pop();
    arriveFromWorld(r, inv(r, f.slot), r.c.graph.indexOf(option.id), true);
  },
  valid(r, f) {
    return gatesOfWorld(r, f.world).length > 0;
  },
};

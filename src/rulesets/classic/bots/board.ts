// What the heuristic bot knows of the board: the graph of the content it plays (built once per
// content object) and a few questions about the state.
import type { Content } from '../content/schema.js';
import { buildBoardGraph } from '../../../engine/core/board-graph.js';
import type { BoardGraph } from '../../../engine/core/board-graph.js';
import type { GameState, InvestigatorState } from '../../../engine/index.js';

const graphs = new WeakMap<Content, BoardGraph>();

export function graphOf(content: Content): BoardGraph {
  let graph = graphs.get(content);
  if (!graph) {
    graph = buildBoardGraph(content.board);
    graphs.set(content, graph);
  }
  return graph;
}

export function monstersAt(state: GameState, node: number): number {
  let n = 0;
  for (const m of state.monsters) if (m.n === node) n += 1;
  return n;
}

export function investigatorOf(state: GameState, slot: number): InvestigatorState {
  const i = state.invs[slot];
  if (!i) throw new Error(`no investigator in slot ${slot}`);
  return i;
}


// The revised game's run (the kernel's Run over its prepared content and state), its handler type,
// and the small lookups every frame handler uses.
import type { FrameHandler } from '../../../engine/core/frames.js';
import type { KernelRun } from '../../../engine/core/run.js';
import type { Exits } from './monster-movement.js';
import type { Frame, FrameKind, FrameOf, GameInvestigator, RevisedOption, RevisedPromptBody, RevisedGameState } from './game-types.js';
import type { RevisedContent, RevisedEvent } from './types.js';

/** The content as the rules look it up: the file's entries plus the tables made from them once. */
export interface RevisedCtx extends RevisedContent {
  /** Each area's exit arrows by colour (R-MOVE-1). */
  exits: Exits;
  /** Locations (not streets), in board order. */
  locations: string[];
}

export type GameRun = KernelRun<RevisedCtx, RevisedGameState, RevisedEvent, Frame, RevisedPromptBody>;

export type Handler<K extends FrameKind> = FrameHandler<GameRun, FrameOf<K>, Frame, RevisedPromptBody, RevisedOption>;

export function invAt(r: GameRun, slot: number): GameInvestigator {
  const inv = r.s.invs[slot];
  if (inv === undefined) throw new Error(`no investigator in slot ${slot}`);
  return inv;
}

/** The Arkham node the investigator stands on, or null in an Other World or lost. */
export const nodeOf = (inv: GameInvestigator): string | null => (inv.place.kind === 'arkham' ? inv.place.node : null);

export const monstersAt = (r: GameRun, node: string): string[] => r.s.board.monsters[node] ?? [];

/** The investigators in turn order, from the first player. */
export function inOrder(r: GameRun): GameInvestigator[] {
  const n = r.s.invs.length;
  const out: GameInvestigator[] = [];
  for (let k = 0; k < n; k += 1) out.push(invAt(r, (r.s.firstPlayer + k) % n));
  return out;
}

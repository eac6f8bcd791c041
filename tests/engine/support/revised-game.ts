// Driving whole revised games in tests: the engine over data/revised, a game started for some players,
// and answers given until a prompt of a wanted kind is open.
import { isRuleError, revisedEngineFor } from '../../../src/engine/index.js';
import type { RevisedEngine, RevisedEvent, RevisedGameState, RevisedPrompt } from '../../../src/engine/index.js';
import { CONTENT } from './revised.js';

export const ENGINE: RevisedEngine = revisedEngineFor(CONTENT);

export function newGame(players: number, seed = 'revised-game', investigators: string[] = []): RevisedGameState {
  return ENGINE.start({ players: Array.from({ length: players }, (_, k) => ({ id: `p${k + 1}`, ...(investigators[k] !== undefined ? { investigators: [investigators[k]] } : {}) })) }, seed).state;
}

export function open(s: RevisedGameState): RevisedPrompt {
  const p = ENGINE.nextPrompt(s);
  if (p === null) throw new Error(`no prompt open (phase ${s.phase})`);
  return p;
}

/** Answers `optionId` to the open prompt; the events. */
export function answer(s: RevisedGameState, optionId: string): RevisedEvent[] {
  const p = open(s);
  const got = ENGINE.applyAnswerInPlace(s, { promptId: p.id, optionId, version: s.version });
  if (isRuleError(got)) throw new Error(`${got.error}: ${got.message}`);
  return got;
}

/** Takes defaults until a prompt of `kind` is open (or the game ends). */
export function until(s: RevisedGameState, kind: string, cap = 500): RevisedPrompt {
  for (let n = 0; n < cap; n += 1) {
    const p = open(s);
    if (p.kind === kind) return p;
    answer(s, p.default);
  }
  throw new Error(`no ${kind} prompt within ${cap} answers`);
}

export const ids = (p: RevisedPrompt): string[] => p.options.map((o) => o.id);

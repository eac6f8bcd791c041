// Driving whole revised games in tests: the engine over data/revised (or over content a test changes),
// a game started for some players, and answers given until a prompt of a wanted kind is open.
import { isRuleError, revisedEngineFor } from '../../../src/engine/index.js';
import type { RevisedEngine, RevisedEvent, RevisedGameState, RevisedPrompt } from '../../../src/engine/index.js';
import { CONTENT } from './revised.js';

export const ENGINE: RevisedEngine = revisedEngineFor(CONTENT);

export function newGame(players: number, seed = 'revised-game', investigators: string[] = [], engine = ENGINE): RevisedGameState {
  return engine.start({ players: Array.from({ length: players }, (_, k) => ({ id: `p${k + 1}`, ...(investigators[k] !== undefined ? { investigators: [investigators[k]] } : {}) })) }, seed).state;
}

/** A one-player game of Ned at home, no gate open and no monster out (the first Mythos undone). */
export function quiet(seed: string, engine = ENGINE): RevisedGameState {
  const s = newGame(1, seed, ['ned'], engine);
  s.cup.push(...Object.values(s.board.monsters).flat(), ...s.board.outskirts);
  s.board.monsters = {};
  s.board.outskirts = [];
  s.board.gateStack.push(...Object.values(s.board.gates));
  s.board.gates = {};
  s.board.clues = {};
  const i = s.invs[0];
  if (i !== undefined) {
    i.place = { kind: 'arkham', node: 'rail-yard' };
    i.delayed = false;
  }
  return s;
}

export function open(s: RevisedGameState, engine = ENGINE): RevisedPrompt {
  const p = engine.nextPrompt(s);
  if (p === null) throw new Error(`no prompt open (phase ${s.phase})`);
  return p;
}

/** Answers `optionId` to the open prompt; the events. */
export function answer(s: RevisedGameState, optionId: string, engine = ENGINE): RevisedEvent[] {
  const p = open(s, engine);
  const got = engine.applyAnswerInPlace(s, { promptId: p.id, optionId, version: s.version });
  if (isRuleError(got)) throw new Error(`${got.error}: ${got.message}`);
  return got;
}

/** Takes defaults until a prompt of `kind` is open (or the game ends). */
export function until(s: RevisedGameState, kind: string, cap = 500, engine = ENGINE): RevisedPrompt {
  for (let n = 0; n < cap; n += 1) {
    const p = open(s, engine);
    if (p.kind === kind) return p;
    answer(s, p.default, engine);
  }
  throw new Error(`no ${kind} prompt within ${cap} answers`);
}

export const ids = (p: RevisedPrompt): string[] => p.options.map((o) => o.id);

// A player's answer to one of their prompts. The answer names the engine version the player saw; when
// others have moved since, the answer still stands as long as the same prompt is open and still offers
// the option (docs/engine-protocol.md, "Versions, prompt ids and stale answers").
import type { Answer } from '../engine/index.js';
import { applyAnswer, type Draft } from './draft.js';
import { ServiceError } from './errors.js';
import type { GameDoc } from './game-doc.js';
import { promptSeat, requireSeat } from './seats.js';
import { settle } from './settle.js';
import type { TableKit } from './table-kit.js';

export function requireRunning(doc: GameDoc): void {
  if (doc.status === 'paused') throw new ServiceError('game/paused', `game ${doc.id} is paused by the sysop`);
  if (doc.status === 'over') throw new ServiceError('game/over', `game ${doc.id} is over`);
  if (doc.status !== 'running') throw new ServiceError('game/not_running', `game ${doc.id} has not started`);
}

export function answerPrompt(draft: Draft, kit: TableKit, player: string, answer: Answer): void {
  const doc = draft.doc;
  requireRunning(doc);
  const state = doc.engine;
  if (!state) throw new ServiceError('game/not_running', `game ${doc.id} has not started`);
  const { seat, index } = requireSeat(doc, player);
  if (seat.status !== 'playing') throw new ServiceError('seat/not_seated', `${player} no longer plays in game ${doc.id}`);
  const prompt = kit.engine.prompts(state).find((p) => p.id === answer.promptId);
  if (!prompt) throw new ServiceError('answer/stale', `prompt ${answer.promptId} is no longer open`);
  if (promptSeat(doc, prompt) !== index) throw new ServiceError('answer/not_yours', `prompt ${answer.promptId} is not for ${player}`);
  if (!Number.isInteger(answer.version) || answer.version > state.version || answer.version < 0) {
    throw new ServiceError('rule/stale_version', `answer made at version ${answer.version}, the game is at ${state.version}`);
  }
  applyAnswer(draft, player, 'answer', kit.engine, answer);
  seat.lastAnswer = doc.version;
  seat.missed = 0;
  settle(draft, kit, kit.now);
}

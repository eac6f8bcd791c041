// `arkham-door engine`: the classic engine over JSON lines (docs/engine-protocol.md). Each request line gets
// exactly one response line: a Step, a RuleError, the open prompts, or a protocol error.
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { Content } from './content/schema.js';
import { engineFor } from '../../engine/index.js';
import type { Answer, Engine, GameSetup, GameState } from '../../engine/index.js';

export type Request =
  | { op: 'start'; setup: GameSetup; seed: string | number }
  | { op: 'answer'; state: GameState; answer: Answer }
  | { op: 'deadline'; state: GameState }
  | { op: 'prompts'; state: GameState };

export interface ProtocolError {
  error: 'protocol/bad_json' | 'protocol/bad_request' | 'protocol/engine_failure';
  message: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A game state as the engine writes it (checked on the surface; the engine trusts the rest). */
function isState(value: unknown): value is GameState {
  return isObject(value) && value.ruleset === 'classic' && typeof value.version === 'number' && Array.isArray(value.invs);
}

function isSetup(value: unknown): value is GameSetup {
  return isObject(value) && Array.isArray(value.players) && value.players.every((p) => isObject(p) && typeof p.id === 'string');
}

function badRequest(message: string): ProtocolError {
  return { error: 'protocol/bad_request', message };
}

/** Answers one request line. */
export function handleLine(engine: Engine, line: string): unknown {
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch (error) {
    return { error: 'protocol/bad_json', message: error instanceof Error ? error.message : String(error) };
  }
  if (!isObject(request) || typeof request.op !== 'string') return badRequest('a request is an object with an "op"');
  try {
    switch (request.op) {
      case 'start': {
        const seed = request.seed;
        if (!isSetup(request.setup)) return badRequest('start needs setup.players, each with an id');
        if (typeof seed !== 'string' && typeof seed !== 'number') return badRequest('start needs a seed (text or number)');
        return engine.start(request.setup, seed);
      }
      case 'answer': {
        const answer = request.answer;
        if (!isState(request.state)) return badRequest('answer needs a state');
        if (!isObject(answer) || typeof answer.promptId !== 'string' || typeof answer.optionId !== 'string' || typeof answer.version !== 'number') {
          return badRequest('answer needs { promptId, optionId, version }');
        }
        return engine.answer(request.state, { promptId: answer.promptId, optionId: answer.optionId, version: answer.version });
      }
      case 'deadline':
        if (!isState(request.state)) return badRequest('deadline needs a state');
        return engine.endPhaseByDeadline(request.state);
      case 'prompts':
        if (!isState(request.state)) return badRequest('prompts needs a state');
        return { prompts: engine.prompts(request.state) };
      default:
        return badRequest(`unknown op ${request.op} (start, answer, deadline, prompts)`);
    }
  } catch (error) {
    return { error: 'protocol/engine_failure', message: error instanceof Error ? error.message : String(error) };
  }
}

/** Reads requests from `input` until it ends, writing one response line per request; returns 0. */
export async function engineCommand(input: Readable, output: Writable, content: Content): Promise<number> {
  const engine = engineFor(content);
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const response = handleLine(engine, line);
    if (!output.write(`${JSON.stringify(response)}\n`)) await new Promise<void>((resolve) => output.once('drain', () => resolve()));
  }
  return 0;
}

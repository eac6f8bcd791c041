// A seeded bot game played up to the start of a given game turn, for figures taken at that moment (the
// size of a stored game state): game k of the seed as the simulator plays it (table.ts), for the first
// k from 0 whose game is still running when the turn begins.
import type { Bot } from '../bots/index.js';
import type { Content } from '../content/schema.js';
import { engineFor, isRuleError, seedRng } from '../../../engine/index.js';
import type { Engine, GameState } from '../../../engine/index.js';
import { simPlayers, simSeeds } from '../../../sim/table.js';

/** Bounds the answers of one game (a game runs some thousands at most). */
const MAX_ANSWERS = 200_000;

function playOne(engine: Engine, bot: Bot, content: Content, players: number, seeds: { game: string; bot: string }, turn: number): GameState | null {
  const state = engine.start({ players: simPlayers(players) }, seeds.game).state;
  const rng = seedRng(seeds.bot);
  let prompt = engine.nextPrompt(state);
  for (let n = 0; n < MAX_ANSWERS; n += 1) {
    if (state.phase === 'over' || state.turn > turn) return null;
    if (state.turn === turn) return state;
    if (prompt === null) return null;
    const step = engine.answerAndNextInPlace(state, prompt, bot(prompt, state, content, rng));
    if (isRuleError(step)) throw new Error(`${step.error}: ${step.message}`);
    prompt = step.next;
  }
  return null;
}

/** The state of the first seeded game still running when game turn `turn` begins (tries up to `tries` seeds). */
export function playToTurn(content: Content, bot: Bot, players: number, seed: string, turn: number, tries = 100): GameState {
  const engine = engineFor(content);
  for (let k = 0; k < tries; k += 1) {
    const state = playOne(engine, bot, content, players, simSeeds(seed, k), turn);
    if (state !== null) return state;
  }
  throw new Error(`no game of seed ${seed} reached turn ${turn} in ${tries} tries`);
}

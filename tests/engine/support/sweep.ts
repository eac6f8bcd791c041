// The seeded sweep the kernel move is checked against: games across 1-8 players with the random and
// the heuristic bot, some with turn deadlines passing, each reduced to a sha256 of its event log and final state (JSON). Same engine,
// same hashes; tests/engine/fixtures/sweep-hashes.json holds the hashes of the engine before the move.
import { createHash } from 'node:crypto';
import { botNamed } from '../../../src/rulesets/classic/bots/index.js';
import { REVISED_BOTS } from '../../../src/rulesets/revised/bots/index.js';
import type { RevisedContent } from '../../../src/rulesets/revised/content/schema.js';
import type { Content } from '../../../src/rulesets/classic/content/schema.js';
import { engineFor, isRuleError, revisedEngineFor, seedRng } from '../../../src/engine/index.js';
import { simPlayers, simSeeds } from '../../../src/sim/table.js';
import type { KernelEngine } from '../../../src/engine/core/engine.js';
import type { RngState } from '../../../src/engine/core/rng.js';

export const SWEEP_GAMES = 200;
/** The revised ruleset's sweep: as many games, the same mix of players, bots and deadlines. */
export const REVISED_SWEEP_GAMES = 80;
/** A game still running after this many answers is cut there (the cut is as seeded as the rest). */
const MAX_ANSWERS = 4_000;

export interface SweepGame {
  game: number;
  players: number;
  bot: string;
  /** Every this many answers the turn deadline passes (0: never). */
  deadlineEvery: number;
}

export function sweepGame(game: number): SweepGame {
  return { game, players: 1 + (game % 8), bot: Math.floor(game / 8) % 2 === 0 ? 'random' : 'heuristic', deadlineEvery: game % 5 === 4 ? 23 : 0 };
}

/** A ruleset's engine as the sweep drives it (both rulesets' engines are kernel engines). */
type SweepEngine<S, P> = Pick<KernelEngine<unknown, S, object, P, unknown, { players: ReturnType<typeof simPlayers> }>, 'start' | 'nextPrompt' | 'answerAndNextInPlace' | 'deadlineInPlace'>;

/** Plays one seeded game with `pick` answering, and gives the sha256 of its events (in order) and final state. */
function playedHash<S extends { phase: string }, P>(engine: SweepEngine<S, P>, g: SweepGame, seeds: { game: string; bot: string }, pick: (prompt: P, state: S, rng: RngState) => string, label: string): string {
  const hash = createHash('sha256');
  const log = (events: readonly object[]): void => {
    for (const e of events) hash.update(JSON.stringify(e)).update('\n');
  };
  const start = engine.start({ players: simPlayers(g.players) }, seeds.game);
  const state = start.state;
  log(start.events);
  const rng = seedRng(seeds.bot);
  let prompt = engine.nextPrompt(state);
  for (let answers = 0; answers < MAX_ANSWERS && prompt !== null && state.phase !== 'over'; answers += 1) {
    const step = engine.answerAndNextInPlace(state, prompt, pick(prompt, state, rng));
    if (isRuleError(step)) throw new Error(`${label}: ${step.error}: ${step.message}`);
    log(step.events);
    prompt = step.next;
    if (g.deadlineEvery > 0 && answers % g.deadlineEvery === g.deadlineEvery - 1) {
      log(engine.deadlineInPlace(state));
      prompt = engine.nextPrompt(state);
    }
  }
  hash.update(JSON.stringify(state));
  return hash.digest('hex');
}

/** Plays sweep game `game` and gives the sha256 of its events (in order) and final state. */
export function sweepHash(content: Content, game: number): string {
  const g = sweepGame(game);
  const bot = botNamed(g.bot);
  if (!bot) throw new Error(`no bot ${g.bot}`);
  return playedHash(engineFor(content), g, simSeeds('kernel-sweep', game), (prompt, state, rng) => bot(prompt, state, content, rng), `sweep game ${game}`);
}

/** Plays revised sweep game `game` (players, bot and deadlines as sweepGame says) and gives the sha256 of its events and final state. */
export function revisedSweepHash(content: RevisedContent, game: number): string {
  const g = sweepGame(game);
  const bot = REVISED_BOTS[g.bot];
  if (!bot) throw new Error(`no revised bot ${g.bot}`);
  return playedHash(revisedEngineFor(content), g, simSeeds('revised-sweep', game), (prompt, state, rng) => bot(prompt, state, content, rng), `revised sweep game ${game}`);
}

// Seeded bot games, back to back on one mutable state each: results for balance, and speed.
// Same arguments, same results (apart from the timing figures).
import { performance } from 'node:perf_hooks';
import { botNamed } from '../bots/index.js';
import type { Bot } from '../bots/index.js';
import { loadContent } from '../content/load.js';
import type { Content } from '../content/schema.js';
import { engineFor, isRuleError, seedRng } from '../../../engine/index.js';
import type { Engine, GameOptions, GameState } from '../../../engine/index.js';
import { brokenInvariants, watchOf } from './invariants.js';
import { StalemateWatch } from './stalemate.js';
import { SimTally } from '../../../sim/sim-tally.js';
import type { SimResult } from '../../../sim/sim-result.js';

export type { SimResult } from '../../../sim/sim-result.js';
import { gameEventLog, simPlayers, simSeeds } from '../../../sim/table.js';
import { memoByObject } from '../../../support/memo-by-object.js';

export interface SimOptions {
  games: number;
  /** The number of the first game (game k plays seed `S:k`): to replay one game of a run alone. Default 0. */
  firstGame?: number;
  players: number;
  seed: string | number;
  bot: string | Bot;
  /** The content to play; by default the shipped data/ (read from the working directory). */
  content?: Content;
  log?: (line: string) => void;
  options?: Partial<GameOptions>;
  /** Check the invariants after every answer (slower). */
  checkInvariants?: boolean;
  /** A game with no new phase for this many answers is stuck. */
  maxAnswersPerPhase?: number;
  /** A game still running after this many game turns is stuck. */
  maxTurns?: number;
}


const PHASES: readonly GameState['phase'][] = ['setup', 'investigator', 'mythos', 'over'];

type GameEnd =
  | { kind: 'over'; state: GameState; answers: number }
  | { kind: 'stalemate'; state: GameState; answers: number }
  | { kind: 'error' | 'stuck'; message: string; state: GameState; answers: number };

/** The engine of each content played, prepared once and kept for the runs that follow. */
const engineOf = memoByObject<Content, Engine>(engineFor);

export function runSim(o: SimOptions): SimResult {
  const bot = typeof o.bot === 'string' ? botNamed(o.bot) : o.bot;
  if (!bot) throw new Error(`no bot named ${String(o.bot)}`);
  const content = o.content ?? loadContent('data');
  const engine = engineOf(content);
  const tally = new SimTally(o.games);
  const started = performance.now();
  const first = o.firstGame ?? 0;
  for (let game = first; game < first + o.games; game += 1) {
    const end = playOne(engine, bot, content, o, game);
    const seen = { turn: end.state.turn, answers: end.answers };
    if (end.kind === 'over') {
      const outcome = end.state.outcome;
      tally.add({ kind: outcome?.result === 'won' ? 'won' : outcome?.reason === 'doom' ? 'lost-doom' : 'lost-gates', ...seen });
    } else if (end.kind === 'stalemate') tally.add({ kind: 'stalemate', ...seen });
    else tally.add({ kind: end.kind, message: end.message, game, ...seen });
  }
  return tally.done((performance.now() - started) / 1000);
}

function playOne(engine: Engine, bot: Bot, content: Content, o: SimOptions, game: number): GameEnd {
  const seeds = simSeeds(o.seed, game);
  const start = engine.start({ players: simPlayers(o.players), options: o.options ?? {} }, seeds.game);
  const state = start.state;
  const emit = gameEventLog(o.log, game);
  emit(start.events);
  const rng = seedRng(seeds.bot);
  const maxAnswers = o.maxAnswersPerPhase ?? 5_000;
  const maxTurns = o.maxTurns ?? 200;
  let answers = 0;
  let sinceProgress = 0;
  const progress = (): number => state.turn * 4 + PHASES.indexOf(state.phase);
  let mark = progress();
  const watch = new StalemateWatch();
  try {
    let prompt = engine.nextPrompt(state);
    for (;;) {
      if (state.phase === 'over') return { kind: 'over', state, answers };
      if (watch.stalemate(state)) return { kind: 'stalemate', state, answers };
      if (state.turn > maxTurns) return { kind: 'stuck', message: `still running after ${maxTurns} game turns`, state, answers };
      if (!prompt) return { kind: 'stuck', message: `no prompt open in phase ${state.phase}`, state, answers };
      const before = o.checkInvariants ? watchOf(state) : null;
      const step = engine.answerAndNextInPlace(state, prompt, bot(prompt, state, content, rng));
      if (isRuleError(step)) return { kind: 'error', message: `${step.error}: ${step.message}`, state, answers };
      answers += 1;
      emit(step.events);
      prompt = step.next;
      if (o.checkInvariants) {
        const broken = brokenInvariants(content, state, before);
        if (broken.length > 0) return { kind: 'error', message: broken.join('; '), state, answers };
      }
      const now = progress();
      if (now !== mark) {
        mark = now;
        sinceProgress = 0;
      } else if ((sinceProgress += 1) > maxAnswers) {
        return { kind: 'stuck', message: `${maxAnswers} answers without a new phase (turn ${state.turn}, ${state.phase})`, state, answers };
      }
    }
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error), state, answers };
  }
}

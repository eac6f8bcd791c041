// Seeded bot games of the revised ruleset, back to back on one mutable state each, with the figures
// classic's simulator reports (SimResult): a loss counts under "doom" when a full doom track woke the
// Ancient One and under "gates" when too many open gates did. Same arguments, same results (apart from
// the timing).
import { performance } from 'node:perf_hooks';
import { REVISED_BOTS } from '../bots/index.js';
import type { RevisedBot } from '../bots/index.js';
import { loadRevisedContent } from '../content/load.js';
import type { RevisedContent } from '../content/schema.js';
import { isRuleError, revisedEngineFor, seedRng } from '../../../engine/index.js';
import type { RevisedEngine, RevisedGameState } from '../../../engine/index.js';
import { brokenRevisedInvariants } from './invariants.js';
import type { SimResult } from '../../../sim/sim-result.js';
import { SimTally } from '../../../sim/sim-tally.js';
import type { TalliedEnd } from '../../../sim/sim-tally.js';
import { gameEventLog, simPlayers, simSeeds } from '../../../sim/table.js';
import { memoByObject } from '../../../support/memo-by-object.js';

export interface RevisedSimOptions {
  games: number;
  firstGame?: number;
  players: number;
  seed: string | number;
  bot: string | RevisedBot;
  /** By default data/revised (read from the working directory). */
  content?: RevisedContent;
  log?: (line: string) => void;
  checkInvariants?: boolean;
  /** A game still running after this many answers is stuck (the step cap). */
  maxAnswers?: number;
  /** A game still running after this many game turns is stuck. */
  maxTurns?: number;
}

const engineOf = memoByObject<RevisedContent, RevisedEngine>(revisedEngineFor);

function endOf(s: RevisedGameState, answers: number): TalliedEnd {
  const seen = { turn: s.turn, answers };
  if (s.outcome?.result === 'won') return { kind: 'won', ...seen };
  return { kind: s.final?.by === 'gates' ? 'lost-gates' : 'lost-doom', ...seen };
}

/** Plays one game to its end; the state at the end and how it ended. */
export function playRevisedGame(engine: RevisedEngine, bot: RevisedBot, o: RevisedSimOptions, game: number): { state: RevisedGameState; end: TalliedEnd } {
  const seeds = simSeeds(o.seed, game);
  const start = engine.start({ players: simPlayers(o.players) }, seeds.game);
  const state = start.state;
  const emit = gameEventLog(o.log, game);
  emit(start.events);
  const rng = seedRng(seeds.bot);
  const maxAnswers = o.maxAnswers ?? 20_000;
  const maxTurns = o.maxTurns ?? 200;
  let answers = 0;
  const fail = (kind: 'error' | 'stuck', message: string): { state: RevisedGameState; end: TalliedEnd } => ({ state, end: { kind, message, game, turn: state.turn, answers } });
  try {
    let prompt = engine.nextPrompt(state);
    while (state.phase !== 'over') {
      if (prompt === null) return fail('stuck', `no prompt open in phase ${state.phase}`);
      if (answers >= maxAnswers || state.turn > maxTurns) return fail('stuck', `still running after ${answers} answers, ${state.turn} game turns`);
      const before = state.version;
      const step = engine.answerAndNextInPlace(state, prompt, bot(prompt, state, engine.content, rng));
      if (isRuleError(step)) return fail('error', `${step.error}: ${step.message}`);
      answers += 1;
      emit(step.events);
      prompt = step.next;
      if (o.checkInvariants) {
        const broken = brokenRevisedInvariants(engine.content, state, before);
        if (broken.length > 0) return fail('error', broken.join('; '));
      }
    }
  } catch (error) {
    return fail('error', error instanceof Error ? error.message : String(error));
  }
  return { state, end: endOf(state, answers) };
}

export function runRevisedSim(o: RevisedSimOptions): SimResult {
  const bot = typeof o.bot === 'string' ? REVISED_BOTS[o.bot] : o.bot;
  if (bot === undefined) throw new Error(`no bot named ${String(o.bot)}`);
  const engine = engineOf(o.content ?? loadRevisedContent('data/revised'));
  const tally = new SimTally(o.games);
  const started = performance.now();
  const first = o.firstGame ?? 0;
  for (let game = first; game < first + o.games; game += 1) tally.add(playRevisedGame(engine, bot, o, game).end);
  return tally.done((performance.now() - started) / 1000);
}

// The simulator's figures over a run of games, the same for every ruleset: wins, losses by cause,
// turns (mean and median), answers, errors, stuck games and stalemates, and the first problem.
import type { SimResult } from './sim-result.js';

/** How one game ended, as the tally counts it. */
export type TalliedEnd =
  | { kind: 'won' | 'lost-gates' | 'lost-doom' | 'stalemate'; turn: number; answers: number }
  | { kind: 'error' | 'stuck'; turn: number; answers: number; message: string; game: number };

export class SimTally {
  private readonly result: SimResult;
  private turns = 0;
  private answers = 0;
  private readonly lengths: number[] = [];

  constructor(games: number) {
    this.result = { games, wins: 0, losses: { gates: 0, doom: 0 }, meanTurns: 0, medianTurns: 0, meanAnswers: 0, errors: 0, stuck: 0, stalemates: 0, gamesPerSecond: 0, firstProblem: null };
  }

  add(end: TalliedEnd): void {
    const r = this.result;
    this.turns += end.turn;
    this.lengths.push(end.turn);
    this.answers += end.answers;
    if (end.kind === 'error' || end.kind === 'stuck') {
      if (end.kind === 'error') r.errors += 1;
      else r.stuck += 1;
      r.firstProblem ??= `game ${end.game}: ${end.kind}: ${end.message}`;
    } else if (end.kind === 'won') r.wins += 1;
    else if (end.kind === 'lost-doom') r.losses.doom += 1;
    else if (end.kind === 'lost-gates') r.losses.gates += 1;
    else r.stalemates += 1;
  }

  done(seconds: number): SimResult {
    const r = this.result;
    const games = r.games;
    r.meanTurns = games > 0 ? this.turns / games : 0;
    this.lengths.sort((a, b) => a - b);
    r.medianTurns = this.lengths[Math.floor(this.lengths.length / 2)] ?? 0;
    r.meanAnswers = games > 0 ? this.answers / games : 0;
    r.gamesPerSecond = seconds > 0 ? games / seconds : 0;
    return r;
  }
}

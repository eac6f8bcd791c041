// What a run of simulated games comes to, in any ruleset: wins, losses, lengths, problems, speed.
export interface SimResult {
  games: number;
  wins: number;
  losses: { gates: number; doom: number };
  meanTurns: number;
  /** The median game turn at which the games ended (the upper middle of an even count). */
  medianTurns: number;
  meanAnswers: number;
  errors: number;
  stuck: number;
  /** Games the rules sheet never ends, ended by the simulator (stalemate.ts): neither won nor lost. */
  stalemates: number;
  gamesPerSecond: number;
  /** The first error or stuck game, for a look. */
  firstProblem: string | null;
}

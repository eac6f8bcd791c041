// The revised ruleset's engine figures, beside classic's: complete games per second for each bot on
// one core (2 players, data/revised), the decisions a 2-player heuristic game takes in each ruleset,
// and the heuristic bot's win rate with 1, 2 and 4 players.
import { join } from 'node:path';
import { loadContent } from '../../src/rulesets/classic/content/load.js';
import { loadRevisedContent } from '../../src/rulesets/revised/content/load.js';
import { runRevisedSim } from '../../src/rulesets/revised/sim/run-sim.js';
import { runSim } from '../../src/rulesets/classic/sim/run-sim.js';
import { REPO_ROOT } from '../../tests/support/door-process.js';
import { median, round } from './stats.js';

export async function benchRevised(quick: boolean): Promise<Record<string, number>> {
  const content = loadRevisedContent(join(REPO_ROOT, 'data', 'revised'));
  const games = quick ? 200 : 1000;
  const runs = quick ? 1 : 3;
  const speed = (bot: string): number => {
    runRevisedSim({ games: quick ? 50 : 300, players: 2, seed: 'warm-up', bot, content });
    return median(Array.from({ length: runs }, (_, i) => runRevisedSim({ games, players: 2, seed: `speed-${i}`, bot, content }).gamesPerSecond));
  };
  const winRate = (players: number): number => {
    const r = runRevisedSim({ games: quick ? 200 : 2000, players, seed: `wins-${players}`, bot: 'heuristic', content });
    return r.wins / r.games;
  };
  const decisions = runRevisedSim({ games, players: 2, seed: 'decisions', bot: 'heuristic', content }).meanAnswers;
  const classicDecisions = runSim({ games: quick ? 100 : 500, players: 2, seed: 'decisions', bot: 'heuristic', content: loadContent(join(REPO_ROOT, 'data')) }).meanAnswers;
  return await Promise.resolve({
    revisedRandomGamesPerSec: round(speed('random'), 0),
    revisedHeuristicGamesPerSec: round(speed('heuristic'), 0),
    revisedDecisionsPerGame: round(decisions, 1),
    classicDecisionsPerGame: round(classicDecisions, 1),
    revisedHeuristicWinRate1p: round(winRate(1), 4),
    revisedHeuristicWinRate2p: round(winRate(2), 4),
    revisedHeuristicWinRate4p: round(winRate(4), 4),
  });
}

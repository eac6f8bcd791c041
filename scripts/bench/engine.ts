// Rules engine figures: complete games per second for each bot on one core, the heuristic bot's
// win rate by number of players, and the size of a stored game state.
import { join } from 'node:path';
import { loadContent } from '../../src/content/load.js';
import { runSim } from '../../src/sim/run-sim.js';
import { start } from '../../src/engine/index.js';
import { REPO_ROOT } from '../../tests/support/door-process.js';
import { median, round } from './stats.js';

export async function benchEngine(quick: boolean): Promise<Record<string, number>> {
  const content = loadContent(join(REPO_ROOT, 'data'));
  const games = quick ? 200 : 1000;
  const runs = quick ? 1 : 3;
  const speed = (bot: string): number =>
    median(Array.from({ length: runs }, (_, i) => runSim({ games, players: 2, seed: `speed-${i}`, bot, content }).gamesPerSecond));
  const winRate = (players: number): number => {
    const result = runSim({ games: quick ? 200 : 2000, players, seed: `wins-${players}`, bot: 'heuristic', content });
    return result.wins / result.games;
  };
  const first = start(content, { players: [{ id: 'a' }, { id: 'b' }] }, 'state-size');
  return {
    randomGamesPerSec: round(speed('random'), 0),
    heuristicGamesPerSec: round(speed('heuristic'), 0),
    heuristicWinRate1p: round(winRate(1), 4),
    heuristicWinRate2p: round(winRate(2), 4),
    heuristicWinRate4p: round(winRate(4), 4),
    stateBytesAtSetup2p: JSON.stringify(first.state).length,
  };
}

// Rules engine figures: complete games per second for each bot on one core, with the full catalogue
// and with the core one (content/core.ts) measured side by side, the heuristic bot's win rate by
// number of players, and the size of a stored game state at setup, game turn 1 and game turn 30.
import { join } from 'node:path';
import { heuristicBot } from '../../src/rulesets/classic/bots/index.js';
import { coreContent } from '../../src/rulesets/classic/content/core.js';
import { loadContent } from '../../src/rulesets/classic/content/load.js';
import type { Content } from '../../src/rulesets/classic/content/schema.js';
import { playToTurn } from '../../src/rulesets/classic/sim/play-to-turn.js';
import { runSim } from '../../src/rulesets/classic/sim/run-sim.js';
import { start } from '../../src/engine/index.js';
import { REPO_ROOT } from '../../tests/support/door-process.js';
import { median, round } from './stats.js';

export async function benchEngine(quick: boolean): Promise<Record<string, number>> {
  const full = loadContent(join(REPO_ROOT, 'data'));
  const core = coreContent(full);
  const games = quick ? 200 : 1000;
  const runs = quick ? 1 : 3;
  // Each run plays the full and the core catalogue back to back (taking turns at going first), so both
  // see the same machine; the cost of the full rules is the median of the runs' ratios. A warm-up first
  // (V8 takes a second or two to compile the engine): the figures are for the engine at speed.
  const speeds = (bot: string): { full: number; core: number; coreOverFull: number } => {
    for (const content of [full, core]) runSim({ games: quick ? 100 : 1000, players: 2, seed: 'warm-up', bot, content });
    const on = (content: Content, i: number): number => runSim({ games, players: 2, seed: `speed-${i}`, bot, content }).gamesPerSecond;
    const pairs = Array.from({ length: runs }, (_, i) => {
      if (i % 2 === 1) {
        const c = on(core, i);
        return { full: on(full, i), core: c };
      }
      const f = on(full, i);
      return { full: f, core: on(core, i) };
    });
    return { full: median(pairs.map((p) => p.full)), core: median(pairs.map((p) => p.core)), coreOverFull: median(pairs.map((p) => p.core / p.full)) };
  };
  const winRate = (players: number): number => {
    const result = runSim({ games: quick ? 200 : 2000, players, seed: `wins-${players}`, bot: 'heuristic', content: full });
    return result.wins / result.games;
  };
  const bytesAt = (turn: number): number => JSON.stringify(playToTurn(full, heuristicBot, 2, 'state-size', turn)).length;
  const random = speeds('random');
  const heuristic = speeds('heuristic');
  const first = start(full, { players: [{ id: 'a' }, { id: 'b' }] }, 'state-size');
  return {
    randomGamesPerSec: round(random.full, 0),
    randomGamesPerSecCore: round(random.core, 0),
    fullOverCoreCost: round(random.coreOverFull, 2),
    heuristicGamesPerSec: round(heuristic.full, 0),
    heuristicGamesPerSecCore: round(heuristic.core, 0),
    heuristicWinRate1p: round(winRate(1), 4),
    heuristicWinRate2p: round(winRate(2), 4),
    heuristicWinRate4p: round(winRate(4), 4),
    stateBytesAtSetup2p: JSON.stringify(first.state).length,
    stateBytesAtTurn1: bytesAt(1),
    stateBytesAtTurn30: bytesAt(30),
  };
}

// revisedAnswersPerSecOverClassic: answers per CPU second of the revised engine with the random bot
// over classic's, 2 players each, side by side in one process (the two take turns at going first);
// the median of the runs' ratios. CPU time, not the wall clock: the machine is shared.
// Alone: node --import tsx scripts/bench/revised-answers.ts [--quick]
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadContent } from '../../src/rulesets/classic/content/load.js';
import { loadRevisedContent } from '../../src/rulesets/revised/content/load.js';
import { runRevisedSim } from '../../src/rulesets/revised/sim/run-sim.js';
import { runSim } from '../../src/rulesets/classic/sim/run-sim.js';
import type { SimResult } from '../../src/rulesets/classic/sim/run-sim.js';
import { cpuTimed, median, round, turnAbout } from './stats.js';

const ROOT = join(import.meta.dirname, '..', '..');

function answersPerCpuSecond(run: () => SimResult): number {
  const { value, seconds } = cpuTimed(run);
  return (value.meanAnswers * value.games) / seconds;
}

export function benchRevisedAnswers(quick: boolean): Record<string, number> {
  const revisedContent = loadRevisedContent(join(ROOT, 'data', 'revised'));
  const classicContent = loadContent(join(ROOT, 'data'));
  const runs = quick ? 3 : 7;
  const games = quick ? 100 : 400;
  const revised = (seed: string): SimResult => runRevisedSim({ games, players: 2, seed, bot: 'random', content: revisedContent });
  const classic = (seed: string): SimResult => runSim({ games, players: 2, seed, bot: 'random', content: classicContent });
  revised('warm-up');
  classic('warm-up');
  const pairs = turnAbout(runs, (i) => answersPerCpuSecond(() => revised(`answers-${i}`)), (i) => answersPerCpuSecond(() => classic(`answers-${i}`)));
  return {
    revisedAnswersPerCpuSec: round(median(pairs.map((p) => p.a)), 0),
    classicAnswersPerCpuSec: round(median(pairs.map((p) => p.b)), 0),
    revisedAnswersPerSecOverClassic: round(median(pairs.map((p) => p.a / p.b)), 3),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(benchRevisedAnswers(process.argv.includes('--quick'))));
}

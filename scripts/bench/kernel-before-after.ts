// classicAfterKernelOverBefore: classic random games per second of this tree over those of another
// checkout (the engine before the kernel move), side by side in one process, taking turns at going
// first; the median of the runs' ratios, by CPU time. Usage: node --import tsx scripts/bench/kernel-before-after.ts <before-root> [runs] [games]
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadContent } from '../../src/rulesets/classic/content/load.js';
import { runSim } from '../../src/rulesets/classic/sim/run-sim.js';
import type { SimOptions, SimResult } from '../../src/rulesets/classic/sim/run-sim.js';
import { cpuTimed, median, round, turnAbout } from './stats.js';

type RunSim = (o: SimOptions) => SimResult;

const [root, runsArg, gamesArg] = process.argv.slice(2);
if (root === undefined) throw new Error('usage: kernel-before-after.ts <before-root> [runs] [games]');
const runs = Number(runsArg ?? 5);
const games = Number(gamesArg ?? 1000);
const beforeModule = (await import(pathToFileURL(resolve(root, 'src/sim/run-sim.ts')).href)) as { runSim: RunSim };
const before: RunSim = beforeModule.runSim;
const content = loadContent(join(import.meta.dirname, '../../data'));
const beforeContent = loadContent(resolve(root, 'data'));
// Games per second of CPU time of this process, not of the wall clock: the machine is shared.
const speed = (sim: RunSim, c: typeof content, i: number): number =>
  games / cpuTimed(() => sim({ games, players: 2, seed: `speed-${i}`, bot: 'random', content: c })).seconds;
for (const [sim, c] of [[runSim, content], [before, beforeContent]] as const) sim({ games, players: 2, seed: 'warm-up', bot: 'random', content: c });
const pairs = turnAbout(runs, (i) => speed(runSim, content, i), (i) => speed(before, beforeContent, i)).map((p) => ({ after: p.a, before: p.b }));
console.log(JSON.stringify({
  classicRandomGamesPerSecBefore: round(median(pairs.map((p) => p.before)), 0),
  classicRandomGamesPerSecAfter: round(median(pairs.map((p) => p.after)), 0),
  classicAfterKernelOverBefore: round(median(pairs.map((p) => p.after / p.before)), 3),
}));

// classicAfterModulesOverBefore and revisedAfterModulesOverBefore (issue 27, each ruleset moved into
// its folder): random games per CPU second of this tree over those of a checkout from before the move
// (76c6e7f), both trees loaded in this one process, their runs taking turns at going first; the median
// of the runs' ratios, with this tree's randomGamesPerSec and revisedRandomGamesPerSec beside them.
// Usage: node --import tsx scripts/bench/modules-before-after.ts <before-root> [runs] [games]
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadContent } from '../../src/rulesets/classic/content/load.js';
import { runSim } from '../../src/rulesets/classic/sim/run-sim.js';
import { loadRevisedContent } from '../../src/rulesets/revised/content/load.js';
import { runRevisedSim } from '../../src/rulesets/revised/sim/run-sim.js';
import { cpuTimed, median, round, turnAbout } from './stats.js';

/** A run of random 2-player games: games per CPU second. */
type Speed = (games: number, seed: string) => number;

const [root, runsArg, gamesArg] = process.argv.slice(2);
if (root === undefined) throw new Error('usage: modules-before-after.ts <before-root> [runs] [games]');
const runs = Number(runsArg ?? 7);
const games = Number(gamesArg ?? 500);
const here = join(import.meta.dirname, '..', '..');
const older = async <T>(path: string): Promise<T> => (await import(pathToFileURL(resolve(root, path)).href)) as T;

type Sim = typeof runSim;
type RevisedSim = typeof runRevisedSim;
const before = {
  classic: (await older<{ runSim: Sim }>('src/sim/run-sim.ts')).runSim,
  classicContent: (await older<{ loadContent: typeof loadContent }>('src/content/load.ts')).loadContent(resolve(root, 'data')),
  revised: (await older<{ runRevisedSim: RevisedSim }>('src/sim/run-sim-revised.ts')).runRevisedSim,
  revisedContent: (await older<{ loadRevisedContent: typeof loadRevisedContent }>('src/content/load-revised.ts')).loadRevisedContent(resolve(root, 'data', 'revised')),
};
const classicContent = loadContent(join(here, 'data'));
const revisedContent = loadRevisedContent(join(here, 'data', 'revised'));

const perCpuSecond = (play: () => unknown, count: number): number => count / cpuTimed(play).seconds;
const classicOf = (sim: Sim, content: typeof classicContent): Speed => (count, seed) => perCpuSecond(() => sim({ games: count, players: 2, seed, bot: 'random', content }), count);
const revisedOf = (sim: RevisedSim, content: typeof revisedContent): Speed => (count, seed) => perCpuSecond(() => sim({ games: count, players: 2, seed, bot: 'random', content }), count);

/** The median of after over before, and after's own median speed. */
function compare(after: Speed, older: Speed): { ratio: number; after: number } {
  after(Math.ceil(games / 5), 'warm-up');
  older(Math.ceil(games / 5), 'warm-up');
  const pairs = turnAbout(runs, (i) => after(games, `speed-${i}`), (i) => older(games, `speed-${i}`));
  return { ratio: median(pairs.map((p) => p.a / p.b)), after: median(pairs.map((p) => p.a)) };
}

const classic = compare(classicOf(runSim, classicContent), classicOf(before.classic, before.classicContent));
const revised = compare(revisedOf(runRevisedSim, revisedContent), revisedOf(before.revised, before.revisedContent));
console.log(
  JSON.stringify({
    classicAfterModulesOverBefore: round(classic.ratio, 3),
    revisedAfterModulesOverBefore: round(revised.ratio, 3),
    randomGamesPerSec: round(classic.after, 0),
    revisedRandomGamesPerSec: round(revised.after, 0),
  }),
);

// `npm run load -- --callers 300 --minutes 5 [--json] [--seed s] [--cpu-prof dir]`: scripted callers on one `serve`
// (docs/bench.md, "Load"). Exits 1 when any call went wrong or a sign-up was not proven kept.
import { parseArgs } from 'node:util';
import { runLoad } from './load-run.js';
import { reportJson, reportText } from './report.js';

const { values } = parseArgs({
  options: {
    callers: { type: 'string', default: '300' },
    minutes: { type: 'string', default: '5' },
    seed: { type: 'string', default: 'load' },
    json: { type: 'boolean' },
    'cpu-prof': { type: 'string' },
  },
});
const callers = Number(values.callers);
const minutes = Number(values.minutes);
if (!Number.isInteger(callers) || callers < 1 || !(minutes > 0)) {
  process.stderr.write('usage: run.ts --callers <whole number> --minutes <number> [--json] [--seed <text>] [--cpu-prof <dir>]\n');
  process.exit(2);
}

const report = await runLoad({ callers, seconds: minutes * 60, seed: values.seed, cpuProfileDir: values['cpu-prof'] });
process.stdout.write(values.json ? reportJson(report) : reportText(report));
process.exitCode = report.errors === 0 && report.unproven === 0 ? 0 : 1;

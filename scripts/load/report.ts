// A load run's report: a short table for a person, one JSON object for a script.
import type { LoadReport } from './load-run.js';

export function reportText(report: LoadReport): string {
  const m = report.memory;
  const rows: Array<[string, string | number]> = [
    ['callers', report.callers],
    ['seconds', report.seconds],
    ['calls completed', report.calls],
    ['sign-ups / log-ins', `${report.signUps} / ${report.logIns}`],
    ['sign-ups not proven by a log-in', report.unproven],
    ['errors', report.errors],
    ['keystrokes timed', report.keystrokes],
    ['keystroke to echo p50 / p99 (ms)', `${report.echoP50Ms} / ${report.echoP99Ms}`],
    ['serve RSS first / peak / last (kB)', `${m.firstKb} / ${m.peakKb} / ${m.lastKb}`],
    ['RSS median middle / last third (kB)', `${m.middleThirdMedianKb} / ${m.lastThirdMedianKb}`],
    ['RSS levelled off', m.levelledOff ? 'yes' : 'no'],
    ...report.steps.map(({ step, count, p50Ms, p99Ms, waitP50Ms, waitP99Ms }): [string, string] => [
      `step "${step}" p50 / p99, waited p50 / p99 (ms)`,
      `${p50Ms} / ${p99Ms}, ${waitP50Ms} / ${waitP99Ms} (${count})`,
    ]),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`);
  for (const error of report.errorSamples) lines.push(`error: ${error.caller} at "${error.step}": ${error.message}`);
  return lines.join('\n') + '\n';
}

export function reportJson(report: LoadReport): string {
  return JSON.stringify(report) + '\n';
}

// `arkham-door maint [--home DIR] [--json] [--end-day]`: nightly maintenance for a BBS event. Safe to run
// while callers play and while another maint runs: each game's deadline passes once, and the board's day
// ends once, whoever gets there first. --end-day ends today's board day now.
import { openService } from '../service/open-service.js';
import type { MaintenanceReport } from '../service/maintenance.js';
import { openHome, type CommandContext } from './context.js';
import { EXIT_INTERNAL, EXIT_OK } from './errors.js';
import { parseFlags } from './flags.js';

export async function maintCommand(argv: string[], context: CommandContext): Promise<number> {
  const values = parseFlags(argv, { home: { type: 'string' }, json: { type: 'boolean' }, 'end-day': { type: 'boolean' } });
  const home = await openHome(values.home, context);
  const { service, close } = await openService({ home: home.home, packageRoot: context.packageRoot, config: home.config, clock: context.clock, logger: home.logger });
  try {
    const report = await service.maintenance(values['end-day'] ? 'now' : 'due');
    home.logger.info('maintenance', { games: report.games, deadlines: report.deadlines, ended: report.ended.length, failed: report.failed.length, newsTrimmed: report.newsTrimmed, cooled: report.cooled, ...(report.dayEnded ? { dayEnded: report.dayEnded } : {}) });
    context.stdout.write(values.json ? `${JSON.stringify(report)}\n` : `${describeReport(report)}\n`);
    return report.failed.length > 0 ? EXIT_INTERNAL : EXIT_OK;
  } finally {
    await close();
  }
}

export function describeReport(report: MaintenanceReport): string {
  const parts = [`${report.games} game(s)`, `${report.deadlines} deadline(s) passed`, `${report.ended.length} ended`];
  if (report.newsTrimmed > 0) parts.push(`${report.newsTrimmed} old issue(s) of the news removed`);
  if (report.wallTrimmed > 0) parts.push(`${report.wallTrimmed} old line(s) of the wall removed`);
  if (report.cooled > 0) parts.push(`${report.cooled} finished game(s) moved to the cold archive`);
  if (report.dayEnded) parts.push(`the board's day ${report.dayEnded} ended`);
  if (report.failed.length > 0) parts.push(`failed: ${report.failed.join(', ')} (see the log)`);
  return `maint: ${parts.join(', ')}`;
}

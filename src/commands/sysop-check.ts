// `arkham-door sysop check [--repair] [--home DIR] [--json]`: lists every damaged file of the home
// with what it holds; with --repair, repairs what can be repaired and says what it did. Exit 0 when
// nothing damaged is left, 1 when something is. A file of the home's own art that is set aside (the
// shipped art drawn instead) is named first, in one line, and does not count as damage.
import { join } from 'node:path';
import { loadArtLibrary } from '../screens/art/library.js';
import { readHomeWords } from '../service/records/home-words.js';
import { gameDocProblem } from '../service/game-doc-shape.js';
import { summarizeGame } from '../service/lobby-index.js';
import { checkStore, type CheckReport, type Damage } from '../store/check-store.js';
import type { PostgresStoreConfig } from '../config/config.js';
import { checkRows } from '../store/check-rows.js';
import { NedbStore } from '../store/nedb-store.js';
import { openStore } from '../store/open-store.js';
import { redactUrl } from '../store/pg/pg-connection.js';
import { openHome, type CommandContext } from './context.js';
import { parseFlags } from './flags.js';

export async function sysopCheck(argv: string[], context: CommandContext): Promise<number> {
  const values = parseFlags(argv, { home: { type: 'string' }, repair: { type: 'boolean' }, json: { type: 'boolean' } });
  const home = await openHome(values.home, context);
  if (home.config.store.kind === 'postgres') return checkDatabase(home.home, home.config.store, values.json ?? false, context);
  const store = await NedbStore.open({ home: home.home, logger: home.logger, now: () => context.clock.now(), summarize: summarizeGame });
  let report: CheckReport;
  try {
    report = await checkStore(store, { repair: values.repair ?? false, gameProblem: gameDocProblem, summarize: summarizeGame });
  } finally {
    await store.close();
  }
  for (const found of report.damage.filter((damage) => damage.repaired !== undefined)) {
    home.logger.warn('sysop check repaired a file', { file: found.file, problem: found.problem, repaired: found.repaired });
  }
  const left = report.damage.filter((damage) => damage.repaired === undefined);
  const artProblems: string[] = [];
  loadArtLibrary(join(context.packageRoot, 'ansi'), { home: home.home, onProblem: (line) => artProblems.push(line) });
  artProblems.push(...readHomeWords(home.home).problems);
  if (values.json) context.stdout.write(`${JSON.stringify({ ...report, homeArt: artProblems })}\n`);
  else for (const line of [...artProblems, ...describeCheck(report, values.repair ?? false)]) context.stdout.write(`${line}\n`);
  return left.length === 0 ? 0 : 1;
}

/** A PostgreSQL board: its games and game index are checked in the database (no files of its own to check). */
async function checkDatabase(home: string, config: PostgresStoreConfig, json: boolean, context: CommandContext): Promise<number> {
  const store = await openStore(home, config, { summarize: summarizeGame });
  let checked;
  try {
    checked = await checkRows(store, { gameProblem: gameDocProblem, summarize: summarizeGame });
  } finally {
    await store.close();
  }
  const where = `PostgreSQL at ${redactUrl(config.url)}${config.schema === undefined ? '' : `, schema ${config.schema}`}`;
  if (json) context.stdout.write(`${JSON.stringify({ store: where, games: checked.games, damage: checked.damage })}\n`);
  else {
    for (const damage of checked.damage) for (const line of damageLines(damage)) context.stdout.write(`${line}\n`);
    const games = `${checked.games} ${plural(checked.games, 'game')}`;
    context.stdout.write(checked.damage.length === 0 ? `checked the database (${where}): ${games}, nothing damaged\n` : `checked the database (${where}): ${games}, ${checked.damage.length} damaged (repair these in the database; --repair mends only NeDB files)\n`);
  }
  return checked.damage.length === 0 ? 0 : 1;
}

export function describeCheck(report: CheckReport, repairing: boolean): string[] {
  const lines = [...report.movesFinished.map((move) => `finished an interrupted move: ${move}`), ...report.damage.flatMap((damage) => damageLines(damage))];
  const repairable = report.damage.filter((damage) => damage.repaired === undefined && damage.repair !== undefined).length;
  const repaired = report.damage.filter((damage) => damage.repaired !== undefined).length;
  if (report.damage.length === 0) lines.push('no damaged files');
  else if (repairing) lines.push(`${report.damage.length} damaged ${plural(report.damage.length, 'file')}, ${repaired} repaired`);
  else lines.push(`${report.damage.length} damaged ${plural(report.damage.length, 'file')}; ${repairable} can be repaired with --repair`);
  if (report.quarantined.length > 0) lines.push(`set aside in quarantine/ (kept for you to look at): ${report.quarantined.join(', ')}`);
  return lines;
}

function damageLines(damage: Damage): string[] {
  const action = damage.repaired !== undefined ? `repaired: ${damage.repaired}` : damage.repair !== undefined ? `repair: ${damage.repair}` : 'cannot be repaired here';
  return [`${damage.file} (${damage.holds}): ${damage.problem}`, `  ${action}`];
}

function plural(count: number, word: string): string {
  return count === 1 ? word : `${word}s`;
}

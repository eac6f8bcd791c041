// `arkham-door sim --games N --players P --seed S [--bot NAME] [--catalogue core|full] [--option NAME=VALUE]... [--json] [--log FILE]`:
// seeded bot games (each --option sets a rules option, checked as a new game's settings are); one JSON object (--json) or a short table on `out`; every game's events as JSON lines
// in FILE. The core catalogue (content/core.ts) plays the cards of the first part of the rules only.
import { closeSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { BOTS } from '../rulesets/classic/bots/index.js';
import { catalogueOf } from '../rulesets/classic/content/core.js';
import type { Catalogue } from '../rulesets/classic/content/core.js';
import { loadContent } from '../rulesets/classic/content/load.js';
import type { GameOptions } from '../engine/index.js';
import { optionsFrom } from '../service/game-settings.js';
import { loadRevisedContent } from '../rulesets/revised/content/load.js';
import { runRevisedSim } from '../rulesets/revised/sim/run-sim.js';
import { runSim } from '../rulesets/classic/sim/run-sim.js';
import type { SimResult } from './sim-result.js';

const USAGE = 'usage: arkham-door sim --games N --players P --seed S [--ruleset classic|revised] [--bot random|heuristic] [--catalogue core|full] [--option NAME=VALUE]... [--json] [--log FILE]';
const CATALOGUES: readonly Catalogue[] = ['full', 'core'];

function positive(name: string, text: string | undefined, fallback: number, max: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} must be a whole number from 1 to ${max} (got ${text})`);
  return n;
}

export function formatTable(bot: string, players: number, r: SimResult, catalogue: Catalogue | 'revised' = 'full'): string {
  const rows: [string, string][] = [
    ['bot', bot],
    catalogue === 'revised' ? ['ruleset', 'revised'] : ['catalogue', catalogue],
    ['players', String(players)],
    ['games', String(r.games)],
    ['wins', `${r.wins} (${r.games > 0 ? ((100 * r.wins) / r.games).toFixed(1) : '0.0'}%)`],
    ['lost: gates', String(r.losses.gates)],
    ['lost: doom', String(r.losses.doom)],
    ['mean turns', r.meanTurns.toFixed(2)],
    ['median turns', String(r.medianTurns)],
    ['mean answers', r.meanAnswers.toFixed(1)],
    ['errors', String(r.errors)],
    ['stuck', String(r.stuck)],
    ['stalemates', String(r.stalemates)],
    ['games/s', r.gamesPerSecond.toFixed(0)],
  ];
  const lines = rows.map(([k, v]) => `${k.padEnd(14)}${v}`);
  if (r.firstProblem) lines.push(`first problem: ${r.firstProblem}`);
  return `${lines.join('\n')}\n`;
}

/** `NAME=VALUE` as an option's name and value: true and false as booleans, else the text. */
function optionPair(text: string): [string, unknown] {
  const at = text.indexOf('=');
  if (at <= 0) throw new Error(`--option takes NAME=VALUE (got ${text})`);
  const value = text.slice(at + 1);
  return [text.slice(0, at), value === 'true' ? true : value === 'false' ? false : value];
}

/** JSON lines to a file, written in large chunks (a sim may log millions of events). */
class LogFile {
  private readonly fd: number;
  private pending: string[] = [];
  private size = 0;

  constructor(path: string) {
    this.fd = openSync(path, 'w');
  }

  line(text: string): void {
    this.pending.push(text);
    this.size += text.length + 1;
    if (this.size > 1 << 20) this.flush();
  }

  close(): void {
    this.flush();
    closeSync(this.fd);
  }

  private flush(): void {
    if (this.pending.length > 0) writeSync(this.fd, `${this.pending.join('\n')}\n`);
    this.pending = [];
    this.size = 0;
  }
}

/** Opens the --log file, or says why it cannot (null). */
function openLog(out: Writable, path: string | undefined): LogFile | null | 'failed' {
  if (path === undefined) return null;
  try {
    return new LogFile(path);
  } catch (error) {
    out.write(`cannot write the log ${path}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 'failed';
  }
}

function simRevised(out: Writable, a: { games: number; players: number; seed: string; bot: string; json: boolean; log?: string }, packageRoot?: string): number {
  const content = loadRevisedContent(join(packageRoot ?? '.', 'data', 'revised'));
  const log = openLog(out, a.log);
  if (log === 'failed') return 2;
  const result = runRevisedSim({ games: a.games, players: a.players, seed: a.seed, bot: a.bot, content, ...(log ? { log: (line: string) => log.line(line) } : {}) });
  log?.close();
  out.write(a.json ? `${JSON.stringify({ ruleset: 'revised', bot: a.bot, players: a.players, seed: a.seed, ...result })}\n` : formatTable(a.bot, a.players, result, 'revised'));
  return result.errors > 0 || result.stuck > 0 ? 1 : 0;
}

/** Runs the sim subcommand; returns the exit code (0 fine, 1 errors or stuck games, 2 bad arguments). */
export async function simCommand(argv: string[], out: Writable, packageRoot?: string): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        games: { type: 'string' },
        players: { type: 'string' },
        seed: { type: 'string' },
        bot: { type: 'string' },
        catalogue: { type: 'string' },
        ruleset: { type: 'string' },
        json: { type: 'boolean' },
        log: { type: 'string' },
        option: { type: 'string', multiple: true },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    out.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  let games: number;
  let players: number;
  try {
    games = positive('games', values.games, 100, 10_000_000);
    players = positive('players', values.players, 2, 8);
  } catch (error) {
    out.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  const bot = values.bot ?? 'random';
  const ruleset = values.ruleset ?? 'classic';
  if (ruleset !== 'classic' && ruleset !== 'revised') {
    out.write(`unknown ruleset ${ruleset} (known: classic, revised)\n${USAGE}\n`);
    return 2;
  }
  if (ruleset === 'revised' && (values.catalogue !== undefined || values.option !== undefined)) {
    out.write(`--catalogue and --option are for the classic ruleset\n${USAGE}\n`);
    return 2;
  }
  if (!(bot in BOTS)) {
    out.write(`unknown bot ${bot} (known: ${Object.keys(BOTS).join(', ')})\n${USAGE}\n`);
    return 2;
  }
  const catalogue = CATALOGUES.find((c) => c === (values.catalogue ?? 'full'));
  if (catalogue === undefined) {
    out.write(`unknown catalogue ${values.catalogue ?? ''} (known: ${CATALOGUES.join(', ')})\n${USAGE}\n`);
    return 2;
  }
  let options: GameOptions;
  try {
    options = optionsFrom(Object.fromEntries((values.option ?? []).map(optionPair)));
  } catch (error) {
    out.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  const seed = values.seed ?? 'arkham';
  if (ruleset === 'revised') return simRevised(out, { games, players, seed, bot, json: values.json === true, ...(values.log !== undefined ? { log: values.log } : {}) }, packageRoot);
  const content = catalogueOf(loadContent(join(packageRoot ?? '.', 'data')), catalogue);
  const logger = openLog(out, values.log);
  if (logger === 'failed') return 2;
  const result = runSim({ games, players, seed, bot, content, options, ...(logger ? { log: (line: string) => logger.line(line) } : {}) });
  logger?.close();
  out.write(values.json ? `${JSON.stringify({ bot, catalogue, players, seed, options, ...result })}\n` : formatTable(bot, players, result, catalogue));
  return result.errors > 0 || result.stuck > 0 ? 1 : 0;
}

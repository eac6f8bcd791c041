// What every ruleset's simulator writes with (src/sim/command.ts runs them): the usage line, a refusal
// of bad arguments, the result as a short table, and the --log file of JSON lines.
import { closeSync, openSync, writeSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { rulesetIds } from '../rulesets/registry.js';
import type { SimResult } from './sim-result.js';

export function usage(): string {
  return `usage: arkham-door sim --games N --players P --seed S [--ruleset ${rulesetIds().join('|')}] [--bot random|heuristic] [--catalogue core|full] [--option NAME=VALUE]... [--json] [--log FILE]`;
}

/** Bad arguments: the reason, then the usage line; the exit code 2. */
export function refuse(out: Writable, reason: string): number {
  out.write(`${reason}\n${usage()}\n`);
  return 2;
}

/** A run's result as a short table; `kind` is the row that says what was played (its catalogue, or its ruleset). */
export function formatTable(bot: string, players: number, r: SimResult, kind: readonly [string, string]): string {
  const rows: [string, string][] = [
    ['bot', bot],
    [kind[0], kind[1]],
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
export function openLog(out: Writable, path: string | undefined): LogFile | null | 'failed' {
  if (path === undefined) return null;
  try {
    return new LogFile(path);
  } catch (error) {
    out.write(`cannot write the log ${path}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 'failed';
  }
}

// `arkham-door sim --games N --players P --seed S [--ruleset ID] [--bot NAME] [--catalogue core|full] [--option NAME=VALUE]... [--json] [--log FILE]`:
// seeded bot games of a ruleset (its simulator, loaded from its folder: the default's takes a catalogue
// and rules options); one JSON object (--json) or a short table on `out`; every game's events as JSON lines in FILE.
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { DEFAULT_RULESET, isRulesetId, rulesetById, rulesetIds } from '../rulesets/registry.js';
import { refuse } from './sim-output.js';

function positive(name: string, text: string | undefined, fallback: number, max: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} must be a whole number from 1 to ${max} (got ${text})`);
  return n;
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
    return refuse(out, error instanceof Error ? error.message : String(error));
  }
  let games: number;
  let players: number;
  try {
    games = positive('games', values.games, 100, 10_000_000);
    players = positive('players', values.players, 2, 8);
  } catch (error) {
    return refuse(out, error instanceof Error ? error.message : String(error));
  }
  const bot = values.bot ?? 'random';
  const ruleset = values.ruleset ?? DEFAULT_RULESET.id;
  if (!isRulesetId(ruleset)) return refuse(out, `unknown ruleset ${ruleset} (known: ${rulesetIds().join(', ')})`);
  const sim = await rulesetById(ruleset).sim?.();
  if (!sim) return refuse(out, `the ${ruleset} ruleset has no simulator`);
  const seed = values.seed ?? 'arkham';
  return sim.run(out, { games, players, seed, bot, json: values.json === true, ...(values.log !== undefined ? { log: values.log } : {}), ...(values.catalogue !== undefined ? { catalogue: values.catalogue } : {}), ...(values.option !== undefined ? { options: values.option } : {}) }, packageRoot);
}

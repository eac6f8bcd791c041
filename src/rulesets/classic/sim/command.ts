// The classic simulator for `arkham-door sim` (src/sim/command.ts): a catalogue (core or full, the
// core one plays the cards of the first part of the rules only) and rules options (--option NAME=VALUE,
// checked as a new game's settings are).
import { join } from 'node:path';
import type { RulesetSim } from '../../contract.js';
import type { GameOptions } from '../../../engine/index.js';
import { optionsFrom } from '../../../service/game-settings.js';
import { formatTable, openLog, refuse } from '../../../sim/sim-output.js';
import { BOTS } from '../bots/index.js';
import { catalogueOf, type Catalogue } from '../content/core.js';
import { loadContent } from '../content/load.js';
import { runSim } from './run-sim.js';

const CATALOGUES: readonly Catalogue[] = ['full', 'core'];

/** `NAME=VALUE` as an option's name and value: true and false as booleans, else the text. */
function optionPair(text: string): [string, unknown] {
  const at = text.indexOf('=');
  if (at <= 0) throw new Error(`--option takes NAME=VALUE (got ${text})`);
  const value = text.slice(at + 1);
  return [text.slice(0, at), value === 'true' ? true : value === 'false' ? false : value];
}

export const CLASSIC_SIM: RulesetSim = {
  run: (out, { games, players, seed, bot, json, log, ...given }, packageRoot) => {
    if (!(bot in BOTS)) return refuse(out, `unknown bot ${bot} (known: ${Object.keys(BOTS).join(', ')})`);
    const catalogue = CATALOGUES.find((c) => c === (given.catalogue ?? 'full'));
    if (catalogue === undefined) return refuse(out, `unknown catalogue ${given.catalogue ?? ''} (known: ${CATALOGUES.join(', ')})`);
    let options: GameOptions;
    try {
      options = optionsFrom(Object.fromEntries((given.options ?? []).map(optionPair)));
    } catch (error) {
      return refuse(out, error instanceof Error ? error.message : String(error));
    }
    const content = catalogueOf(loadContent(join(packageRoot ?? '.', 'data')), catalogue);
    const logger = openLog(out, log);
    if (logger === 'failed') return 2;
    const result = runSim({ games, players, seed, bot, content, options, ...(logger ? { log: (line: string) => logger.line(line) } : {}) });
    logger?.close();
    out.write(json ? `${JSON.stringify({ bot, catalogue, players, seed, options, ...result })}\n` : formatTable(bot, players, result, ['catalogue', catalogue]));
    return result.errors > 0 || result.stuck > 0 ? 1 : 0;
  },
};

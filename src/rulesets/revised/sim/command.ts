// The revised simulator for `arkham-door sim --ruleset revised` (src/sim/command.ts): data/revised,
// no catalogue and no rules options of its own.
import { join } from 'node:path';
import type { RulesetSim } from '../../contract.js';
import { formatTable, openLog, refuse } from '../../../sim/sim-output.js';
import { REVISED_BOTS } from '../bots/index.js';
import { loadRevisedContent } from '../content/load.js';
import { REVISED_ID } from '../module.js';
import { runRevisedSim } from './run-sim.js';

export const REVISED_SIM: RulesetSim = {
  run: (out, { games, players, seed, bot, json, log, catalogue, options }, packageRoot) => {
    if (catalogue !== undefined || options !== undefined) return refuse(out, `--catalogue and --option are for the classic ruleset`);
    if (!(bot in REVISED_BOTS)) return refuse(out, `unknown bot ${bot} (known: ${Object.keys(REVISED_BOTS).join(', ')})`);
    const content = loadRevisedContent(join(packageRoot ?? '.', 'data', REVISED_ID));
    const logger = openLog(out, log);
    if (logger === 'failed') return 2;
    const result = runRevisedSim({ games, players, seed, bot, content, ...(logger ? { log: (line: string) => logger.line(line) } : {}) });
    logger?.close();
    out.write(json ? `${JSON.stringify({ ruleset: REVISED_ID, bot, players, seed, ...result })}\n` : formatTable(bot, players, result, ['ruleset', REVISED_ID]));
    return result.errors > 0 || result.stuck > 0 ? 1 : 0;
  },
};

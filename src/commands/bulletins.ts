// `arkham-door bulletins [--home DIR] --out DIR`: the Advertiser, the roll of honour and the open
// tables, and this month's and all time's rankings, as .ans and .txt files for the BBS's bulletin menus.
import { resolve } from 'node:path';
import { writeRankingBulletins } from '../service/bulletins/ranking-bulletin.js';
import { writeBulletins } from '../service/bulletins/write-bulletins.js';
import { openService } from '../service/open-service.js';
import { openHome, type CommandContext } from './context.js';
import { UsageError } from './errors.js';
import { parseFlags } from './flags.js';

export async function bulletinsCommand(argv: string[], context: CommandContext): Promise<number> {
  const values = parseFlags(argv, { home: { type: 'string' }, out: { type: 'string' } });
  if (values.out === undefined) throw new UsageError('bulletins needs --out DIR');
  const home = await openHome(values.home, context);
  const { service, close } = await openService({ home: home.home, packageRoot: context.packageRoot, config: home.config, clock: context.clock, logger: home.logger });
  try {
    const written = [...(await writeBulletins(service, resolve(values.out), home.config.bbsName)), ...(await writeRankingBulletins(service, resolve(values.out), home.config.bbsName))];
    for (const file of written) context.stdout.write(`${file}\n`);
    return 0;
  } finally {
    await close();
  }
}

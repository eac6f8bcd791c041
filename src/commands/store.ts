// `arkham-door store migrate [--home DIR]`: brings the configured store's schema up to date and
// does nothing else (every start does the same before serving). NeDB files need no migrations.
import { redactUrl } from '../store/pg/pg-connection.js';
import { openHome, type CommandContext } from './context.js';
import { UsageError } from './errors.js';
import { parseFlags } from './flags.js';

export async function storeCommand(argv: string[], context: CommandContext): Promise<number> {
  const [action, ...rest] = argv;
  if (action !== 'migrate') throw new UsageError('store wants: migrate');
  const values = parseFlags(rest, { home: { type: 'string' } });
  const home = await openHome(values.home, context.clock);
  const config = home.config.store;
  if (config.kind === 'nedb') {
    context.stdout.write('store: NeDB files need no migrations\n');
    return 0;
  }
  const { PgStore } = await import('../store/pg/pg-store.js');
  const { from, to } = await PgStore.migrateOnly(config);
  const where = `${redactUrl(config.url)} (schema ${config.schema ?? 'public'})`;
  home.logger.info('store migrate', { from, to });
  context.stdout.write(from === to ? `store: ${where} is at schema version ${to}\n` : `store: migrated ${where} from schema version ${from} to ${to}\n`);
  return 0;
}

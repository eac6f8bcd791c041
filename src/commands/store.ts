// `arkham-door store migrate [--home DIR]`: brings the configured store's schema up to date and
// does nothing else (every start does the same before serving). NeDB files need no migrations.
// `arkham-door store copy --from nedb:DIR --to postgres:URL [--schema NAME]` (or the other way):
// moves a whole board into an empty store and checks the copy.
import { resolve } from 'node:path';
import { CopyRefusedError, copyStore } from '../store/copy-store.js';
import { pgStoreOptions } from '../store/open-store.js';
import { redactUrl } from '../store/pg/pg-connection.js';
import { NedbStore } from '../store/nedb-store.js';
import type { Store } from '../store/store.js';
import { openHome, type CommandContext } from './context.js';
import { UsageError } from './errors.js';
import { parseFlags } from './flags.js';

export async function storeCommand(argv: string[], context: CommandContext): Promise<number> {
  const [action, ...rest] = argv;
  if (action === 'migrate') return migrateCommand(rest, context);
  if (action === 'copy') return copyCommand(rest, context);
  throw new UsageError('store wants: migrate or copy');
}

async function migrateCommand(argv: string[], context: CommandContext): Promise<number> {
  const values = parseFlags(argv, { home: { type: 'string' } });
  const home = await openHome(values.home, context);
  const config = home.config.store;
  if (config.kind === 'nedb') {
    context.stdout.write('store: NeDB files need no migrations\n');
    return 0;
  }
  const { PgStore } = await import('../store/pg/pg-store.js');
  const { from, to } = await PgStore.migrateOnly(pgStoreOptions(home.home, config));
  const where = `${redactUrl(config.url)} (schema ${config.schema ?? 'public'})`;
  home.logger.info('store migrate', { from, to });
  context.stdout.write(from === to ? `store: ${where} is at schema version ${to}\n` : `store: migrated ${where} from schema version ${from} to ${to}\n`);
  return 0;
}

async function copyCommand(argv: string[], context: CommandContext): Promise<number> {
  const values = parseFlags(argv, { from: { type: 'string' }, to: { type: 'string' }, schema: { type: 'string' } });
  if (values.from === undefined || values.to === undefined) throw new UsageError('store copy needs --from nedb:DIR|postgres:URL and --to nedb:DIR|postgres:URL');
  const from = await openNamed(values.from, values.schema);
  try {
    const to = await openNamed(values.to, values.schema);
    try {
      const report = await copyStore(from, to);
      const docs = Object.entries(report.docs).map(([collection, n]) => `${n} ${collection}`);
      context.stdout.write(`store: copied and verified ${report.games} game(s), ${docs.join(', ')}\n`);
      return 0;
    } catch (error) {
      if (error instanceof CopyRefusedError) throw new UsageError(error.message);
      throw error;
    } finally {
      await to.close();
    }
  } finally {
    await from.close();
  }
}

/** `nedb:DIR` (a --home) or `postgres:URL` (the URL may also be given bare). */
async function openNamed(spec: string, schema: string | undefined): Promise<Store> {
  if (spec.startsWith('nedb:') && spec.length > 'nedb:'.length) return NedbStore.open({ home: resolve(spec.slice('nedb:'.length)) });
  const url = spec.startsWith('postgres:postgres') ? spec.slice('postgres:'.length) : spec;
  if (!/^postgres(ql)?:\/\/\S+$/.test(url)) throw new UsageError(`'${redactUrl(spec)}' is neither nedb:DIR nor postgres:URL`);
  const { PgStore } = await import('../store/pg/pg-store.js');
  return PgStore.open(schema === undefined ? { url } : { url, schema });
}

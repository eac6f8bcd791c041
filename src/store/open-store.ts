// Opens the store the config names: NeDB files under --home (the default), or PostgreSQL. The
// PostgreSQL client is loaded only when it is used, so a door on NeDB never pays for it.
import { resolve } from 'node:path';
import type { PostgresStoreConfig, StoreConfig } from '../config/config.js';
import { NedbStore, type NedbStoreOptions } from './nedb-store.js';
import type { PgStoreOptions } from './pg/pg-store.js';
import type { Store } from './store.js';

/** What the NeDB files use beside the home: their log, their clock and the summary kept in their game index (PostgreSQL's index keeps it too). */
export type NedbExtras = Pick<NedbStoreOptions, 'logger' | 'now' | 'summarize'>;

export async function openStore(home: string, config: StoreConfig, nedb: NedbExtras = {}): Promise<Store> {
  if (config.kind === 'nedb') return NedbStore.open({ home, ...nedb });
  const { PgStore } = await import('./pg/pg-store.js');
  return PgStore.open({ ...pgStoreOptions(home, config), ...(nedb.summarize ? { summarize: nedb.summarize } : {}) });
}

/** The config's PostgreSQL block as the store takes it: a relative passwordFile is in --home, beside the config. */
export function pgStoreOptions(home: string, config: PostgresStoreConfig): PgStoreOptions {
  const { kind: _kind, passwordFile, ...rest } = config;
  return passwordFile === undefined ? rest : { ...rest, passwordFile: resolve(home, passwordFile) };
}

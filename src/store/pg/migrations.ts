// The PostgreSQL schema, as numbered migrations applied in order. A migration, once released, is
// never edited: a change is a new one at the end. Every start runs the ones a database lacks, in one
// transaction under an advisory lock (so two front ends starting together do not both run them).
import type { Pool } from 'pg';
import { SchemaTooNewError } from './pg-errors.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** A collection's table and its index (store.ts COLLECTIONS; a collection added later gets a migration of its own). */
const collectionTable = (name: string): string => `
  CREATE TABLE ${name} (
    id text PRIMARY KEY,
    body text NOT NULL,
    doc jsonb GENERATED ALWAYS AS (body::jsonb) STORED
  );
  CREATE INDEX ${name}_doc ON ${name} USING gin (doc jsonb_path_ops);`;

/** The collections the first schema had, as it had them: released, so never changed. */
const FIRST_COLLECTIONS = ['accounts', 'profiles', 'mail', 'news', 'halloffame', 'presence'];

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'games, their history, and the collections',
    sql: `
  CREATE SEQUENCE game_stamp;
  CREATE TABLE games (
    id text PRIMARY KEY,
    version integer NOT NULL,
    doc text NOT NULL,
    stamp bigint NOT NULL DEFAULT nextval('game_stamp')
  );
  CREATE TABLE game_history (
    game text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    version integer NOT NULL,
    records text,
    PRIMARY KEY (game, version)
  );
  ${FIRST_COLLECTIONS.map(collectionTable).join('\n')}`,
  },
  {
    version: 2,
    name: 'snapshots and records compressed with lz4 where the server has it',
    // lz4 compresses a ~19 KB snapshot faster than the default pglz, and every commit writes one.
    // A server without it (built without lz4, or before PostgreSQL 14) keeps pglz.
    sql: `
  DO $$ BEGIN
    EXECUTE 'ALTER TABLE games ALTER COLUMN doc SET COMPRESSION lz4';
    EXECUTE 'ALTER TABLE game_history ALTER COLUMN records SET COMPRESSION lz4';
  EXCEPTION WHEN OTHERS THEN NULL;
  END $$`,
  },
  {
    version: 3,
    name: 'the game index: each game summary, and the transaction that wrote it',
    // pg-game-index.ts. The games already there start unknown; the first reader summarizes them.
    sql: `
  CREATE TABLE game_index (
    id text PRIMARY KEY,
    summary text,
    xid xid8 NOT NULL DEFAULT pg_current_xact_id()
  );
  CREATE INDEX game_index_xid ON game_index (xid);
  INSERT INTO game_index (id) SELECT id FROM games`,
  },
  {
    version: 4,
    name: 'failed logins of names without an account, shared by every front end',
    sql: collectionTable('logins'),
  },
];

export const SCHEMA_VERSION = MIGRATIONS.reduce((latest, migration) => Math.max(latest, migration.version), 0);

/** Any constant of our own: the advisory lock's first key, the schema's hash its second. */
const MIGRATION_LOCK = 19870;

export interface MigrationResult {
  from: number;
  to: number;
}

/** Brings the schema up to SCHEMA_VERSION; throws SchemaTooNewError when it is already past it. */
export async function migrate(pool: Pool, schema: string, migrations: readonly Migration[] = MIGRATIONS): Promise<MigrationResult> {
  const known = migrations.reduce((latest, migration) => Math.max(latest, migration.version), 0);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [MIGRATION_LOCK, schema]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${schema}.arkham_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const found = await client.query<{ version: number | null }>(`SELECT max(version) AS version FROM ${schema}.arkham_migrations`);
    const from = found.rows[0]?.version ?? 0;
    if (from > known) throw new SchemaTooNewError(from, known);
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (migration.version <= from) continue;
      await client.query(migration.sql);
      await client.query(`INSERT INTO ${schema}.arkham_migrations (version, name) VALUES ($1, $2)`, [migration.version, migration.name]);
    }
    await client.query('COMMIT');
    return { from, to: Math.max(from, known) };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

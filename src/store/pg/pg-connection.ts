// How the PostgreSQL store connects: the URL from the config, the password (when not in the URL)
// from ARKHAM_PG_PASSWORD or a file, and the schema as the connection's search_path. The password
// never appears in anything we print: redactUrl() is the only way a URL reaches a message.
import { readFileSync } from 'node:fs';
import type { PoolConfig } from 'pg';
import { ConfigError } from '../../config/config.js';

export const PASSWORD_ENV = 'ARKHAM_PG_PASSWORD';
export const DEFAULT_POOL_SIZE = 10;
/** How our connections name themselves in pg_stat_activity (the listening one adds "listen <schema>"). */
export const APPLICATION_NAME = 'arkham-door';
/** A schema name we put into SQL as an identifier: plain lower-case letters, digits and `_`. */
export const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface PgConnectionOptions {
  url: string;
  /** Where the tables live; created when missing. Default `public`. */
  schema?: string;
  /** A file whose first line is the password (for a password kept out of the config). */
  passwordFile?: string;
  poolSize?: number;
  /** Defaults to process.env; tests pass their own. */
  env?: Readonly<Record<string, string | undefined>>;
}

export function poolConfig(options: PgConnectionOptions): PoolConfig & { schema: string } {
  const schema = options.schema ?? 'public';
  if (!SCHEMA_NAME.test(schema)) throw new Error(`bad schema name "${schema}": lower-case letters, digits and "_"`);
  const password = passwordFor(options);
  return {
    connectionString: password === undefined ? options.url : withPassword(options.url, password),
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: 5000,
    application_name: APPLICATION_NAME,
    // A server that vanished without closing the connection (a host gone) is found out, not waited for.
    keepAlive: true,
    options: `-c search_path=${schema}`,
    schema,
  };
}

function passwordFor(options: PgConnectionOptions): string | undefined {
  if (options.passwordFile !== undefined) return readPasswordFile(options.passwordFile);
  const fromEnv = (options.env ?? process.env)[PASSWORD_ENV];
  return fromEnv === undefined || fromEnv === '' ? undefined : fromEnv;
}

/** The file's first line; a file that cannot be read, or whose first line is empty, is a config problem. */
function readPasswordFile(file: string): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    const why = code === 'ENOENT' ? 'no such file' : code === 'EACCES' || code === 'EPERM' ? 'not readable by this user' : code === 'EISDIR' ? 'a directory, not a file' : code;
    throw new ConfigError(file, [`the PostgreSQL password file cannot be read: ${why}`]);
  }
  const first = text.split('\n')[0]?.replace(/\r$/, '') ?? '';
  if (first === '') throw new ConfigError(file, ['the PostgreSQL password file\'s first line is empty']);
  return first;
}

/**
 * The URL with the password written into it. pg reads a connection string over its options, and a
 * URL without a password would pass it an empty one in place of a `password` option.
 * Percent-encoded, so that any character survives pg's decoding of the URL.
 */
function withPassword(url: string, password: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url; // the config refused such a URL already; pg will say what is wrong with it
  }
  parsed.password = encodeURIComponent(password);
  return parsed.toString();
}

/** The URL without its password (and without anything unparsable), fit for a log line or an error. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    parsed.search = '';
    return parsed.toString();
  } catch {
    return '(a URL that does not parse)';
  }
}

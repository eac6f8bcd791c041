// The sysop's configuration: one JSON file in --home, checked at start. Every problem is listed
// (file, key, reason) and the door exits 2; a missing file means the defaults.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { PRIVATE_FILE_MODE } from '../support/private-files.js';
import { join } from 'node:path';

export const CONFIG_FILE_NAME = 'arkham-door.json';
/** The last config text that passed the schema, with its parsed value: lets a start skip the schema. */
const CHECKED_FILE_NAME = '.arkham-door.checked.json';
/**
 * Raised whenever the schema gains a key: a remembered config from an older version lacks its
 * default, so it is checked again (2: the `log` keys; 3: `ssh`, `http` and `rlogin`; 4: `news`; 5: `day` and `wall`).
 */
const CHECKED_FORMAT = 5;

export interface Config {
  bbsName: string;
  idleMinutes: number;
  maxCallMinutes: number;
  defaultCharset: 'cp437' | 'utf8';
  telnet: { host: string; port: number; maxConnections: number };
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  log: {
    /** A log file past this size is rotated (0: never by size). */
    maxBytes: number;
    /** Also rotate when the UTC day changes. */
    daily: boolean;
    /** Rotated files kept beside the current one. */
    keepFiles: number;
  };
  game: {
    /** A new game's turn deadline unless its creator chooses another. */
    defaultDeadlineHours: number;
    /** Games not yet over, at most. */
    maxGames: number;
    /** A new game's retire-after-N-missed-turns option (0: never retire). */
    retireAfterMissedTurns: number;
    /** The bot that plays bot seats and the seats of players who left. */
    bot: 'heuristic' | 'random';
  };
  sysop: {
    /** Aliases that get the sysop menu, whatever the drop file says. */
    names: string[];
    /** A drop-file security level at or above this gets the sysop menu. */
    securityLevel: number;
  };
  lockout: {
    /** Failed logins in a row that lock an account. */
    failures: number;
    /** How long the lock-out lasts. */
    minutes: number;
  };
  door: {
    /** Names this home's door callers (their namespace, and the "@TAG" on an alias held elsewhere). */
    tag: string;
  };
  limits: {
    /** From connecting to being logged in on our own listener, at most. */
    loginSeconds: number;
    /** Connections at once from one address on our own listener. */
    connectionsPerAddress: number;
  };
  /**
   * When the board's day begins (`HH:MM`) and in which zone (the machine's own when left out), and
   * whether callers see "Today in Arkham" at log-on (each may set it aside on the screen).
   */
  day: { startsAt: string; timeZone?: string; todayAtLogOn: boolean };
  wall: {
    /** Days a post stays on the wall; `maint` removes older ones. */
    retentionDays: number;
    /** Posts one caller may make in one board day. */
    postsPerDay: number;
  };
  news: {
    /** Days the Advertiser keeps an issue; `maint` removes older ones (the hall of fame keeps the totals). */
    retentionDays: number;
  };
  /** Our SSH listener: off unless a port is set. */
  ssh: { port?: number };
  /** Our browser listener (the page at `/`, its WebSocket at `/ws`): off unless a port is set. */
  http: { port?: number; origins?: string[] };
  /** Our RLogin listener (off unless a port is set) and the BBSes it lets pass their callers through. */
  rlogin: { port?: number; trusted: Array<{ tag: string; addresses: string[] }> };
  /** Where the board's games and accounts live: NeDB files in --home (the default), or PostgreSQL. */
  store: StoreConfig;
}

export type StoreConfig = { kind: 'nedb' } | PostgresStoreConfig;

/** The password goes in the URL, in ARKHAM_PG_PASSWORD, or in passwordFile; it is never logged. */
export interface PostgresStoreConfig {
  kind: 'postgres';
  url: string;
  /** The tables' schema (default `public`), so several boards can share a database. */
  schema?: string;
  passwordFile?: string;
  /** Connections this process keeps open at most (default 10). */
  poolSize?: number;
}

/** The schema's defaults, written out so a start without a config file never loads the schema (a test keeps them equal). */
export function defaultConfig(): Config {
  return {
    bbsName: 'Arkham BBS',
    idleMinutes: 5,
    maxCallMinutes: 240,
    defaultCharset: 'cp437',
    telnet: { host: '127.0.0.1', port: 2323, maxConnections: 500 },
    logLevel: 'info',
    log: { maxBytes: 10_000_000, daily: true, keepFiles: 14 },
    game: { defaultDeadlineHours: 24, maxGames: 100, retireAfterMissedTurns: 0, bot: 'heuristic' },
    sysop: { names: [], securityLevel: 90 },
    lockout: { failures: 5, minutes: 15 },
    day: { startsAt: '00:00', todayAtLogOn: false },
    wall: { retentionDays: 30, postsPerDay: 5 },
    news: { retentionDays: 90 },
    store: { kind: 'nedb' },
    door: { tag: 'BBS' },
    limits: { loginSeconds: 120, connectionsPerAddress: 5 },
    ssh: {},
    http: {},
    rlogin: { trusted: [] },
  };
}

export class ConfigError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(problems.map((p) => `${file}: ${p}`).join('\n'));
    this.name = 'ConfigError';
  }
}

/** Reads `<home>/arkham-door.json` when it exists; `displayName` is how errors name the file. */
export async function loadConfig(home: string, displayName = join(home, CONFIG_FILE_NAME)): Promise<Config> {
  const file = join(home, CONFIG_FILE_NAME);
  if (!existsSync(file)) return defaultConfig();
  const text = readFileSync(file, 'utf8');
  const checked = readChecked(join(home, CHECKED_FILE_NAME));
  if (checked?.source === text) return checked.config;
  const { parseConfig } = await import('./config-schema.js');
  const config = parseConfig(text, displayName);
  try {
    writeFileSync(join(home, CHECKED_FILE_NAME), JSON.stringify({ format: CHECKED_FORMAT, source: text, config }), { mode: PRIVATE_FILE_MODE });
  } catch {
    // A read-only home only costs the schema check on every start.
  }
  return config;
}

function readChecked(path: string): { source: string; config: Config } | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as { format?: unknown; source?: unknown; config?: unknown };
    if (parsed.format === CHECKED_FORMAT && typeof parsed.source === 'string' && parsed.config && typeof parsed.config === 'object') {
      return { source: parsed.source, config: parsed.config as Config };
    }
  } catch {
    // Missing or damaged: check the config again.
  }
  return undefined;
}

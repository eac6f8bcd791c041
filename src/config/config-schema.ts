// The configuration file's schema. Loaded only when a config file has changed since it was last
// checked: zod costs ~80 ms to load, which the door's cold start cannot afford on every call.
import { z } from 'zod';
import { SCHEMA_NAME } from '../store/pg/pg-connection.js';
import { toPlainText } from '../support/plain-text.js';
import { ConfigError, type Config } from './config.js';
import { blankLineComments } from './json-comments.js';
import { knownTimeZone, validStart } from '../support/board-day.js';

/** `http://host` or `https://host:port`: what a browser sends as Origin, nothing more. */
function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
    return (url.protocol === 'http:' || url.protocol === 'https:') && bare && !text.endsWith('/');
  } catch {
    return false;
  }
}

export const ConfigSchema = z
  .object({
    bbsName: z.string().min(1).max(60).default('Arkham BBS'),
    /** Minutes without a key before a call ends (warned one minute before). */
    idleMinutes: z.number().int().min(2).max(120).default(5),
    /** Cap on a door call's length, whatever the drop file says. */
    maxCallMinutes: z.number().int().min(1).max(1440).default(240),
    /** Charset for callers whose terminal does not say (door mode cannot detect it). */
    defaultCharset: z.enum(['cp437', 'utf8']).default('cp437'),
    telnet: z
      .object({
        host: z.string().min(1).default('127.0.0.1'),
        port: z.number().int().min(0).max(65535).default(2323),
        maxConnections: z.number().int().min(1).max(5000).default(500),
      })
      .strict()
      .default({ host: '127.0.0.1', port: 2323, maxConnections: 500 }),
    logLevel: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
    log: z
      .object({
        maxBytes: z.number().int().min(0).max(2 ** 40).default(10_000_000),
        daily: z.boolean().default(true),
        keepFiles: z.number().int().min(1).max(1000).default(14),
      })
      .strict()
      .default({ maxBytes: 10_000_000, daily: true, keepFiles: 14 }),
    game: z
      .object({
        defaultDeadlineHours: z.number().int().min(1).max(336).default(24),
        maxGames: z.number().int().min(1).max(10_000).default(100),
        retireAfterMissedTurns: z.number().int().min(0).max(100).default(0),
        bot: z.enum(['heuristic', 'random']).default('heuristic'),
      })
      .strict()
      .default({ defaultDeadlineHours: 24, maxGames: 100, retireAfterMissedTurns: 0, bot: 'heuristic' }),
    sysop: z
      .object({
        names: z.array(z.string().min(1).max(40)).max(50).default([]),
        securityLevel: z.number().int().min(0).max(65535).default(90),
      })
      .strict()
      .default({ names: [], securityLevel: 90 }),
    lockout: z
      .object({
        failures: z.number().int().min(1).max(100).default(5),
        minutes: z.number().int().min(1).max(1440).default(15),
      })
      .strict()
      .default({ failures: 5, minutes: 15 }),
    day: z
      .object({
        startsAt: z.string().refine(validStart, 'must be a time of day as HH:MM (00:00 to 23:59)').default('00:00'),
        timeZone: z.string().refine(knownTimeZone, 'not a time zone this machine knows (an IANA name such as "Europe/London")').optional(),
        todayAtLogOn: z.boolean().default(false),
      })
      .strict()
      .default({ startsAt: '00:00', todayAtLogOn: false }),
    wall: z
      .object({
        retentionDays: z.number().int().min(1).max(3650).default(30),
        postsPerDay: z.number().int().min(1).max(100).default(5),
      })
      .strict()
      .default({ retentionDays: 30, postsPerDay: 5 }),
    news: z
      .object({
        retentionDays: z.number().int().min(1).max(3650).default(90),
      })
      .strict()
      .default({ retentionDays: 90 }),
    store: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('nedb') }).strict(),
        z
          .object({
            kind: z.literal('postgres'),
            url: z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL'),
            schema: z.string().regex(SCHEMA_NAME, 'lower-case letters, digits and "_"').optional(),
            passwordFile: z.string().min(1).optional(),
            poolSize: z.number().int().min(1).max(200).optional(),
          })
          .strict(),
      ])
      .default({ kind: 'nedb' }),
    door: z
      .object({
        tag: z.string().regex(/^[A-Za-z0-9_-]{1,16}$/, 'letters, digits, "-" and "_" only, at most 16').default('BBS'),
      })
      .strict()
      .default({ tag: 'BBS' }),
    limits: z
      .object({
        loginSeconds: z.number().int().min(10).max(3600).default(120),
        connectionsPerAddress: z.number().int().min(1).max(5000).default(5),
      })
      .strict()
      .default({ loginSeconds: 120, connectionsPerAddress: 5 }),
    ssh: z
      .object({
        /** Off unless set; on the telnet listener's host. */
        port: z.number().int().min(0).max(65535).optional(),
      })
      .strict()
      .default({}),
    http: z
      .object({
        port: z.number().int().min(0).max(65535).optional(),
        /** The page's origins as callers' browsers see it (behind a proxy: its https:// name); unset, the listener's own names. */
        origins: z.array(z.string().refine(isOrigin, 'an origin such as "https://bbs.example.org": a scheme, a host, a port at most, no path')).min(1).max(50).optional(),
      })
      .strict()
      .default({}),
    rlogin: z
      .object({
        port: z.number().int().min(0).max(65535).optional(),
        trusted: z
          .array(
            z
              .object({
                tag: z.string().regex(/^[A-Za-z0-9_-]{1,16}$/, 'letters, digits, "-" and "_" only, at most 16'),
                addresses: z.array(z.union([z.ipv4(), z.ipv6()])).min(1).max(50),
              })
              .strict(),
          )
          .max(100)
          .default([]),
      })
      .strict()
      .default({ trusted: [] }),
  })
  .strict();

/** A config file is a few hundred bytes; beyond this it is not one (and JSON.parse may take seconds on it). */
const MAX_CONFIG_CHARS = 64 * 1024;

/**
 * Parses the file's text; every problem is listed with its key. Problems may quote the file (JSON.parse
 * shows the text around an error, zod names unknown keys), so each is made one plain line: a broken
 * file must not put escape codes or extra lines on the sysop's terminal.
 */
export function parseConfig(text: string, displayName: string): Config {
  if (text.length > MAX_CONFIG_CHARS) {
    throw new ConfigError(displayName, [`too large for a config file (more than ${MAX_CONFIG_CHARS} characters)`]);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(blankLineComments(text));
  } catch (error) {
    throw new ConfigError(displayName, [toPlainText(jsonSyntaxProblem(text, error))]);
  }
  const result = ConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const key = issue.path.length > 0 ? issue.path.join('.') : '(top level)';
    const line = lineOfKey(text, issue.path[issue.path.length - 1]);
    return toPlainText(`${key}: ${issue.message}${line === undefined ? '' : ` (line ${line})`}`);
  });
  throw new ConfigError(displayName, problems);
}

/** The line where the key is first written, when it is written once (a key of several sections is not guessed at). */
function lineOfKey(text: string, key: PropertyKey | undefined): number | undefined {
  if (typeof key !== 'string') return undefined;
  const lines = text.split('\n');
  const found = lines.flatMap((line, index) => (line.includes(`"${key}"`) ? [index + 1] : []));
  return found.length === 1 ? found[0] : undefined;
}

function jsonSyntaxProblem(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message);
  if (!position?.[1]) return `not valid JSON (${message})`;
  const line = text.slice(0, Number(position[1])).split('\n').length;
  return `line ${line}: not valid JSON`;
}

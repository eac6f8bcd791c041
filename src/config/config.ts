// The sysop's configuration: one JSON file in --home, checked at start. Every problem is listed
// (file, key, reason) and the door exits 2; a missing file means the defaults.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const CONFIG_FILE_NAME = 'arkham-door.json';

const ConfigSchema = z
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
  })
  .strict();

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(problems.map((p) => `${file}: ${p}`).join('\n'));
    this.name = 'ConfigError';
  }
}

export function defaultConfig(): Config {
  return ConfigSchema.parse({});
}

/** Reads `<home>/arkham-door.json` when it exists; `displayName` is how errors name the file. */
export function loadConfig(home: string, displayName = join(home, CONFIG_FILE_NAME)): Config {
  const file = join(home, CONFIG_FILE_NAME);
  if (!existsSync(file)) return defaultConfig();
  return parseConfig(readFileSync(file, 'utf8'), displayName);
}

export function parseConfig(text: string, displayName: string): Config {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(displayName, [jsonSyntaxProblem(text, error)]);
  }
  const result = ConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const key = issue.path.length > 0 ? issue.path.join('.') : '(top level)';
    return `${key}: ${issue.message}`;
  });
  throw new ConfigError(displayName, problems);
}

function jsonSyntaxProblem(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message);
  if (!position?.[1]) return `not valid JSON (${message})`;
  const offset = Number(position[1]);
  const line = text.slice(0, offset).split('\n').length;
  return `line ${line}: not valid JSON`;
}

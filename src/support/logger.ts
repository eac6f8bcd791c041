// Logging as an argument. Logs go to a file or stderr, never stdout (stdout may be the caller's line).
import { appendFileSync } from 'node:fs';
import { PRIVATE_FILE_MODE } from './private-files.js';
import { logRotator, type LogRotation } from './log-rotation.js';

export type LogFields = Record<string, string | number | boolean | undefined>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/** One JSON object a line, appended to `file` (or written to stderr when `file` is undefined), rotated as `rotation` says. */
export function jsonLineLogger(options: { file?: string; level?: Level; now?: () => number; rotation?: LogRotation }): Logger {
  const min = ORDER[options.level ?? 'info'];
  const now = options.now ?? (() => Date.now());
  const rotate = options.file !== undefined && options.rotation ? logRotator(options.file, options.rotation) : undefined;
  let fileFailing = false;
  const format = (level: Level, message: string, fields?: LogFields): string => JSON.stringify({ t: new Date(now()).toISOString(), level, message, ...fields }) + '\n';
  const emit = (level: Level, message: string, fields?: LogFields): void => {
    if (ORDER[level] < min) return;
    const line = format(level, message, fields);
    if (options.file === undefined) {
      process.stderr.write(line);
      return;
    }
    try {
      rotate?.(Buffer.byteLength(line), now());
      appendFileSync(options.file, line, { mode: PRIVATE_FILE_MODE });
      fileFailing = false;
    } catch (error) {
      // A full disk or a read-only home must not end the session that wanted to say so: the line
      // goes to stderr, after one line saying why.
      if (!fileFailing) process.stderr.write(format('error', 'cannot write the log file', { file: options.file, error: errorCode(error) }));
      fileFailing = true;
      process.stderr.write(line);
    }
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
  };
}

function errorCode(error: unknown): string {
  if (error instanceof Error) return (error as NodeJS.ErrnoException).code ?? error.message;
  return String(error);
}

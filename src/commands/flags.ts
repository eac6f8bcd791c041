// Command-line flags through node:util parseArgs, with its complaints turned into usage errors (exit 2).
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './errors.js';

type Options = NonNullable<ParseArgsConfig['options']>;

export function parseFlags<O extends Options>(argv: string[], options: O) {
  try {
    return parseArgs({ args: argv, strict: true, allowPositionals: false, options }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** A whole number within bounds, or a usage error naming the flag. */
export function wholeNumber(flag: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n < min || n > max) throw new UsageError(`${flag} wants a whole number from ${min} to ${max}, got '${value}'`);
  return n;
}

// Errors that mean "the input was bad" end the run with exit code 2 and one line on stderr;
// anything else is an internal failure (exit 1).
import { DropFileError } from '../door/caller.js';
import { ConfigError } from '../config/config.js';

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export function isBadInput(error: unknown): error is Error {
  return (
    error instanceof UsageError ||
    error instanceof DropFileError ||
    error instanceof ConfigError ||
    ['ContentError', 'StoreUnavailableError', 'SchemaTooNewError'].some((name) => hasName(error, name))
  );
}

function hasName(error: unknown, name: string): boolean {
  return error instanceof Error && error.name === name;
}

export const EXIT_OK = 0;
export const EXIT_INTERNAL = 1;
export const EXIT_BAD_INPUT = 2;

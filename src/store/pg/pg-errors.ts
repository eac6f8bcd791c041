// What the PostgreSQL store throws when it cannot start: the command line turns both into one line
// on stderr and exit code 2 (commands/errors.ts), as for a bad config.
import { StoreError } from '../errors.js';

/** The server cannot be reached, refused the log-in, or has no such database. */
export class StoreUnavailableError extends StoreError {
  // Spelled out: a bundler may rename the class, and the command line knows these errors by name.
  override readonly name = 'StoreUnavailableError';
}

/** The database was migrated by a newer arkham-door than this one. */
export class SchemaTooNewError extends StoreError {
  override readonly name = 'SchemaTooNewError';

  constructor(
    readonly found: number,
    readonly known: number,
  ) {
    super(`the database schema is at version ${found}, newer than this arkham-door knows (${known}): upgrade arkham-door`);
  }
}

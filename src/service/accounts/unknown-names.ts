// Failed logins for names that have no account, kept in the store's `logins` collection so an
// unknown name is delayed and locked out exactly as a known one is (the answers must not tell which
// names exist), by every front end on the board alike and across restarts. A known name's count
// lives on its account; both follow login-policy.ts.
import type { Store } from '../../store/store.js';
import { FRESH_ATTEMPTS, gate, recordFailure, type AttemptState, type Gate, type LoginPolicy } from './login-policy.js';

const COLLECTION = 'logins';
/** Where names that are no name at all (empty, too long, unprintable) are counted together: no account can hold one. */
const UNREADABLE_NAME = '(unreadable)';

export type UnknownFailure = { closed: Extract<Gate, { open: false }> } | { closed?: undefined; waitMs: number; locked: boolean };

export class UnknownNameAttempts {
  constructor(private readonly store: Store) {}

  /** Whether a password for this name may be checked now. */
  async gate(key: string, now: number): Promise<Gate> {
    return gate((await this.store.readDoc<AttemptState>(COLLECTION, idOf(key))) ?? FRESH_ATTEMPTS, now);
  }

  /** Counts one failure on the freshest count (another front end's included); a gate closed meanwhile counts nothing. */
  async fail(key: string, now: () => number, policy: LoginPolicy): Promise<UnknownFailure> {
    let outcome: UnknownFailure = { waitMs: 0, locked: false };
    await this.store.transactDoc<AttemptState>(COLLECTION, idOf(key), (current) => {
      const state = current ?? FRESH_ATTEMPTS;
      const at = now();
      const still = gate(state, at);
      if (!still.open) {
        outcome = { closed: still };
        return null;
      }
      const failure = recordFailure(state, at, policy);
      outcome = { waitMs: failure.waitMs, locked: failure.locked };
      return { next: failure.state };
    });
    return outcome;
  }
}

function idOf(key: string): string {
  return key.length === 0 ? UNREADABLE_NAME : key;
}

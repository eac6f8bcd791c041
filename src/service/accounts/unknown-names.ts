// Failed logins for names that have no account, kept in memory so an unknown name is delayed and
// locked out exactly as a known one is (the answers must not tell which names exist). Bounded: the
// oldest entries go first, so a caller trying endless names cannot fill the process.
import { FRESH_ATTEMPTS, type AttemptState } from './login-policy.js';

const MAX_NAMES = 10_000;

export class UnknownNameAttempts {
  private readonly attempts = new Map<string, AttemptState>();

  get(key: string): AttemptState {
    return this.attempts.get(key) ?? FRESH_ATTEMPTS;
  }

  set(key: string, state: AttemptState): void {
    this.attempts.delete(key);
    this.attempts.set(key, state);
    if (this.attempts.size > MAX_NAMES) {
      const oldest = this.attempts.keys().next();
      if (!oldest.done) this.attempts.delete(oldest.value);
    }
  }
}

// Accounts for callers of our own telnet listener: sign-up, login and password change. (Door callers
// are vouched for by their BBS; see profiles.ts.) An account lives in the `accounts` collection under
// its name key, so two names that differ only in case cannot both exist.
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../support/clock.js';
import { silentLogger, type Logger } from '../../support/logger.js';
import type { Store } from '../../store/store.js';
import { FRESH_ATTEMPTS, failureDelay, gate, recordFailure, type AttemptState, type LoginPolicy } from './login-policy.js';
import { lookalikeKey } from './lookalikes.js';
import { checkName, nameKey, type NameProblem } from './names.js';
import { DEFAULT_SCRYPT, hashPassword, needsRehash, verifyPassword, type PasswordRecord, type ScryptParams } from './password-hash.js';
import { claimName, doorNamespace, LISTENER_NAMESPACE, TAG_MARK, type NameClaim } from './profiles.js';
import { UnknownNameAttempts } from './unknown-names.js';

export interface AccountPolicy extends LoginPolicy {
  scrypt: ScryptParams;
  minPasswordLength: number;
  maxPasswordLength: number;
}

export const DEFAULT_ACCOUNT_POLICY: AccountPolicy = {
  failureDelayMs: 1_000,
  maxFailureDelayMs: 30_000,
  lockoutFailures: 5,
  lockoutMinutes: 15,
  scrypt: DEFAULT_SCRYPT,
  minPasswordLength: 6,
  maxPasswordLength: 64,
};

/** The stored account. Never holds the password itself. */
export interface AccountDoc {
  /** As the caller spelled it at sign-up. */
  name: string;
  password: PasswordRecord;
  createdAt: number;
  lastLoginAt: number;
  attempts: AttemptState;
  /** When the account was last locked by wrong passwords, until the owner has been told at a log-in. */
  lockedAt?: number;
  /** Locked by the sysop (account-admin.ts) at this time, until the sysop unlocks it. */
  sysopLockedAt?: number;
}

export type PasswordProblem = 'password-too-short' | 'password-too-long' | 'password-unprintable';

export type SignUpResult =
  | { ok: true; name: string }
  | { ok: false; problem: `name-${NameProblem}` | 'name-taken' | 'name-reserved' | 'name-marked' | PasswordProblem };

/**
 * `waitMs` is how long the caller should wait (on its clock) before asking again: the growing delay
 * after a wrong password, or what is left of a lock-out. An unknown name looks like a wrong password.
 */
export type LoginFailure = { ok: false; problem: 'bad-credentials' | 'locked' | 'too-soon' | 'closed'; waitMs: number };
/** `lockedAt`: the account was locked by wrong passwords since its last log-in, at this time. */
export type LoginResult = { ok: true; name: string; lockedAt?: number } | LoginFailure;
export type ChangePasswordResult = { ok: true } | LoginFailure | { ok: false; problem: PasswordProblem };
export type SetPasswordResult = { ok: true; name: string; created: boolean } | { ok: false; problem: `name-${NameProblem}` | PasswordProblem };

export interface AccountsOptions {
  store: Store;
  clock: Clock;
  policy?: Partial<AccountPolicy>;
  /** Names nobody may sign up with over the network, e.g. the configured sysop names. */
  reservedNames?: readonly string[];
  /** The home's door callers' namespace, which owns profiles from before namespaces (profiles.ts). */
  legacyDoor?: string;
  logger?: Logger;
}

type Verified = { ok: true; key: string; account: AccountDoc; lockedAt?: number };

const COLLECTION = 'accounts';
const CONTROL = /\p{Cc}/u;

export class Accounts {
  private readonly store: Store;
  private readonly clock: Clock;
  private readonly policy: AccountPolicy;
  private readonly reserved: Set<string>;
  private readonly logger: Logger;
  private readonly claim: NameClaim;
  private readonly unknown: UnknownNameAttempts;
  private decoy: Promise<PasswordRecord> | undefined;

  constructor(options: AccountsOptions) {
    this.store = options.store;
    this.clock = options.clock;
    this.policy = { ...DEFAULT_ACCOUNT_POLICY, ...options.policy };
    this.reserved = new Set((options.reservedNames ?? []).map(lookalikeKey));
    this.logger = options.logger ?? silentLogger;
    this.claim = { namespace: LISTENER_NAMESPACE, legacyDoor: options.legacyDoor ?? doorNamespace('BBS') };
    this.unknown = new UnknownNameAttempts(options.store);
  }

  async signUp(name: string, password: string): Promise<SignUpResult> {
    const checked = checkName(name);
    if (!checked.ok) return { ok: false, problem: `name-${checked.problem}` };
    const key = nameKey(checked.name);
    // A reserved name in any form: another case, other spacing, or letters that only look alike.
    if (this.reserved.has(lookalikeKey(checked.name))) return { ok: false, problem: 'name-reserved' };
    if (checked.name.includes(TAG_MARK)) return { ok: false, problem: 'name-marked' };
    const passwordProblem = this.passwordProblem(password);
    if (passwordProblem) return { ok: false, problem: passwordProblem };
    const record = await hashPassword(password, this.policy.scrypt);
    // The name is claimed for our listener first: a door caller's name is never an account's.
    if (!(await claimName(this.store, checked.name, this.clock, this.claim)).ok) return { ok: false, problem: 'name-taken' };
    const after = await this.store.transactDoc<AccountDoc>(COLLECTION, key, (current) => {
      if (current) return null;
      const now = this.clock.now();
      return { next: { name: checked.name, password: record, createdAt: now, lastLoginAt: 0, attempts: FRESH_ATTEMPTS } };
    });
    // The salt is fresh, so only our own transaction can have stored this hash.
    if (after?.password.hash !== record.hash) return { ok: false, problem: 'name-taken' };
    this.logger.info('account created', { name: checked.name });
    return { ok: true, name: checked.name };
  }

  async login(name: string, password: string): Promise<LoginResult> {
    const verified = await this.verify(name, password);
    if (!verified.ok) return verified;
    return { ok: true, name: verified.account.name, ...(verified.lockedAt !== undefined ? { lockedAt: verified.lockedAt } : {}) };
  }

  /** Needs the current password, under the same delays and lock-out as a login. */
  async changePassword(name: string, currentPassword: string, newPassword: string): Promise<ChangePasswordResult> {
    const passwordProblem = this.passwordProblem(newPassword);
    if (passwordProblem) return { ok: false, problem: passwordProblem };
    const verified = await this.verify(name, currentPassword);
    if (!verified.ok) return verified;
    const record = await hashPassword(newPassword, this.policy.scrypt);
    const after = await this.store.transactDoc<AccountDoc>(COLLECTION, verified.key, (current) =>
      current?.password.hash === verified.account.password.hash ? { next: { ...current, password: record } } : null,
    );
    if (after?.password.hash !== record.hash) return this.badCredentials();
    this.logger.info('password changed', { name: verified.account.name });
    return { ok: true };
  }

  /**
   * Creates the account, or gives it a new password and lifts any lock-out, without asking for the
   * old one: for the sysop's command line (`arkham-door sysop passwd`), which may use a reserved name.
   * A sysop name is the sysop's in every namespace, so this claims no profile.
   */
  async setPassword(name: string, password: string): Promise<SetPasswordResult> {
    const checked = checkName(name);
    if (!checked.ok) return { ok: false, problem: `name-${checked.problem}` };
    const passwordProblem = this.passwordProblem(password);
    if (passwordProblem) return { ok: false, problem: passwordProblem };
    const record = await hashPassword(password, this.policy.scrypt);
    let created = false;
    const after = await this.store.transactDoc<AccountDoc>(COLLECTION, nameKey(checked.name), (current) => {
      created = current === undefined;
      if (current) {
        // The sysop lifting a lock-out has heard of it: nobody need be told again.
        const { lockedAt: _told, ...rest } = current;
        return { next: { ...rest, password: record, attempts: FRESH_ATTEMPTS } };
      }
      return { next: { name: checked.name, password: record, createdAt: this.clock.now(), lastLoginAt: 0, attempts: FRESH_ATTEMPTS } };
    });
    const stored = after?.name ?? checked.name;
    this.logger.info(created ? 'account created' : 'password set', { name: stored });
    return { ok: true, name: stored, created };
  }

  /**
   * Checks a password and records the outcome. The slow hash runs outside the collection's lock;
   * the outcome is then applied to the freshest account, so concurrent attempts all count.
   */
  private async verify(name: string, password: string): Promise<Verified | LoginFailure> {
    const checked = checkName(name);
    const key = checked.ok ? nameKey(checked.name) : undefined;
    const account = key === undefined ? undefined : await this.store.readDoc<AccountDoc>(COLLECTION, key);
    // Made before the first check of either kind, so neither pays for it alone.
    const decoy = await this.decoyRecord();
    if (key === undefined || !account) return this.verifyUnknown(key ?? '', password, decoy);
    const before = gate(account.attempts, this.clock.now());
    if (!before.open) return { ok: false, problem: before.reason, waitMs: before.waitMs };
    const good = await verifyPassword(password, account.password);
    const upgraded = good && needsRehash(account.password, this.policy.scrypt) ? await hashPassword(password, this.policy.scrypt) : undefined;

    const result: { outcome: Verified | LoginFailure } = { outcome: this.badCredentials() };
    await this.store.transactDoc<AccountDoc>(COLLECTION, key, (current) => {
      // Changed or removed while we hashed: the check proved nothing about the account as it is now.
      if (current?.password.hash !== account.password.hash) return null;
      const now = this.clock.now();
      const still = gate(current.attempts, now);
      if (!still.open) {
        result.outcome = { ok: false, problem: still.reason, waitMs: still.waitMs };
        return null;
      }
      if (good && current.sysopLockedAt !== undefined) {
        // Only the owner (the right password) learns that the sysop has closed the account.
        result.outcome = { ok: false, problem: 'closed', waitMs: 0 };
        return null;
      }
      if (good) {
        const { lockedAt, ...rest } = current;
        const next = { ...rest, password: upgraded ?? current.password, lastLoginAt: now, attempts: FRESH_ATTEMPTS };
        result.outcome = { ok: true, key, account: next, ...(lockedAt !== undefined ? { lockedAt } : {}) };
        return { next };
      }
      const failure = recordFailure(current.attempts, now, this.policy);
      result.outcome = this.failed(failure.locked, failure.waitMs);
      if (failure.locked) this.logger.warn('account locked after failed logins', { name: current.name });
      return { next: { ...current, attempts: failure.state, ...(failure.locked ? { lockedAt: now } : {}) } };
    });
    return result.outcome;
  }

  /** An unknown name meets the same gate, the same hash and the same answers as a known one. */
  private async verifyUnknown(key: string, password: string, decoy: PasswordRecord): Promise<LoginFailure> {
    const before = await this.unknown.gate(key, this.clock.now());
    if (!before.open) return { ok: false, problem: before.reason, waitMs: before.waitMs };
    await verifyPassword(password, decoy);
    const failure = await this.unknown.fail(key, () => this.clock.now(), this.policy);
    if (failure.closed) return { ok: false, problem: failure.closed.reason, waitMs: failure.closed.waitMs };
    return this.failed(failure.locked, failure.waitMs);
  }

  private failed(locked: boolean, waitMs: number): LoginFailure {
    return { ok: false, problem: locked ? 'locked' : 'bad-credentials', waitMs };
  }

  private badCredentials(): LoginFailure {
    return { ok: false, problem: 'bad-credentials', waitMs: failureDelay(1, this.policy) };
  }

  private decoyRecord(): Promise<PasswordRecord> {
    this.decoy ??= hashPassword(randomBytes(16).toString('hex'), this.policy.scrypt);
    return this.decoy;
  }

  private passwordProblem(password: string): PasswordProblem | undefined {
    const length = [...password.normalize('NFC')].length;
    if (CONTROL.test(password)) return 'password-unprintable';
    if (length < this.policy.minPasswordLength) return 'password-too-short';
    if (length > this.policy.maxPasswordLength) return 'password-too-long';
    return undefined;
  }
}

// The sysop's hand on callers' accounts: list them, lock and unlock them, rename and delete them.
// A lock by the sysop lasts until the sysop lifts it (a lock-out by wrong passwords lifts itself);
// the owner hears of it only after giving the right password. A rename keeps one owner per name:
// the new name must be free in every namespace (profiles.ts), and the account, profile and letters
// move with it. Games are not moved: a player who has sat at a game keeps their name.
import type { Clock } from '../../support/clock.js';
import type { Store } from '../../store/store.js';
import { ServiceError } from '../errors.js';
import type { AccountDoc } from './accounts.js';
import { FRESH_ATTEMPTS } from './login-policy.js';
import { checkName, nameKey } from './names.js';
import { TAG_MARK, type Profile } from './profiles.js';

export interface AccountListing {
  name: string;
  createdAt: number;
  lastLoginAt: number;
  /** When their last call began on any listener (a password, an SSH key or a browser sign-up), 0 if never. */
  lastCallAt: number;
  /** `sysop`: locked until unlocked; `failures`: locked out by wrong passwords for a while. */
  locked: 'sysop' | 'failures' | null;
}

/** The account's last call in the sysop's words, the same on the desk and the command line. */
export function lastCallWords(account: Pick<AccountListing, 'lastCallAt'>): string {
  return account.lastCallAt === 0 ? 'never logged in' : `last on ${new Date(account.lastCallAt).toISOString().slice(0, 10)}`;
}

/** What a rename needs to know of the rest of the board: the games where the name holds a seat. */
export type GamesOf = (name: string) => Promise<string[]>;

interface LetterDoc {
  kind: 'mail';
  to: string;
  toName: string;
  from: string;
}

export class AccountAdmin {
  /** `reservedNames`: the configured sysop names, which nobody is renamed to (the name would make them sysop). */
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly reservedNames: readonly string[] = [],
  ) {}

  async list(): Promise<AccountListing[]> {
    const now = this.clock.now();
    const [found, profiles] = await Promise.all([this.store.findDocs<AccountDoc>('accounts', {}), this.store.findDocs<Profile>('profiles', {})]);
    // Every call is noted on the profile (noteCall); a password log-in on the account as well.
    const calls = new Map(profiles.map(({ id, doc }) => [id, doc.lastCallAt ?? 0]));
    return found
      .map(({ id, doc }) => ({
        name: doc.name,
        createdAt: doc.createdAt,
        lastLoginAt: doc.lastLoginAt,
        lastCallAt: Math.max(doc.lastLoginAt, calls.get(id) ?? 0),
        locked: doc.sysopLockedAt !== undefined ? ('sysop' as const) : doc.attempts.lockedUntil > now ? ('failures' as const) : null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Locks the account until `unlock`; returns its name as stored. */
  async lock(name: string): Promise<string> {
    const now = this.clock.now();
    return this.change(name, (current) => ({ ...current, sysopLockedAt: now }));
  }

  /** Lifts the sysop's lock and any lock-out by wrong passwords. */
  async unlock(name: string): Promise<string> {
    return this.change(name, (current) => {
      const { sysopLockedAt: _lock, lockedAt: _told, ...rest } = current;
      return { ...rest, attempts: FRESH_ATTEMPTS };
    });
  }

  /** Renames the account (and its profile and letters) to `to`; refused for a player who holds a seat in any game. */
  async rename(name: string, to: string, gamesOf: GamesOf): Promise<{ from: string; to: string; letters: number }> {
    const fromKey = nameKey(name);
    const account = await this.store.readDoc<AccountDoc>('accounts', fromKey);
    if (!account) throw new ServiceError('player/unknown', `no account named ${name}`);
    const checked = checkName(to);
    if (!checked.ok) throw new ServiceError('request/invalid', `"${to}" cannot be a name (${checked.problem})`);
    if (checked.name.includes(TAG_MARK)) throw new ServiceError('request/invalid', `a name may not hold "${TAG_MARK}"`);
    const toKey = nameKey(checked.name);
    if (this.reservedNames.some((reserved) => nameKey(reserved) === toKey) && toKey !== fromKey) {
      throw new ServiceError('request/invalid', `${checked.name} is a sysop name of this board (sysop.names); nobody is renamed to it`);
    }
    const games = await gamesOf(account.name);
    if (games.length > 0) {
      throw new ServiceError(
        'request/invalid',
        `${account.name} has a seat in ${games.length} game(s) (${games.join(', ')}); a name in a game cannot change (sysop reset-player takes them out of running games)`,
      );
    }
    if (toKey !== fromKey) {
      const held = (await this.store.readDoc('accounts', toKey)) ?? (await this.store.readDoc('profiles', toKey));
      if (held) throw new ServiceError('request/invalid', `the name ${checked.name} is already held by another caller`);
    }
    const profile = await this.store.readDoc<Profile>('profiles', fromKey);
    // The new name is claimed first, so nobody can take it between the steps; then the old one goes.
    const claimed = await this.store.transactDoc<Profile>('profiles', toKey, (current) =>
      current && toKey !== fromKey ? null : { next: { ...(profile ?? { createdAt: this.clock.now(), namespace: 'listener' }), ...current, name: checked.name } },
    );
    if (claimed?.name !== checked.name) throw new ServiceError('request/invalid', `the name ${checked.name} is already held by another caller`);
    await this.store.transactDoc<AccountDoc>('accounts', toKey, (current) => (current && toKey !== fromKey ? null : { next: { ...account, name: checked.name } }));
    if (toKey !== fromKey) {
      await this.store.transactDoc('accounts', fromKey, (current) => (current ? { delete: true } : null));
      await this.store.transactDoc('profiles', fromKey, (current) => (current ? { delete: true } : null));
    }
    const letters = await this.moveLetters(fromKey, toKey, checked.name);
    return { from: account.name, to: checked.name, letters };
  }

  /** Deletes the account and the profile under the name; false when there was neither. */
  async delete(name: string): Promise<boolean> {
    const key = nameKey(name);
    let found = false;
    for (const collection of ['accounts', 'profiles'] as const) {
      await this.store.transactDoc(collection, key, (current) => {
        if (!current) return null;
        found = true;
        return { delete: true };
      });
    }
    return found;
  }

  private async change(name: string, edit: (current: AccountDoc) => AccountDoc): Promise<string> {
    const after = await this.store.transactDoc<AccountDoc>('accounts', nameKey(name), (current) => (current ? { next: edit(current) } : null));
    if (!after) throw new ServiceError('player/unknown', `no account named ${name}`);
    return after.name;
  }

  private async moveLetters(fromKey: string, toKey: string, toName: string): Promise<number> {
    let moved = 0;
    for (const { id, doc } of await this.store.findDocs<LetterDoc>('mail', { kind: 'mail' })) {
      const isTo = doc.to === fromKey;
      const isFrom = nameKey(doc.from) === fromKey;
      if (!isTo && !isFrom) continue;
      await this.store.transactDoc<LetterDoc>('mail', id, (current) =>
        current ? { next: { ...current, ...(isTo ? { to: toKey, toName } : {}), ...(isFrom ? { from: toName } : {}) } } : null,
      );
      moved += 1;
    }
    return moved;
  }
}

// A player's profile: the record games, mail and scores hang on. Door callers arrive with the alias
// their BBS vouches for in the drop file; telnet callers with their account name. Either way the
// profile is found, or made on first sight, under the name's key.
import type { Clock } from '../../support/clock.js';
import type { FoundDoc, Store } from '../../store/store.js';
import { cleanAlias, nameKey } from './names.js';

export interface Profile {
  /** The name as first seen, tidied. */
  name: string;
  createdAt: number;
  /** How fast the game's narration goes by (accounts/pace.ts); unset until the caller picks one. */
  pace?: string;
  /** When the caller's last call began (ms since the epoch); unset before their first. */
  lastCallAt?: number;
}

/** What the main menu knows of the caller's calls before this one. */
export interface CallHistory {
  /** This is their first call: the profile was made by it. */
  first: boolean;
  /** When their call before this one began; null when not known (a first call, or a profile older than the record). */
  lastCallAt: number | null;
}

/** A profile made this long before the call began was made by it. */
const JUST_MADE_MS = 60_000;

/** Notes that a call begins now, and tells what came before it. The profile must exist (profileForAlias). */
export async function noteCall(store: Store, alias: string, clock: Clock): Promise<CallHistory> {
  const id = nameKey(cleanAlias(alias));
  const now = clock.now();
  let history: CallHistory = { first: false, lastCallAt: null };
  await store.transactDoc<Profile>('profiles', id, (current) => {
    if (!current) return null;
    history = { first: current.lastCallAt === undefined && now - current.createdAt < JUST_MADE_MS, lastCallAt: current.lastCallAt ?? null };
    return { next: { ...current, lastCallAt: now } };
  });
  return history;
}

/** Finds or creates the profile for `alias` (atomically, so two nodes cannot make two). */
export async function profileForAlias(store: Store, alias: string, clock: Clock): Promise<FoundDoc<Profile>> {
  const name = cleanAlias(alias);
  if (name.length === 0) throw new Error('the alias has no printable characters');
  const id = nameKey(name);
  const doc = await store.transactDoc<Profile>('profiles', id, (current) =>
    current ? null : { next: { name, createdAt: clock.now() } },
  );
  if (!doc) throw new Error(`profile "${id}" vanished while being made`);
  return { id, doc };
}

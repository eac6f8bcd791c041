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

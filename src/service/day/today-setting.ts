// The caller's own setting: whether "Today in Arkham" is shown at log-on (it is unless they said no).
import type { Store } from '../../store/store.js';
import type { Profile } from '../accounts/profiles.js';
import { nameKey } from '../names.js';

export async function skipsToday(store: Store, player: string): Promise<boolean> {
  return (await store.readDoc<Profile>('profiles', nameKey(player)))?.skipToday === true;
}

/** False when the player has no profile to keep the setting in. */
export async function setSkipToday(store: Store, player: string, skip: boolean): Promise<boolean> {
  const after = await store.transactDoc<Profile>('profiles', nameKey(player), (current) => (current ? { next: { ...current, skipToday: skip } } : null));
  return after !== undefined;
}

// The pace a caller reads the game's narration at, kept in their profile so it holds on the next call.
import type { Store } from '../../store/store.js';
import type { Profile } from './profiles.js';
import { nameKey } from './names.js';

export const PACES = ['instant', 'fast', 'normal', 'slow'] as const;
export type Pace = (typeof PACES)[number];

export function isPace(value: unknown): value is Pace {
  return typeof value === 'string' && (PACES as readonly string[]).includes(value);
}

/** The pace `player` chose, or null when they never chose one (or have no profile). */
export async function readPace(store: Store, player: string): Promise<Pace | null> {
  const profile = await store.readDoc<Profile>('profiles', nameKey(player));
  return isPace(profile?.pace) ? profile.pace : null;
}

/** Keeps `pace` in the profile of `player` (a caller without a profile keeps it for this call only). */
export async function savePace(store: Store, player: string, pace: Pace): Promise<void> {
  await store.transactDoc<Profile>('profiles', nameKey(player), (current) => (current ? { next: { ...current, pace } } : null));
}

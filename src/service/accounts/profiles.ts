// A player's profile: the record games, mail and scores hang on, under the name's key. Every name
// belongs to one namespace: our listener's accounts, or the door callers of one BBS. A name held in
// one namespace is never handed to a caller from another: a door caller whose alias is held elsewhere
// plays as "alias@TAG" (a listener sign-up may not hold "@", so no one can take that form first).
import type { Clock } from '../../support/clock.js';
import type { FoundDoc, Store } from '../../store/store.js';
import { lookalikeKey, looksLikeAny } from './lookalikes.js';
import { cleanAlias, nameKey } from './names.js';

/** Callers of our own telnet listener, with accounts. */
export const LISTENER_NAMESPACE = 'listener';
/** The sysop's own tools on this machine (`arkham-door play --as`). */
export const LOCAL_NAMESPACE = 'local';
/** Marks a door caller's name made plain because their alias is held in another namespace. */
export const TAG_MARK = '@';

export function doorNamespace(tag: string): string {
  return `door:${nameKey(tag)}`;
}

export interface Profile {
  /** The name as first seen, tidied. */
  name: string;
  createdAt: number;
  /** How fast the game's narration goes by (accounts/pace.ts); unset until the caller picks one. */
  pace?: string;
  /** Whose name this is; absent on profiles stored before namespaces (see `ownerOf`). */
  namespace?: string;
  /** When the caller's last call began (ms since the epoch); unset before their first. */
  lastCallAt?: number;
  /** The caller asked not to see "Today in Arkham" at log-on (day/today-setting.ts). */
  skipToday?: boolean;
  /** The name's look-alike key (lookalikes.ts), so a look-alike is found; written at the first claim or call since it was added. */
  lookalike?: string;
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

/** Notes that a call begins now, and tells what came before it. `name` is the profile's own (claimed, or found for a door caller). */
export async function noteCall(store: Store, name: string, clock: Clock): Promise<CallHistory> {
  const id = nameKey(name);
  const now = clock.now();
  let history: CallHistory = { first: false, lastCallAt: null };
  await store.transactDoc<Profile>('profiles', id, (current) => {
    if (!current) return null;
    history = { first: current.lastCallAt === undefined && now - current.createdAt < JUST_MADE_MS, lastCallAt: current.lastCallAt ?? null };
    return { next: { ...current, lastCallAt: now, lookalike: lookalikeKey(current.name) } };
  });
  return history;
}

export interface NameClaim {
  /** The namespace claiming the name. */
  namespace: string;
  /** Where a profile from before namespaces belongs when no account has its name: the home's door callers. */
  legacyDoor: string;
}

export type ClaimResult = ({ ok: true } & FoundDoc<Profile>) | { ok: false; owner: string };

/** A door caller's alias is held in another namespace, and so is its tagged form. */
export class NameHeldElsewhere extends Error {
  constructor(readonly alias: string) {
    super(`the name "${alias}" belongs to another caller`);
    this.name = 'NameHeldElsewhere';
  }
}

/**
 * A profile from before namespaces: an account with its name made it on our listener; without one
 * it came from a drop file. (A home where both a door caller and a later account shared a name gives
 * it to the account; the letters and games stay under the name either way.)
 */
function ownerOf(profile: Profile, hasAccount: boolean, legacyDoor: string): string {
  return profile.namespace ?? (hasAccount ? LISTENER_NAMESPACE : legacyDoor);
}

/** Whose is a profile under another key that looks like `name`, if there is one. */
async function lookalikeOwner(store: Store, name: string, legacyDoor: string): Promise<string | undefined> {
  const id = nameKey(name);
  const found = await store.findDocs<Profile>('profiles', { lookalike: lookalikeKey(name) });
  const other = found.find((profile) => profile.id !== id);
  return other ? ownerOf(other.doc, false, legacyDoor) : undefined;
}

/**
 * Takes `name` for `claim.namespace`, or finds it already there; refused when another namespace
 * holds it, or a name that looks like it (a new name only: one already held stays its owner's).
 */
export async function claimName(store: Store, name: string, clock: Clock, claim: NameClaim): Promise<ClaimResult> {
  const id = nameKey(name);
  const hasAccount = (await store.readDoc('accounts', id)) !== undefined;
  const existing = await store.readDoc<Profile>('profiles', id);
  const lookalike = existing || hasAccount ? undefined : await lookalikeOwner(store, name, claim.legacyDoor);
  if (lookalike !== undefined) return { ok: false, owner: lookalike };
  let owner: string | undefined;
  const doc = await store.transactDoc<Profile>('profiles', id, (current) => {
    owner = current ? ownerOf(current, hasAccount, claim.legacyDoor) : hasAccount ? LISTENER_NAMESPACE : claim.namespace;
    if (owner !== claim.namespace || current?.namespace !== undefined) return null;
    // New, or from before namespaces: written with its owner, so the answer never changes later.
    return { next: { ...(current ?? { name, createdAt: clock.now() }), namespace: owner, lookalike: lookalikeKey(current?.name ?? name) } };
  });
  if (owner !== undefined && owner !== claim.namespace) return { ok: false, owner };
  if (!doc) throw new Error(`profile "${id}" vanished while being made`);
  return { ok: true, id, doc };
}

export interface DoorNamespace {
  tag: string;
  legacyDoor: string;
  /** The sysop's names: theirs in every namespace, so a door caller by one keeps the one profile. */
  sysopNames?: readonly string[];
  /** Another board's callers (RLogin): a sysop name from there is never our sysop's, only `name@TAG`. */
  foreign?: boolean;
}

/**
 * A door caller's profile: their alias in their BBS's namespace, else "alias@TAG" when the alias is
 * held elsewhere. Only the tagged form for an alias that holds the tag mark itself (it could be this
 * board's own tagged form of another caller's name: "Zed@BBS") or looks like a sysop's name.
 */
export async function profileForDoorCaller(store: Store, alias: string, clock: Clock, door: DoorNamespace): Promise<FoundDoc<Profile>> {
  const name = printableAlias(alias);
  const namespace = doorNamespace(door.tag);
  const sysopNames = door.sysopNames ?? [];
  const sysopName = sysopNames.some((sysop) => nameKey(sysop) === nameKey(name));
  if (sysopName && !door.foreign) return findOrMake(store, name, clock, namespace);
  const claim = { namespace, legacyDoor: door.legacyDoor };
  const tagged = `${name}${TAG_MARK}${door.tag}`;
  const taggedOnly = name.includes(TAG_MARK) || looksLikeAny(name, sysopNames);
  for (const candidate of taggedOnly ? [tagged] : [name, tagged]) {
    const result = await claimName(store, candidate, clock, claim);
    if (result.ok) return { id: result.id, doc: result.doc };
  }
  throw new NameHeldElsewhere(name);
}

/** Finds the profile for `alias` whatever its namespace, or makes it in the local one: for the sysop's own tools. */
export async function profileForAlias(store: Store, alias: string, clock: Clock): Promise<FoundDoc<Profile>> {
  return findOrMake(store, printableAlias(alias), clock, LOCAL_NAMESPACE);
}

function printableAlias(alias: string): string {
  const name = cleanAlias(alias);
  if (name.length === 0) throw new Error('the alias has no printable characters');
  return name;
}

/** The profile under `name`'s key whatever its namespace, made in `namespace` when there is none (atomically, so two nodes cannot make two). */
async function findOrMake(store: Store, name: string, clock: Clock, namespace: string): Promise<FoundDoc<Profile>> {
  const id = nameKey(name);
  const doc = await store.transactDoc<Profile>('profiles', id, (current) => (current ? null : { next: { name, createdAt: clock.now(), namespace } }));
  if (!doc) throw new Error(`profile "${id}" vanished while being made`);
  return { id, doc };
}

// `arkham-door sysop check [--repair]`: every damaged file of a home, with what it holds, and with
// --repair what can be repaired, each step said (docs/storage.md, "Damage"). Nothing is deleted:
// what the store cannot use goes into <home>/quarantine/.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { splitCollectionLines } from './collection-lines.js';
import { isNotFound, readTextIfExists } from './durable-file.js';
import { StoreCorruptError } from './errors.js';
import type { Summarize } from './game-index.js';
import type { NedbStore } from './nedb-store.js';
import { COLLECTIONS, type Collection } from './store.js';

export interface Damage {
  /** Relative to the home: db/games/g1.db. */
  file: string;
  /** What the file holds, in words. */
  holds: string;
  problem: string;
  /** What --repair does about it; undefined when it cannot be repaired. */
  repair: string | undefined;
  /** What --repair did. */
  repaired?: string;
}

export interface CheckReport {
  damage: Damage[];
  /** What an interrupted move between the hot set and the cold archive left, cleared up (no damage: a crash's leftovers). */
  movesFinished: string[];
  /** What earlier repairs (or the store, on its own) moved into quarantine/, relative to the home. */
  quarantined: string[];
}

export interface CheckOptions {
  repair: boolean;
  /** What is wrong with a game document as a game (the service's shape check), if anything. */
  gameProblem?: (doc: unknown) => string | undefined;
  /** The service's summary of a game, to check the game index against the snapshots. */
  summarize?: Summarize;
}

const HOLDS: Readonly<Record<Collection, string>> = {
  accounts: 'the accounts and their password hashes',
  profiles: 'the players’ profiles',
  mail: 'the players’ mail',
  news: 'the Advertiser’s news',
  halloffame: 'the hall of fame',
  presence: 'who is online',
  logins: 'the failed logins of names without an account',
};

export async function checkStore(store: NedbStore, options: CheckOptions): Promise<CheckReport> {
  const damage: Damage[] = [];
  const movesFinished = await store.finishMoves();
  for (const collection of COLLECTIONS) damage.push(...(await checkCollection(store, collection, options.repair)));
  for (const id of await store.listGames()) damage.push(...(await checkGame(store, id, options)));
  if (options.summarize) damage.push(...(await checkIndex(store, options.summarize, options.repair)));
  return { damage, movesFinished, quarantined: await quarantined(store) };
}

/**
 * The game index against the snapshots: a crash or a lost append can leave an entry out of date, a
 * power cut the file short, a torn append a line that does not parse. Read as it is on disk: any
 * other read of it rebuilds what it doubts.
 */
async function checkIndex(store: NedbStore, summarize: Summarize, repair: boolean): Promise<Damage[]> {
  const read = await store.readGameIndexAsItIs();
  if (!read) return [];
  const index = read.entries;
  const ids = await store.listGames();
  const { hot } = await store.gamesByPlace();
  const coldInIndex = read.cold;
  let missing = 0;
  let stale = 0;
  for (const id of ids) {
    const snapshot = await store.readStoredSnapshot(id).catch(() => undefined);
    const expected = snapshot ? summarize(snapshot.doc).summary : null;
    if (!index.has(id)) missing += 1;
    else if (JSON.stringify(index.get(id)) !== JSON.stringify(expected) || coldInIndex.has(id) === hot.has(id)) stale += 1;
  }
  const present = new Set(ids);
  const gone = [...index.keys()].filter((id) => !present.has(id)).length;
  const problems = [
    ...(read.doubt === undefined ? [] : [read.doubt]),
    // A short index says how many games it lacks in its doubt already.
    ...(missing > 0 && read.doubt?.startsWith('it is short') !== true ? [`${missing} ${missing === 1 ? 'game is' : 'games are'} missing`] : []),
    ...(stale > 0 ? [`${stale} ${stale === 1 ? 'game is' : 'games are'} out of date`] : []),
    ...(gone > 0 ? [`${gone} ${gone === 1 ? 'entry names a game that no longer exists' : 'entries name games that no longer exist'}`] : []),
  ];
  if (problems.length === 0) return [];
  const found: Damage = { file: store.layout.shown(store.layout.indexFile), holds: 'the game index (which games the lobby reads)', problem: problems.join('; '), repair: 'rebuild it from the snapshots' };
  if (repair) {
    const rebuilt = await store.rebuildGameIndex();
    const size = rebuilt?.size ?? 0;
    found.repaired = `rebuilt it from the snapshots (${size} ${size === 1 ? 'game' : 'games'})`;
  }
  return [found];
}

async function checkCollection(store: NedbStore, collection: Collection, repair: boolean): Promise<Damage[]> {
  const path = store.layout.collectionFile(collection);
  const text = await readTextIfExists(path);
  if (text === undefined) return [];
  const { bad, torn } = splitCollectionLines(text);
  if (bad.length === 0 && torn === '') return [];
  const problems = [
    ...(bad.length > 0 ? [`${bad.length === 1 ? 'line' : 'lines'} ${bad.map((line) => line.line).join(', ')} ${bad.length === 1 ? 'is' : 'are'} no document NeDB can read`] : []),
    ...(torn === '' ? [] : [`a torn last line of ${Buffer.byteLength(torn)} bytes (an append cut short)`]),
  ];
  const found: Damage = {
    file: store.layout.shown(path),
    holds: `${collection}: ${HOLDS[collection]}`,
    problem: problems.join('; '),
    repair: [...(bad.length > 0 ? ['move the unreadable lines into quarantine/'] : []), ...(torn === '' ? [] : ['drop the torn line'])].join(' and '),
  };
  if (repair) {
    const done = await store.repairCollection(collection);
    const steps = [
      ...(done.setAsideTo === undefined ? [] : [`moved the unreadable lines to ${store.layout.shown(done.setAsideTo)}`]),
      ...(done.tornBytes > 0 ? [`dropped the torn line (${done.tornBytes} bytes)`] : []),
    ];
    found.repaired = steps.length > 0 ? steps.join('; ') : 'nothing left to do (another process had repaired it)';
  }
  return [found];
}

async function checkGame(store: NedbStore, id: string, options: CheckOptions): Promise<Damage[]> {
  const cold = !existsSync(store.layout.gameFile(id));
  const snapshotFile = cold ? store.layout.coldFile(id) : store.layout.gameFile(id);
  let problem: string | undefined;
  try {
    const snapshot = await store.readStoredSnapshot(id);
    if (!snapshot) return [];
    problem = options.gameProblem?.(snapshot.doc);
  } catch (error) {
    if (!(error instanceof StoreCorruptError)) throw error;
    problem = error.reason;
  }
  if (problem !== undefined) {
    const found: Damage = {
      file: store.layout.shown(snapshotFile),
      holds: cold ? `game ${id}: its committed state and finished turns, in the cold archive` : `game ${id}: its committed state`,
      problem,
      repair: `move ${cold ? 'the cold file' : 'the snapshot and its archive'} into quarantine/ (the game leaves the lobby)`,
    };
    if (options.repair) {
      const moved = await store.quarantineGame(id);
      found.repaired = `moved ${moved.map((path) => store.layout.shown(path)).join(' and ')}`;
    }
    return [found];
  }
  const whole = await store.readWholeGame(id);
  if (!whole || whole.archive.missing.length === 0) return [];
  const archiveFile = cold ? store.layout.coldFile(id) : store.layout.archiveFile(id);
  const found: Damage = {
    file: store.layout.shown(archiveFile),
    holds: `game ${id}: its finished turns`,
    problem: whole.archive.missing.join('; '),
    repair: 'keep the readable records and note the loss in the snapshot (`sysop export` goes on saying what is missing)',
  };
  if (options.repair) found.repaired = (await store.repairArchive(id)) ?? 'nothing left to do (another process had repaired it)';
  return [found];
}

async function quarantined(store: NedbStore): Promise<string[]> {
  try {
    return (await readdir(store.layout.quarantineDir)).sort().map((name) => store.layout.shown(join(store.layout.quarantineDir, name)));
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

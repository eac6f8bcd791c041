// Where the NeDB store keeps its files under --home (docs/storage.md draws the tree).
import { join, relative } from 'node:path';
import type { Collection } from './store.js';

export interface StoreLayout {
  home: string;
  /** <home>/db */
  root: string;
  /** <home>/quarantine: damaged files and lines, moved aside (quarantine.ts). */
  quarantineDir: string;
  gamesDir: string;
  archiveDir: string;
  locksDir: string;
  /** The game's committed snapshot: one JSON line, replaced atomically. */
  gameFile(id: string): string;
  /** The game's append-only archive of finished turns' records, one JSON value a line. */
  archiveFile(id: string): string;
  /** <home>/db/cold: finished games out of the hot set, each packed in one file (cold-games.ts). */
  coldDir: string;
  /** A cold game: its snapshot and committed archive, gzipped. */
  coldFile(id: string): string;
  /** Every game's summary, one line per change (game-index.ts). */
  indexFile: string;
  /** A collection's NeDB datafile. */
  collectionFile(collection: Collection): string;
  /** What proper-lockfile locks (it makes the directory `<this>.lock`). */
  gameLock(id: string): string;
  collectionLock(collection: Collection): string;
  /** Taken while the game index is rebuilt. */
  indexLock: string;
  /** A path as the sysop knows it: relative to the home (`db/games/g1.db`). */
  shown(path: string): string;
}

export const COLD_SUFFIX = '.jsonl.gz';

export function storeLayout(home: string): StoreLayout {
  const root = join(home, 'db');
  const gamesDir = join(root, 'games');
  const archiveDir = join(root, 'archive');
  const locksDir = join(root, 'locks');
  const coldDir = join(root, 'cold');
  return {
    home,
    root,
    quarantineDir: join(home, 'quarantine'),
    indexFile: join(root, 'index.jsonl'),
    gamesDir,
    archiveDir,
    locksDir,
    gameFile: (id) => join(gamesDir, `${id}.db`),
    archiveFile: (id) => join(archiveDir, `${id}.jsonl`),
    coldDir,
    coldFile: (id) => join(coldDir, `${id}${COLD_SUFFIX}`),
    collectionFile: (collection) => join(root, `${collection}.db`),
    gameLock: (id) => join(locksDir, `game-${id}`),
    collectionLock: (collection) => join(locksDir, collection),
    indexLock: join(locksDir, 'index'),
    shown: (path) => relative(home, path),
  };
}

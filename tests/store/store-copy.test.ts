// `arkham-door store copy`: a whole board from NeDB files to PostgreSQL and back, checked.
import { afterEach, describe, expect, it } from 'vitest';
import { NedbStore } from '../../src/store/nedb-store.js';
import { PgStore } from '../../src/store/pg/pg-store.js';
import { COLLECTIONS, type Store } from '../../src/store/store.js';
import { runCli } from '../support/cli-run.js';
import { makeTempDir, pgSchema, pgUrl } from './fixtures/adapters.js';
import { answerChange, sampleGame, type SampleGame } from './fixtures/sample-game.js';

const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function home(): string {
  const dir = makeTempDir('ad-copy-');
  cleanups.push(dir.remove);
  return dir.dir;
}

/** Three games (one with two finished turns archived, one never played), accounts, mail and news. */
async function fillBoard(store: Store): Promise<void> {
  await store.createGame('played', sampleGame());
  for (let n = 1; n <= 25; n += 1) await store.transactGame<SampleGame>('played', (current) => answerChange(current, { by: 'w', n }, 10));
  await store.createGame('fresh', sampleGame(2));
  await store.createGame('one-move', sampleGame(3));
  await store.transactGame<SampleGame>('one-move', (current) => answerChange(current, { by: 'v', n: 1 }, 10));
  await store.transactDoc('accounts', 'carter', () => ({ next: { name: 'Carter', hash: 'x' } }));
  await store.transactDoc('profiles', 'carter', () => ({ next: { name: 'Carter', calls: 3 } }));
  await store.insertDoc('mail', { kind: 'mail', to: 'carter', body: 'see you at the Unvisited Isle' });
  await store.insertDoc('news', { gameId: 'played', text: 'a gate opened' });
  await store.transactDoc('halloffame', 'played', () => ({ next: { score: 12 } }));
}

async function expectSameBoard(a: Store, b: Store): Promise<void> {
  expect(await b.listGames()).toEqual(await a.listGames());
  for (const id of await a.listGames()) expect(await b.exportGame(id)).toEqual(await a.exportGame(id));
  for (const collection of COLLECTIONS) expect(await b.findDocs(collection, {})).toEqual(await a.findDocs(collection, {}));
}

describe.skipIf(pgUrl() === '')('store copy between NeDB and PostgreSQL', () => {
  it('moves a board to PostgreSQL and back, the same games at the same versions, and refuses a full target', async () => {
    const source = home();
    const nedb = await NedbStore.open({ home: source });
    cleanups.push(() => nedb.close());
    await fillBoard(nedb);
    const db = await pgSchema();
    cleanups.push(db.drop);

    const there = await runCli(['store', 'copy', '--from', `nedb:${source}`, '--to', `postgres:${db.url}`, '--schema', db.schema]);
    expect(there).toMatchObject({ code: 0, err: '' });
    expect(there.out).toBe('store: copied and verified 3 game(s), 1 accounts, 1 profiles, 1 mail, 1 news, 1 halloffame, 0 presence, 0 logins\n');
    const pg = await PgStore.open(db);
    cleanups.push(() => pg.close());
    await expectSameBoard(nedb, pg);
    expect((await pg.readGame<SampleGame>('played'))?.version).toBe(25);
    expect(await pg.readArchive('played')).toHaveLength(2);

    const again = await runCli(['store', 'copy', '--from', `nedb:${source}`, '--to', `postgres:${db.url}`, '--schema', db.schema]);
    expect(again.code).toBe(2);
    expect(again.err).toBe('arkham-door store: the target already has games: copy into an empty store\n');

    const back = home();
    const returned = await runCli(['store', 'copy', '--from', `postgres:${db.url}`, '--schema', db.schema, '--to', `nedb:${back}`]);
    expect(returned).toMatchObject({ code: 0, err: '' });
    const nedbBack = await NedbStore.open({ home: back });
    cleanups.push(() => nedbBack.close());
    await expectSameBoard(nedb, nedbBack);
    // The copy goes on as a game: the next answer commits at the next version.
    const next = await nedbBack.transactGame<SampleGame>('played', (current) => answerChange(current, { by: 'w', n: 26 }, 10));
    expect(next.version).toBe(26);
  });
});

describe('store copy arguments', () => {
  it('wants both ends, each nedb:DIR or postgres:URL', async () => {
    expect((await runCli(['store', 'copy', '--from', 'nedb:x'])).code).toBe(2);
    const bad = await runCli(['store', 'copy', '--from', 'mysql://a:secret@h/x', '--to', 'nedb:y']);
    expect(bad.code).toBe(2);
    expect(bad.err).not.toContain('secret');
  });
});

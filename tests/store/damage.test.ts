// Issue #13, item 4: damage stays local. A snapshot that is not JSON or not a game, a bad line in a
// collection, a short or missing archive: each costs only what it holds, every error names the file,
// the rest of the home plays on, and `sysop check` names the file (and with --repair repairs it).
import { existsSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sysopCommand } from '../../src/commands/sysop.js';
import { sysopCheck } from '../../src/commands/sysop-check.js';
import { ServiceError } from '../../src/service/errors.js';
import { handleLine } from '../../src/service/play-protocol/handle-request.js';
import { defaultConfig } from '../../src/config/config.js';
import type { GameService } from '../../src/service/game-service.js';
import { ArkhamService } from '../../src/service/service.js';
import type { SysopService } from '../../src/service/sysop.js';
import { COLLECTIONS } from '../../src/store/store.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { answerAllWithDefaults, REPO_ROOT, shippedContent } from '../service/helpers/game-fixture.js';
import { runCli } from '../support/cli-run.js';
import { makeTempDir, TEST_LOCK } from './fixtures/adapters.js';

let home: { dir: string; remove(): void };
let store: NedbStore;
let games: GameService;
let sysopService: SysopService;
let service: ArkhamService;

beforeEach(async () => {
  home = makeTempDir('ad-damage-');
  store = await NedbStore.open({ home: home.dir, lock: TEST_LOCK });
  let made = 0;
  service = new ArkhamService({ store, content: shippedContent(), clock: new FakeClock(), logger: silentLogger, config: defaultConfig(), newGameId: () => `game${(made += 1)}`, newSeed: () => 'fixed-seed' });
  games = service.games;
  sysopService = service.sysop;
});

afterEach(async () => {
  await store.close();
  home.remove();
});

const gameFile = (id: string): string => join(home.dir, 'db', 'games', `${id}.db`);
const archiveFile = (id: string): string => join(home.dir, 'db', 'archive', `${id}.jsonl`);

/** A `sysop` command on the home, as the sysop runs it: its exit code and what it printed. */
async function sysop(command: typeof sysopCheck, argv: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const stdout = new Writable({ write: (chunk: Buffer, _encoding, done) => void ((out += chunk.toString('utf8')), done()) });
  const code = await command([...argv, '--home', home.dir], { packageRoot: REPO_ROOT, clock: new FakeClock(Date.UTC(2026, 11, 1)), stdout, stderr: stdout });
  return { code, out };
}

const check = (...flags: string[]): Promise<{ code: number; out: string }> => sysop(sysopCheck, flags);

async function refusal(call: Promise<unknown>): Promise<ServiceError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ServiceError)) throw new Error(`expected a ServiceError, got ${String(error)}`);
  return error;
}

/** A running game with at least one finished turn in its archive. */
async function gameWithArchive(): Promise<string> {
  const { id } = await games.create('Ann', { maxPlayers: 2, deadlineMinutes: 600 });
  await games.start(id, 'Ann', { fillWithBots: true });
  for (let n = 0; n < 40 && (await store.readArchive(id)).length < 2; n += 1) await answerAllWithDefaults(games, id, 'Ann', 5);
  expect((await store.readArchive(id)).length).toBeGreaterThanOrEqual(2);
  return id;
}

describe('damage stays local', () => {
  it('a snapshot that is not JSON, and one that is JSON but no game, leave the lobby marked; the rest plays; check names and quarantines them', async () => {
    const torn = (await games.create('Ann', { title: 'Torn' })).id;
    const odd = (await games.create('Ann', { title: 'Odd' })).id;
    const good = (await games.create('Ann', { title: 'Good' })).id;
    writeFileSync(gameFile(torn), readFileSync(gameFile(torn), 'utf8').slice(0, 40));
    writeFileSync(gameFile(odd), JSON.stringify({ archiveEnd: 0, doc: { version: 3, seats: 'nobody' } }));

    const lobby = await games.listWithDamage();
    expect(lobby.games.map((game) => game.id)).toEqual([good]);
    expect(lobby.damaged.map((game) => game.id).sort()).toEqual([odd, torn].sort());
    expect(lobby.damaged.find((game) => game.id === torn)?.problem).toContain(`db/games/${torn}.db: the snapshot is not JSON`);
    expect(lobby.damaged.find((game) => game.id === odd)?.problem).toContain(`db/games/${odd}.db: the snapshot is not a game`);
    expect(await games.list()).toHaveLength(1);
    const refused = await refusal(games.join(torn, 'Bob'));
    expect(refused.code).toBe('game/damaged');
    expect(refused.message).toContain(`db/games/${torn}.db`);
    expect((await refusal(games.join(odd, 'Bob'))).code).toBe('game/damaged');
    expect((await games.join(good, 'Bob')).seats).toHaveLength(2);
    // Over the play protocol: the lobby marks them, a request on one names the file, nobody sees `internal`.
    const session = { service, name: 'Dee', presence: null, logger: silentLogger };
    expect(await handleLine(session, '{"id":1,"op":"list"}')).toMatchObject({ id: 1, ok: true, games: [{ id: good }], damaged: [{ id: expect.any(String) }, { id: expect.any(String) }] });
    expect(await handleLine(session, `{"id":2,"op":"view","game":"${odd}"}`)).toMatchObject({ id: 2, error: 'game/damaged', message: expect.stringContaining(`db/games/${odd}.db`) });
    expect((await games.create('Cid', { title: 'Another' })).status).toBe('open');

    // `sysop list` marks them and exits 0.
    const { code, out: listed } = await sysop(sysopCommand, ['list']);
    expect(code).toBe(0);
    expect(listed).toContain(`${torn}  DAMAGED  game ${torn} is damaged (db/games/${torn}.db: the snapshot is not JSON)`);
    expect(listed).toContain(`${odd}  DAMAGED  game ${odd} is damaged (db/games/${odd}.db: the snapshot is not a game`);
    expect(listed).toContain('"Good"');

    const found = await check();
    expect(found.code).toBe(1);
    expect(found.out).toContain(`db/games/${torn}.db (game ${torn}: its committed state): the snapshot is not JSON`);
    expect(found.out).toContain(`db/games/${odd}.db (game ${odd}: its committed state): the snapshot is not a game`);
    expect(found.out).toContain('2 damaged files; 2 can be repaired with --repair');

    const repaired = await check('--repair');
    expect(repaired.code).toBe(0);
    expect(repaired.out).toContain(`repaired: moved quarantine/db-games-${torn}.db.`);
    expect(existsSync(gameFile(torn))).toBe(false);
    expect(readdirSync(join(home.dir, 'quarantine')).filter((name) => name.includes(torn))).toHaveLength(1);
    expect((await games.listWithDamage()).damaged).toEqual([]);
    expect((await check()).out).toContain('no damaged files');
    // Export of a game set aside says where it went, not only that there is no such game.
    const exported = await runCli(['sysop', 'export', '--game', torn, '--home', home.dir]);
    expect(exported.code).toBe(2);
    expect(exported.err).toMatch(new RegExp(`no game ${torn} on the board: sysop check --repair set its files aside in quarantine/ \\(quarantine/db-games-${torn}\\.db\\.\\w+-\\d+-\\d+\\)`));
    expect((await runCli(['sysop', 'export', '--game', 'gnever', '--home', home.dir])).err).toMatch(/no game gnever\n$/);
  });

  it.each(COLLECTIONS)('a bad line in %s costs only that line: the rest loads in every process, check names it and the store sets it aside', async (collection) => {
    await store.transactDoc(collection, 'kept', () => ({ next: { note: 'kept' } }));
    await store.transactDoc(collection, 'later', () => ({ next: { note: 'later' } }));
    const file = join(home.dir, 'db', `${collection}.db`);
    const [first, ...rest] = readFileSync(file, 'utf8').split('\n');
    writeFileSync(file, [first, '{"_id":"hit","note":"bit rot', ...rest].join('\n'));

    const found = await check();
    expect(found.out).toContain(`db/${collection}.db (${collection}: `);
    expect(found.out).toContain('line 2 is no document NeDB can read');

    // Another process (a fresh store) loads the file: the bad line goes into quarantine, said in the log.
    const lines: string[] = [];
    const logger = { debug() {}, info() {}, warn() {}, error: (message: string, fields?: Record<string, unknown>) => void lines.push(`${message} ${JSON.stringify(fields)}`) };
    const other = await NedbStore.open({ home: home.dir, lock: TEST_LOCK, logger });
    expect((await other.findDocs(collection, {})).map((doc) => doc.id)).toEqual(['kept', 'later']);
    await other.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${collection}.db`);
    const aside = readdirSync(join(home.dir, 'quarantine'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(home.dir, 'quarantine', aside[0] ?? ''), 'utf8')).toBe('2\t{"_id":"hit","note":"bit rot\n');
    expect(await store.readDoc(collection, 'kept')).toEqual({ note: 'kept' });
    const after = await check();
    expect(after.code).toBe(0);
    expect(after.out).toContain(`set aside in quarantine/ (kept for you to look at): quarantine/${aside[0] ?? ''}`);
  });

  it('sysop check --repair sets a bad collection line aside and drops a torn tail, saying so', async () => {
    await store.transactDoc('mail', 'm1', () => ({ next: { body: 'one' } }));
    const file = join(home.dir, 'db', 'mail.db');
    writeFileSync(file, `[1,2]\n${readFileSync(file, 'utf8')}{"_id":"m2","bo`);
    const repaired = await check('--repair');
    expect(repaired.code).toBe(0);
    expect(repaired.out).toContain('db/mail.db (mail: the players’ mail): line 1 is no document NeDB can read; a torn last line of 15 bytes');
    expect(repaired.out).toMatch(/repaired: moved the unreadable lines to quarantine\/db-mail\.db\.\S+; dropped the torn line \(15 bytes\)/);
    expect(readFileSync(file, 'utf8')).not.toContain('[1,2]');
    expect(await store.readDoc('mail', 'm1')).toEqual({ body: 'one' });
  });

  it('a short archive and a missing one: both games play on, export says what is missing, check names and repairs them', async () => {
    const short = await gameWithArchive();
    const gone = await gameWithArchive();
    const shortBytes = readFileSync(archiveFile(short));
    writeFileSync(archiveFile(short), shortBytes.subarray(0, shortBytes.indexOf(0x0a) + 5));
    unlinkSync(archiveFile(gone));

    const exported = await sysopService.export(short);
    expect(exported.archive).toHaveLength(1);
    expect(exported.missing?.[0]).toMatch(new RegExp(`^db/archive/${short}\\.jsonl holds \\d+ of \\d+ committed bytes: the records after line 1 \\(and a torn line\\) are gone$`));
    expect((await sysopService.export(gone)).missing).toEqual([expect.stringMatching(new RegExp(`^db/archive/${gone}\\.jsonl is missing: all \\d+ committed bytes`))]);

    const found = await check();
    expect(found.out).toContain(`db/archive/${short}.jsonl (game ${short}: its finished turns)`);
    expect(found.out).toContain(`db/archive/${gone}.jsonl (game ${gone}: its finished turns)`);

    // Both games go on to their next finished turn.
    for (const id of [short, gone]) {
      const before = (await store.readArchive(id)).length;
      for (let n = 0; n < 40 && (await store.readArchive(id)).length <= before; n += 1) await answerAllWithDefaults(games, id, 'Ann', 5);
      expect((await store.readArchive(id)).length).toBeGreaterThan(before);
    }
    expect((await sysopService.export(gone)).missing).toEqual([expect.stringMatching(/committed bytes of records were found gone at byte 0$/)]);
    // The loss is noted, so check has nothing left to repair: the damage is known, the game whole.
    expect((await check()).out).toContain('no damaged files');
  });

  it('sysop check --repair notes the loss of a short archive, and export keeps saying it', async () => {
    const id = await gameWithArchive();
    const bytes = readFileSync(archiveFile(id));
    writeFileSync(archiveFile(id), Buffer.concat([Buffer.from('not json\n'), bytes.subarray(bytes.indexOf(0x0a) + 1)]));
    const repaired = await check('--repair');
    expect(repaired.code).toBe(0);
    expect(repaired.out).toContain(`db/archive/${id}.jsonl (game ${id}: its finished turns): db/archive/${id}.jsonl: committed line 1 is not JSON`);
    expect(repaired.out).toMatch(/repaired: kept \d+ readable records and noted \d+ lost bytes in the snapshot; the unreadable lines are in quarantine\//);
    expect((await check()).out).toContain('no damaged files');
    const exported = await store.exportGame(id);
    expect(exported?.missing).toHaveLength(1);
  });
});

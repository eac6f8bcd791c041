// Issue #29, item 2: a short or torn `db/index.jsonl` (a power cut keeps the fsynced snapshots and
// can lose the index's last appends, or cut one mid-line) hides no game. The file is cut at every
// line and in the middle of every line; a fresh process rebuilds it from the games, logs it, and
// `list`, each creator's `mine` and `maint` find every game.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sysopCheck } from '../../src/commands/sysop-check.js';
import { defaultConfig } from '../../src/config/config.js';
import type { GameDoc } from '../../src/service/game-doc.js';
import { summarizeGame } from '../../src/service/lobby-index.js';
import { ArkhamService } from '../../src/service/service.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { REPO_ROOT, shippedContent } from '../service/helpers/game-fixture.js';
import { recordingLogger } from '../transports/support/wire-client.js';
import { makeTempDir, TEST_LOCK } from './fixtures/adapters.js';

let home: { dir: string; remove(): void };
const opened: NedbStore[] = [];

beforeEach(() => {
  home = makeTempDir('ad-torn-');
});

afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  home.remove();
});

const CREATORS: Record<string, string> = { g1: 'Ann', g2: 'Ann', g3: 'Ann', g4: 'Ann', g5: 'Bob', g6: 'Bob', g7: 'Bob', g8: 'Cy' };

/** A process on the home: its own store, service and log. */
async function startProcess(logger = recordingLogger()) {
  const store = await NedbStore.open({ home: home.dir, lock: TEST_LOCK, logger, summarize: summarizeGame });
  opened.push(store);
  let made = 0;
  const clock = new FakeClock();
  const service = new ArkhamService({ store, content: shippedContent(), clock, logger: silentLogger, config: defaultConfig(), newGameId: () => `g${(made += 1)}`, newSeed: () => 'fixed-seed' });
  return { store, games: service.games, logger, clock };
}

/** Ended as the store sees it (their seats still say playing: `mine` may list them while the index calls them live). */
const FINISHED = ['g2', 'g6'];

const indexFile = (): string => join(home.dir, 'db', 'index.jsonl');

/** Eight games by three creators, two of them over: the index as a board that has played a while leaves it. */
async function eightGames(): Promise<Buffer> {
  const { store, games, clock } = await startProcess();
  for (const creator of Object.values(CREATORS)) {
    await games.create(creator, { title: `${creator}’s table` });
    clock.advance(1000);
  }
  for (const id of FINISHED) await store.transactGame<GameDoc>(id, (current) => ({ next: { ...current, version: current.version + 1, status: 'over', endedAt: 1 } }));
  await store.close();
  opened.splice(0);
  return readFileSync(indexFile());
}

/** Every place to cut the file: after each line, and half-way through each line. */
function cuts(whole: Buffer): number[] {
  const points = new Set<number>();
  let start = 0;
  for (let at = whole.indexOf(0x0a); at >= 0; at = whole.indexOf(0x0a, at + 1)) {
    points.add(Math.floor((start + at) / 2));
    points.add(at + 1);
    start = at + 1;
  }
  points.add(0);
  return [...points].sort((a, b) => a - b);
}

async function whatAFreshProcessFinds(): Promise<{ listed: string[]; mine: Record<string, string[]>; maint: string[]; logged: string[] }> {
  const { games, logger } = await startProcess();
  const listed = (await games.listWithDamage()).games.map((game) => game.id).sort();
  const mine: Record<string, string[]> = {};
  for (const creator of new Set(Object.values(CREATORS))) mine[creator] = (await games.gamesOf(creator)).map((game) => game.id).filter((id) => !FINISHED.includes(id)).sort();
  const maint = (await games.upkeepIds()).sort();
  return { listed, mine, maint, logged: logger.entries.map((entry) => `${entry.level}: ${entry.message}: ${String(entry.fields?.['problem'])}`) };
}

describe('a short or torn game index', () => {
  it('cut at every line and mid-line, it is rebuilt from the games and logged, and every game is listed', async () => {
    const whole = await eightGames();
    const all = Object.keys(CREATORS).sort();
    const liveBy = (creator: string): string[] => all.filter((id) => CREATORS[id] === creator && !FINISHED.includes(id));
    const points = cuts(whole);
    expect(points.length).toBeGreaterThan(20);
    for (const cut of points) {
      writeFileSync(indexFile(), whole.subarray(0, cut));
      const found = await whatAFreshProcessFinds();
      expect({ cut, listed: found.listed }).toEqual({ cut, listed: all });
      expect({ cut, mine: found.mine }).toEqual({ cut, mine: { Ann: liveBy('Ann'), Bob: liveBy('Bob'), Cy: liveBy('Cy') } });
      // maint brings up every live game and every finished one whose hall of fame is not written.
      expect({ cut, maint: found.maint }).toEqual({ cut, maint: all });
      const rebuilt = found.logged.filter((line) => line.startsWith('warn: game index short or damaged: rebuilt from the games'));
      // A cut that lost only lines said again later (each summary goes in before its commit and after) loses nothing.
      const lostSomething = !whole.subarray(0, cut).toString('utf8').endsWith('\n') || all.some((id) => !whole.subarray(0, cut).includes(`"id":"${id}"`));
      expect({ cut, rebuiltAndLogged: rebuilt.length }).toEqual({ cut, rebuiltAndLogged: lostSomething ? 1 : 0 });
      // The next process finds the rebuilt index sound and says nothing.
      expect({ cut, after: (await whatAFreshProcessFinds()).logged }).toEqual({ cut, after: [] });
      for (const store of opened.splice(0)) await store.close();
    }
  }, 120_000);

  it('a garbage line is logged and rebuilt away, and sysop check names it before any other process mends it', async () => {
    const whole = await eightGames();
    const lines = whole.toString('utf8').split('\n');
    lines.splice(3, 0, 'garbage \u0000 that is no JSON');
    writeFileSync(indexFile(), lines.join('\n'));
    let out = '';
    const stdout = new Writable({ write: (chunk: Buffer, _encoding, done) => void ((out += chunk.toString('utf8')), done()) });
    const context = { packageRoot: REPO_ROOT, clock: new FakeClock(), stdout, stderr: stdout };
    expect(await sysopCheck(['--home', home.dir], context)).toBe(1);
    expect(out).toContain('db/index.jsonl (the game index (which games the lobby reads)): line 4 does not parse');
    expect(out).toContain('repair: rebuild it from the snapshots');
    const found = await whatAFreshProcessFinds();
    expect(found.listed).toEqual(Object.keys(CREATORS).sort());
    expect(found.logged).toEqual(['warn: game index short or damaged: rebuilt from the games: line 4 does not parse']);
    expect(readFileSync(indexFile(), 'utf8')).not.toContain('garbage');
  });
});

// A game's history replays on its own: every accepted answer is recorded with its version, so
// `sysop verify` replays each game from its setup, seed and answers (deadlines included) to its stored
// state, and names the first place where a planted change makes the two part.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { heuristicBot } from '../../src/rulesets/classic/bots/index.js';
import { CLASSIC_RULES_VERSION, seedRng } from '../../src/engine/index.js';
import type { GameDoc, LogRecord } from '../../src/service/game-doc.js';
import { ArkhamService } from '../../src/service/service.js';
import type { GameExport } from '../../src/store/store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { shippedContent } from './helpers/game-fixture.js';
import { runCli } from '../support/cli-run.js';
import { seededHome, verifyBoard } from './helpers/verify-board.js';
import { classicState } from '../../src/service/table-engine.js';

const MINUTE = 60_000;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const board = (clock?: FakeClock): ReturnType<typeof verifyBoard> => verifyBoard('v', 'verify', clock);

/**
 * Ann plays a table of `seats` (the rest bots) to the end, deciding as the heuristic bot would; now and
 * then she lets the deadline pass instead, so deadlines are in the history too.
 */
async function playGame(svc: ArkhamService, clock: FakeClock, seats: number, k: number): Promise<string> {
  const game = await svc.games.create('Ann', { maxPlayers: seats, deadlineMinutes: 60, retireAfter: 0, title: `table ${k}` });
  if ((await svc.games.game(game.id)).status === 'open') await svc.games.start(game.id, 'Ann', { fillWithBots: true });
  const rng = seedRng(`ann-${k}`);
  for (let round = 0; round < 20_000; round += 1) {
    const view = await svc.games.view(game.id, 'Ann');
    if (view.game.status === 'over') return game.id;
    const first = view.prompts[0];
    if (!first || (round + k) % 37 === 0) {
      clock.advance(61 * MINUTE);
      continue;
    }
    const state = (await svc.games.store.readGame<GameDoc>(game.id))?.engine;
    if (!state) throw new Error('no engine state');
    await svc.games.answer(game.id, 'Ann', { promptId: first.prompt.id, optionId: heuristicBot(first.prompt, classicState(state), shippedContent(), rng), version: view.stateVersion });
  }
  throw new Error(`game ${game.id} did not end`);
}


describe('a history that replays alone', () => {
  it('every accepted answer is in the history with its version, also those that caused no event', async () => {
    const { svc, clock } = board();
    const id = await playGame(svc, clock, 2, 1);
    const exported = await svc.sysop.export(id);
    const records = [...(exported.archive as LogRecord[]), ...exported.doc.log];
    const answers = records.flatMap((r) => r.answers ?? []);
    expect(answers.length).toBeGreaterThan(20);
    // Every answer and bot record carries its answers, but for the rest of a step that ran into a new
    // game turn (a record of the same commit); each answer points inside its record.
    records.forEach((r, k) => {
      const continued = records[k - 1]?.v === r.v && records[k - 1]?.cause === r.cause;
      if ((r.cause === 'answer' || r.cause === 'bot') && !continued) expect(r.answers?.length ?? 0, `record v${r.v} turn ${r.turn}`).toBeGreaterThan(0);
      for (const a of r.answers ?? []) expect(a.at).toBeLessThanOrEqual(r.events.length);
    });
    expect(records.some((r) => r.events.some((e) => e.type === 'deadline'))).toBe(true);
    // Some answers cause no event at all (before, they left no trace): the next answer, or the record's end, comes at once.
    const silent = records.filter((r) => (r.answers ?? []).some((a, k, list) => (list[k + 1]?.at ?? r.events.length) === a.at));
    expect(silent.length).toBeGreaterThan(0);
    const versions = answers.map((a) => a.version);
    expect([...versions].sort((a, b) => a - b)).toEqual(versions);
    expect(new Set(versions).size).toBe(versions.length);
    expect(svc.sysop.verifyExport(exported)).toEqual({ ok: true, status: 'replays', answers: answers.length, deadlines: expect.any(Number) });
  }, 60_000);

  it('games of 1 to 4 seats replay to their stored state; a planted change is the first divergence named', async () => {
    const { svc, clock } = board();
    for (let k = 0; k < 8; k += 1) await playGame(svc, clock, 1 + (k % 4), k);
    const all = await svc.sysop.verifyAll();
    expect(all).toHaveLength(8);
    for (const r of all) expect(r.check, r.game).toMatchObject({ ok: true });

    const original = await svc.sysop.export('v3');
    const copy = (): GameExport<GameDoc> => JSON.parse(JSON.stringify(original)) as GameExport<GameDoc>;
    const archive = (e: GameExport<GameDoc>): LogRecord[] => e.archive as LogRecord[];

    // A die in the history changed: the replay rolls what was rolled, and says where they part.
    const die = copy();
    const record = archive(die).find((r) => r.events.some((e) => e.type === 'move-roll'));
    const roll = record?.events.find((e) => e.type === 'move-roll');
    if (!record || roll?.type !== 'move-roll') throw new Error('no movement roll in the history');
    roll.roll += 1;
    const dieCheck = svc.sysop.verifyExport(die);
    expect(dieCheck).toMatchObject({ ok: false, divergence: { v: record.v, turn: record.turn, event: record.events.indexOf(roll) } });
    if (dieCheck.status !== 'diverges') throw new Error('no divergence');
    expect(dieCheck.divergence.message).toContain('move-roll');

    // A recorded answer changed to another legal option: the events that follow are not the history's.
    const answered = copy();
    const setup = archive(answered).find((r) => (r.answers ?? []).length > 0 && r.events.some((e) => e.type === 'stats-set'));
    const first = setup?.answers?.[0];
    if (!first) throw new Error('no setup answer');
    first.option = first.option === 'str-4' ? 'str-5' : 'str-4';
    expect(svc.sysop.verifyExport(answered)).toMatchObject({ ok: false, divergence: { v: setup?.v } });

    // The stored state changed behind the history's back.
    const state = copy();
    const engine = state.doc.engine;
    if (!engine) throw new Error('no state');
    engine.invs[0] = { ...engine.invs[0], money: (engine.invs[0]?.money ?? 0) + 1 } as (typeof engine.invs)[number];
    const stateCheck = svc.sysop.verifyExport(state);
    if (stateCheck.status !== 'diverges') throw new Error('no divergence');
    expect(stateCheck.divergence.message).toContain('state.invs.0.money');

    // A history from before answers were recorded: the first event no answer explains.
    const legacy = copy();
    for (const r of archive(legacy)) delete r.answers;
    const legacyCheck = svc.sysop.verifyExport(legacy);
    if (legacyCheck.status !== 'diverges') throw new Error('no divergence');
    expect(legacyCheck.divergence.message).toContain('follows from no recorded answer or deadline');

    expect(svc.sysop.verifyExport(copy())).toMatchObject({ ok: true });
  }, 120_000);

  it('verify --all over a board of 200 bot-played games finds no divergence, and finds the one planted in a copy of the board', async () => {
    const { svc, clock } = board();
    for (let k = 0; k < 200; k += 1) await playGame(svc, clock, 1 + (k % 4), 1000 + k);
    const all = await svc.sysop.verifyAll();
    expect(all).toHaveLength(200);
    expect(all.filter((r) => r.check.status !== 'replays').map((r) => r.game)).toEqual([]);

    // A copy of the board (every game exported), one state changed in it: exactly that game diverges.
    const copies = await Promise.all(all.map(async (r) => JSON.parse(JSON.stringify(await svc.sysop.export(r.game))) as GameExport<GameDoc>));
    const planted = copies[137];
    if (!planted?.doc.engine) throw new Error('no state to plant in');
    classicState(planted.doc.engine).doom += 1;
    const diverging = copies.filter((copy) => svc.sysop.verifyExport(copy).status === 'diverges').map((copy) => copy.doc.id);
    expect(diverging).toEqual([planted.doc.id]);
  }, 600_000);

  it('a game started under another rules version is neither a replay nor a divergence: exit 0 naming it; a divergence beside it is still exit 1', async () => {
    const home = mkdtempSync(join(tmpdir(), 'ad-verify-rules-'));
    dirs.push(home);
    const clock = new FakeClock();
    const older = CLASSIC_RULES_VERSION - 1;
    const open = () => seededHome(home, clock, 'r');
    const edit = async (id: string, change: (doc: GameDoc) => void): Promise<void> => {
      const opened = await open();
      await opened.service.games.store.transactGame<GameDoc>(id, (current) => {
        const next = JSON.parse(JSON.stringify(current)) as GameDoc;
        change(next);
        return { next: { ...next, version: current.version + 1 } };
      });
      await opened.close();
    };
    const opened = await open();
    const a = await playGame(opened.service, clock, 2, 21);
    const b = await playGame(opened.service, clock, 1, 22);
    const stamped = await opened.service.games.store.readGame<GameDoc>(a);
    expect(stamped?.rulesVersion).toBe(CLASSIC_RULES_VERSION);
    await opened.close();
    // a: started under the rules before this door's; b: begun before games carried a version (it replays).
    await edit(a, (doc) => {
      doc.rulesVersion = older;
    });
    await edit(b, (doc) => {
      delete doc.rulesVersion;
    });

    const all = await runCli(['sysop', 'verify', '--home', home, '--all']);
    expect(all.code).toBe(0);
    expect(all.out).toContain(`${a}  played under rules ${older}; this door plays rules ${CLASSIC_RULES_VERSION}: not replayable by this version\n`);
    expect(all.out).toContain(`${b}  replays (`);
    expect(all.out).toContain('1 game(s) replay to their stored state; 1 played under other rules, not replayable by this version');
    expect(all.out).not.toContain('diverge');
    const one = await runCli(['sysop', 'verify', '--home', home, '--game', a, '--json']);
    expect(one.code).toBe(0);
    expect(JSON.parse(one.out)).toEqual({
      ok: true,
      first: null,
      otherRules: [a],
      unchecked: [],
      games: [{ game: a, ok: false, status: 'other-rules', answers: 0, deadlines: 0, rules: { played: older, door: CLASSIC_RULES_VERSION } }],
    });

    // A planted change in a game of this door's rules: a divergence, exit 1, the other-rules game named beside it.
    await edit(b, (doc) => {
      doc.rulesVersion = CLASSIC_RULES_VERSION;
      if (doc.engine) classicState(doc.engine).doom += 1;
    });
    const bad = await runCli(['sysop', 'verify', '--home', home, '--all', '--json']);
    expect(bad.code).toBe(1);
    const report = JSON.parse(bad.out) as { ok: boolean; first: string; otherRules: string[]; games: { game: string; status: string }[] };
    expect(report).toMatchObject({ ok: false, first: b, otherRules: [a] });
    expect(report.games.map((g) => [g.game, g.status])).toEqual([
      [a, 'other-rules'],
      [b, 'diverges'],
    ].sort());
    const badText = await runCli(['sysop', 'verify', '--home', home, '--all']);
    expect(badText.code).toBe(1);
    expect(badText.out).toMatch(new RegExp(`first divergence: ${b}  diverges at version \\d+, turn \\d+, event \\d+ .*state\\.doom`));

    // The same change in a game that carries no rules version reads as older rules (where it parts said too): exit 0.
    await edit(b, (doc) => {
      delete doc.rulesVersion;
    });
    const unstamped = await runCli(['sysop', 'verify', '--home', home, '--game', b]);
    expect(unstamped.code).toBe(0);
    expect(unstamped.out).toMatch(/played under older rules \(begun before games carried a rules version\); this door plays rules \d+: not replayable by this version \(its replay parts at .*state\.doom/);
  }, 180_000);

  it('arkham-door sysop verify --home DIR (--game ID | --all | --file EXPORT) [--json]: exit 0 when all replay, 1 naming the first divergence', async () => {
    const home = mkdtempSync(join(tmpdir(), 'ad-verify-'));
    dirs.push(home);
    const clock = new FakeClock();
    const opened = await seededHome(home, clock, 'c');
    const a = await playGame(opened.service, clock, 2, 11);
    const b = await playGame(opened.service, clock, 1, 12);
    await opened.close();

    const all = await runCli(['sysop', 'verify', '--home', home, '--all']);
    expect(all.code).toBe(0);
    expect(all.out).toContain(`${a}  replays (`);
    expect(all.out).toContain('2 game(s) replay to their stored state');
    const one = await runCli(['sysop', 'verify', '--home', home, '--game', b, '--json']);
    expect(one.code).toBe(0);
    expect(JSON.parse(one.out)).toMatchObject({ ok: true, first: null, games: [{ game: b, ok: true }] });

    // Exported, then verified as a file (as on another machine); a planted change there fails.
    const file = join(home, 'a.json');
    expect((await runCli(['sysop', 'export', '--home', home, '--game', a, '--out', file])).code).toBe(0);
    expect((await runCli(['sysop', 'verify', '--home', home, '--file', file])).code).toBe(0);
    const planted = JSON.parse(readFileSync(file, 'utf8')) as GameExport<GameDoc>;
    if (!planted.doc.engine) throw new Error('no state');
    classicState(planted.doc.engine).doom += 1;
    writeFileSync(file, JSON.stringify(planted));
    const bad = await runCli(['sysop', 'verify', '--home', home, '--file', file]);
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/first divergence: .*a\.json {2}diverges at version \d+, turn \d+, event \d+ .*state\.doom/);

    expect((await runCli(['sysop', 'verify', '--home', home])).code).toBe(2);
    expect((await runCli(['sysop', 'verify', '--home', home, '--all', '--game', a])).code).toBe(2);
    writeFileSync(file, 'not json');
    expect((await runCli(['sysop', 'verify', '--home', home, '--file', file])).code).toBe(2);
  }, 120_000);
});

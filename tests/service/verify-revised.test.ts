// The revised twins of verify-history.test.ts: a revised game's history replays on its own through the
// revised engine (its deadlines told by their records, as the revised engine says nothing of them), a
// planted change is the first divergence named, a game stamped with another revised rules version is
// named as such, and `sysop verify` answers with the same exit codes as for classic games.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { revisedHeuristicBot } from '../../src/rulesets/revised/bots/index.js';
import { REVISED_RULES_VERSION, seedRng } from '../../src/engine/index.js';
import type { GameDoc, LogRecord } from '../../src/service/game-doc.js';
import { ArkhamService } from '../../src/service/service.js';
import { revisedState } from '../../src/service/table-engine.js';
import type { GameExport } from '../../src/store/store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { runCli } from '../support/cli-run.js';
import { seededHome, verifyBoard } from './helpers/verify-board.js';
import { shippedRevisedContent } from './helpers/game-fixture.js';

const MINUTE = 60_000;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const board = (clock?: FakeClock): ReturnType<typeof verifyBoard> => verifyBoard('r', 'verify-revised', clock);

/**
 * Ann plays a revised table of `seats` (the rest bots) to the end, deciding as the revised heuristic
 * bot would; now and then she lets the deadline pass instead, so deadlines are in the history too.
 */
async function playRevised(svc: ArkhamService, clock: FakeClock, seats: number, k: number): Promise<string> {
  const game = await svc.games.create('Ann', { ruleset: 'revised', maxPlayers: seats, deadlineMinutes: 60, retireAfter: 0, title: `revised ${k}` });
  if ((await svc.games.game(game.id)).status === 'open') await svc.games.start(game.id, 'Ann', { fillWithBots: true });
  const rng = seedRng(`ann-revised-${k}`);
  const content = shippedRevisedContent();
  for (let round = 0; round < 20_000; round += 1) {
    const view = await svc.games.view(game.id, 'Ann');
    if (view.game.status === 'over') return game.id;
    const first = view.revised?.prompts[0];
    if (!first || (round + k) % 23 === 0) {
      clock.advance(61 * MINUTE);
      continue;
    }
    const state = (await svc.games.store.readGame<GameDoc>(game.id))?.engine;
    if (!state) throw new Error('no engine state');
    await svc.games.answer(game.id, 'Ann', { promptId: first.prompt.id, optionId: revisedHeuristicBot(first.prompt, revisedState(state), content, rng), version: view.stateVersion });
  }
  throw new Error(`game ${game.id} did not end`);
}

describe('a revised history that replays alone', () => {
  it('revised games of 1 to 4 seats, deadlines among their answers, replay to their stored state; a planted change is the first divergence named', async () => {
    const { svc, clock } = board();
    for (let k = 0; k < 4; k += 1) await playRevised(svc, clock, 1 + k, k);
    const all = await svc.sysop.verifyAll();
    expect(all).toHaveLength(4);
    for (const r of all) expect(r.check, r.game).toMatchObject({ ok: true, status: 'replays' });
    const deadlines = all.map((r) => (r.check.status === 'replays' ? r.check.deadlines : 0));
    expect(deadlines.some((n) => n > 0)).toBe(true);

    const original = await svc.sysop.export('r2');
    expect(original.doc.ruleset).toBe('revised');
    const copy = (): GameExport<GameDoc> => JSON.parse(JSON.stringify(original)) as GameExport<GameDoc>;
    const archive = (e: GameExport<GameDoc>): LogRecord[] => e.archive as LogRecord[];

    // A die in the history changed: the replay rolls what was rolled, and says where they part.
    const die = copy();
    const record = archive(die).find((r) => r.events.some((e) => e.type === 'revised' && e.event.type === 'check'));
    const logged = record?.events.find((e) => e.type === 'revised' && e.event.type === 'check');
    if (!record || logged?.type !== 'revised' || logged.event.type !== 'check') throw new Error('no check in the history');
    logged.event.rolls = logged.event.rolls.map((roll) => (roll === 6 ? 1 : roll + 1));
    const dieCheck = svc.sysop.verifyExport(die);
    expect(dieCheck).toMatchObject({ ok: false, status: 'diverges', divergence: { v: record.v, turn: record.turn, event: record.events.indexOf(logged) } });
    if (dieCheck.status !== 'diverges') throw new Error('no divergence');
    expect(dieCheck.divergence.message).toContain('"check"');

    // The stored state changed behind the history's back.
    const state = copy();
    if (!state.doc.engine) throw new Error('no state');
    revisedState(state.doc.engine).board.doom += 1;
    const stateCheck = svc.sysop.verifyExport(state);
    if (stateCheck.status !== 'diverges') throw new Error('no divergence');
    expect(stateCheck.divergence.message).toContain('state.board.doom');

    // A deadline's events taken out of the history: what follows is explained by nothing.
    const cut = copy();
    const deadline = archive(cut).find((r) => r.cause === 'deadline' && r.events.some((e) => e.type === 'revised'));
    if (!deadline) throw new Error('no deadline in the history');
    deadline.events = deadline.events.filter((e) => e.type !== 'revised');
    expect(svc.sysop.verifyExport(cut)).toMatchObject({ ok: false, status: 'diverges' });

    // Another revised rules version: named, neither replayed nor a divergence.
    const other = copy();
    other.doc.rulesVersion = REVISED_RULES_VERSION + 1;
    expect(svc.sysop.verifyExport(other)).toEqual({ ok: false, status: 'other-rules', answers: 0, deadlines: 0, rules: { played: REVISED_RULES_VERSION + 1, door: REVISED_RULES_VERSION, ruleset: 'revised' } });

    expect(svc.sysop.verifyExport(copy())).toMatchObject({ ok: true });
  }, 300_000);

  it('arkham-door sysop verify over revised and classic games: exit 0 when all replay, 1 naming a revised divergence, 0 naming one of other revised rules', async () => {
    const home = mkdtempSync(join(tmpdir(), 'ad-verify-revised-'));
    dirs.push(home);
    const clock = new FakeClock();
    const opened = await seededHome(home, clock, 'x');
    const a = await playRevised(opened.service, clock, 2, 31);
    const classic = await opened.service.games.create('Ann', { maxPlayers: 1 });
    await opened.service.games.start(classic.id, 'Ann');
    await opened.close();

    const all = await runCli(['sysop', 'verify', '--home', home, '--all']);
    expect(all.code).toBe(0);
    expect(all.out).toContain(`${a}  replays (`);
    expect(all.out).toContain('2 game(s) replay to their stored state');
    // `sysop list` names the revised rules of a revised table; a classic one's line is as it was.
    const listed = await runCli(['sysop', 'list', '--home', home]);
    expect(listed.out).toContain(`${a}  revised over  "revised 31"`);
    expect(listed.out).toMatch(new RegExp(`${classic.id}  turn \\d+ `));
    const one = await runCli(['sysop', 'verify', '--home', home, '--game', a, '--json']);
    expect(one.code).toBe(0);
    expect(JSON.parse(one.out)).toMatchObject({ ok: true, first: null, unchecked: [], games: [{ game: a, ok: true, status: 'replays' }] });

    // Exported (the ruleset named), then verified as a file; a planted change there fails.
    const file = join(home, 'a.json');
    const exported = await runCli(['sysop', 'export', '--home', home, '--game', a, '--out', file]);
    expect(exported.code).toBe(0);
    expect(exported.out).toContain(`exported revised game ${a} to ${file}`);
    expect((await runCli(['sysop', 'verify', '--home', home, '--file', file])).code).toBe(0);
    const planted = JSON.parse(readFileSync(file, 'utf8')) as GameExport<GameDoc>;
    expect(planted.doc.ruleset).toBe('revised');
    if (!planted.doc.engine) throw new Error('no state');
    revisedState(planted.doc.engine).board.doom += 1;
    writeFileSync(file, JSON.stringify(planted));
    const bad = await runCli(['sysop', 'verify', '--home', home, '--file', file]);
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/first divergence: .*a\.json {2}diverges at version \d+, turn \d+, event \d+ .*state\.board\.doom/);

    // The same file stamped with another revised rules version: named, exit 0.
    planted.doc.rulesVersion = REVISED_RULES_VERSION + 1;
    writeFileSync(file, JSON.stringify(planted));
    const other = await runCli(['sysop', 'verify', '--home', home, '--file', file]);
    expect(other.code).toBe(0);
    expect(other.out).toContain(`played under revised rules ${REVISED_RULES_VERSION + 1}; this door plays revised rules ${REVISED_RULES_VERSION}: not replayable by this version`);
  }, 300_000);
});

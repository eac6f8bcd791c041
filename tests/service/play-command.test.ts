import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pgSchema, pgUrl } from '../store/fixtures/adapters.js';
import { startPlay, type PlayProcess } from './helpers/play-process.js';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function home(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ad-play-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function play(dir: string, name: string): PlayProcess {
  const process = startPlay(dir, name);
  cleanups.push(() => process.kill());
  return process;
}

interface ViewPrompt {
  pending: boolean;
  prompt: { id: string; default: string; options: { id: string }[] };
}
interface View {
  stateVersion: number;
  prompts: ViewPrompt[];
  game: { status: string; turn: number; outcome: unknown };
}

/** Answers this player's first prompt with its default; false when they have none. */
async function answerOne(player: PlayProcess, game: string): Promise<boolean> {
  const reply = await player.request({ op: 'view', game });
  const view = reply.view as View;
  const first = view.prompts[0];
  if (!first) return false;
  const answered = await player.request({ id: first.prompt.id, op: 'answer', game, prompt: first.prompt.id, option: first.prompt.default, version: view.stateVersion });
  if (answered.error === 'answer/stale' || answered.error === 'rule/stale_version') return true;
  expect(answered).toMatchObject({ id: first.prompt.id, ok: true });
  return true;
}

describe('arkham-door play', () => {
  it('answers every line with exactly one line, errors included, and carries on', async () => {
    const ann = play(home(), 'Ann');
    expect(await ann.request({ id: 1, op: 'whoami' })).toEqual({ id: 1, ok: true, name: 'Ann' });
    expect(await ann.raw('{not json')).toMatchObject({ error: 'protocol/bad_json' });
    expect(await ann.request({ id: 2, op: 'fly' })).toMatchObject({ id: 2, error: 'protocol/bad_request' });
    expect(await ann.request({ id: 3, op: 'join' })).toMatchObject({ id: 3, error: 'protocol/bad_request' });
    expect(await ann.request({ id: 4, op: 'join', game: 'nowhere' })).toMatchObject({ id: 4, error: 'game/not_found' });
    expect(await ann.request({ id: 5, op: 'read', mail: '' })).toMatchObject({ id: 5, error: 'mail/not_found' });
    expect(await ann.request({ id: 6, op: 'list' })).toEqual({ id: 6, ok: true, games: [] });
    expect(await ann.end()).toBe(0);
  }, 30_000);

  it('two players on two processes: create, join, start with a bot, mail and page, play to the end', async () => {
    const dir = home();
    const ann = play(dir, 'Ann');
    const bob = play(dir, 'Bob');
    const created = await ann.request({ op: 'create', title: 'Over the wire', maxPlayers: 3, deadlineMinutes: 600 });
    const gameId = (created.game as { id: string }).id;
    expect(await bob.request({ op: 'join', game: gameId })).toMatchObject({ ok: true, game: { seats: [{ player: 'Ann' }, { player: 'Bob' }] } });
    const started = await ann.request({ op: 'start', game: gameId, fillWithBots: true });
    expect(started).toMatchObject({ ok: true, game: { status: 'running', seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot' }] } });

    const who = (await ann.request({ op: 'who' })).online as { name: string }[];
    expect(who.map((p) => p.name).sort()).toEqual(['Ann', 'Bob']);
    expect(await ann.request({ op: 'page', to: 'Bob', text: 'Your move, old sport.' })).toEqual({ ok: true });
    const pages = (await bob.request({ op: 'pages' })).pages as { from: string; text: string }[];
    expect(pages).toMatchObject([{ from: 'Ann', text: 'Your move, old sport.' }]);
    expect(await bob.request({ op: 'send', to: 'Ann', subject: 'Plans', body: 'Woods at dusk.' })).toMatchObject({ ok: true });
    const inbox = (await ann.request({ op: 'mail' })).inbox as { id: string; subject: string; read: boolean }[];
    expect(inbox).toMatchObject([{ subject: 'Plans', read: false }]);
    expect(await ann.request({ op: 'read', mail: inbox[0]?.id })).toMatchObject({ ok: true, message: { body: 'Woods at dusk.' } });

    let over = false;
    for (let round = 0; round < 3_000 && !over; round += 1) {
      const a = await answerOne(ann, gameId);
      const b = await answerOne(bob, gameId);
      const game = (await ann.request({ op: 'view', game: gameId })).view as View;
      over = game.game.status === 'over';
      if (!a && !b && !over) throw new Error('nobody has a prompt but the game goes on');
    }
    expect(over).toBe(true);
    const news = (await bob.request({ op: 'news', game: gameId })).issues as unknown[];
    expect(news.length).toBeGreaterThan(0);
    const hall = (await bob.request({ op: 'hall' })).standings as { name: string }[];
    expect(hall.map((entry) => entry.name).sort()).toEqual(['Ann', 'Bob']);
    expect(await ann.end()).toBe(0);
    expect(await bob.end()).toBe(0);
  }, 120_000);
});

describe('arkham-door play, a revised table', () => {
  it('lists the revised investigators, picks one, creates a revised game with a bot, plays it to its end on defaults, replays it, and refuses a ruleset it does not know', async () => {
    const ann = play(home(), 'Ann');
    expect(await ann.request({ id: 1, op: 'create', ruleset: 'modern' })).toMatchObject({ id: 1, error: 'protocol/bad_request' });
    const created = await ann.request({ op: 'create', title: 'Later rules', maxPlayers: 2, deadlineMinutes: 600, ruleset: 'revised' });
    expect(created).toMatchObject({ ok: true, game: { ruleset: 'revised', status: 'open' } });
    const gameId = (created.game as { id: string }).id;
    // `investigators` lists the revised ones for the revised rules or a revised game, classic's otherwise.
    const classic = await ann.request({ op: 'investigators' });
    expect(classic).toMatchObject({ ok: true, ruleset: 'classic' });
    expect((classic.investigators as { id: string }[]).map((inv) => inv.id)).toContain('ruth-ashby');
    const revised = await ann.request({ op: 'investigators', ruleset: 'revised' });
    expect(revised).toMatchObject({ ok: true, ruleset: 'revised' });
    const revisedIds = (revised.investigators as { id: string }[]).map((inv) => inv.id);
    expect(revisedIds).toContain('ada');
    expect(revisedIds).not.toContain('ruth-ashby');
    expect(revised.investigators).toContainEqual(expect.objectContaining({ id: 'ada', name: expect.any(String), line: expect.any(String), stamina: expect.any(Number), sanity: expect.any(Number), skills: expect.objectContaining({ speed: expect.any(Number), luck: expect.any(Number) }) }));
    expect(await ann.request({ op: 'investigators', game: gameId })).toEqual(revised);
    expect(await ann.request({ id: 2, op: 'investigators', game: gameId, ruleset: 'classic' })).toMatchObject({ id: 2, error: 'request/invalid' });
    expect(await ann.request({ id: 3, op: 'investigators', ruleset: 'modern' })).toMatchObject({ id: 3, error: 'protocol/bad_request' });
    expect(await ann.request({ id: 4, op: 'investigators', game: 'nosuch' })).toMatchObject({ id: 4, error: 'game/not_found' });
    // Ann picks her revised investigator instead of being dealt one; a classic one is not of this game.
    expect(await ann.request({ id: 5, op: 'pick', game: gameId, investigators: ['ruth-ashby'] })).toMatchObject({ id: 5, error: 'request/invalid' });
    expect(await ann.request({ op: 'pick', game: gameId, investigators: ['ada'] })).toMatchObject({ ok: true, game: { seats: [{ player: 'Ann', investigators: ['ada'] }] } });
    expect(await ann.request({ op: 'start', game: gameId, fillWithBots: true })).toMatchObject({ ok: true, game: { status: 'running' } });
    const started = (await ann.request({ op: 'view', game: gameId })).view as { revised: { state: { invs: { id: string; player: string }[] } } };
    expect(started.revised.state.invs.find((inv) => inv.player === 'Ann')?.id).toBe('ada');
    let over = false;
    for (let round = 0; round < 5_000 && !over; round += 1) {
      const view = (await ann.request({ op: 'view', game: gameId })).view as { stateVersion: number; state: unknown; revised: { prompts: ViewPrompt[] } | null; game: { status: string } };
      expect(view.state).toBeNull();
      over = view.game.status === 'over';
      const first = view.revised?.prompts[0];
      if (over) break;
      if (!first) throw new Error('the revised game waits on nobody and goes on');
      const answered = await ann.request({ op: 'answer', game: gameId, prompt: first.prompt.id, option: first.prompt.default, version: view.stateVersion });
      expect(answered).toMatchObject({ ok: true });
    }
    expect(over).toBe(true);
    const listed = (await ann.request({ op: 'list' })).games as { ruleset: string; outcome: unknown }[];
    expect(listed).toMatchObject([{ ruleset: 'revised' }]);
    expect(listed[0]?.outcome).not.toBeNull();
    // The finished revised game is told again from its history, through the revised engine.
    const replayed = await ann.request({ op: 'replay', game: gameId });
    expect(replayed).toMatchObject({ ok: true, game: { id: gameId, ruleset: 'revised' } });
    const turns = replayed.turns as { turn: number; records: { events: { type: string }[] }[] }[];
    expect(turns.length).toBeGreaterThan(0);
    expect(turns.flatMap((t) => t.records.flatMap((r) => r.events)).some((e) => e.type === 'revised')).toBe(true);
    expect(await ann.end()).toBe(0);
  }, 120_000);
});

describe.skipIf(pgUrl() === '')('arkham-door play on PostgreSQL', () => {
  it('two front ends with their own homes on one database share a game, and each sees the other move', async () => {
    const db = await pgSchema();
    cleanups.push(db.drop);
    const [annHome, bobHome] = [home(), home()];
    for (const dir of [annHome, bobHome]) {
      writeFileSync(join(dir, 'arkham-door.json'), JSON.stringify({ store: { kind: 'postgres', url: db.url, schema: db.schema } }));
    }
    const ann = play(annHome, 'Ann');
    const bob = play(bobHome, 'Bob');
    const created = await ann.request({ op: 'create', title: 'Two hosts', maxPlayers: 2, deadlineMinutes: 600 });
    const gameId = (created.game as { id: string }).id;
    expect(await bob.request({ op: 'join', game: gameId })).toMatchObject({ ok: true, game: { seats: [{ player: 'Ann' }, { player: 'Bob' }] } });
    const who = (await bob.request({ op: 'who' })).online as { name: string }[];
    expect(who.map((p) => p.name).sort()).toEqual(['Ann', 'Bob']);
    expect(await bob.request({ op: 'page', to: 'Ann', text: 'From the other host.' })).toEqual({ ok: true });
    expect((await ann.request({ op: 'pages' })).pages).toMatchObject([{ from: 'Bob', text: 'From the other host.' }]);

    /** The engine state's version as this player's front end reads it. */
    const stateSeenBy = async (player: PlayProcess): Promise<number> => ((await player.request({ op: 'view', game: gameId })).view as View).stateVersion;
    let moves = 0;
    for (let round = 0; round < 15; round += 1) {
      for (const [mover, other] of [
        [ann, bob],
        [bob, ann],
      ] as const) {
        const before = await stateSeenBy(other);
        if (!(await answerOne(mover, gameId))) continue;
        const after = await stateSeenBy(mover);
        // The other front end, with its own home, sees the move at once.
        expect(await stateSeenBy(other)).toBe(after);
        if (after > before) moves += 1;
      }
    }
    expect(moves).toBeGreaterThan(10);
    // Nothing went to NeDB files in either home.
    expect([annHome, bobHome].map((dir) => existsSync(join(dir, 'db')))).toEqual([false, false]);
    expect(await ann.end()).toBe(0);
    expect(await bob.end()).toBe(0);
  }, 120_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startPlay, type PlayProcess } from './helpers/play-process.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
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

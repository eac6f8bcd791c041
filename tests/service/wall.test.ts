import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_AUTHOR, Wall } from '../../src/service/wall/wall.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { runCli } from '../support/cli-run.js';
import { refusal } from './helpers/refusal.js';

const DAY = 86_400_000;

function wall(postsPerDay = 3, retentionDays = 2): { wall: Wall; clock: FakeClock } {
  const clock = new FakeClock(Date.UTC(2026, 11, 3, 12, 0));
  return { wall: new Wall(new MemoryStore(), clock, { day: { startsAt: '00:00', timeZone: 'UTC' }, postsPerDay, retentionDays }), clock };
}

describe('the wall', () => {
  it('shows posts newest first, across days, a page at a time', async () => {
    const { wall: board, clock } = wall(10);
    await board.post('Ann', 'first');
    clock.advance(DAY);
    await board.post('Bob', 'second');
    await board.post('Ann', 'third');
    const first = await board.page(0, 2);
    expect(first.posts.map((post) => `${post.author}: ${post.text}`)).toEqual(['Ann: third', 'Bob: second']);
    expect(first.more).toBe(true);
    expect((await board.page(2, 2)).posts.map((post) => post.text)).toEqual(['first']);
    expect((await board.page(2, 2)).more).toBe(false);
  });

  it('keeps no escape code, control or format character, and at most 200 characters', async () => {
    const { wall: board } = wall();
    const post = await board.post('Ann', `\x1b[2J\x1b]52;c;aGk=\x07hello\u202e there\r\n${'x'.repeat(300)}`);
    expect(post.text).toBe(`hello there  ${'x'.repeat(187)}`);
    expect(post.text).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
    expect(await refusal(board.post('Ann', '\x1b[31m'))).toBe('wall/empty');
  });

  it("holds each caller to the day's limit, and the next day lets them write again", async () => {
    const { wall: board, clock } = wall(2);
    await board.post('Ann', 'one');
    await board.post('ann', 'two');
    expect(await refusal(board.post('ANN', 'three'))).toBe('wall/limit');
    await board.post('Bob', 'mine');
    clock.advance(DAY);
    await board.post('Ann', 'three');
  });

  it("the sysop's removal and bar hold", async () => {
    const { wall: board } = wall();
    const post = await board.post('Mallory', 'rude words');
    expect(await board.remove(post.id)).toBe(true);
    expect(await board.remove(post.id)).toBe(false);
    expect((await board.page(0, 10)).posts).toEqual([]);
    await board.setBarred('mallory', true);
    expect(await refusal(board.post('Mallory', 'again'))).toBe('wall/barred');
    await board.setBarred('Mallory', false);
    await board.post('Mallory', 'sorry');
  });

  it("the game's own happening is posted once however often it is told", async () => {
    const { wall: board } = wall();
    await board.postHappening('game1:4:gate-sealed', 'The Fog: a gate sealed at the Woods');
    await board.postHappening('game1:4:gate-sealed', 'The Fog: a gate sealed at the Woods');
    const { posts } = await board.page(0, 10);
    expect(posts.map((post) => [post.author, post.text])).toEqual([[GAME_AUTHOR, 'The Fog: a gate sealed at the Woods']]);
  });

  it('keeps posts for the retention only', async () => {
    const { wall: board, clock } = wall(5, 2);
    await board.post('Ann', 'old');
    clock.advance(DAY);
    await board.post('Ann', 'yesterday');
    clock.advance(DAY);
    await board.post('Ann', 'today');
    expect(await board.trim()).toBe(1);
    expect((await board.page(0, 10)).posts.map((post) => post.text)).toEqual(['today', 'yesterday']);
  });
});

describe('arkham-door sysop wall-*', () => {
  it('lists, removes and bars on the command line', async () => {
    const home = mkdtempSync(join(tmpdir(), 'arkham-wall-'));
    try {
      expect((await runCli(['sysop', 'wall-list', '--home', home])).out).toBe('The wall is bare.\n');
      expect((await runCli(['sysop', 'wall-bar', '--home', home, '--name', 'Mallory'])).out).toBe('Mallory may no longer write on the wall.\n');
      const missing = await runCli(['sysop', 'wall-remove', '--home', home, '--post', '2026-01-01#9']);
      expect([missing.code, missing.err]).toEqual([1, 'sysop wall-remove: no post 2026-01-01#9 on the wall\n']);
      expect((await runCli(['sysop', 'wall-remove', '--home', home])).code).toBe(2);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});

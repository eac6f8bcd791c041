import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/config.js';
import type { GameDoc } from '../../src/service/game-doc.js';
import { openService } from '../../src/service/open-service.js';
import { ArkhamService } from '../../src/service/service.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { systemClock } from '../../src/support/clock.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { REPO_ROOT, shippedContent } from './helpers/game-fixture.js';
import { runCli } from '../support/cli-run.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function service(): ArkhamService {
  let n = 0;
  return new ArkhamService({ store: new MemoryStore(), content: shippedContent(), clock: new FakeClock(), logger: silentLogger, config: defaultConfig(), newGameId: () => `s${(n += 1)}` });
}


describe('sysop tools', () => {
  it('lists, pauses, resumes, exports and deletes a game', async () => {
    const svc = service();
    await svc.games.create('Ann', { maxPlayers: 2, title: 'Sysop table' });
    await svc.games.join('s1', 'Bob');
    expect((await svc.sysop.list()).map((g) => [g.id, g.status])).toEqual([['s1', 'running']]);
    expect((await svc.sysop.pause('s1')).status).toBe('paused');
    await expect(svc.sysop.pause('s1')).rejects.toMatchObject({ code: 'game/not_running' });
    expect((await svc.sysop.resume('s1')).status).toBe('running');
    const exported = await svc.sysop.export('s1');
    expect(exported.doc.title).toBe('Sysop table');
    expect(Array.isArray(exported.archive)).toBe(true);
    await svc.sysop.delete('s1');
    expect(await svc.sysop.list()).toEqual([]);
    await expect(svc.sysop.delete('s1')).rejects.toMatchObject({ code: 'game/not_found' });
    await expect(svc.sysop.export('../x')).rejects.toMatchObject({ code: 'game/not_found' });
  });

  it('resets a player: out of every game (a bot plays on), hall of fame and mail gone', async () => {
    const svc = service();
    await svc.games.create('Ann', { maxPlayers: 2 });
    await svc.games.join('s1', 'Bob');
    await svc.games.create('Bob', { maxPlayers: 3 });
    await svc.mail.send('Ann', 'Bob', 'hello', 'there');
    await svc.mail.send('Bob', 'Ann', 'hi', 'back');
    const reset = await svc.sysop.resetPlayer('bob');
    expect(reset).toMatchObject({ name: 'bob', games: ['s1', 's2'], hallOfFameRemoved: false, mailRemoved: 2 });
    const running = await svc.games.game('s1');
    expect(running.seats[1]).toMatchObject({ player: 'Bob', status: 'resigned' });
    expect((await svc.games.game('s2')).status).toBe('over');
    expect(await svc.mail.inbox('Ann')).toEqual([]);
  });

  it('runs on the command line against a home directory', async () => {
    const home = mkdtempSync(join(tmpdir(), 'ad-sysop-'));
    dirs.push(home);
    const opened = await openService({ home, packageRoot: REPO_ROOT, config: defaultConfig(), clock: systemClock, logger: silentLogger });
    const game = await opened.service.games.create('Ann', { maxPlayers: 2, title: 'On the line' });
    await opened.close();

    const listed = await runCli(['sysop', 'list', '--home', home]);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`${game.id}  open  "On the line"  [Ann]`);
    expect((await runCli(['sysop', 'pause', '--home', home, '--game', game.id])).code).toBe(2);
    const out = join(home, 'export.json');
    expect((await runCli(['sysop', 'export', '--home', home, '--game', game.id, '--out', out])).code).toBe(0);
    expect((JSON.parse(readFileSync(out, 'utf8')) as { doc: GameDoc }).doc.id).toBe(game.id);
    expect((await runCli(['sysop', 'maint', '--home', home])).out).toMatch(/^maint: 1 game\(s\), 0 deadline\(s\) passed, 0 ended/);
    expect((await runCli(['maint', '--home', home, '--json'])).out).toMatch(/"games":1/);
    const bulletins = await runCli(['bulletins', '--home', home, '--out', join(home, 'bulletins')]);
    expect(bulletins.out.split('\n').filter(Boolean)).toHaveLength(10); // news, scores, games, rank-month and rank-all, each .ans and .txt
    expect((await runCli(['sysop', 'delete', '--home', home, '--game', game.id])).out).toContain(`deleted game ${game.id}`);
    const missing = await runCli(['sysop', 'delete', '--home', home, '--game', game.id]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain(`no game ${game.id}`);
    expect((await runCli(['sysop', 'explode', '--home', home])).code).toBe(2);
    expect((await runCli(['play', '--home', home])).code).toBe(2);
  }, 30_000);
});

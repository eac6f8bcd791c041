// Issue #13, item 5: a disk that takes no writes. The caller gets a short apology, the sysop one log
// line, the session lives on, nothing committed is lost, and play resumes when space returns. As root
// the disk is a small tmpfs filled to the last page (a real ENOSPC); elsewhere the home's folders are
// made read-only (a real EACCES).
import { execFileSync } from 'node:child_process';
import { appendFileSync, chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPlay, type PlayProcess } from './helpers/play-process.js';

interface Disk {
  home: string;
  fill(): void;
  makeRoom(): void;
  dispose(): void;
}

function tmpfsDisk(dir: string): Disk | undefined {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  const filler = join(dir, 'filler');
  return {
    home: join(dir, 'home'),
    fill: () => {
      const chunk = Buffer.alloc(16 * 1024, 0x20);
      for (;;) {
        try {
          appendFileSync(filler, chunk);
        } catch {
          return;
        }
      }
    },
    makeRoom: () => rmSync(filler, { force: true }),
    // Lazy: the killed play process may not have closed its files yet.
    dispose: () => execFileSync('umount', ['-l', dir]),
  };
}

function readOnlyHome(dir: string): Disk {
  const home = join(dir, 'home');
  const folders = (): string[] => [join(home, 'db'), ...readdirSync(join(home, 'db')).map((name) => join(home, 'db', name)).filter((path) => statSync(path).isDirectory()), join(home, 'logs')];
  return {
    home,
    fill: () => folders().forEach((folder) => chmodSync(folder, 0o500)),
    makeRoom: () => folders().forEach((folder) => chmodSync(folder, 0o700)),
    dispose: () => undefined,
  };
}

let dir: string;
let disk: Disk;
let ann: PlayProcess | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ad-full-'));
  disk = tmpfsDisk(dir) ?? readOnlyHome(dir);
  mkdirSync(disk.home);
});

afterEach(() => {
  ann?.kill();
  disk.makeRoom();
  disk.dispose();
  rmSync(dir, { recursive: true, force: true });
});

interface View {
  stateVersion: number;
  prompts: { prompt: { id: string; default: string } }[];
  game: { status: string; version: number };
}

function sysopLog(player: PlayProcess): string {
  const file = join(disk.home, 'logs', 'arkham-door.log');
  return `${existsSync(file) ? readFileSync(file, 'utf8') : ''}${player.stderr()}`;
}

describe('a disk that takes no writes', () => {
  it('gets the caller an apology and the sysop one log line; the session lives, nothing is lost, play resumes', async () => {
    const player = startPlay(disk.home, 'Ann');
    ann = player;
    const created = await player.request({ op: 'create', title: 'Low on ink', maxPlayers: 2, deadlineMinutes: 600 });
    const gameId = (created.game as { id: string }).id;
    expect(await player.request({ op: 'start', game: gameId, fillWithBots: true })).toMatchObject({ ok: true });
    const before = (await player.request({ op: 'view', game: gameId })).view as View;
    const prompt = before.prompts[0]?.prompt;
    if (!prompt) throw new Error('Ann has nothing to answer');

    disk.fill();
    const answer = { op: 'answer', game: gameId, prompt: prompt.id, option: prompt.default, version: before.stateVersion };
    for (let tries = 0; tries < 3; tries += 1) {
      const refused = await player.request({ id: tries, ...answer });
      expect(refused).toMatchObject({ id: tries, error: 'store/unavailable' });
      expect(refused.message).toMatch(/^Sorry: the board cannot save anything just now \((the disk is full|the home is not writable)\)\. Nothing already saved is lost; please try again later\.$/);
    }
    expect(await player.request({ op: 'create', title: 'Another' })).toMatchObject({ error: 'store/unavailable' });
    expect(await player.request({ op: 'send', to: 'Ann', subject: 'Note', body: 'To self.' })).toMatchObject({ error: 'store/unavailable' });
    // Reading goes on, and the game is as it was committed.
    expect(await player.request({ op: 'whoami' })).toEqual({ ok: true, name: 'Ann' });
    const meanwhile = (await player.request({ op: 'view', game: gameId })).view as View;
    expect(meanwhile.game.version).toBe(before.game.version);
    // The log file takes the line while its last page has room, stderr once it has none.
    expect(sysopLog(player).match(/the store cannot write/g)).toHaveLength(1);

    disk.makeRoom();
    expect(await player.request(answer)).toMatchObject({ ok: true });
    const after = (await player.request({ op: 'view', game: gameId })).view as View;
    expect(after.game.version).toBeGreaterThan(before.game.version);
    expect(await player.request({ op: 'send', to: 'Ann', subject: 'Note', body: 'To self.' })).toMatchObject({ ok: true });
    expect(sysopLog(player)).not.toMatch(/internal/);
    expect(sysopLog(player)).toMatch(/the store takes writes again/);
    expect(await player.end()).toBe(0);
  }, 60_000);
});

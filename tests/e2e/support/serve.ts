// `arkham-door serve` on port 0 in a fresh home, and `arkham-door door` on stdio pipes with a drop
// file, as the end-to-end tests start them; and the steps of a call around the table.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOGIN_TEXT } from '../../../src/screens/login.js';
import { REPO_ROOT, spawnDoor, tempHome, type RunningDoor } from '../../support/door-process.js';
import { expect } from 'vitest';
import { ScreenLine } from './screen-line.js';
import { lastLines, whatTheScreenAsks } from './table-driver.js';

export interface Served {
  door: RunningDoor;
  port: number;
  /** The serve process's home (its store is under db/). */
  home: string;
  /** The error lines of the home's log so far (a screen that failed, a store that would not answer). */
  loggedErrors(): string[];
  stop(): Promise<void>;
}

/** The lines of the log in `home` (one JSON object each) at level error. */
function errorsLogged(home: string): string[] {
  const log = join(home, 'logs', 'arkham-door.log');
  if (!existsSync(log)) return [];
  return readFileSync(log, 'utf8')
    .split('\n')
    .filter((entry) => entry.includes('"level":"error"'));
}

/** `config`: written to the home's arkham-door.json (a PostgreSQL store, say); `prepare`: fills the home first (games already played). */
export async function startServe(config?: object, prepare?: (home: string) => Promise<void>): Promise<Served> {
  const home = tempHome('ad-e2e-');
  if (config) writeFileSync(join(home, 'arkham-door.json'), JSON.stringify(config));
  await prepare?.(home);
  const door = spawnDoor(['serve', '--port', '0', '--home', home]);
  const listening = /telnet listener on [\d.]+:(\d+)/;
  await door.waitFor(listening);
  const port = Number(listening.exec(door.output().toString('latin1'))?.[1]);
  return {
    door,
    port,
    home,
    loggedErrors: () => errorsLogged(home),
    stop: async () => {
      if (door.child.exitCode === null) door.child.kill('SIGTERM');
      await door.exited;
      rmSync(home, { recursive: true, force: true });
    },
  };
}

export interface DoorCall {
  door: RunningDoor;
  line: ScreenLine;
  loggedErrors(): string[];
  /** Waits for the door to end, then removes its home. */
  finished(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The door as a BBS runs it for one caller: a DOOR.SYS drop file, the caller on stdin and stdout. */
export function startDoor(dropFileFixture: string): DoorCall {
  const home = tempHome('ad-e2e-door-');
  const door = spawnDoor(['door', '--dropfile', join(REPO_ROOT, 'tests', 'fixtures', 'dropfiles', dropFileFixture), '--home', home]);
  const line = new ScreenLine(
    (bytes) => door.child.stdin?.write(bytes),
    () => door.child.stdin?.end(),
  );
  door.child.stdout?.on('data', (chunk: Buffer) => line.receive(chunk));
  void door.exited.then(() => line.ended());
  return {
    door,
    line,
    loggedErrors: () => errorsLogged(home),
    finished: async () => {
      const exit = await door.exited;
      rmSync(home, { recursive: true, force: true });
      return exit;
    },
  };
}

/** What the screens say at each step of a call (update these with the screens). */
export const SAYS = {
  title: 'press any key',
  mainMenu: 'Your choice',
  lobby: 'The tables of Arkham',
  goodbye: 'Farewell',
} as const;

/** Signs up as a caller types it: N, the name, the password twice. */
export async function signUp(line: ScreenLine, name: string, password: string): Promise<void> {
  await line.waitForText('Your choice');
  await line.press('n', LOGIN_TEXT.newName);
  await line.press(`${name}\r\n`, LOGIN_TEXT.newPassword);
  await line.press(`${password}\r\n`, LOGIN_TEXT.again);
  line.type(`${password}\r\n`);
}

/** From the title to the lobby: a key past the title, P to play, a key past the first visit's goal. */
export async function titleToLobby(line: ScreenLine, ansi: boolean): Promise<void> {
  await line.waitForText(SAYS.title);
  await line.press(' ', SAYS.mainMenu);
  await line.press('p', /any key/i);
  await line.press('\r\n', SAYS.lobby);
  await line.quiet(100);
  expect(whatTheScreenAsks(line, ansi)).toBe('menu');
  expect(lastLines(line, ansi)[0]).toContain('[Enter] Quick game');
}

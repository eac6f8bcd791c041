// The whole game as a caller plays it over a real line: `arkham-door serve` in a fresh home, a
// telnet caller who signs up, takes the quick game (they and one automaton), plays it to its end
// by reading each screen and answering it, goes back to the main menu and quits. Once as a CP437
// ANSI terminal, once as a `dumb` one (plain ASCII); and the door on stdio pipes with a DOOR.SYS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doorBuilt } from '../support/door-process.js';
import { SAYS, signUp, startDoor, startServe, titleToLobby, type Served } from './support/serve.js';
import type { ScreenLine } from './support/screen-line.js';
import { atTableDecision, GAME_OVER, playUntil } from './support/table-driver.js';
import { connectTelnet } from './support/telnet-line.js';

const GAME_MS = 110_000;
const ESC = 0x1b;

/** The last SGR the caller's terminal was sent: the colours it is left in. */
function lastSgr(line: ScreenLine): string {
  const all = line.text().match(/\x1b\[[0-9;]*m/g) ?? [];
  return all[all.length - 1] ?? '';
}

/** From the game-over screen: Enter to the lobby, X to the main menu, Q to goodbye and the hang-up. */
async function gameOverToGoodbye(line: ScreenLine): Promise<void> {
  await line.press('\r\n', SAYS.lobby);
  await line.waitForText(/over: Arkham (saved|fell)/);
  await line.quiet(100);
  await line.press('x', SAYS.mainMenu);
  await line.quiet(100);
  await line.press('q', SAYS.goodbye);
  await line.waitFor(() => line.closed, 'the hang-up after goodbye');
}

/** A newcomer's whole first call: sign up, the quick game played to its end, goodbye. */
async function wholeCall(served: Served, name: string, terminalType?: string): Promise<{ line: ScreenLine; gameOver: string }> {
  const ansi = terminalType !== 'dumb';
  const line = await connectTelnet(served.port, terminalType);
  try {
    await signUp(line, name, `${name} reads the Necronomicon`);
    await titleToLobby(line, ansi);
    // Enter takes the quick game; from there every screen gets the key it asks for, the tale a key too.
    line.type('\r\n');
    const run = await playUntil(line, { ansi });
    expect(run.answered.menu).toBeGreaterThan(5);
    const gameOver = ansi ? line.screen.text() : line.text(line.text().lastIndexOf('A R K H A M'));
    await gameOverToGoodbye(line);
    return { line, gameOver };
  } finally {
    line.hangUp();
  }
}

describe.skipIf(!doorBuilt())('a whole game over a real telnet line', () => {
  let served: Served;
  beforeAll(async () => {
    served = await startServe();
  });
  afterAll(async () => {
    await served.stop();
  });

  it('plays a quick game to its end as a CP437 ANSI caller, every screen inside 80x24, and leaves the default colours', async () => {
    const { line, gameOver } = await wholeCall(served, 'Armitage');
    expect(gameOver).toMatch(GAME_OVER);
    expect(gameOver).toContain('Game turns played');
    expect(line.screen.text()).toContain('Farewell, Armitage');
    expect(line.screen.bottomRightWritten, 'a screen wrote the bottom-right cell').toBe(false);
    expect(line.screen.scrolled, 'a screen drew below row 24').toBe(false);
    expect(line.screen.ambiguousWraps, 'a screen leaned on the wrap after column 80').toBe(0);
    expect(lastSgr(line)).toMatch(/^\x1b\[0?m$/);
    expect(served.loggedErrors()).toEqual([]);
  }, GAME_MS);

  it('plays a quick game to its end as a dumb terminal: not one escape, not one byte above 0x7F, all call long', async () => {
    const { line, gameOver } = await wholeCall(served, 'Wilmarth', 'dumb');
    expect(gameOver).toMatch(GAME_OVER);
    expect(gameOver).toContain('Game turns played');
    expect(line.screen.text()).toContain('Farewell, Wilmarth');
    expect(line.data.includes(ESC), 'an escape in ASCII mode').toBe(false);
    expect([...line.data].every((b) => b < 0x80), 'a byte above 0x7F in ASCII mode').toBe(true);
    expect(served.loggedErrors()).toEqual([]);
  }, GAME_MS);
});

describe.skipIf(!doorBuilt())('the door on stdio pipes with a DOOR.SYS', () => {
  it('reaches the first move of a quick game in four keys, goes back to the lobby and the menu, and quits with exit 0', async () => {
    const call = startDoor('synchronet-native');
    const { line } = call;
    try {
      await titleToLobby(line, true);
      // The quick game on Enter; the first night is told at its own pace, with no key to hurry it.
      line.type('\r\n');
      await line.waitFor(() => atTableDecision(line, true), 'the first decision at the table', 60_000);
      expect(line.keys).toBe(4);
      await line.press('q', SAYS.lobby);
      await line.quiet(100);
      await line.press('x', SAYS.mainMenu);
      await line.quiet(100);
      await line.press('q', SAYS.goodbye);
      const { code } = await call.door.exited;
      expect(code).toBe(0);
      expect(line.screen.text()).toContain('Farewell, Reanimator');
      expect(line.screen.bottomRightWritten, 'a screen wrote the bottom-right cell').toBe(false);
      expect(line.screen.scrolled, 'a screen drew below row 24').toBe(false);
      expect(lastSgr(line)).toMatch(/^\x1b\[0?m$/);
      expect(call.loggedErrors()).toEqual([]);
    } finally {
      if (call.door.child.exitCode === null) call.door.child.kill('SIGKILL');
      await call.finished();
    }
  }, GAME_MS);
});

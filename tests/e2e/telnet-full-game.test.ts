// The whole game as a caller plays it over a real line: `arkham-door serve` in a fresh home, a
// telnet caller who signs up, takes the quick game (they and one automaton), plays it to its end
// by reading each screen and answering it, goes back to the main menu and quits. Once as a CP437
// ANSI terminal, once as a `dumb` one (plain ASCII); and the door on stdio pipes with a DOOR.SYS.
// Every table roll in the game's history (read from the serve's store afterwards) must have reached
// the caller's screen with its face's own words, though the caller hurried every tale with a key.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/rulesets/classic/content/load.js';
import type { GameEvent } from '../../src/engine/index.js';
import { narrate } from '../../src/screens/game/narrate.js';
import { narrationRows } from '../../src/screens/game/pacing.js';
import { PANEL_WIDTH } from '../../src/screens/play/table-view.js';
import { loadArtLibrary } from '../../src/screens/art/library.js';
import { plainVignettes, vignetteRoom } from '../../src/screens/game/place-vignette.js';
import type { GameDoc, LogRecord } from '../../src/service/game-doc.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { doorBuilt, REPO_ROOT } from '../support/door-process.js';
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

const content = loadContent(join(REPO_ROOT, 'data'));
const art = loadArtLibrary(join(REPO_ROOT, 'ansi'));

/** Every `table-roll` in the history of the game `player` sat at, read from the serve's store. */
async function tableRollsOf(home: string, player: string): Promise<Extract<GameEvent, { type: 'table-roll' }>[]> {
  const store = await NedbStore.open({ home });
  try {
    for (const id of await store.listGames()) {
      const found = await store.exportGame<GameDoc>(id);
      if (!found?.doc.seats.some((seat) => seat.player === player)) continue;
      const records = [...(found.archive as LogRecord[]), ...found.doc.log];
      return records.flatMap((record) => record.events).filter((e): e is Extract<GameEvent, { type: 'table-roll' }> => e.type === 'table-roll');
    }
    throw new Error(`no game of ${player} in the store`);
  } finally {
    await store.close();
  }
}

/**
 * The rows of a table roll's face text as the tale shows them (ANSI: the panel's width; plain: the
 * line's), in both wraps: the whole width, and beside a location's picture (in a block that tells
 * an encounter at a location, as a location roll's own block always does).
 */
function faceRows(roll: GameEvent, ansi: boolean): string[][] {
  const blocks = narrate([roll], { content });
  const width = ansi ? PANEL_WIDTH : undefined;
  const room = ansi ? vignetteRoom(art) : plainVignettes(art);
  const beside = blocks.map((block) => ({ ...block, place: block.place ?? 'police-station' }));
  return [narrationRows(blocks, width), narrationRows(beside, width, room)].map((rows) => rows.filter((row) => row.story === true).map((row) => row.text.trim()));
}

/** Every table roll of the game came to the caller's screen with its face's own words. */
async function expectEveryFaceShown(served: Served, name: string, line: ScreenLine, ansi: boolean): Promise<void> {
  const rolls = await tableRollsOf(served.home, name);
  expect(rolls.length).toBeGreaterThan(0);
  // A row beside a location's picture goes on with the picture's row after a gap.
  const shown = (row: string): boolean => line.rowsShown.has(row) || [...line.rowsShown].some((seen) => seen.startsWith(`${row} `));
  for (const roll of rolls) {
    const wraps = faceRows(roll, ansi);
    expect(wraps[0]?.length, `${roll.id} ${roll.die}`).toBeGreaterThan(0);
    const told = wraps.some((rows) => rows.every(shown));
    expect(told, `${roll.id} ${roll.die}: "${wraps[0]?.join(' ')}" never on the screen`).toBe(true);
  }
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

describe.skipIf(!doorBuilt())('a whole game over a real telnet line, every table roll told in its own words', () => {
  let served: Served;
  beforeAll(async () => {
    served = await startServe();
  });
  afterAll(async () => {
    await served.stop();
  });

  it('plays a quick game to its end as a CP437 ANSI caller, every screen inside 80x24, and leaves the default colours', async () => {
    const { line, gameOver } = await wholeCall(served, 'Armitage');
    await expectEveryFaceShown(served, 'Armitage', line, true);
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
    await expectEveryFaceShown(served, 'Wilmarth', line, false);
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

// Watching a finished game again over a real telnet line: a home where a game was played to its end,
// `arkham-door serve` on it, and a caller who signs up, opens the lobby's past games, picks the game
// and watches it: turn 1's narration (the live table's words for the replayed events), a turn on, a
// turn back, a jump to turn 3, a turn number that is not there, and quits back to the past games.
// As a CP437 ANSI caller, a UTF-8 one (xterm) and a dumb ASCII one; every screen inside 80x24.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { narrationRows } from '../../src/screens/game/pacing.js';
import { playerName } from '../../src/screens/play/record-blocks.js';
import { PANEL_WIDTH } from '../../src/screens/play/table-view.js';
import { watchTurns, type WatchTurn } from '../../src/screens/play/watch-pager.js';
import { summarizeGame } from '../../src/service/lobby-index.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { shippedContent } from '../service/helpers/game-fixture.js';
import { playedSoloGame } from '../service/helpers/solo-game.js';
import { doorBuilt } from '../support/door-process.js';
import { SAYS, signUp, startServe, titleToLobby, type Served } from './support/serve.js';
import type { ScreenLine } from './support/screen-line.js';
import { connectTelnet } from './support/telnet-line.js';
import { expectTurnShown, pressFor } from './support/watch-steps.js';

const CALL_MS = 90_000;
const content = shippedContent();

describe.skipIf(!doorBuilt())('watching a finished game from the past games over a real telnet line', () => {
  let served: Served;
  let wide: WatchTurn[] = [];
  let plain: WatchTurn[] = [];
  beforeAll(async () => {
    served = await startServe(undefined, async (home) => {
      const store = await NedbStore.open({ home, summarize: summarizeGame });
      try {
        const service = await playedSoloGame('watch-over-telnet', 'watched', store);
        const { turns } = await service.games.replayTale('watched');
        wide = watchTurns(turns, { content, playerName }, PANEL_WIDTH);
        plain = watchTurns(turns, { content, playerName });
      } finally {
        await store.close();
      }
    });
  }, 60_000);
  afterAll(async () => {
    await served.stop();
  });

  async function watchCall(name: string, terminalType: string | undefined): Promise<ScreenLine> {
    const ansi = terminalType !== 'dumb';
    const turns = ansi ? wide : plain;
    const count = turns.length;
    expect(count).toBeGreaterThan(3);
    const line = await connectTelnet(served.port, terminalType);
    try {
      await signUp(line, name, `${name} keeps the records`);
      await titleToLobby(line, ansi);
      await pressFor(line, ansi, 'p', 'Past games');
      await pressFor(line, ansi, '1', 'Watch it again');
      // Watch: turn 1 comes at the caller's pace (normal on telnet); a key hurries it.
      let mark = line.data.length;
      await pressFor(line, ansi, 'w', `Game turn 1 of ${count}, `);
      line.type(' ');
      await pressFor(line, ansi, '', '[N]ext turn');
      expectTurnShown(line, ansi, turns[0], mark);
      expect(ansi ? line.screen.text() : line.text(mark)).toContain(`Game turn 1 of ${count}, ${turns[0]?.day ?? ''}`);

      mark = line.data.length;
      await pressFor(line, ansi, 'n', `Game turn 2 of ${count}, `);
      line.type(' ');
      await pressFor(line, ansi, '', '[N]ext turn');
      expectTurnShown(line, ansi, turns[1], mark);

      mark = line.data.length;
      await pressFor(line, ansi, 'b', `Game turn 1 of ${count}, `);
      line.type(' ');
      await pressFor(line, ansi, '', '[N]ext turn');
      expectTurnShown(line, ansi, turns[0], mark);

      await pressFor(line, ansi, 'j', 'Jump to game turn');
      mark = line.data.length;
      line.type('3');
      await pressFor(line, ansi, '\r\n', `Game turn 3 of ${count}, `);
      line.type(' ');
      await pressFor(line, ansi, '', '[N]ext turn');
      expectTurnShown(line, ansi, turns[2], mark);

      await pressFor(line, ansi, 'j', 'Jump to game turn');
      line.type('99');
      await pressFor(line, ansi, '\r\n', `There is no game turn 99; type a game turn from 1 to ${count}.`);

      await pressFor(line, ansi, 'q', 'Past games');
      await pressFor(line, ansi, '\x1b', SAYS.lobby);
      await line.quiet(100);
      expect(served.loggedErrors()).toEqual([]);
      return line;
    } finally {
      line.hangUp();
    }
  }

  it('as a CP437 ANSI caller: turn 1, on, back, a jump, quit; inside 80x24', async () => {
    const line = await watchCall('Peaslee', undefined);
    expect(line.screen.scrolled, 'a screen drew below row 24').toBe(false);
    expect(line.screen.bottomRightWritten).toBe(false);
  }, CALL_MS);

  it('as a UTF-8 caller (xterm)', async () => {
    const line = await watchCall('Halsey', 'xterm');
    expect(line.screen.scrolled).toBe(false);
  }, CALL_MS);

  it('as a dumb terminal: not one escape, not one byte above 0x7F', async () => {
    const line = await watchCall('Upham', 'dumb');
    expect(line.text()).not.toMatch(/\x1b/);
    expect(line.text()).not.toMatch(/[\x80-\xff]/);
  }, CALL_MS);

  it('the rows told fit the panel and the plain line', () => {
    for (const row of wide.flatMap((t) => t.rows)) expect([...row.text].length).toBeLessThanOrEqual(PANEL_WIDTH);
    expect(narrationRows([], PANEL_WIDTH)).toEqual([]);
  });
});

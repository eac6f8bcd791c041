// The revised twin of telnet-watch-game.test.ts: a home where a revised game was played to its end,
// `arkham-door serve` on it, and a caller who opens the past games, picks it and watches it again over
// a real telnet line: each turn in the revised narration (phases under their revised names), a turn on
// and back. As a CP437 ANSI caller and a dumb ASCII one; every screen inside 80x24.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerName } from '../../src/screens/play/record-blocks.js';
import { revisedStory } from '../../src/rulesets/revised/screens/names.js';
import { PANEL_WIDTH } from '../../src/screens/play/table-view.js';
import { watchTurns, type WatchTurn } from '../../src/screens/play/watch-pager.js';
import { summarizeGame } from '../../src/service/lobby-index.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { shippedContent, shippedRevisedContent } from '../service/helpers/game-fixture.js';
import { playedRevisedGame } from '../service/helpers/revised-game.js';
import { doorBuilt } from '../support/door-process.js';
import { SAYS, signUp, startServe, titleToLobby, type Served } from './support/serve.js';
import type { ScreenLine } from './support/screen-line.js';
import { connectTelnet } from './support/telnet-line.js';
import { expectTurnShown, pressFor } from './support/watch-steps.js';

const CALL_MS = 90_000;
const content = shippedContent();
const revised = shippedRevisedContent();
const telling = revisedStory(revised);

describe.skipIf(!doorBuilt())('watching a finished revised game from the past games over a real telnet line', () => {
  let served: Served;
  let wide: WatchTurn[] = [];
  let plain: WatchTurn[] = [];
  beforeAll(async () => {
    served = await startServe(undefined, async (home) => {
      const store = await NedbStore.open({ home, summarize: summarizeGame });
      try {
        const service = await playedRevisedGame('watch-revised-over-telnet', 'watched', { store });
        const { turns } = await service.games.replayTale('watched');
        wide = watchTurns(turns, { content, playerName }, PANEL_WIDTH, telling);
        plain = watchTurns(turns, { content, playerName }, undefined, telling);
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
    expect(count).toBeGreaterThan(1);
    expect(turns.flatMap((t) => t.rows).some((row) => row.heading && /^Turn 1, Upkeep$/.test(row.text))).toBe(true);
    const line = await connectTelnet(served.port, terminalType);
    try {
      await signUp(line, name, `${name} keeps the records`);
      await titleToLobby(line, ansi);
      await pressFor(line, ansi, 'p', 'Past games');
      await pressFor(line, ansi, '1', 'Watch it again');
      let mark = line.data.length;
      await pressFor(line, ansi, 'w', `Game turn 1 of ${count}, `);
      line.type(' ');
      await pressFor(line, ansi, '', '[N]ext turn');
      expectTurnShown(line, ansi, turns[0], mark);

      mark = line.data.length;
      await pressFor(line, ansi, 'n', `Game turn 2 of ${count}, `);
      line.type(' ');
      await pressFor(line, ansi, '', '[N]ext turn');
      expectTurnShown(line, ansi, turns[1], mark);

      await pressFor(line, ansi, 'q', 'Past games');
      await pressFor(line, ansi, '\x1b', SAYS.lobby);
      await line.quiet(100);
      expect(served.loggedErrors()).toEqual([]);
      return line;
    } finally {
      line.hangUp();
    }
  }

  it('as a CP437 ANSI caller: turn 1 and the next in the revised narration, inside 80x24', async () => {
    const line = await watchCall('Armitage', undefined);
    expect(line.screen.scrolled, 'a screen drew below row 24').toBe(false);
    expect(line.screen.bottomRightWritten).toBe(false);
  }, CALL_MS);

  it('as a dumb terminal: not one escape, not one byte above 0x7F', async () => {
    const line = await watchCall('Rice', 'dumb');
    expect(line.text()).not.toMatch(/\x1b/);
    expect(line.text()).not.toMatch(/[\x80-\xff]/);
  }, CALL_MS);
});

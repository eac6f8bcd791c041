// A revised game over a real telnet line: `arkham-door serve` in a fresh home, a caller who signs up,
// sets up a revised table in the new-game wizard with an automaton in the other seat, and plays it to
// its end by pressing Enter at every screen (each decision's default), the Mythos Phase told on the way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doorBuilt } from '../support/door-process.js';
import { SAYS, signUp, startServe, titleToLobby, type Served } from './support/serve.js';
import type { ScreenLine } from './support/screen-line.js';
import { connectTelnet } from './support/telnet-line.js';

const GAME_MS = 170_000;
const OVER = 'The game is over';

describe.skipIf(!doorBuilt())('a revised game over a real telnet line', () => {
  let served: Served;
  beforeAll(async () => {
    served = await startServe();
  });
  afterAll(async () => {
    await served.stop();
  });

  async function playRevisedOnEnter(name: string, terminalType?: string): Promise<ScreenLine> {
    const line = await connectTelnet(served.port, terminalType);
    try {
      await signUp(line, name, `${name} walks the Dreamlands`);
      await titleToLobby(line, terminalType !== 'dumb');
      await line.press('n', 'Name of the table');
      await line.press('\r\n', 'Which game does this table play?');
      await line.quiet(100);
      const revisedKey = /(\w)\) Revised/.exec(line.screen.text())?.[1];
      expect(revisedKey, line.screen.text()).toBeDefined();
      await line.press(revisedKey ?? '', 'How many seats at the table?');
      await line.press('\r\n', 'Who takes the other seats?');
      await line.press('\r\n', 'How long does each turn wait?');
      let enters = 0;
      while (!line.screen.text().includes(OVER) && !line.closed) {
        const mark = line.data.length;
        line.type('\r\n');
        enters += 1;
        expect(enters).toBeLessThan(5_000);
        // Every Enter brings a screen: the next decision, the next page of the tale, or the end.
        await line.waitFor(() => line.data.length > mark, `a screen after Enter ${enters}`, 30_000);
        await line.quiet(30);
      }
      expect(line.screen.text()).toContain(OVER);
      expect(line.screen.text()).toMatch(/The investigators (won|lost)/);
      const shown = [...line.rowsShown];
      expect(shown.some((row) => /^Turn \d+: the Mythos Phase\.$/.test(row))).toBe(true);
      expect(shown.some((row) => /^Turn \d+, [A-Za-z ]+\. Doom \d+ of \d+, the terror level \d+\.$/.test(row))).toBe(true);
      expect(enters).toBeGreaterThan(5);
      await line.press('\r\n', SAYS.lobby);
      await line.waitForText(/revised, over: Arkham (saved|fell)/);
      await line.quiet(100);
      await line.press('x', SAYS.mainMenu);
      await line.quiet(100);
      await line.press('q', SAYS.goodbye);
      expect(served.loggedErrors()).toEqual([]);
      return line;
    } finally {
      line.hangUp();
    }
  }

  it('sets up a revised table with an automaton and plays it to its end on Enter alone, inside 80x24', async () => {
    const line = await playRevisedOnEnter('Carter');
    expect(line.screen.bottomRightWritten, 'a screen wrote the bottom-right cell').toBe(false);
    expect(line.screen.scrolled, 'a screen drew below row 24').toBe(false);
  }, GAME_MS);

  it('plays the same on a dumb terminal: not one escape, not one byte above 0x7F', async () => {
    const line = await playRevisedOnEnter('Pickman', 'dumb');
    expect(line.data.includes(0x1b), 'an escape in ASCII mode').toBe(false);
    expect([...line.data].every((b) => b < 0x80), 'a byte above 0x7F in ASCII mode').toBe(true);
  }, GAME_MS);
});

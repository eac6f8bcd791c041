// The board's name (config `bbsName`) stands on the title and on the main menu, centred, in a CP437,
// a UTF-8 and a plain ASCII terminal alike; a name with escape codes in it draws none of them.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadArtLibrary } from '../../src/screens/art/library.js';
import { runMainFlow } from '../../src/screens/main-flow.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { createTerminal } from '../../src/term/terminal.js';
import type { TerminalCaps } from '../../src/term/types.js';
import { FakeChannel } from '../support/fake-channel.js';
import { VirtualScreen } from '../support/virtual-screen.js';

const art = loadArtLibrary(fileURLToPath(new URL('../../ansi/', import.meta.url)));

const TERMINALS: ReadonlyArray<[string, TerminalCaps, string]> = [
  ['CP437', { charset: 'cp437', ansi: true, cols: 80, rows: 24 }, 'Café Dunwich Nights'],
  ['UTF-8', { charset: 'utf8', ansi: true, cols: 80, rows: 24 }, 'Café Dunwich Nights'],
  ['ASCII', { charset: 'cp437', ansi: false, cols: 80, rows: 24 }, 'Cafe Dunwich Nights'],
];

function screenOf(channel: FakeChannel, caps: TerminalCaps, from: number): string {
  const screen = new VirtualScreen(80, 24);
  screen.feed(channel.since(from), caps.charset === 'utf8' ? 'utf8' : 'cp437');
  return screen.text();
}

describe('bbsName on the title and the main menu', () => {
  for (const [label, caps, shown] of TERMINALS) {
    it(`shows the board's name, centred, on both screens (${label})`, async () => {
      const channel = new FakeChannel();
      const clock = new FakeClock();
      const term = createTerminal(channel, caps, { clock });
      const done = runMainFlow(term, { aliasName: 'Zed', node: 1, timeLeftSeconds: 0, version: '0.1.0', bbsName: 'Café \u001b[2JDunwich Nights', art, clock });
      await channel.waitForText('press any key');
      const title = caps.ansi ? screenOf(channel, caps, 0) : channel.output().toString('latin1');
      expect(title).toContain(shown);
      if (caps.ansi) {
        const row = title.split('\n').find((line) => line.includes(shown)) ?? '';
        const left = row.indexOf(shown);
        const right = 80 - (left + shown.length);
        expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
      }
      const mark = channel.output().length;
      channel.type(' ');
      await channel.waitForText('Your choice', mark);
      const menu = caps.ansi ? screenOf(channel, caps, mark) : channel.since(mark).toString('latin1');
      expect(menu).toContain(shown);
      expect(channel.output().toString('latin1')).not.toContain('\u001b[2J' + 'Dunwich');
      if (!caps.ansi) expect([...channel.output()].every((byte) => byte < 0x80)).toBe(true);
      channel.type('q');
      await done;
    });
  }
});

import { describe, it, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadArtLibrary } from '../../src/screens/art/library.js';
import { MESSAGES, runMainFlow, TITLE_PAUSE_MS } from '../../src/screens/main-flow.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { createTerminal } from '../../src/term/terminal.js';
import { SessionEnded, type TerminalCaps } from '../../src/term/types.js';
import { FakeChannel } from '../support/fake-channel.js';
import { board } from './menus/support.js';
import { VirtualScreen } from '../support/virtual-screen.js';

const art = loadArtLibrary(fileURLToPath(new URL('../../ansi/', import.meta.url)));
const ALIAS = 'Wilbur Whateley';

function start(caps: Partial<TerminalCaps> = {}, aliasName = ALIAS) {
  const channel = new FakeChannel();
  const clock = new FakeClock();
  const term = createTerminal(channel, { charset: 'cp437', ansi: true, cols: 80, rows: 24, ...caps }, { clock });
  const done = runMainFlow(term, { aliasName, node: 3, timeLeftSeconds: 2712, version: '0.1.0', art, clock });
  const text = (from = 0): string => channel.since(from).toString('latin1');
  return { channel, clock, term, done, text };
}

/** Lets every pending promise callback run, without any real time passing. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

describe('main flow', () => {
  it('lists the caller on who\u2019s online with where they come from', async () => {
    const world = board();
    const channel = new FakeChannel();
    const term = createTerminal(channel, { charset: 'cp437', ansi: true, cols: 80, rows: 24 }, { clock: world.clock });
    const done = runMainFlow(term, { aliasName: 'Zed', line: '4 via BBS', node: 4, timeLeftSeconds: 0, version: '0.1.0', art, clock: world.clock, service: async () => world.service });
    await channel.waitForText('press any key');
    channel.type(' ');
    await channel.waitForText('Your choice');
    channel.type('w');
    await channel.waitForText('Who walks Arkham tonight');
    expect((await world.service.presence.online()).map((p) => [p.name, p.node])).toEqual([['Zed', '4 via BBS']]);
    channel.type('\r');
    const mark = channel.output().length;
    await channel.waitForText('Your choice', mark);
    channel.type('q');
    await done;
  });

  it('shows a notice on the menu\u2019s status line when it first appears, and plays under the name the door settled on', async () => {
    const channel = new FakeChannel();
    const clock = new FakeClock();
    const term = createTerminal(channel, { charset: 'cp437', ansi: true, cols: 80, rows: 24 }, { clock });
    const notice = 'Too many wrong passwords locked your name.';
    const done = runMainFlow(term, { aliasName: 'Zed', playerName: async () => 'Zed@BBS', notice, node: 1, timeLeftSeconds: 0, version: '0.1.0', art, clock });
    await channel.waitForText('press any key');
    channel.type(' ');
    await channel.waitForText(notice);
    expect(channel.output().toString('latin1')).toContain('Zed@BBS');
    channel.type('q');
    await done;
  });

  it('greets the caller by name, and Q leads to the goodbye screen', async () => {
    const { channel, done, text } = start();
    await channel.waitForText('press any key');
    channel.type(' ');
    await channel.waitForText(ALIAS);
    expect(text()).toContain(`Evening falls on Arkham, \x1b[1;37m${ALIAS}`);
    expect(text()).toContain('Time left \x1b[0m45 min');
    const mark = channel.output().length;
    channel.type('q');
    await done;
    expect(text(mark)).toContain('Farewell, ');
    expect(text(mark)).toContain(ALIAS);
  });

  it('sends title and main menu in under 2048 bytes in CP437 mode, even with a long alias', async () => {
    const { channel, done, text } = start({}, 'Professor Nathaniel Wingate Peaslee of Miskatonic');
    await channel.waitForText('press any key');
    const title = channel.output().length;
    channel.type('\r');
    await channel.waitForText('Your choice');
    const both = channel.output().length;
    expect(both).toBeLessThan(2048);
    // Each screen on its own stays well inside the budget too (2400 bps: ~4 s a KB).
    expect(title).toBeLessThan(1100);
    expect(both - title).toBeLessThan(1000);
    const screen = new VirtualScreen();
    screen.feed(channel.output());
    expect(screen.bottomRightWritten).toBe(false);
    expect(screen.scrolled).toBe(false);
    expect(screen.cursor).toEqual({ row: 23, col: 17 });
    expect(text()).not.toContain('@ALIAS');
    channel.type('Q');
    await done;
  });

  it('moves on from the title after a short pause, and the next key still reaches the menu', async () => {
    const { channel, clock, done } = start();
    await channel.waitForText('press any key');
    clock.advance(TITLE_PAUSE_MS - 1);
    await settle();
    expect(channel.output().toString('latin1')).not.toContain(ALIAS);
    clock.advance(1);
    await channel.waitForText(ALIAS);
    channel.type('Q');
    await done;
  });

  // The menu's screens need the game service; a line without one (this test passes none) says so on
  // the status line instead of failing. The sysop's key does nothing for anyone else.
  it('ignores keys that are not on the menu without redrawing anything', async () => {
    const { channel, done, text } = start();
    await channel.waitForText('press any key');
    channel.type('x');
    await channel.waitForText(ALIAS);
    const mark = channel.output().length;
    channel.type('z7\r\x1b[A\t?s');
    await settle();
    expect(channel.output().length).toBe(mark);
    channel.type('N');
    await channel.waitForText('closed tonight', mark);
    expect(text(mark)).toMatch(/\x1b\[19;4H\x1b\[[0-9;]*mThat part of Arkham is closed tonight/);
    const again = channel.output().length;
    channel.type('f');
    await channel.waitForText(MESSAGES.closed.slice(0, 20), again);
    channel.type('q');
    await done;
  });

  // Instructions are now the help pages: a table of contents, then a page a screen.
  it('shows the help pages from their contents, then the menu again', async () => {
    const { channel, done } = start();
    await channel.waitForText('press any key');
    channel.type(' ');
    await channel.waitForText(ALIAS);
    const mark = channel.output().length;
    channel.type('I');
    await channel.waitForText('How Arkham plays', mark);
    await settle();
    channel.type('\r');
    await channel.waitForText('THE GOAL', mark);
    const back = channel.output().length;
    channel.type('q');
    await channel.waitForText(ALIAS, back);
    channel.type('q');
    await done;
  });

  it('works in ASCII mode with plain-text art', async () => {
    const { channel, done, text } = start({ ansi: false });
    await channel.waitForText('press any key');
    channel.type(' ');
    await channel.waitForText(ALIAS);
    channel.type('N');
    await channel.waitForText('closed tonight');
    // A plain terminal cannot go back up: the message stands in its place above the prompt, not after it.
    expect(text()).toMatch(/That part of Arkham is closed tonight: no game service here\.\r\n\r\n {3}Node 3 [^\r]*\r\n\r\n {3}Your choice: $/);
    channel.type('q');
    await done;
    expect(text()).toContain('A R K H A M');
    expect(text()).toContain('[Q]  Quit to the waking world');
    expect(channel.output().every((b) => b < 0x80 && b !== 0x1b)).toBe(true);
  });

  it('speaks UTF-8 to a UTF-8 terminal', async () => {
    const { channel, done } = start({ charset: 'utf8' });
    await channel.waitForText('press any key');
    expect(channel.output().toString('utf8')).toContain('▄████▄');
    channel.type('q');
    await channel.waitForText(ALIAS);
    channel.type('q');
    await done;
  });

  it('ends with SessionEnded when the caller hangs up', async () => {
    const { channel, done } = start();
    await channel.waitForText('press any key');
    channel.type(' ');
    await channel.waitForText(ALIAS);
    channel.hangUp('remote-closed');
    await expect(done).rejects.toBeInstanceOf(SessionEnded);
  });
});

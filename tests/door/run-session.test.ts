// One caller's session under the policy: time left, idle limit and hang-up, on a fake channel and a fake clock.
import { describe, expect, it } from 'vitest';
import { FakeChannel } from '../support/fake-channel.js';
import { VirtualScreen } from '../support/virtual-screen.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { runSession } from '../../src/door/run-session.js';
import type { Terminal, TerminalCaps } from '../../src/term/types.js';

const caps: TerminalCaps = { charset: 'cp437', ansi: true, cols: 80, rows: 24 };

/** A screen that only reads keys, forever, like a menu waiting for a choice. */
async function waitForever(terminal: Terminal): Promise<void> {
  for (;;) await terminal.readKey();
}

const flush = (): Promise<void> => new Promise((r) => setImmediate(r));

describe('a session under the policy', () => {
  it('warns at 5, 2 and 1 minutes and ends cleanly at zero, closing the line', async () => {
    const channel = new FakeChannel();
    const clock = new FakeClock();
    const outcome = runSession({ channel, caps, clock, logger: silentLogger, timeLeftSeconds: 6 * 60, idleSeconds: 3600, run: waitForever });
    await flush();
    clock.advance(60_000);
    await flush();
    expect(channel.output().toString('latin1')).toContain('5 minutes left');
    clock.advance(3 * 60_000);
    clock.advance(60_000);
    await flush();
    expect(channel.output().toString('latin1')).toContain('one minute left');
    clock.advance(60_000);
    expect(await outcome).toBe('time-up');
    expect(channel.closed).toBe(true);
    expect(channel.output().toString('latin1')).toMatch(/time for this call is up/);
    expect(channel.output().toString('latin1')).toContain('\x1b[0m');
  });

  it('a screen that ends in a colour leaves the caller in default colours', async () => {
    const channel = new FakeChannel();
    const clock = new FakeClock();
    const outcome = runSession({
      channel,
      caps,
      clock,
      logger: silentLogger,
      idleSeconds: 300,
      run: async (terminal) => {
        terminal.write('\x1b[1;34mfarewell\x1b[0;44m');
        terminal.flush();
      },
    });
    await outcome;
    const text = channel.output().toString('latin1');
    expect(text.lastIndexOf('\x1b[0m')).toBeGreaterThan(text.indexOf('farewell'));
  });

  it('an idle caller is warned a minute before and then let go; a key in between keeps them', async () => {
    const channel = new FakeChannel();
    const clock = new FakeClock();
    const outcome = runSession({ channel, caps, clock, logger: silentLogger, idleSeconds: 300, run: waitForever });
    await flush();
    clock.advance(4 * 60_000 - 1);
    channel.type('x');
    clock.advance(4 * 60_000);
    await flush();
    expect(channel.output().toString('latin1')).toContain('Are you still there?');
    clock.advance(60_000);
    expect(await outcome).toBe('idle');
    expect(channel.closed).toBe(true);
  });

  it('the idle warning on a full 24-row screen scrolls nothing, and the next key gives the screen back', async () => {
    const channel = new FakeChannel();
    const clock = new FakeClock();
    const rows = Array.from({ length: 23 }, (_, i) => `${String(i + 1).padStart(2)} north of Black Cave, at the Train Station`);
    const fullScreen = async (terminal: Terminal): Promise<void> => {
      terminal.write('\x1b[0m\x1b[H\x1b[2J' + rows.join('\r\n') + '\r\n\x1b[1;37;44m Doom 3  Gates 2  Your choice: \x1b[0m');
      await waitForever(terminal);
    };
    const outcome = runSession({ channel, caps, clock, logger: silentLogger, idleSeconds: 300, run: fullScreen });
    await flush();
    const screen = new VirtualScreen();
    screen.feed(channel.output());
    const before = Array.from({ length: 24 }, (_, i) => screen.rowText(i + 1));
    clock.advance(4 * 60_000);
    await flush();
    const mark = channel.output().length;
    expect(channel.output().toString('latin1')).toContain('Are you still there?');
    const warned = new VirtualScreen();
    warned.feed(channel.output());
    expect(warned.scrolled).toBe(false);
    // The prompt on the last row stays in sight; the warning takes the row above it.
    expect(warned.rowText(23)).toMatch(/^ Are you still there\?/);
    expect(warned.rowText(24)).toBe(before[23]);
    expect(Array.from({ length: 22 }, (_, i) => warned.rowText(i + 1))).toEqual(before.slice(0, 22));
    channel.type('x');
    await flush();
    warned.feed(channel.since(mark));
    expect(warned.scrolled).toBe(false);
    expect(Array.from({ length: 24 }, (_, i) => warned.rowText(i + 1))).toEqual(before);
    channel.close();
    await outcome;
  });

  it('a hang-up ends the session at once, with no timers left behind', async () => {
    const channel = new FakeChannel();
    const clock = new FakeClock();
    const outcome = runSession({ channel, caps, clock, logger: silentLogger, timeLeftSeconds: 600, idleSeconds: 300, run: waitForever });
    await flush();
    channel.hangUp('remote-closed');
    expect(await outcome).toBe('hangup');
    expect(clock.pending()).toBe(0);
  });

  it('quitting from the screens is a normal end', async () => {
    const channel = new FakeChannel();
    const clock = new FakeClock();
    const outcome = await runSession({
      channel,
      caps,
      clock,
      logger: silentLogger,
      idleSeconds: 300,
      run: async (terminal) => {
        terminal.write('bye');
      },
    });
    expect(outcome).toBe('quit');
    expect(channel.closed).toBe(true);
  });
});

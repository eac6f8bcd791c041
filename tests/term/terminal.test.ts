import { describe, it, expect } from 'vitest';
import { FakeClock } from '../../src/support/fake-clock.js';
import { createTerminal } from '../../src/term/terminal.js';
import { SessionEnded, type TerminalCaps } from '../../src/term/types.js';
import { FakeChannel } from '../support/fake-channel.js';
import { VirtualScreen } from '../support/virtual-screen.js';

function setup(caps: Partial<TerminalCaps> = {}) {
  const channel = new FakeChannel();
  const clock = new FakeClock();
  const term = createTerminal(channel, { charset: 'cp437', ansi: true, cols: 80, rows: 24, ...caps }, { clock });
  const text = (from = 0): string => channel.since(from).toString('latin1');
  return { channel, clock, term, text };
}

const MORE = '-- More --';

describe('terminal', () => {
  it('queues keys typed ahead and hands them out in order', async () => {
    const { channel, term } = setup();
    channel.type('ab\x1b[A');
    expect(await term.readKey()).toEqual({ kind: 'char', char: 'a' });
    expect(await term.readKey()).toEqual({ kind: 'char', char: 'b' });
    expect(await term.readKey()).toEqual({ kind: 'up' });
    const next = term.readKey();
    channel.type('\r');
    expect(await next).toEqual({ kind: 'enter' });
  });

  it('rejects pending and later reads with SessionEnded once ended', async () => {
    const { term } = setup();
    const pending = term.readKey();
    term.end('time is up');
    await expect(pending).rejects.toBeInstanceOf(SessionEnded);
    await expect(term.readKey()).rejects.toThrow('time is up');
    await expect(term.readLine({ maxLength: 5 })).rejects.toBeInstanceOf(SessionEnded);
  });

  it('ends when the channel closes', async () => {
    const { channel, term } = setup();
    const pending = term.readKey();
    channel.hangUp('carrier-lost');
    await expect(pending).rejects.toThrow(/carrier-lost/);
  });

  it('neither writes nor counts bytes once the caller has hung up', () => {
    const { channel, term } = setup();
    term.write('hello');
    term.flush();
    const sent = term.bytesWritten;
    channel.hangUp('carrier-lost');
    term.write('\x1b[31manyone there?');
    term.flush();
    expect(term.bytesWritten).toBe(sent);
    expect(channel.output().toString('latin1')).not.toContain('anyone');
  });

  it('leaves default colours behind when it ends', () => {
    const { term, text } = setup();
    term.write('\x1b[1;35mviolet');
    term.flush();
    term.end('bye');
    expect(text().endsWith('violet\x1b[0m')).toBe(true);
    expect(term.bytesWritten).toBe(text().length);
  });

  it('flushes before it waits for a key', () => {
    const { term, text } = setup();
    term.write('Name? ');
    void term.readKey();
    expect(text()).toContain('Name? ');
  });

  it('pages by rows: rows - 1 lines, then More; Enter, N and Q', async () => {
    const { channel, term, text } = setup({ rows: 10 });
    const lines = Array.from({ length: 40 }, (_, i) => `line ${i + 1}`);
    const shown = term.showPaged(lines.join('\n'));
    await channel.waitForText(MORE);
    expect(text()).toContain('line 9\r\n');
    expect(text()).not.toContain('line 10');
    const mark = channel.output().length;
    channel.type('\r');
    await channel.waitForText(MORE, mark);
    expect(text(mark)).toContain('line 18\r\n');
    expect(text(mark)).not.toContain('line 19');
    channel.type('N');
    await shown;
    expect(text()).toContain('line 40\r\n');
    expect(text().split(MORE).length - 1).toBe(2);

    const from = channel.output().length;
    const again = term.showPaged(lines.join('\r\n'));
    await channel.waitForText(MORE, from);
    channel.type('x'); // not an answer: ignored
    channel.type('q');
    await again;
    expect(text(from)).not.toContain('line 10');
  });

  it('counts a line wider than the screen as the rows it wraps to', async () => {
    const { channel, term, text } = setup({ rows: 5, cols: 20 });
    const shown = term.showPaged(['x'.repeat(45), 'a', 'b', 'c'].join('\n'));
    await channel.waitForText(MORE);
    expect(text()).toContain('a\r\n');
    expect(text()).not.toContain('b\r\n');
    channel.type('q');
    await shown;
  });

  it('follows a resize for paging', async () => {
    const { channel, term, text } = setup({ rows: 24 });
    channel.resize(80, 6);
    expect(term.caps.rows).toBe(6);
    const shown = term.showPaged(Array.from({ length: 12 }, (_, i) => `row${i}`).join('\n'));
    await channel.waitForText(MORE);
    expect(text()).toContain('row4\r\n');
    expect(text()).not.toContain('row5');
    channel.type('q');
    await shown;
  });

  it('a notice on a full screen covers the rows above the prompt without scrolling, and the next key gives them back', async () => {
    const { channel, term } = setup();
    const screen = new VirtualScreen();
    const rows = Array.from({ length: 23 }, (_, i) => `Row ${i + 1}: the streets of Arkham`);
    term.write('\x1b[H\x1b[2J' + rows.map((r, i) => `\x1b[${i + 1};1H\x1b[32m${r}`).join('') + '\x1b[24;1H\x1b[36mYour name: ');
    const line = term.readLine({ maxLength: 20 });
    channel.type('Wil');
    await channel.waitForText('Wil');
    screen.feed(channel.output());
    const before = Array.from({ length: 24 }, (_, i) => screen.rowText(i + 1));
    expect(before[23]).toBe('Your name: Wil');

    const mark = channel.output().length;
    term.notice('Your time for this call is up soon\x1b[2J: the fog rolls in over Arkham, and the lamps gutter one by one.');
    screen.feed(channel.since(mark));
    expect(channel.since(mark).toString('latin1')).not.toContain('\x1b[2J');
    expect(screen.scrolled).toBe(false);
    expect(screen.bottomRightWritten).toBe(false);
    expect(screen.rowText(22)).toBe(' Your time for this call is up soon: the fog rolls in over Arkham, and the');
    expect(screen.rowText(23)).toBe(' lamps gutter one by one.');
    expect(screen.rowText(21)).toBe(before[20]);
    expect(screen.rowText(24)).toBe('Your name: Wil');
    expect(screen.cursor).toEqual({ row: 24, col: 15 });

    const restoredAt = channel.output().length;
    channel.type('bur');
    await channel.waitForText('bur');
    screen.feed(channel.since(restoredAt));
    expect(screen.scrolled).toBe(false);
    expect(Array.from({ length: 23 }, (_, i) => screen.rowText(i + 1))).toEqual(before.slice(0, 23));
    expect(screen.rowText(24)).toBe('Your name: Wilbur');
    expect(screen.cell(23, 1).fg).toBe(32);
    channel.type('\r');
    expect(await line).toBe('Wilbur');
  });

  it('a notice where the screen is not known overwrites a row without scrolling', () => {
    const { channel, term } = setup();
    const screen = new VirtualScreen();
    // Past the last column the cursor is not known, so neither is where the last two x went.
    term.write('\x1b[23;1H' + 'x'.repeat(82));
    term.notice('Page from Armitage: meet me at the library');
    screen.feed(channel.output());
    expect(screen.scrolled).toBe(false);
    expect(screen.rowText(23)).toBe('Page from Armitage: meet me at the library');
  });

  it('prints a notice longer than a line in plain mode between words, every word kept', () => {
    const { term, text } = setup({ ansi: false });
    term.write('Press a key');
    const page = 'Page from Armitage: ' + 'the Dunwich horror walks again and the Whateley farm is dark; meet me at the library before the clock strikes nine, and bring the powder.';
    term.notice(page);
    const lines = text().split('\r\n');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(79);
    expect([lines[0], lines.at(-1)]).toEqual(['Press a key', 'Press a key']);
    expect(lines.slice(1, -1).join(' ')).toBe(page);
  });

  it('prints a notice without a line being edited', () => {
    const { term, text } = setup({ ansi: false });
    term.write('Press a key');
    term.notice('Page from Armitage: meet me at the library');
    expect(text()).toBe('Press a key\r\nPage from Armitage: meet me at the library\r\nPress a key');
  });

  it('keeps a typed line off the last column', async () => {
    const { channel, term } = setup({ cols: 20 });
    term.write('\x1b[1;11H');
    const line = term.readLine({ maxLength: 40 });
    channel.type('abcdefghijklmnop\r');
    expect(await line).toBe('abcdefghi');
  });

  it('sends nothing but 7-bit text in ASCII mode', async () => {
    const { channel, term } = setup({ ansi: false });
    term.write('\x1b[2J\x1b[1;32m╔═══╗ ♥ Arkham ☺\x1b[0m\r\n');
    const line = term.readLine({ maxLength: 10 });
    channel.type('ab\x1b[Dc\x7f\r');
    expect(await line).toBe('ab');
    term.end('done');
    expect(channel.output().every((b) => b < 0x80 && b !== 0x1b)).toBe(true);
  });
});

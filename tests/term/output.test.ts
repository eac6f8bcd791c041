import { describe, it, expect } from 'vitest';
import { createOutputWriter } from '../../src/term/output.js';
import type { TerminalCaps } from '../../src/term/types.js';
import { attr } from '../../src/term/screen-buffer.js';
import { VirtualScreen } from '../support/virtual-screen.js';

function writerFor(caps: Partial<TerminalCaps> = {}) {
  const sent: Buffer[] = [];
  const writer = createOutputWriter({
    caps: { charset: 'cp437', ansi: true, cols: 80, rows: 24, ...caps },
    send: (bytes) => sent.push(bytes) > 0,
  });
  const output = (): string => Buffer.concat(sent).toString('latin1');
  return { writer, sent, output };
}

const count = (text: string, part: string): number => text.split(part).length - 1;

describe('output writer', () => {
  it('drops an SGR that sets what is already set', () => {
    const { writer, output } = writerFor();
    writer.write('\x1b[1;33mA\x1b[1;33mB\x1b[33mC\x1b[1mD');
    writer.flush();
    expect(output()).toBe('\x1b[0;1;33mABCD');
  });

  it('collapses ESC[0m chains and colour changes with nothing visible between them', () => {
    const { writer, output } = writerFor();
    writer.write('\x1b[0m\x1b[0mX\x1b[0m\x1b[0m\x1b[0mY\x1b[31m\x1b[0m\x1b[1m\x1b[32mZ\x1b[0m');
    writer.flush();
    expect(output()).toBe('\x1b[0mXY\x1b[1;32mZ');
  });

  it('resets only when an attribute must go off, and adds only what changes otherwise', () => {
    const { writer, output } = writerFor();
    writer.write('\x1b[0;31ma\x1b[1mb\x1b[0;31mc\x1b[44md');
    writer.flush();
    expect(output()).toBe('\x1b[0;31ma\x1b[1mb\x1b[0;31mc\x1b[44md');
  });

  it('counts the bytes it sends', () => {
    const { writer, sent } = writerFor();
    writer.write('\x1b[2J\x1b[Hhello ♥ world');
    expect(writer.bytesWritten).toBe(0);
    writer.flush();
    writer.write('\r\nmore');
    writer.flush();
    const total = sent.reduce((n, b) => n + b.length, 0);
    expect(writer.bytesWritten).toBe(total);
    expect(total).toBeGreaterThan(20);
  });

  it('drops cursor moves that go nowhere and picks short ones', () => {
    const { writer, output } = writerFor();
    writer.write('\x1b[5;10H\x1b[5;10Hab\x1b[5;12H\x1b[0C\x1b[5;1Hc\x1b[6;1Hd\x1b[6;40H');
    writer.flush();
    // (5,12) is where "ab" left the cursor; CUF 0 means 1 (ECMA-48) so it moves; row 5 col 1 is a CR.
    expect(output()).toBe('\x1b[5;10H\x1b[0mab\x1b[C\rc\r\nd\x1b[38C');
  });

  it('forgets the cursor after the last column, where emulators disagree', () => {
    const { writer, output } = writerFor({ cols: 10 });
    writer.write('\x1b[1;1H0123456789\x1b[2;1H');
    writer.flush();
    expect(output().endsWith('0123456789\x1b[2H')).toBe(true);
  });

  it('encodes CP437 or UTF-8 by caps', () => {
    const cp = writerFor({ charset: 'cp437' });
    cp.writer.write('♥═');
    cp.writer.flush();
    expect([...Buffer.concat(cp.sent)].slice(-2)).toEqual([0x03, 0xcd]);
    const utf = writerFor({ charset: 'utf8' });
    utf.writer.write('♥═');
    utf.writer.flush();
    expect(Buffer.concat(utf.sent).toString('utf8').endsWith('♥═')).toBe(true);
  });

  it('joins an escape split across two writes', () => {
    const { writer, output } = writerFor();
    writer.write('a\x1b[1');
    writer.write(';31mb');
    writer.flush();
    expect(output()).toBe('\x1b[0ma\x1b[1;31mb');
  });

  it('drops stray control characters and turns tabs into spaces', () => {
    const { writer, output } = writerFor();
    writer.write('\x1b[H\x1b[2Ja\x01\x0c\x0e\tb');
    writer.flush();
    expect(output()).toBe('\x1b[H\x1b[0m\x1b[2Ja       b');
  });

  it('leaves the terminal in default colours when it finishes, once', () => {
    const { writer, output } = writerFor();
    writer.write('\x1b[1;31mred');
    writer.finish();
    expect(output().endsWith('red\x1b[0m')).toBe(true);
    writer.write('\x1b[0m');
    writer.finish();
    expect(count(output(), '\x1b[0m')).toBe(1);
  });

  it('sends ESC[0m at the end even when nothing set a colour (the BBS may have)', () => {
    const { writer, output } = writerFor();
    writer.write('plain');
    writer.finish();
    expect(output()).toBe('\x1b[0mplain');
    const quiet = writerFor();
    quiet.writer.finish();
    expect(quiet.output()).toBe('\x1b[0m');
  });

  it('replays the current line with its colours, for notices', () => {
    const { writer } = writerFor();
    writer.write('\x1b[1;33mtitle\r\n\x1b[36mName: \x1b[1mx');
    expect(writer.lineReplay()).toBe('\x1b[0;1;33m\x1b[36mName: \x1b[1mx');
    writer.write('\r\n');
    expect(writer.lineReplay()).toBe('');
  });
});

describe('output writer: the shadow of the screen', () => {
  it('follows what a terminal shows: text, erases, colours and the scroll of a line feed on the last row', () => {
    const { writer, output } = writerFor({ cols: 20, rows: 5 });
    const screen = new VirtualScreen(20, 5);
    writer.write('\x1b[H\x1b[2J\x1b[1;31mred\x1b[0m\r\nsecond line\x1b[2;3H\x1b[K');
    writer.write('\x1b[5;1Hbottom\r\nafter scroll\x1b[1;1H\x1b[44m\x1b[2K');
    writer.flush();
    screen.feed(output());
    const shadow = writer.screen;
    expect(shadow).toBeDefined();
    for (let row = 1; row <= 5; row += 1) expect(shadow?.rowText(row)).toBe(screen.rowText(row));
    expect(shadow?.rowText(4)).toBe('bottom');
    expect(shadow?.get(1, 1).attr).toBe(attr(7, 1));
  });

  it('is lost once text goes where the cursor is not known, until the next clear', () => {
    const { writer } = writerFor({ cols: 20, rows: 5 });
    writer.write('\x1b[H\x1b[2J' + 'x'.repeat(22));
    expect(writer.screen).toBeUndefined();
    writer.write('\x1b[2J');
    expect(writer.screen?.rowText(1)).toBe('');
  });

  it('does not take in what is written as an overlay', () => {
    const { writer } = writerFor({ cols: 20, rows: 5 });
    writer.write('\x1b[H\x1b[2Junder');
    writer.overlay('\x1b[1;1Hover');
    expect(writer.screen?.rowText(1)).toBe('under');
    expect(writer.cursor).toEqual({ row: 1, col: 5 });
  });
});

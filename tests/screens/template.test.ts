import { describe, it, expect } from 'vitest';
import { fitField, parseArt } from '../../src/screens/art/template.js';
import { encodeCp437 } from '../../src/term/cp437.js';
import { VirtualScreen } from '../support/virtual-screen.js';

const art = (text: string): Buffer => encodeCp437(text);

const MENU = [
  '\x1b[0m\x1b[H\x1b[2J',
  '\x1b[1;32m╔═ ARKHAM ═╗\n',
  '\x1b[0;36mHello, \x1b[1;37m@ALIAS_______@\x1b[0;36m!\n',
  '\n',
  '\x1b[5;3H\x1b[33mTime: @TIME@ min   Node @N@\r\n',
  '  Choice: @K@',
].join('');

describe('art templates', () => {
  it('finds placeholders with their row, column, width and colours', () => {
    const t = parseArt('menu', art(MENU));
    expect(t.fields.map(({ name, row, col, width }) => ({ name, row, col, width }))).toEqual([
      { name: 'ALIAS', row: 2, col: 8, width: 14 },
      { name: 'TIME', row: 5, col: 9, width: 6 },
      { name: 'N', row: 5, col: 27, width: 3 },
      { name: 'K', row: 6, col: 11, width: 3 },
    ]);
    expect(t.field('ALIAS')?.sgr).toMatchObject({ bold: true, fg: '37' });
    expect(t.height).toBe(6);
  });

  it('draws values at their fields, padded or cut to the width', () => {
    const t = parseArt('menu', art(MENU));
    const screen = new VirtualScreen();
    screen.feed(encodeCp437(t.render({ ALIAS: 'Randolph Carter of Boston', TIME: 42, N: 7 }, { ansi: true })));
    expect(screen.rowText(2)).toBe('Hello, Randolph Carte!');
    expect(screen.rowText(5)).toBe('  Time: 42     min   Node 7');
    expect(screen.rowText(6)).toBe('  Choice:');
    expect(screen.cell(2, 8)).toMatchObject({ ch: 'R', bold: true, fg: 37 });
  });

  it('leaves blanks where no value is given, and can park the cursor on a field', () => {
    const t = parseArt('menu', art(MENU));
    const screen = new VirtualScreen();
    screen.feed(encodeCp437(t.render({}, { ansi: true, cursorField: 'K' })));
    expect(screen.rowText(2)).toBe('Hello,               !');
    expect(screen.cursor).toEqual({ row: 6, col: 11 });
  });

  it('cleans values: no escape code or control character gets through', () => {
    expect(fitField('\x1b[2J\x1b]0;pwned\x07Nyar\x1b[31mlatho\ttep\r\n', 20)).toBe('Nyarlatho tep       ');
    expect(fitField('😀wide', 5)).toBe('?wide');
    const t = parseArt('menu', art(MENU));
    const drawn = t.render({ ALIAS: 'Evil\x1b[2J\x1b[1;1Hx', TIME: '\x1b[5n' }, { ansi: true });
    expect(drawn).not.toContain('\x1b[2J\x1b[1;1H');
    expect(drawn).not.toContain('\x1b[5n');
    expect(t.drawField('ALIAS', '\x1bc\x07bell')).toBe('\x1b[2;8H\x1b[0;1;37mbell          ');
  });

  it('renders a plain-ASCII version from the same template', () => {
    const t = parseArt('menu', art(MENU));
    const plain = t.render({ ALIAS: 'Wilbur', TIME: 5, N: 2 }, { ansi: false, cursorField: 'K' });
    expect(plain).toBe('\r\n\r\n+- ARKHAM -+\r\nHello, Wilbur        !\r\n\r\n\r\n  Time: 5      min   Node 2\r\n  Choice: ');
    expect([...plain].every((ch) => ch.charCodeAt(0) < 0x80 && ch !== '\x1b')).toBe(true);
    expect(t.asciiPrompt('K')).toBe('  Choice: ');
  });

  it('reads LF and CR LF art the same way', () => {
    const lf = parseArt('lf', art('one\ntwo @X@\nthree'));
    const crlf = parseArt('crlf', art('one\r\ntwo @X@\r\nthree'));
    expect(lf.fields).toEqual(crlf.fields);
    expect(lf.render({ X: 'ok' }, { ansi: true })).toBe(crlf.render({ X: 'ok' }, { ansi: true }));
    expect(lf.field('X')).toMatchObject({ row: 2, col: 5 });
  });

  it('refuses a field running past the last column', () => {
    expect(() => parseArt('wide', art(`\x1b[1;78H@ALIAS@`))).toThrow(/ALIAS/);
  });
});

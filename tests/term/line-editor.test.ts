import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { FakeClock } from '../../src/support/fake-clock.js';
import { LineEditor } from '../../src/term/line-editor.js';
import { createTerminal } from '../../src/term/terminal.js';
import type { Key, ReadLineOptions } from '../../src/term/types.js';
import { FakeChannel } from '../support/fake-channel.js';

const chars = (s: string): Key[] => [...s].map((char) => ({ kind: 'char', char }));
const k = (kind: Exclude<Key['kind'], 'char' | 'ctrl'>): Key => ({ kind });

function edit(keys: Key[], options: ReadLineOptions = { maxLength: 40 }, ansi = true) {
  const editor = new LineEditor(options, ansi);
  let output = editor.start();
  for (const key of keys) output += editor.apply(key).output;
  return { value: editor.value, output, editor };
}

/** Keys through a wrapping editor until a line ends: the line, what moved on, and the bytes sent. */
function wrapped(keys: Key[], maxLength: number) {
  const editor = new LineEditor({ maxLength }, true, true);
  let output = editor.start();
  for (const key of keys) {
    const result = editor.apply(key);
    output += result.output;
    if (result.done) break;
  }
  return { line: editor.value, carry: editor.carry, output };
}

describe('line editor, wrapping running text', () => {
  it('ends a full line between words and carries the last word on, wiping it from the line shown', () => {
    const { line, carry, output } = wrapped(chars('the lamp burned'), 12);
    expect([line, carry]).toEqual(['the lamp', 'burn']);
    // "the lamp bur" is shown, then the caret backs over " bur", blanks it, and goes to a new line.
    expect(output).toBe('the lamp bur\x1b[4D    \r\n');
  });

  it('breaks one long word at the edge, a space at the edge carries nothing, and typing mid-line pushes the end on', () => {
    expect(wrapped(chars('abcdefghij'), 6)).toMatchObject({ line: 'abcdef', carry: 'g' });
    expect(wrapped(chars('abcdef '), 6)).toMatchObject({ line: 'abcdef', carry: '' });
    const mid = wrapped([...chars('one two six'), k('home'), ...chars('X')], 11);
    expect([mid.line, mid.carry]).toEqual(['Xone two', 'six']);
  });

  it('without wrapping still stops at the maximum length', () => {
    expect(edit(chars('abcdefghij'), { maxLength: 5 }).editor.carry).toBe('');
  });
});

describe('line editor', () => {
  it('stops at the maximum length', () => {
    expect(edit(chars('abcdefghij'), { maxLength: 5 }).value).toBe('abcde');
  });

  it('inserts at the cursor and moves with left, right, Home and End', () => {
    expect(edit([...chars('abc'), k('left'), k('left'), ...chars('X')]).value).toBe('aXbc');
    expect(edit([...chars('abc'), k('home'), ...chars('>'), k('end'), ...chars('<')]).value).toBe('>abc<');
    expect(edit([...chars('abc'), k('home'), k('right'), ...chars('-')]).value).toBe('a-bc');
  });

  it('deletes with both backspaces and Delete', () => {
    expect(edit([...chars('abc'), k('backspace')]).value).toBe('ab');
    expect(edit([...chars('abc'), k('home'), k('delete')]).value).toBe('bc');
    expect(edit([...chars('abc'), k('left'), k('backspace')]).value).toBe('ac');
    expect(edit([k('backspace'), k('delete'), k('left')]).value).toBe('');
  });

  it('redraws with the fewest bytes', () => {
    expect(edit(chars('a')).output).toBe('a');
    expect(edit([...chars('ab'), k('backspace')]).output).toBe('ab\b \b');
    expect(edit([...chars('abc'), k('left'), k('left'), ...chars('X')]).output).toBe('abc\b\bXbc\b\b');
    expect(edit([...chars('abcdefgh'), k('home')]).output).toBe('abcdefgh\x1b[8D');
    expect(edit([...chars('abcdefgh'), k('home')], { maxLength: 40 }, false).output).toBe('abcdefgh' + '\b'.repeat(8));
  });

  it('masks what is typed', () => {
    const { value, output } = edit(chars('secret'), { maxLength: 20, mask: '*' });
    expect(value).toBe('secret');
    expect(output).toBe('******');
  });

  it('starts from an initial value, cleaned and cut to the maximum', () => {
    const { value, output } = edit(chars('!'), { maxLength: 6, initial: 'Wil\x1b[31mbur' });
    expect(value).toBe('Wil[31');
    expect(output).toBe('Wil[31');
  });

  it('clears the line on Ctrl-U', () => {
    expect(edit([...chars('abc'), { kind: 'ctrl', char: 'U' }, ...chars('d')]).value).toBe('d');
  });

  it('never takes control or escape bytes into the result (through a terminal, any bytes)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 50 }), async (noise) => {
        const channel = new FakeChannel();
        const clock = new FakeClock();
        const term = createTerminal(channel, { charset: 'cp437', ansi: true, cols: 80, rows: 24 }, { clock });
        const line = term.readLine({ maxLength: 30 });
        channel.type(Uint8Array.from(noise.filter((b) => b !== 0x0d)));
        clock.advance(1000);
        channel.type('\r');
        const result = (await line) ?? '';
        expect(result).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
        expect([...result].length).toBeLessThanOrEqual(30);
        term.end('test over');
      }),
    );
  });

  it('Esc ends the line as the caller going back, whatever was typed: escaped, and a line feed', () => {
    const { editor, output } = edit(chars('The Night'));
    const result = editor.apply(k('escape'));
    expect(result).toEqual({ output: '\r\n', done: true });
    expect(editor.escaped).toBe(true);
    expect(output).toBe('The Night');
    expect(edit([...chars('abc'), k('enter')]).editor.escaped).toBe(false);
  });

  it('through a terminal, a lone Esc gives null from readLine and readWrappedLine; an arrow key is no Esc', async () => {
    const channel = new FakeChannel();
    const clock = new FakeClock();
    const term = createTerminal(channel, { charset: 'cp437', ansi: true, cols: 80, rows: 24 }, { clock });
    const line = term.readLine({ maxLength: 30 });
    channel.type('half a na\x1b[D\x1b');
    clock.advance(1000);
    expect(await line).toBeNull();
    const wrappedLine = term.readWrappedLine({ maxLength: 30 });
    channel.type('\x1b');
    clock.advance(1000);
    expect(await wrappedLine).toBeNull();
    const typed = term.readLine({ maxLength: 30 });
    channel.type('ok\r');
    expect(await typed).toBe('ok');
  });

  it('keeps escape sequences out of the line: arrows edit, unknown ones vanish', async () => {
    const channel = new FakeChannel();
    const term = createTerminal(channel, { charset: 'cp437', ansi: true, cols: 80, rows: 24 }, { clock: new FakeClock() });
    const line = term.readLine({ maxLength: 30 });
    channel.type('ab\x1b[D\x1b[15~\x1b]0;x\x07c\x1b[3~\x1b[12;1R\r');
    expect(await line).toBe('ac');
  });
});

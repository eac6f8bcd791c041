import { describe, expect, it } from 'vitest';
import { crLfAsLf } from '../../src/door/bare-line-feeds.js';

const bytes = (text: string): Buffer => Buffer.from(text, 'latin1');

describe('crLfAsLf (--eol lf)', () => {
  it('writes each CR LF as LF, and keeps a CR alone (a return to the line start)', () => {
    expect(crLfAsLf(bytes('one\r\ntwo\r\n\r\nthree\rx')).toString('latin1')).toBe('one\ntwo\n\nthree\rx');
  });

  it('leaves a chunk without CR as it was, and a CR at its very end', () => {
    const plain = bytes('\x1b[2J\x1b[1;1Hno line ends');
    expect(crLfAsLf(plain)).toBe(plain);
    expect(crLfAsLf(bytes('end\r')).toString('latin1')).toBe('end\r');
  });

  it('never touches the bytes of an escape sequence or a UTF-8 character', () => {
    const text = Buffer.from('\x1b[1;33m▲ tree\x1b[0m\r\n', 'utf8');
    expect(crLfAsLf(text).toString('utf8')).toBe('\x1b[1;33m▲ tree\x1b[0m\n');
  });
});

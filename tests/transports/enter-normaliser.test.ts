import { describe, expect, it } from 'vitest';
import { createEnterNormaliser } from '../../src/transports/enter-normaliser.js';

function run(...chunks: string[]): string {
  const normalise = createEnterNormaliser();
  return chunks.map((chunk) => normalise(Buffer.from(chunk, 'latin1')).toString('latin1')).join('');
}

describe('Enter normaliser', () => {
  it.each([
    ['CR LF', 'a\r\nb', 'a\rb'],
    ['CR NUL', 'a\r\0b', 'a\rb'],
    ['bare CR', 'a\rb', 'a\rb'],
    ['bare LF', 'a\nb', 'a\rb'],
  ])('turns %s into one CR', (_name, input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it('swallows the LF or NUL that starts the next chunk after a CR', () => {
    expect(run('a\r', '\nb\r', '\0c')).toBe('a\rb\rc');
  });

  it('counts two CRs as two Enters and LF CR as two', () => {
    expect(run('\r\r')).toBe('\r\r');
    expect(run('\n\r')).toBe('\r\r');
  });

  it('swallows only one byte after a CR', () => {
    expect(run('\r\n\n')).toBe('\r\r');
    expect(run('\r\0\0')).toBe('\r\0');
  });

  it('leaves every other byte alone, including NUL not after CR and 0xFF', () => {
    expect(run('\0x\xff\x1b[A')).toBe('\0x\xff\x1b[A');
  });
});

// Shared helpers for the drop-file tests: fixture bytes, one-line edits, and catching DropFileError.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { DropFileError } from '../../src/door/caller.js';

export const FIXTURES = fileURLToPath(new URL('../fixtures/dropfiles/', import.meta.url));
/** Sits on DOOR.SYS line 14 of the Synchronet, GAP and Envy fixtures; must never appear anywhere else. */
export const FAKE_PASSWORD = 'Yog-Sothoth#1928!';

export function fixturePath(folder: string, name: string): string {
  return join(FIXTURES, folder, name);
}

export function fixtureBytes(folder: string, name: string): Buffer {
  return readFileSync(fixturePath(folder, name));
}

/** The fixture's lines without their endings. */
export function fixtureLines(folder: string, name: string): string[] {
  const lines = fixtureBytes(folder, name).toString('latin1').split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export function joinLines(lines: readonly string[], eol = '\r\n'): Buffer {
  return Buffer.from(lines.map((line) => line + eol).join(''), 'latin1');
}

/** The fixture with 1-based line `number` replaced by `value`. */
export function withLine(folder: string, name: string, number: number, value: string): Buffer {
  return withLines(folder, name, { [number]: value });
}

/** The fixture with several 1-based lines replaced. */
export function withLines(folder: string, name: string, replacements: Record<number, string>): Buffer {
  const lines = fixtureLines(folder, name);
  for (const [number, value] of Object.entries(replacements)) lines[Number(number) - 1] = value;
  return joinLines(lines);
}

/** The fixture cut after its first `count` lines. */
export function firstLines(folder: string, name: string, count: number): Buffer {
  return joinLines(fixtureLines(folder, name).slice(0, count));
}

/** Runs `fn`, expecting a DropFileError, and returns it. */
export function dropFileError(fn: () => unknown): DropFileError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DropFileError);
    if (error instanceof DropFileError) return error;
  }
  throw new Error('expected a DropFileError, but nothing was thrown');
}

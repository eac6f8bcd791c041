// The steps of a telnet caller watching a finished game again: a key and the words it brings, and a
// check that every row of a game turn's tale reached the caller.
import { expect } from 'vitest';
import type { WatchTurn } from '../../../src/screens/play/watch-pager.js';
import type { ScreenLine } from './screen-line.js';

/** Waits until the caller's screen shows `text` (a whole screen is sent as diffs: the bytes alone may skip cells). */
export function onScreen(line: ScreenLine, text: string | RegExp): Promise<void> {
  const shows = (): boolean => (typeof text === 'string' ? line.screen.text().includes(text) : text.test(line.screen.text()));
  return line.waitFor(shows, `the screen to show ${String(text)}`);
}

/** Presses `key` and waits for `text`: on the screen (ANSI), or in what arrives after the key (plain). */
export async function pressFor(line: ScreenLine, ansi: boolean, key: string, text: string | RegExp): Promise<void> {
  if (!ansi) return line.press(key, text);
  line.type(key);
  await onScreen(line, text);
}

/** Every screen row of the turn's tale reached the caller: ANSI the rows left on the screen, plain every line. */
export function expectTurnShown(line: ScreenLine, ansi: boolean, turn: WatchTurn | undefined, from: number): void {
  if (!turn) throw new Error('no such turn');
  if (ansi) {
    const screen = line.screen.text();
    for (const row of turn.rows.slice(-18)) expect(screen, row.text).toContain(row.text);
  } else {
    const text = line.text(from);
    for (const row of turn.rows) expect(text).toContain(row.heading ? `${row.text}:` : row.text);
  }
}

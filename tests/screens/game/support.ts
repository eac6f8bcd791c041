// Test support for the game screens: the real content, a game state to dress up by hand, and the
// path every byte takes to a caller (the real terminal writer over a FakeChannel) into a VirtualScreen.
import { expect } from 'vitest';
import { graphOf } from '../../../src/rulesets/classic/bots/board.js';
import { loadContent } from '../../../src/rulesets/classic/content/load.js';
import { start, type GameState } from '../../../src/engine/index.js';
import { FakeClock } from '../../../src/support/fake-clock.js';
import { bgOf, fgOf, type ScreenBuffer } from '../../../src/term/screen-buffer.js';
import { createTerminal } from '../../../src/term/terminal.js';
import type { Terminal, TerminalCaps } from '../../../src/term/types.js';
import { FakeChannel } from '../../support/fake-channel.js';
import { VirtualScreen } from '../../support/virtual-screen.js';

export const content = loadContent('data');
export const graph = graphOf(content);

export const CP437: TerminalCaps = { charset: 'cp437', ansi: true, cols: 80, rows: 24 };
export const ASCII: TerminalCaps = { charset: 'cp437', ansi: false, cols: 80, rows: 24 };

/** A fresh game of `players` players (two investigators each below four players), everyone in Arkham. */
export function freshState(players = 2): GameState {
  const state = start(content, { players: Array.from({ length: players }, (_, k) => ({ id: `p${k + 1}` })) }, 'screens').state;
  state.monsters = [];
  state.gates = [];
  state.elderSigns = [];
  for (const inv of state.invs) {
    inv.status = 'active';
    inv.at = graph.indexOf('train-station');
    inv.world = null;
    inv.box = 0;
    inv.str = 5;
    inv.san = 5;
  }
  return state;
}

export function node(id: string): number {
  return graph.indexOf(id);
}

/** A terminal over a FakeChannel: what the caller's side receives, and a way to type. */
export function openTerminal(caps: TerminalCaps = CP437): { term: Terminal; channel: FakeChannel; clock: FakeClock } {
  const channel = new FakeChannel();
  const clock = new FakeClock();
  return { term: createTerminal(channel, { ...caps }, { clock }), channel, clock };
}

/** Sends `texts` through a real terminal one after another; returns each one's bytes and the screen after all. */
export function through(texts: string[], caps: TerminalCaps = CP437): { sizes: number[]; bytes: Buffer; screen: VirtualScreen } {
  const { term, channel } = openTerminal(caps);
  const sizes: number[] = [];
  for (const text of texts) {
    const before = channel.output().length;
    term.write(text);
    term.flush();
    sizes.push(channel.output().length - before);
  }
  const bytes = channel.output();
  const screen = new VirtualScreen(80, caps.rows);
  screen.feed(bytes);
  return { sizes, bytes, screen };
}

export function expectFits(screen: VirtualScreen): void {
  expect(screen.bottomRightWritten, 'wrote the bottom-right cell').toBe(false);
  expect(screen.scrolled, 'scrolled').toBe(false);
  expect(screen.ambiguousWraps, 'leaned on the wrap after column 80').toBe(0);
}

export function expectPlainAscii(bytes: Buffer): void {
  expect(bytes.includes(0x1b), 'an escape in ASCII mode').toBe(false);
  expect([...bytes].every((b) => b < 0x80), 'a byte above 0x7F in ASCII mode').toBe(true);
}

/** PC colour numbers to the SGR numbers a terminal keeps (ECMA-48: 30 + n, 40 + n). */
const PC_TO_ANSI = [0, 4, 2, 6, 1, 5, 3, 7];

/** The virtual screen shows exactly `buffer`: every character, and the colours of every drawn cell. */
export function expectShows(screen: VirtualScreen, buffer: ScreenBuffer): void {
  const wrong: string[] = [];
  for (let row = 1; row <= buffer.rows; row += 1) {
    for (let col = 1; col <= buffer.cols; col += 1) {
      const want = buffer.get(row, col);
      const got = screen.cell(row, col);
      const bg = bgOf(want.attr) === 0 ? null : 40 + (PC_TO_ANSI[bgOf(want.attr)] ?? 0);
      const fg = 30 + (PC_TO_ANSI[fgOf(want.attr) & 7] ?? 7);
      // The default foreground is light grey: 37 or none show the same.
      const same =
        got.ch === want.ch && got.bg === bg && (want.ch === ' ' || ((got.fg ?? 37) === fg && got.bold === fgOf(want.attr) >= 8));
      if (!same && wrong.length < 5) wrong.push(`(${row},${col}) want ${JSON.stringify(want)} got ${JSON.stringify(got)}`);
    }
  }
  expect(wrong).toEqual([]);
}

/** Lets pending promise callbacks run without real time passing. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

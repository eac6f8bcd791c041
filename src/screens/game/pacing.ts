// Narration at a pace a reader can follow: a line, a short pause, the next line. Any key skips the
// pauses and brings the rest at once. The pauses run on the Clock injected into the caller's
// KeyReader, so tests never wait on real time; the key that skips is taken, not passed on.
import type { Terminal } from '../../term/types.js';
import type { KeyReader } from '../key-reader.js';
import type { NarrationBlock } from './narrate.js';
import { wrapWords } from './wrap.js';

export interface PaceOptions {
  /**
   * The session's KeyReader (over its Clock). It must be the one the screens share: a read that a
   * pause gives up on waits there for the next screen, and a reader of our own would swallow that key.
   */
  keys: KeyReader;
  /** Pause after each line. */
  pauseMs?: number;
}

export const LINE_PAUSE_MS = 700;
const WIDTH = 79;

/** A line of narration: a block's heading, or a piece of one of its sentences (wrapped and indented). */
export interface NarrationRow {
  text: string;
  heading: boolean;
}

/** Blocks as rows of at most `width` cells: a heading, then its sentences wrapped and indented. */
export function narrationRows(blocks: readonly NarrationBlock[], width = WIDTH): NarrationRow[] {
  const rows: NarrationRow[] = [];
  for (const block of blocks) {
    if (block.heading !== null) rows.push({ text: block.heading, heading: true });
    const indent = block.heading === null ? '' : '  ';
    for (const sentence of block.lines) {
      wrapWords(sentence, width - indent.length - 2).forEach((line, k) => rows.push({ text: `${indent}${k === 0 ? '' : '  '}${line}`, heading: false }));
    }
  }
  return rows;
}

/** Blocks as screen lines: a heading in colour (ANSI), then its sentences wrapped and indented. */
export function narrationLines(blocks: readonly NarrationBlock[], ansi: boolean): string[] {
  return narrationRows(blocks).map((row) => (!row.heading ? row.text : ansi ? `\x1b[0;1;36m${row.text}\x1b[0m` : `${row.text}:`));
}

/** One step of a paced telling: what it puts on the screen, and how long to wait after it. */
export interface PacedStep {
  show: () => void;
  pauseMs: number;
}

/**
 * Runs `steps`, pausing after each but the last; resolves when all are shown. A key cuts the pauses
 * short: `skip` then brings the screen to where the steps would leave it (by default the remaining
 * steps, shown at once), given the index of the first step not yet shown. True when a key did.
 */
export async function paceSteps(steps: readonly PacedStep[], keys: KeyReader, skip?: (next: number) => void): Promise<boolean> {
  for (let k = 0; k < steps.length; k += 1) {
    steps[k]?.show();
    if (k === steps.length - 1) break;
    const key = await keys.nextWithin(steps[k]?.pauseMs ?? LINE_PAUSE_MS);
    if (key !== undefined) {
      if (skip) skip(k + 1);
      else for (const step of steps.slice(k + 1)) step.show();
      return true;
    }
  }
  return false;
}

/** Writes `lines`, pausing after each; resolves when all are out. True when a key cut the pauses short. */
export async function paceLines(term: Terminal, lines: readonly string[], options: PaceOptions): Promise<boolean> {
  const pauseMs = options.pauseMs ?? LINE_PAUSE_MS;
  const out = (text: string): void => {
    term.write(text);
    term.flush();
  };
  const steps = lines.map((line) => ({ show: () => out(`${line}\r\n`), pauseMs }));
  return paceSteps(steps, options.keys, (next) => out(lines.slice(next).map((line) => `${line}\r\n`).join('')));
}

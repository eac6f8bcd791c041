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

/** Blocks as screen lines: a heading in colour (ANSI), then its sentences wrapped and indented. */
export function narrationLines(blocks: readonly NarrationBlock[], ansi: boolean): string[] {
  const lines: string[] = [];
  for (const block of blocks) {
    if (block.heading !== null) lines.push(ansi ? `\x1b[0;1;36m${block.heading}\x1b[0m` : `${block.heading}:`);
    const indent = block.heading === null ? '' : '  ';
    for (const sentence of block.lines) {
      wrapWords(sentence, WIDTH - indent.length - 2).forEach((line, k) => lines.push(`${indent}${k === 0 ? '' : '  '}${line}`));
    }
  }
  return lines;
}

/** Writes `lines`, pausing after each; resolves when all are out. True when a key cut the pauses short. */
export async function paceLines(term: Terminal, lines: readonly string[], options: PaceOptions): Promise<boolean> {
  const { keys } = options;
  const pause = options.pauseMs ?? LINE_PAUSE_MS;
  for (let k = 0; k < lines.length; k += 1) {
    term.write(`${lines[k] ?? ''}\r\n`);
    term.flush();
    if (k === lines.length - 1) break;
    const key = await keys.nextWithin(pause);
    if (key !== undefined) {
      term.write(lines.slice(k + 1).map((line) => `${line}\r\n`).join(''));
      term.flush();
      return true;
    }
  }
  return false;
}

// Narration at a pace a reader can follow: a line, a pause as long as the line takes to read at the
// caller's pace, the next line. Any key skips the pauses and brings the rest at once. The pauses run
// on the Clock injected into the caller's KeyReader, so tests never wait on real time; the key that
// skips is taken, not passed on.
import { PACES, type Pace } from '../../service/accounts/pace.js';
import type { Terminal } from '../../term/types.js';
import type { KeyReader } from '../key-reader.js';
import type { NarrationBlock } from './narrate.js';
import { wrapWords } from './wrap.js';

export { PACES, type Pace };

/** How much of the normal pause each pace takes: instant none, slow nearly twice. */
const PACE_SCALE: Record<Pace, number> = { instant: 0, fast: 0.5, normal: 1, slow: 1.8 };
/** At the normal pace: a short beat for every line, and a little more for each character on it. */
const ROW_MS = 50;
const CHAR_MS = 5;

/**
 * The pace a caller gets before they choose one: on a slow line (9600 bps or less) the bytes
 * themselves take time to arrive, so the pauses are shorter.
 */
export function defaultPace(baud: number | undefined): Pace {
  return baud !== undefined && baud > 0 && baud <= 9600 ? 'fast' : 'normal';
}

/** The pace after `pace` in the order of PACES, round again after the last. */
export function nextPace(pace: Pace): Pace {
  return PACES[(PACES.indexOf(pace) + 1) % PACES.length] ?? 'normal';
}

/** The pause after a line of `text` at `pace`: long enough to read it. */
export function linePauseMs(text: string, pace: Pace): number {
  return Math.round(PACE_SCALE[pace] * (ROW_MS + CHAR_MS * [...text.trim()].length));
}

/** A full panel stays up a little longer before the next page of the tale (normal pace). */
const PAGE_PAUSE_MS = 1_000;
/** After the last line, time to read it and a beat more before the next decision covers the panel (normal pace). */
const LINGER_MS = 400;

/** The pause after each row of a panel `height` rows high at `pace`: the row's reading time, and a page's end. */
export function panelPausesMs(rows: readonly NarrationRow[], height: number, pace: Pace): number[] {
  return rows.map((row, k) => linePauseMs(row.text, pace) + ((k + 1) % height === 0 ? Math.round(PACE_SCALE[pace] * PAGE_PAUSE_MS) : 0));
}

/** How long the last of `rows` stays before the next screen, at `pace`. */
export function lingerMs(rows: readonly NarrationRow[], pace: Pace): number {
  const last = rows[rows.length - 1];
  return (last ? linePauseMs(last.text, pace) : 0) + Math.round(PACE_SCALE[pace] * LINGER_MS);
}

export interface PaceOptions {
  /**
   * The session's KeyReader (over its Clock). It must be the one the screens share: a read that a
   * pause gives up on waits there for the next screen, and a reader of our own would swallow that key.
   */
  keys: KeyReader;
  /** Pause after each line: a fixed time, or by the line's length at a pace. */
  pauseMs?: number | ((line: string) => number);
}

export const LINE_PAUSE_MS = 700;
const WIDTH = 79;

/** A line of narration: a block's heading, or a piece of one of its sentences (wrapped and indented). */
export interface NarrationRow {
  text: string;
  heading: boolean;
  /** A row of an encounter's own text. */
  story?: boolean;
  /** Beside this row: line `line` (from 0) of the vignette of location `place`. */
  picture?: { place: string; line: number };
}

/**
 * Room for a location's vignette beside its encounter: `cols` wide after a blank column, `rows` high,
 * for the places that have one; with `pageRows`, a picture never straddles two pages of that height.
 */
export interface PictureRoom {
  cols: number;
  rows: number;
  has: (place: string) => boolean;
  pageRows?: number;
}

/**
 * Blocks as rows of at most `width` cells: a heading, then its sentences wrapped and indented. With
 * `pictures`, the encounter at a location (from its table roll to the block's end) wraps narrower and
 * runs at least as many rows as the vignette beside it.
 */
export function narrationRows(blocks: readonly NarrationBlock[], width = WIDTH, pictures?: PictureRoom): NarrationRow[] {
  const rows: NarrationRow[] = [];
  for (const block of blocks) {
    const place = block.place !== undefined && pictures?.has(block.place) === true ? block.place : null;
    const from = place === null ? block.lines.length : (block.placeLine ?? 0);
    let first = -1;
    const blockStart = rows.length;
    // A block of one sentence that names its investigator first needs no heading over it.
    const alone = block.heading !== null && block.lines.length === 1 && block.story === undefined && block.lines[0]?.startsWith(`${block.heading} `) === true;
    if (block.heading !== null && !alone) rows.push({ text: block.heading, heading: true });
    const indent = block.heading === null || alone ? '' : '  ';
    block.lines.forEach((sentence, n) => {
      const story = block.story?.includes(n) ?? false;
      const room = n >= from && pictures ? width - pictures.cols - 1 : width;
      if (n === from && pictures) {
        // A picture that would straddle two pages starts the next one, its heading with it.
        const page = pictures.pageRows;
        const at = n === 0 ? blockStart : rows.length;
        if (page !== undefined && page > pictures.rows + rows.length - at && (at % page) + rows.length - at + pictures.rows > page) {
          rows.splice(at, 0, ...Array.from({ length: page - (at % page) }, () => ({ text: '', heading: false })));
        }
        first = rows.length;
      }
      wrapWords(sentence, room - indent.length - 2).forEach((line, k) =>
        rows.push({ text: `${indent}${k === 0 ? '' : '  '}${line}`, heading: false, ...(story ? { story } : {}) }),
      );
    });
    if (place === null || !pictures || first < 0) continue;
    while (rows.length - first < pictures.rows) rows.push({ text: '', heading: false });
    for (let k = first; k < first + pictures.rows; k += 1) {
      const row = rows[k];
      if (row) row.picture = { place, line: k - first };
    }
  }
  return rows;
}

/** Pictures as plain lines, for `narrationLines`: the room they take, and a place's rows (null: none). */
export interface PlainPictures extends PictureRoom {
  lines: (place: string) => readonly string[] | null;
}

/**
 * Blocks as screen lines: a heading in colour (ANSI), then its sentences wrapped and indented. Plain
 * lines may take a location's vignette beside its encounter.
 */
export function narrationLines(blocks: readonly NarrationBlock[], ansi: boolean, pictures?: PlainPictures): string[] {
  const room = ansi ? undefined : pictures;
  return narrationRows(blocks, WIDTH, room).map((row) => {
    const text = !row.heading ? row.text : ansi ? `\x1b[0;1;36m${row.text}\x1b[0m` : `${row.text}:`;
    const beside = row.picture && room ? (room.lines(row.picture.place)?.[row.picture.line] ?? '') : '';
    return beside === '' || !room ? text : `${text.padEnd(WIDTH - room.cols)}${beside}`.trimEnd();
  });
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
    const pauseMs = steps[k]?.pauseMs ?? LINE_PAUSE_MS;
    if (pauseMs <= 0) continue;
    const key = await keys.nextWithin(pauseMs);
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
  const pause = options.pauseMs ?? LINE_PAUSE_MS;
  const out = (text: string): void => {
    term.write(text);
    term.flush();
  };
  const steps = lines.map((line) => ({ show: () => out(`${line}\r\n`), pauseMs: typeof pause === 'number' ? pause : pause(line) }));
  return paceSteps(steps, options.keys, (next) => out(lines.slice(next).map((line) => `${line}\r\n`).join('')));
}

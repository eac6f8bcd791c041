// The tale so far, read again: this game turn's narration and the turn before it (last night's
// Mythos with it), as pages the caller scrolls back and forth through, newest at the bottom. Also
// where the caller sets the pace the tale goes by at: P goes round instant, fast, normal, slow.
import type { Pace } from '../../service/accounts/pace.js';
import { ScreenBuffer } from '../../term/screen-buffer.js';
import type { Key } from '../../term/types.js';
import { nextPace, type NarrationRow } from '../game/pacing.js';
import { INK } from '../game/palette.js';
import { clip } from '../game/wrap.js';
import type { PlaySession } from './play-session.js';
import { scrollBy } from './scroll-keys.js';

const TOP = 3;
/** Rows 3..22 hold the tale; 24 the keys. */
const BODY_ROWS = 20;
const PLAIN_ROWS = 18;
const TITLE = 'The tale so far';

export interface TaleLogOptions {
  rows: readonly NarrationRow[];
  pace: Pace;
  /** Called with the new pace when the caller changes it (to keep it in their profile). */
  setPace: (pace: Pace) => Promise<void>;
}

type Move = { kind: 'scroll'; by: number } | { kind: 'pace' } | { kind: 'close' } | null;

function moveOf(key: Key, page: number): Move {
  const by = scrollBy(key, page);
  if (by !== null) return { kind: 'scroll', by };
  switch (key.kind) {
    case 'enter':
      return { kind: 'scroll', by: page };
    case 'escape':
      return { kind: 'close' };
    case 'char': {
      const char = key.char.toLowerCase();
      if (char === 'b' || char === 'k') return { kind: 'scroll', by: -page };
      if (char === ' ' || char === 'f' || char === 'j') return { kind: 'scroll', by: page };
      if (char === 'p') return { kind: 'pace' };
      if (char === 'q' || char === 'l') return { kind: 'close' };
      return null;
    }
    default:
      return null;
  }
}

function keysLine(pace: Pace, full: boolean): string {
  return full ? `[Up/Dn] [PgUp/PgDn] or [B]/[F] scroll  [P] pace: ${pace}  [Q] back` : `[B]ack  [F]orward  [P] pace: ${pace}  [Q] back to the table`;
}

function drawLog(rows: readonly NarrationRow[], first: number, pace: Pace): ScreenBuffer {
  const screen = new ScreenBuffer(80, 24);
  const last = Math.min(rows.length, first + BODY_ROWS);
  const where = rows.length <= BODY_ROWS ? '' : `lines ${first + 1}-${last} of ${rows.length}`;
  screen.text(1, 3, TITLE, INK.title);
  if (where !== '') screen.text(1, 78 - where.length, where, INK.dim);
  rows.slice(first, last).forEach((row, k) => screen.text(TOP + k, 2, clip(row.text, 77), row.heading ? INK.heading : row.story ? INK.value : INK.text));
  screen.text(24, 2, clip(keysLine(pace, true), 77), INK.prompt);
  return screen;
}

function plainPage(rows: readonly NarrationRow[], first: number, pace: Pace): string {
  const body = rows.slice(first, first + PLAIN_ROWS).map((row) => (row.heading ? `${row.text}:` : row.text));
  return `\r\n-- ${TITLE} (lines ${first + 1}-${Math.min(rows.length, first + PLAIN_ROWS)} of ${rows.length}) --\r\n${body.join('\r\n')}\r\n${keysLine(pace, false)} `;
}

/** Shows the log until the caller goes back; resolves with the pace they left it at. */
export async function showTaleLog(session: PlaySession, options: TaleLogOptions): Promise<Pace> {
  const full = session.screen.fullScreen;
  const rows: readonly NarrationRow[] = options.rows.length > 0 ? options.rows : [{ text: 'Nothing has been told at this table yet.', heading: false }];
  const page = full ? BODY_ROWS : PLAIN_ROWS;
  const lastFirst = Math.max(0, rows.length - page);
  let first = lastFirst;
  let pace = options.pace;
  let shown = -1;
  for (;;) {
    if (full) session.screen.show(drawLog(rows, first, pace), { row: 24, col: 79 });
    // A plain line gets the page again only when it moved; a new pace, only the keys line.
    else session.screen.print(first === shown ? `\r\n${keysLine(pace, false)} ` : plainPage(rows, first, pace));
    shown = first;
    const move = moveOf(await session.ctx.keys.next(), page);
    if (move === null) continue;
    if (move.kind === 'close') return pace;
    if (move.kind === 'pace') {
      pace = nextPace(pace);
      await options.setPace(pace);
    } else first = Math.max(0, Math.min(lastFirst, first + move.by));
  }
}

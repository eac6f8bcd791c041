// The paging of a finished game watched again (watch-game.ts): its replayed turns as narration rows
// in the live screens' words, which turn is on the screen, what each key does, and where a typed turn
// number leads. Pure: turns and keys in, positions out.
import type { TaleTurn } from '../../service/replay-tale.js';
import { dayOf } from '../../service/news/advertiser.js';
import { longDate } from '../../service/bulletins/dates.js';
import type { Key } from '../../term/types.js';
import type { NarrationContext } from '../game/narrate.js';
import { narrationRows, type NarrationRow } from '../game/pacing.js';
import { recordBlocks, type RevisedTelling } from './record-blocks.js';
import { scrollBy } from './scroll-keys.js';

export interface WatchTurn {
  turn: number;
  /** The day it was played, as the Advertiser prints dates. */
  day: string;
  rows: NarrationRow[];
}

/** The replayed turns as the rows the table's narration panel would show for them (`revised`: a revised game's telling). */
export function watchTurns(turns: readonly TaleTurn[], ctx: NarrationContext, width?: number, revised?: RevisedTelling): WatchTurn[] {
  return turns.map((t) => {
    const rows = narrationRows(recordBlocks(t.records, ctx, revised), width);
    return { turn: t.turn, day: longDate(dayOf(t.at)), rows: rows.length > 0 ? rows : [{ text: 'Nothing happened that a tale would tell.', heading: false }] };
  });
}

/** "Game turn 3 of 12, Sunday, 29 November 2026". */
export function turnHeading(turns: readonly WatchTurn[], at: number): string {
  const shown = turns[at];
  const last = turns[turns.length - 1];
  if (!shown || !last) return 'No game turn to show';
  return `Game turn ${shown.turn} of ${last.turn}, ${shown.day}`;
}

export type WatchMove = { kind: 'turn'; by: number } | { kind: 'scroll'; by: number } | { kind: 'jump' } | { kind: 'pace' } | { kind: 'quit' } | null;

/** What a key does while a turn is on the screen (`page`: the rows a page scrolls by). */
export function watchMove(key: Key, page: number): WatchMove {
  const by = scrollBy(key, page);
  if (by !== null) return { kind: 'scroll', by };
  switch (key.kind) {
    case 'right':
    case 'enter':
      return { kind: 'turn', by: 1 };
    case 'left':
      return { kind: 'turn', by: -1 };
    case 'escape':
      return { kind: 'quit' };
    case 'char': {
      const char = key.char.toLowerCase();
      if (char === 'n' || char === 'f') return { kind: 'turn', by: 1 };
      if (char === 'b') return { kind: 'turn', by: -1 };
      if (char === 'j' || char === 'g') return { kind: 'jump' };
      if (char === 'p') return { kind: 'pace' };
      if (char === 'q' || char === 'x') return { kind: 'quit' };
      return null;
    }
    default:
      return null;
  }
}

/** The turn `by` turns from `at`, kept inside the game (null when there is none that way). */
export function stepTurn(at: number, by: number, count: number): number | null {
  const to = at + by;
  return to < 0 || to >= count ? null : to;
}

/** The first row shown after scrolling `by` from `first`, a page `page` rows high over `total` rows. */
export function scrollTo(first: number, by: number, page: number, total: number): number {
  return Math.max(0, Math.min(Math.max(0, total - page), first + by));
}

/** Where a typed turn number leads: the index of that turn, or why it leads nowhere. */
export function jumpTarget(typed: string, turns: readonly WatchTurn[]): { at: number } | { refused: string } {
  const first = turns[0]?.turn ?? 1;
  const last = turns[turns.length - 1]?.turn ?? first;
  const range = `a game turn from ${first} to ${last}`;
  if (!/^\d{1,6}$/.test(typed.trim())) return { refused: `Type ${range}.` };
  const n = Number(typed.trim());
  const at = turns.findIndex((t) => t.turn === n);
  return at < 0 ? { refused: `There is no game turn ${n}; type ${range}.` } : { at };
}

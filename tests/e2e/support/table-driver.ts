// Plays at the table the way a caller in a hurry would: reads what the screen asks for and answers
// it. A menu gets Enter (its default), or the first hotkey its footer offers when it has no default;
// "press any key" gets a key; the tale being told gets a key, which skips its pauses; a table
// waiting on the automaton gets nothing until the automaton has moved.
import type { ScreenLine } from './screen-line.js';

/** What the screen waits for, read off it as a person would. */
export type ScreenAsk = 'menu' | 'any-key' | 'tale' | 'waiting' | 'game-over' | 'yes-no' | 'unclear';

/** The end of a game on its own screen (src/screens/play/game-over.ts and ansi/src/game-over.art). */
export const GAME_OVER = /ARKHAM IS SAVED|ARKHAM HAS FALLEN|THE GAME IS OVER|THE TABLE STANDS EMPTY/;
const GAME_OVER_KEY = 'Press any key to return to the tables.';
/** The footer every prompt menu ends with (src/screens/game/prompt-page.ts). */
const MENU_FOOTER = '[?] help';
/** The table's own keys, on the row above the footer of a decision at the table (table-screen.ts). */
const TABLE_KEYS = '[M] map';
const TALE_HINT = 'A key hurries the tale along';
/** Asked before a roll that cannot succeed (src/rulesets/classic/screens/roll-odds.ts): the driver goes ahead. */
const HOPELESS = 'try anyway? Y/N';
/** The line a table shows while it waits on someone else (src/screens/play/waiting.ts). */
const WAITING = /Waiting on |The table is settling its accounts/;

/** The last `count` lines the caller sees: rows 24-count+1..24 with ANSI, else the last lines written. */
export function lastLines(line: ScreenLine, ansi: boolean, count = 1): string[] {
  if (ansi) return Array.from({ length: count }, (_, k) => line.screen.rowText(24 - count + 1 + k));
  const tail = line.text(Math.max(0, line.data.length - 4000)).split('\n');
  return tail.slice(-count).map((text) => text.replace(/\r$/, ''));
}

function bottomLine(line: ScreenLine, ansi: boolean): string {
  return lastLines(line, ansi)[0] ?? '';
}

export function whatTheScreenAsks(line: ScreenLine, ansi: boolean): ScreenAsk {
  const bottom = bottomLine(line, ansi);
  if (bottom.includes(GAME_OVER_KEY)) return 'game-over';
  if (bottom.includes(HOPELESS)) return 'yes-no';
  if (bottom.includes(MENU_FOOTER)) return 'menu';
  if (/press any key/i.test(bottom)) return 'any-key';
  if (bottom.includes(TALE_HINT)) return 'tale';
  if (WAITING.test(bottom)) return 'waiting';
  return 'unclear';
}

/** A decision at the table is on the screen (not the lobby's menu, nor the map or a sheet). */
export function atTableDecision(line: ScreenLine, ansi: boolean): boolean {
  const [keysRow = '', footer = ''] = lastLines(line, ansi, 2);
  return footer.includes(MENU_FOOTER) && keysRow.includes(TABLE_KEYS);
}

/** The key a menu's footer offers: Enter when it has a default, else the first hotkey of "[1-4,q] choose". */
export function menuKey(footer: string): string {
  if (footer.includes('[Enter]')) return '\r\n';
  const key = /\[([0-9a-z])[^\]]*\] choose/.exec(footer)?.[1];
  if (key === undefined) throw new Error(`a menu with neither a default nor a hotkey: ${footer}`);
  return key;
}

export interface TableRun {
  /** Keys pressed at the table. */
  keys: number;
  /** How many screens of each kind were answered. */
  answered: Record<ScreenAsk, number>;
}

export interface DriveOptions {
  ansi: boolean;
  /** Real time with nothing arriving before a screen counts as drawn. */
  quietMs?: number;
  /** Longest wait for anything new after a key, or while the table waits on the automaton. */
  stallMs?: number;
}

/**
 * Answers whatever the table asks until `stop` says so (by default, at the game-over screen). Each
 * key waits for the screen to answer it before the next is chosen, so no key lands on a screen it
 * was not meant for. A screen that says nothing clear gets a key too: a tale told in plain lines has
 * no hint under it, and the key hurries it along.
 */
export async function playUntil(line: ScreenLine, options: DriveOptions, stop: (ask: ScreenAsk) => boolean = (ask) => ask === 'game-over'): Promise<TableRun> {
  const quietMs = options.quietMs ?? 40;
  const stallMs = options.stallMs ?? 20_000;
  const answered: Record<ScreenAsk, number> = { menu: 0, 'any-key': 0, tale: 0, waiting: 0, 'game-over': 0, 'yes-no': 0, unclear: 0 };
  let keys = 0;
  for (;;) {
    await line.quiet(quietMs);
    if (line.closed) throw new Error(`the line closed at the table; the screen shows:\n${line.screen.text()}`);
    const ask = whatTheScreenAsks(line, options.ansi);
    if (stop(ask)) return { keys, answered };
    answered[ask] += 1;
    const mark = line.data.length;
    if (ask !== 'waiting') {
      line.type(ask === 'menu' ? menuKey(bottomLine(line, options.ansi)) : ask === 'yes-no' ? 'y' : '\r\n');
      keys += 1;
    }
    const answer = line.waitFor(() => line.data.length > mark || line.closed, `an answer to a ${ask} screen`, ask === 'unclear' ? quietMs * 20 : stallMs);
    // A key on a tale that was only pausing may be left for the next screen to read: look again.
    await (ask === 'unclear' ? answer.catch(() => undefined) : answer);
  }
}

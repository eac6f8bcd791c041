// What the caller's screen shows right now, kept as a ScreenBuffer, so every new screen goes out as
// the cells that changed (a map after a move, a menu over the map, a narration line). Anything drawn
// outside it (art, the pager) must be followed by forget(): the next screen then goes out whole.
import type { Cell } from '../../term/cursor-moves.js';
import { diffScreens, renderScreen, type ScreenBuffer } from '../../term/screen-buffer.js';
import type { Terminal } from '../../term/types.js';

export class LiveScreen {
  private shown: ScreenBuffer | null = null;

  constructor(readonly term: Terminal) {}

  /** Whether whole screens can be drawn: ANSI and at least 80x24. Otherwise screens write plain lines. */
  get fullScreen(): boolean {
    const { ansi, cols, rows } = this.term.caps;
    return ansi && cols >= 80 && rows >= 24;
  }

  /** Puts `next` on the screen: only the cells that differ from what is there, or all of it after forget(). */
  show(next: ScreenBuffer, cursorAt?: Cell): void {
    const options = cursorAt ? { cursorAt } : {};
    this.term.write(this.shown && this.shown.rows === next.rows ? diffScreens(this.shown, next, options) : renderScreen(next, options));
    this.term.flush();
    this.shown = next.clone();
  }

  /** Whether the screen shows exactly `screen` now (nothing else was drawn over it since). */
  showing(screen: ScreenBuffer): boolean {
    return this.shown !== null && this.shown.equals(screen);
  }

  /** Plain lines, outside the screen model (a terminal too plain or too small for whole screens). */
  print(text: string): void {
    this.term.write(text);
    this.term.flush();
    this.forget();
  }

  /** The screen was drawn by other means: the next show() draws it whole. */
  forget(): void {
    this.shown = null;
  }

  /** A message from outside (a page): a Terminal notice, which covers rows and gives them back at the next key. */
  notice(text: string): void {
    this.term.notice(text);
  }
}

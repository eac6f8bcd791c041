// What the caller's screen shows right now, kept as a ScreenBuffer, so every new screen goes out as
// the cells that changed (a map after a move, a menu over the map, a narration line). Anything drawn
// outside it (art, the pager) must be followed by forget(): the next screen then goes out whole.
import { cursorPosition, type Cell } from '../../term/cursor-moves.js';
import { attr, diffScreens, renderScreen, type ScreenBuffer } from '../../term/screen-buffer.js';
import type { Terminal } from '../../term/types.js';
import { toPlainText } from '../../support/plain-text.js';
import { PC } from './palette.js';
import { clip } from './wrap.js';

/** The colours Terminal.notice writes in (bold yellow). */
const NOTICE_INK = attr(PC.yellow);

export class LiveScreen {
  private shown: ScreenBuffer | null = null;
  private cursor: Cell | null = null;

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
    this.cursor = cursorAt ?? null;
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
    this.cursor = null;
  }

  /**
   * A message from outside (a page) as a Terminal notice. On a drawn screen it takes the row above the
   * last one, where the notice's own line break cannot scroll the screen, and the cursor goes back to
   * where it waited; the next show() repaints that row.
   */
  notice(text: string): void {
    const shown = this.shown;
    if (!shown || !this.fullScreen) {
      this.term.notice(text);
      return;
    }
    const row = shown.rows - 1;
    const message = clip(toPlainText(text), shown.cols - 2);
    this.term.write(`${cursorPosition({ row, col: 1 })}\x1b[0m\x1b[K`);
    this.term.notice(message);
    shown.fill(row, 1, shown.cols);
    shown.text(row, 1, message, NOTICE_INK);
    this.term.write(cursorPosition(this.cursor ?? { row: shown.rows, col: 1 }));
    this.term.flush();
  }
}

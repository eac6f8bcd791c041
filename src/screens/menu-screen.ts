// A menu on the caller's screen: its art with live values, a hotkey loop that ignores keys it
// does not know (no redraw for a stray key), and one-line messages in the menu's status field. Also
// the small exchanges every screen behind the menu shares: a text to page through, a line to type,
// a yes or no, a one-line message.
import { isServiceError } from '../service/errors.js';
import { toPlainText } from '../support/plain-text.js';
import { wrapText } from '../service/wrap.js';
import { clip } from './game/wrap.js';
import type { ArtTemplate, FieldValues } from './art/template.js';
import type { KeyReader } from './key-reader.js';
import { menuItemFor, type Menu, type MenuItem, type MenuViewer } from './menu.js';
import type { Terminal } from '../term/types.js';

export class MenuScreen<Target extends string> {
  constructor(
    private readonly term: Terminal,
    private readonly menu: Menu<Target>,
    private readonly art: ArtTemplate,
    private readonly keys: KeyReader,
    private readonly viewer: MenuViewer = { sysop: false },
  ) {}

  draw(values: FieldValues): void {
    this.term.write(this.art.render(values, { ansi: this.term.caps.ansi, cursorField: this.menu.promptField }));
    this.term.flush();
  }

  /** Waits for a key that picks an item this viewer may see. */
  async choose(): Promise<MenuItem<Target>> {
    for (;;) {
      const item = menuItemFor(this.menu, await this.keys.next(), this.viewer);
      if (item) return item;
    }
  }

  /**
   * A one-line message: in the status field with ANSI, on lines of its own without (wrapped between
   * words). A message too long for the field ends, between words, in `more` (where to read it all).
   */
  status(message: string, more = ''): void {
    const { promptField, statusField } = this.menu;
    if (this.term.caps.ansi) {
      const width = this.art.field(statusField)?.width ?? message.length;
      const shown = [...message].length <= width || more === '' ? message : `${clip(message, width - more.length - 1)} ${more}`;
      this.term.write(this.art.drawField(statusField, shown) + this.art.cursorTo(promptField));
    } else {
      const lines = wrapText(toPlainText(message), Math.max(20, this.term.caps.cols - 1));
      this.term.write('\r\n' + lines.join('\r\n') + '\r\n' + this.art.asciiPrompt(promptField));
    }
    this.term.flush();
  }
}

/** What the exchanges below need: the caller's terminal and the session's one KeyReader. */
export interface CallerIo {
  term: Terminal;
  keys: Pick<KeyReader, 'next'>;
}

const CLEAR = '\x1b[0m\x1b[H\x1b[2J';
const PROMPT = '\x1b[0;36m';
const ANSWER = '\x1b[0;1;37m';
const NOTE = '\x1b[0;1;33m';
const DONE = '\x1b[0m';
export const BACK_HINT = 'Press any key to go back.';

/** A fresh screen; in ASCII mode a blank line keeps one screen from the next. */
export function clearScreen(term: Terminal): void {
  term.write(term.caps.ansi ? CLEAR : '\r\n');
}

/** Pages through `text` on a fresh screen, then waits for a key. */
export async function showText(io: CallerIo, text: string, after = BACK_HINT): Promise<void> {
  clearScreen(io.term);
  await io.term.showPaged(text);
  await pressAnyKey(io, after);
}

/** One line on a line of its own (a refusal, a confirmation), then waits for a key. */
export async function tell(io: CallerIo, message: string, after = BACK_HINT): Promise<void> {
  io.term.write(`\r\n${NOTE}${message}${DONE}\r\n`);
  await pressAnyKey(io, after);
}

async function pressAnyKey(io: CallerIo, prompt: string): Promise<void> {
  io.term.write(`${PROMPT}${prompt}${DONE}`);
  io.term.flush();
  await io.keys.next();
}

/**
 * A prompt that takes text, saying that Esc goes back: inside its closing bracket when it has one
 * ("To (a name; Esc goes back): "), else before its closing colon or question mark.
 */
export function withBackHint(prompt: string): string {
  const ending = /^(.*?)([:?])?(\s*)$/s.exec(prompt);
  const body = ending?.[1] ?? prompt;
  const mark = ending?.[2] ?? '';
  const space = ending?.[3] || ' ';
  if (body.endsWith(')')) return `${body.slice(0, -1)}; Esc goes back)${mark}${space}`;
  return `${body} (Esc goes back)${mark}${space}`;
}

/**
 * Asks for a line of at most `maxLength` characters (fewer when the line has no more room), the
 * prompt saying that Esc goes back; trimmed, or null when the caller pressed Esc.
 */
export async function askLine(io: CallerIo, prompt: string, maxLength: number, initial?: string): Promise<string | null> {
  io.term.write(`${PROMPT}${withBackHint(prompt)}${ANSWER}`);
  io.term.flush();
  const answer = await io.term.readLine(initial === undefined ? { maxLength } : { maxLength, initial });
  io.term.write(DONE);
  return answer === null ? null : answer.trim();
}

/** A yes-or-no question answered with one key: Y or N, Enter for the default; other keys mean the default too. */
export async function askYesNo(io: CallerIo, question: string, defaultYes = false): Promise<boolean> {
  io.term.write(`\r\n${NOTE}${question}${PROMPT} ${defaultYes ? '[Y/n]' : '[y/N]'} ${ANSWER}`);
  io.term.flush();
  const key = await io.keys.next();
  const pressed = key.kind === 'char' ? key.char.toLowerCase() : '';
  const yes = pressed === 'y' || (pressed !== 'n' && defaultYes);
  io.term.write(`${yes ? 'yes' : 'no'}${DONE}\r\n`);
  io.term.flush();
  return yes;
}

/** A refusal of the service as one sentence for the caller; undefined for any other error (a bug, to be thrown on). */
export function refusalWords(error: unknown): string | undefined {
  if (!isServiceError(error)) return undefined;
  const text = toPlainText(error.message).trim();
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
}

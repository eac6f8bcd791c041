// The Terminal screens talk to, over one caller's Channel: output through the writer (encoding,
// thrift, byte count), input through the key decoder into a queue, and the line editor, pager and
// notices on top: with ANSI a notice covers the bottom rows of the screen and, at the next key,
// gives back what it covered; it never moves or scrolls what is there.
import type { Clock } from '../support/clock.js';
import type { Channel } from '../transports/channel.js';
import { splitEscapes } from './escapes.js';
import { toPlainText } from '../support/plain-text.js';
import { createKeyDecoder, type KeyDecoder } from './keys.js';
import { LineEditor } from './line-editor.js';
import { createOutputWriter, type OutputWriter } from './output.js';
import { attr, diffScreens, type ScreenBuffer } from './screen-buffer.js';
import { wrapText } from '../service/wrap.js';
import { SessionEnded, type Key, type ReadLineOptions, type Terminal, type TerminalCaps, type WrappedLine } from './types.js';

export interface TerminalOptions {
  clock: Clock;
}

/**
/**
 * Keys typed ahead and not yet read; beyond this a flood is dropped rather than hoarded. Room for a
 * whole letter pasted at once (a mail body is at most 4,000 characters). An Enter is kept even then,
 * in place of the newest other key: a long paste still ends its line.
 */
const MAX_QUEUED_KEYS = 4_096;
const MORE_PROMPT = '\x1b[0;1;36m-- More --\x1b[0;36m [Enter] next page, [N]onstop, [Q]uit\x1b[0m';
const NOTICE_COLOUR = '\x1b[0;1;33m';
/** Bright yellow on blue: a notice stands apart from any screen. */
const NOTICE_ATTR = attr(14, 1);
const SAVE_CURSOR = '\x1b7';
const RESTORE_CURSOR = '\x1b8';

/** A notice on the screen: the rows it covers and what it drew there. */
interface ShownNotice {
  top: number;
  bottom: number;
  drawn: ScreenBuffer;
}

interface Waiter {
  resolve: (key: Key) => void;
  reject: (error: Error) => void;
}

type MoreAnswer = 'next' | 'nonstop' | 'quit';

class ChannelTerminal implements Terminal {
  readonly caps: TerminalCaps;
  private readonly writer: OutputWriter;
  private readonly decoder: KeyDecoder;
  private readonly queue: Key[] = [];
  private readonly waiters: Waiter[] = [];
  private readonly unsubscribe: Array<() => void> = [];
  private endedReason: string | undefined;
  private editing: { editor: LineEditor; prompt: string } | undefined;
  private shownNotice: ShownNotice | undefined;

  constructor(channel: Channel, caps: TerminalCaps, options: TerminalOptions) {
    // Our own copy: a resize updates it without touching the caller's object.
    this.caps = { ...caps };
    this.writer = createOutputWriter({
      caps: this.caps,
      send: (bytes) => {
        if (channel.closed) return false;
        channel.write(bytes);
        return true;
      },
    });
    this.decoder = createKeyDecoder({
      charset: this.caps.charset,
      clock: options.clock,
      onKey: (key) => this.deliver(key),
    });
    this.unsubscribe.push(
      channel.onData((bytes) => this.decoder.push(bytes)),
      channel.onClose((reason) => this.end(`channel closed: ${reason}`)),
      channel.onResize((cols, rows) => this.resize(cols, rows)),
    );
    if (channel.closed) this.end('channel closed');
  }

  get bytesWritten(): number {
    return this.writer.bytesWritten;
  }

  write(text: string): void {
    this.writer.write(text);
  }

  flush(): void {
    this.writer.flush();
  }

  readKey(): Promise<Key> {
    this.flush();
    if (this.endedReason !== undefined) return Promise.reject(new SessionEnded(this.endedReason));
    const key = this.queue.shift();
    if (key) return Promise.resolve(key);
    return new Promise<Key>((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  async readLine(options: ReadLineOptions): Promise<string | null> {
    const editor = await this.edit(options, false);
    return editor.escaped ? null : editor.value;
  }

  async readWrappedLine(options: ReadLineOptions): Promise<WrappedLine | null> {
    const editor = await this.edit(options, true);
    if (editor.escaped) return null;
    return { line: editor.value, carry: editor.carry, joiner: editor.brokeAtSpace ? ' ' : '' };
  }

  private async edit(options: ReadLineOptions, wrap: boolean): Promise<LineEditor> {
    // Never let the line reach the last column: emulators disagree about what happens there.
    const column = this.writer.column;
    const room = column === null ? options.maxLength : Math.max(0, this.caps.cols - column);
    const editor = new LineEditor({ ...options, maxLength: Math.min(options.maxLength, room) }, this.caps.ansi, wrap);
    this.editing = { editor, prompt: this.writer.lineReplay() };
    try {
      this.write(editor.start());
      for (;;) {
        const result = editor.apply(await this.readKey());
        this.write(result.output);
        if (result.done) {
          this.flush();
          return editor;
        }
      }
    } finally {
      this.editing = undefined;
    }
  }

  async showPaged(text: string): Promise<void> {
    const lines = text.replace(/\r\n?/g, '\n').split('\n');
    if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
    const pageRows = Math.max(1, this.caps.rows - 1);
    let used = 0;
    let nonstop = false;
    for (const line of lines) {
      const rows = this.rowsTaken(line);
      if (!nonstop && used > 0 && used + rows > pageRows) {
        const answer = await this.more();
        if (answer === 'quit') return;
        nonstop = answer === 'nonstop';
        used = 0;
      }
      this.write(line + '\r\n');
      used += rows;
    }
    this.flush();
  }

  notice(text: string): void {
    const message = toPlainText(text);
    if (this.caps.ansi) {
      this.putBackNotice();
      this.coverBottomRows(message);
      this.flush();
      return;
    }
    const prompt = this.editing?.prompt ?? this.writer.lineReplay();
    const atLineStart = this.writer.column === 1;
    // Between words, so a page longer than a line reads in full with no word cut at the edge.
    const lines = wrapText(message, Math.max(20, this.caps.cols - 1)).join('\r\n');
    this.write((atLineStart ? '' : '\r\n') + lines + '\r\n' + prompt + (this.editing?.editor.redraw() ?? ''));
    this.flush();
  }

  /**
   * Draws `message` over the bottom rows, the cursor and colours left as they were. When the cursor
   * waits on one of those rows (a prompt on the last row), the notice goes just above it instead.
   */
  private coverBottomRows(message: string): void {
    const { cols, rows } = this.caps;
    const lines = wrapText(message, cols - 2).slice(0, Math.max(1, rows - 2));
    const screen = this.writer.screen;
    const cursor = this.writer.cursor;
    const cursorRow = cursor?.row ?? rows;
    const bottom = cursorRow > rows - lines.length && cursorRow > lines.length ? cursorRow - 1 : rows;
    const top = bottom - lines.length + 1;
    if (!screen || !cursor) {
      // What the screen shows is not known, so it cannot be given back: the rows are only overwritten.
      const drawn = lines.map((line, i) => `\x1b[${top + i};1H\x1b[K${NOTICE_COLOUR}${line}\x1b[0m`).join('');
      this.writer.overlay(SAVE_CURSOR + drawn + RESTORE_CURSOR + this.writer.colourReplay());
      return;
    }
    const drawn = screen.clone();
    lines.forEach((line, i) => {
      drawn.fill(top + i, 1, cols, ' ', NOTICE_ATTR);
      drawn.text(top + i, 2, line, NOTICE_ATTR);
    });
    this.writer.overlay(diffScreens(screen, drawn, { cursorAt: cursor }) + this.writer.colourReplay());
    this.shownNotice = { top, bottom, drawn };
  }

  /** Gives back what the notice on the screen covered (as screens have drawn it since). */
  private putBackNotice(): void {
    const shown = this.shownNotice;
    this.shownNotice = undefined;
    const screen = this.writer.screen;
    const cursor = this.writer.cursor;
    if (!shown || !screen || !cursor || shown.drawn.rows !== screen.rows || shown.drawn.cols !== screen.cols) return;
    const seen = screen.clone();
    for (let row = shown.top; row <= shown.bottom; row += 1) {
      for (let col = 1; col <= screen.cols; col += 1) {
        const cell = shown.drawn.get(row, col);
        seen.set(row, col, cell.ch, cell.attr);
      }
    }
    this.writer.overlay(diffScreens(seen, screen, { cursorAt: cursor }) + this.writer.colourReplay());
  }

  end(reason: string): void {
    if (this.endedReason !== undefined) return;
    this.endedReason = reason;
    this.decoder.dispose();
    for (const stop of this.unsubscribe.splice(0)) stop();
    this.queue.length = 0;
    for (const waiter of this.waiters.splice(0)) waiter.reject(new SessionEnded(reason));
    this.writer.finish();
  }

  private deliver(key: Key): void {
    if (this.shownNotice) {
      this.putBackNotice();
      this.flush();
    }
    const waiter = this.waiters.shift();
    if (waiter) waiter.resolve(key);
    else if (this.queue.length < MAX_QUEUED_KEYS) this.queue.push(key);
    else if (key.kind === 'enter') this.keepEnter(key);
  }

  private keepEnter(enter: Key): void {
    let last = this.queue.length - 1;
    while (last >= 0 && this.queue[last]?.kind === 'enter') last -= 1;
    if (last < 0) return;
    this.queue.splice(last, 1);
    this.queue.push(enter);
  }

  private resize(cols: number, rows: number): void {
    if (Number.isInteger(cols) && cols >= 20) this.caps.cols = cols;
    if (Number.isInteger(rows) && rows >= 5) this.caps.rows = rows;
  }

  /** Screen rows a line takes, wrapping at the width; a full-width line may wrap on some emulators. */
  private rowsTaken(line: string): number {
    let width = 0;
    for (const token of splitEscapes(line).tokens) if (token.kind === 'text') width += [...token.text].length;
    return Math.floor(width / this.caps.cols) + 1;
  }

  private async more(): Promise<MoreAnswer> {
    this.write(MORE_PROMPT);
    const promptWidth = this.writer.column === null ? 0 : this.writer.column - 1;
    let answer: MoreAnswer | undefined;
    while (answer === undefined) answer = moreAnswer(await this.readKey());
    // Wipe the prompt so the next page starts on a clean line.
    this.write(this.caps.ansi ? '\r\x1b[K' : '\r' + ' '.repeat(promptWidth) + '\r');
    return answer;
  }
}

function moreAnswer(key: Key): MoreAnswer | undefined {
  switch (key.kind) {
    case 'enter':
    case 'page-down':
    case 'down':
      return 'next';
    case 'escape':
      return 'quit';
    case 'char': {
      const ch = key.char.toLowerCase();
      if (ch === ' ') return 'next';
      if (ch === 'n') return 'nonstop';
      if (ch === 'q') return 'quit';
      return undefined;
    }
    default:
      return undefined;
  }
}

/** A Terminal over `channel`, with the capabilities decided for this caller (see decideCaps). */
export function createTerminal(channel: Channel, caps: TerminalCaps, options: TerminalOptions): Terminal {
  return new ChannelTerminal(channel, caps, options);
}

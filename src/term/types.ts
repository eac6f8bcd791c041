// What screens see of a caller's terminal. Screens write Unicode text with ANSI escape sequences
// (SGR colours, cursor moves, clears); the terminal encodes it for the caller (CP437 or UTF-8),
// strips escapes and maps box drawing to + - | in ASCII mode, drops redundant codes and counts bytes.
export type Charset = 'cp437' | 'utf8';

export interface TerminalCaps {
  charset: Charset;
  /** false: plain ASCII, no escape codes at all. */
  ansi: boolean;
  cols: number;
  rows: number;
  /** Line speed in bps when known, for pacing decisions. */
  baud?: number;
}

export type Key =
  | { kind: 'char'; char: string }
  | { kind: 'enter' }
  | { kind: 'backspace' }
  | { kind: 'delete' }
  | { kind: 'tab' }
  | { kind: 'escape' }
  | { kind: 'up' }
  | { kind: 'down' }
  | { kind: 'left' }
  | { kind: 'right' }
  | { kind: 'home' }
  | { kind: 'end' }
  | { kind: 'page-up' }
  | { kind: 'page-down' }
  | { kind: 'ctrl'; char: string };

export interface WrappedLine {
  line: string;
  carry: string;
  /** What stood between the line and the carry as typed: ' ' when it broke at a space, else ''. */
  joiner: ' ' | '';
}

export interface ReadLineOptions {
  maxLength: number;
  /** Echo this character instead of what is typed (passwords). */
  mask?: string;
  initial?: string;
}

/** Thrown out of a read when the caller is gone or the session must end; screens let it pass. */
export class SessionEnded extends Error {
  constructor(readonly reason: string) {
    super(`session ended: ${reason}`);
    this.name = 'SessionEnded';
  }
}

export interface Terminal {
  readonly caps: TerminalCaps;
  /** Queues text (Unicode, with ANSI escapes) for the caller. */
  write(text: string): void;
  /** Sends what is queued. */
  flush(): void;
  /** The next key the caller presses. Rejects with SessionEnded when the session ends. */
  readKey(): Promise<Key>;
  /**
   * A line typed with editing (backspace, arrows, Home, End, Delete), printable characters only;
   * Enter ends it. Null when Esc ends it instead: the caller goes back, whatever was typed.
   */
  readLine(options: ReadLineOptions): Promise<string | null>;
  /**
   * readLine for running text: a character typed past `maxLength` ends the line between words, and
   * the word it was part of comes back as `carry` to begin the next line (empty when Enter ended it).
   */
  readWrappedLine(options: ReadLineOptions): Promise<WrappedLine | null>;
  /** Shows text page by page, pausing with a "More" prompt every screenful (by caps.rows). */
  showPaged(text: string): Promise<void>;
  /** A message on its own line (time warnings, pages from other players), then redraws any line being edited. */
  notice(text: string): void;
  /** Ends the session: pending and future reads reject with SessionEnded(reason). */
  end(reason: string): void;
  /** Bytes sent to the caller so far. */
  readonly bytesWritten: number;
}

// The lines of a drop file and the checks every format shares, so that empty, binary and truncated
// files, bad numbers, unsafe names and the time-left cap are judged one way for all four formats.
//
// Error messages say what was expected and never quote a line: DOOR.SYS line 14 holds the caller's
// real password on Synchronet, and a writer that is off by one (FACTS-BBS §1.1) could put it under
// any line number.
import { decodeCp437 } from '../../term/cp437.js';
import { toPlainText } from '../../support/plain-text.js';
import { DropFileError, type CallerRecord, type DropFileFormat, type DropFileLine } from '../caller.js';

export interface DropFileOptions {
  /** The sysop's cap on one call, in seconds (default four hours). */
  maxTimeSeconds?: number;
  /** The time now (ms since the epoch), for a format that gives the end of the call as a time of day. */
  now?: number;
}

/** Every format's parser: the file's bytes and its path (for errors and `source`) in, a caller out. */
export type DropFileParser = (bytes: Uint8Array, path: string, options?: DropFileOptions) => CallerRecord;

/** A 52-line DOOR.SYS is under 2 KB; anything this large is not a drop file. */
export const MAX_DROP_FILE_BYTES = 64 * 1024;
export const DEFAULT_MAX_TIME_SECONDS = 4 * 60 * 60;
/** Art is drawn for 80x24 (FACTS-BBS §5); used when a format gives no page length or an absurd one. */
export const DEFAULT_ROWS = 24;
const MIN_ROWS = 5;
const MAX_ROWS = 255;
const MAX_NODE = 255;
const MAX_SECURITY = 65535;
/** DOS editors and some writers end a text file with Ctrl-Z; nothing after it is text. */
const DOS_EOF = 0x1a;
/** More than this share of control or high bytes means the file is not text. */
const BINARY_SHARE = 0.3;

export class DropFileLines {
  private constructor(
    readonly path: string,
    private readonly lines: readonly string[],
  ) {}

  /**
   * Decodes the bytes as CP437 (or UTF-8) into trimmed lines (CRLF or LF), rejecting empty, binary
   * and truncated files.
   */
  static decode(bytes: Uint8Array, path: string, format: DropFileFormat, minLines: number, encoding: 'cp437' | 'utf8' = 'cp437'): DropFileLines {
    if (bytes.length > MAX_DROP_FILE_BYTES) {
      throw new DropFileError(path, 0, `too large for a drop file (more than ${MAX_DROP_FILE_BYTES} bytes)`);
    }
    const eof = bytes.indexOf(DOS_EOF);
    const body = eof >= 0 ? bytes.subarray(0, eof) : bytes;
    if (body.every(isWhitespaceByte)) throw new DropFileError(path, 0, 'the file is empty');
    if (looksBinary(body)) throw new DropFileError(path, 0, 'binary content, not a text drop file');
    const text = encoding === 'utf8' ? Buffer.from(body).toString('utf8') : decodeCp437(body);
    const lines = text.split(/\r?\n/).map((line) => line.trim());
    // The newline that ends the last line does not start another one.
    if (lines[lines.length - 1] === '') lines.pop();
    if (lines.length < minLines) {
      const missing = lines.length + 1;
      throw new DropFileError(path, missing, `truncated: line ${missing} is missing (${format} has at least ${minLines} lines)`);
    }
    return new DropFileLines(path, lines);
  }

  fail(line: number, reason: string): never {
    throw new DropFileError(this.path, line, reason);
  }

  /** The trimmed text of a 1-based line, '' when the file stops before it. */
  raw(line: number): string {
    return this.lines[line - 1] ?? '';
  }

  isBlank(line: number): boolean {
    return this.raw(line) === '';
  }

  /** Text with every control character removed, so it can never carry an escape sequence to a screen or log. */
  safeText(line: number): string {
    return stripControls(this.raw(line));
  }

  /** Like `safeText`, but a blank line is an error. */
  name(line: number, what: string): string {
    const text = this.safeText(line);
    if (text === '') this.fail(line, `${what} is blank`);
    return text;
  }

  /** Alias and real name from two lines, each standing in for the other when blank; both blank is an error. */
  names(aliasLine: number, realNameLine: number): { alias: string; realName: string } {
    const real = this.safeText(realNameLine);
    const alias = this.safeText(aliasLine) || real;
    if (alias === '') this.fail(realNameLine, 'caller name is blank');
    return { alias, realName: real || alias };
  }

  /** A whole number in [min, max]; padding and a decimal tail (WWIV's `%8ld.00`) are accepted, the tail dropped. */
  integer(line: number, what: string, min: number, max: number = Number.MAX_SAFE_INTEGER): number {
    const value = parseWholeNumber(this.raw(line));
    if (value === undefined) this.fail(line, `${what}: expected a whole number`);
    if (value < min || value > max) {
      const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `${min} to ${max}`;
      this.fail(line, `${what} out of range: expected ${range}`);
    }
    return value;
  }

  /** A 0/1 flag. */
  flag(line: number, what: string): boolean {
    return this.integer(line, what, 0, 1) === 1;
  }

  /** Node 1..255; some local writers put 0, which means the only node, 1. */
  node(line: number): number {
    return this.integer(line, 'node number', 0, MAX_NODE) || 1;
  }

  security(line: number): number {
    return this.integer(line, 'security level', 0, MAX_SECURITY);
  }

  seconds(line: number, what: string): number {
    return this.integer(line, what, 0);
  }

  minutesAsSeconds(line: number, what: string): number {
    return this.integer(line, what, 0) * 60;
  }

  /** Screen rows; blank, unreadable, 0 or absurd page lengths fall back to 24. */
  rows(line: number): number {
    const value = parseWholeNumber(this.raw(line));
    return value !== undefined && value >= MIN_ROWS && value <= MAX_ROWS ? value : DEFAULT_ROWS;
  }

  /** The leading number of a speed field (`38400`, `2400 BAUD,N,8,1`); 0 when there is none (WWIV writes `KB`). */
  leadingNumber(line: number): number {
    const digits = /^\d{1,9}/.exec(this.raw(line));
    return digits ? Number(digits[0]) : 0;
  }

  /** `COM0:`, `COM0` or `0` is local; `COMn[:]` or `n` is serial port n. */
  commPort(line: number): DropFileLine {
    const match = /^(?:COM)?(\d{1,3}):?$/i.exec(this.raw(line));
    const port = match?.[1];
    if (port === undefined) this.fail(line, 'comm port: expected COM0: (local) or COMn:');
    const number = Number(port);
    return number === 0 ? { kind: 'local' } : { kind: 'serial', port: number };
  }

  /**
   * Checks a date loosely: blank, `MM/DD/YY`, `MM-DD-YYYY`, `DD/MM/YY`, `YYYY-MM-DD` or WWIV's `mmddyy` pass.
   * Nothing reads the value; a date that looks like no date at all shows the file is not what it claims.
   */
  date(line: number): void {
    if (!looksLikeDate(this.raw(line))) {
      this.fail(line, 'not a date: expected MM/DD/YY (or with - and a 4-digit year)');
    }
  }
}

/** Time left after the sysop's cap, never negative. */
export function clampTimeLeft(seconds: number, options: DropFileOptions = {}): number {
  const cap = options.maxTimeSeconds;
  const limit = cap === undefined || Number.isNaN(cap) ? DEFAULT_MAX_TIME_SECONDS : cap;
  return Math.max(0, Math.floor(Math.min(seconds, limit)));
}

/** The text as plain, harmless characters (no controls, no escape sequences with their payloads), trimmed. */
export function stripControls(text: string): string {
  return toPlainText(text).trim();
}

function parseWholeNumber(text: string): number | undefined {
  const match = /^([+-]?\d+)(?:\.\d*)?$/.exec(text);
  if (!match?.[1]) return undefined;
  const value = Number(match[1]);
  return Number.isSafeInteger(value) ? value : undefined;
}

function looksLikeDate(text: string): boolean {
  if (text === '') return true;
  const separated = /^(\d{1,2})[/-](\d{1,2})[/-](?:\d{2}|\d{4})$/.exec(text);
  if (separated) return plausibleMonthAndDay(Number(separated[1]), Number(separated[2]));
  const yearFirst = /^\d{4}[/-](\d{1,2})[/-](\d{1,2})$/.exec(text);
  if (yearFirst) return plausibleMonthAndDay(Number(yearFirst[1]), Number(yearFirst[2]));
  const packed = /^(\d{2})(\d{2})(?:\d{2}|\d{4})$/.exec(text);
  if (packed) return plausibleMonthAndDay(Number(packed[1]), Number(packed[2]));
  return false;
}

/** Either order (month/day or day/month); 0 is allowed because Synchronet writes `00/00/00` for "never". */
function plausibleMonthAndDay(first: number, second: number): boolean {
  return first <= 31 && second <= 31 && (first <= 12 || second <= 12);
}

function isWhitespaceByte(byte: number): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
}

function looksBinary(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return true;
  let odd = 0;
  for (const byte of bytes) {
    const control = byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d;
    if (control || byte >= 0x7f) odd += 1;
  }
  return odd > bytes.length * BINARY_SHARE;
}

// The editing behind Terminal.readLine: a buffer of printable characters, a cursor, and for every
// key the fewest bytes that bring the caller's screen up to date. The caret only moves with BS and
// CSI n D (ECMA-48 CUB) and by re-printing characters, so nothing depends on absolute positions.
import { isPrintable } from './printable.js';
import type { Key, ReadLineOptions } from './types.js';

export interface EditResult {
  /** Text to write for the caller (echo and cursor movement). */
  output: string;
  /** True once Enter (or Esc) has ended the line. */
  done: boolean;
}

const NOTHING: EditResult = { output: '', done: false };

export class LineEditor {
  private chars: string[] = [];
  private cursor = 0;
  /** With wrapping: the words a full line pushed on to the next one. */
  private carried = '';
  private brokeAt: 'space' | 'word' | null = null;
  private gaveUp = false;
  private readonly maxLength: number;
  private readonly mask: string | undefined;

  constructor(
    options: ReadLineOptions,
    /** False in ASCII mode: cursor moves use BS only. */
    private readonly ansi: boolean,
    /** Running text: a character past the end ends the line between words instead of being refused. */
    private readonly wrap = false,
  ) {
    this.maxLength = Math.max(0, Math.floor(options.maxLength));
    const mask = options.mask === undefined ? undefined : [...options.mask][0];
    this.mask = mask !== undefined && isPrintable(mask) ? mask : undefined;
    for (const ch of options.initial ?? '') {
      if (this.chars.length < this.maxLength && isPrintable(ch)) this.chars.push(ch);
    }
    this.cursor = this.chars.length;
  }

  get value(): string {
    return this.chars.join('');
  }

  /** Whether Esc ended the line: the caller goes back, and what was typed counts for nothing. */
  get escaped(): boolean {
    return this.gaveUp;
  }

  /** What a wrap moved on to the next line ('' when Enter ended the line). */
  get carry(): string {
    return this.carried;
  }

  /** Whether a wrap ended the line at a space (which neither the line nor the carry keeps). */
  get brokeAtSpace(): boolean {
    return this.brokeAt === 'space';
  }

  /** What to write when editing begins: the initial text, caret at its end. */
  start(): string {
    return this.shown(0, this.chars.length);
  }

  /** The whole line again from its first column, caret back in place (after a notice). */
  redraw(): string {
    return this.shown(0, this.chars.length) + this.left(this.chars.length - this.cursor);
  }

  apply(key: Key): EditResult {
    switch (key.kind) {
      case 'enter':
        return { output: '\r\n', done: true };
      case 'escape':
        this.gaveUp = true;
        return { output: '\r\n', done: true };
      case 'char':
        return this.insert(key.char);
      case 'backspace':
        if (this.cursor === 0) return NOTHING;
        this.cursor -= 1;
        this.chars.splice(this.cursor, 1);
        return this.edited('\b' + this.tailAfterRemoval());
      case 'delete':
        if (this.cursor === this.chars.length) return NOTHING;
        this.chars.splice(this.cursor, 1);
        return this.edited(this.tailAfterRemoval());
      case 'left':
        if (this.cursor === 0) return NOTHING;
        this.cursor -= 1;
        return this.edited('\b');
      case 'right':
        if (this.cursor === this.chars.length) return NOTHING;
        this.cursor += 1;
        return this.edited(this.shown(this.cursor - 1, this.cursor));
      case 'home': {
        const back = this.left(this.cursor);
        this.cursor = 0;
        return this.edited(back);
      }
      case 'end': {
        const forward = this.shown(this.cursor, this.chars.length);
        this.cursor = this.chars.length;
        return this.edited(forward);
      }
      case 'ctrl':
        // Ctrl-U empties the line, as in most line editors.
        return key.char === 'U' ? this.clear() : NOTHING;
      default:
        return NOTHING;
    }
  }

  private insert(ch: string): EditResult {
    if ([...ch].length !== 1 || !isPrintable(ch)) return NOTHING;
    if (this.chars.length >= this.maxLength) return this.wrap && this.maxLength > 0 ? this.wrapped(ch) : NOTHING;
    this.chars.splice(this.cursor, 0, ch);
    this.cursor += 1;
    const tail = this.chars.length - this.cursor;
    return this.edited(this.shown(this.cursor - 1, this.chars.length) + this.left(tail));
  }

  /**
   * A full line and one character more: the line ends at its last space (or, one long word, at the
   * edge), and what follows goes to the next line. The screen keeps only the line's own words.
   */
  private wrapped(ch: string): EditResult {
    const before = this.chars.slice();
    const all = before.slice();
    all.splice(this.cursor, 0, ch);
    const space = all.lastIndexOf(' ', this.maxLength);
    const cut = space > 0 ? space : this.maxLength;
    this.brokeAt = space > 0 ? 'space' : 'word';
    const keep = all.slice(0, cut);
    while (keep.length > 0 && keep[keep.length - 1] === ' ') keep.pop();
    this.carried = all.slice(space > 0 ? cut + 1 : cut).join('');
    let same = 0;
    while (same < keep.length && same < this.cursor && keep[same] === before[same]) same += 1;
    const output = this.left(this.cursor - same) + keep.slice(same).join('') + ' '.repeat(Math.max(0, before.length - keep.length)) + '\r\n';
    this.chars = keep;
    this.cursor = keep.length;
    return { output, done: true };
  }

  private clear(): EditResult {
    const length = this.chars.length;
    if (length === 0) return NOTHING;
    const output = this.left(this.cursor) + ' '.repeat(length) + this.left(length);
    this.chars.length = 0;
    this.cursor = 0;
    return this.edited(output);
  }

  /** After removing the character at the caret: shift the rest left, blank the old last cell. */
  private tailAfterRemoval(): string {
    const tail = this.chars.length - this.cursor;
    return this.shown(this.cursor, this.chars.length) + ' ' + this.left(tail + 1);
  }

  private edited(output: string): EditResult {
    return { output, done: false };
  }

  private shown(from: number, to: number): string {
    const slice = this.chars.slice(from, to);
    return this.mask === undefined ? slice.join('') : this.mask.repeat(slice.length);
  }

  private left(n: number): string {
    if (n <= 0) return '';
    return !this.ansi || n <= 3 ? '\b'.repeat(n) : `\x1b[${n}D`;
  }
}

// The body of a letter, typed line by line: a line holding only "." ends it, and so does Ctrl-Z at the
// start of a line (the end-of-text key of the old BBS editors). Words wrap: typing (or pasting) past
// the end of a line carries the last word on to the next. The letter stops growing at the mail
// service's limits, with a warning a few lines before, and what did not fit is said, never dropped.
import { MAIL_LIMITS } from '../../service/mail.js';
import type { CallerIo } from '../menu-screen.js';

export interface BodyLimits {
  lines: number;
  lineChars: number;
  chars: number;
}

const MAIL_BODY: BodyLimits = { lines: MAIL_LIMITS.bodyLines, lineChars: MAIL_LIMITS.lineChars, chars: MAIL_LIMITS.bodyChars };
const NOTE = '\x1b[0;1;33m';
const DONE = '\x1b[0m';
/** Lines, and characters, left when the warning comes. */
const WARN_LINES = 5;
const WARN_CHARS = 400;

export const BODY_FULL = 'That fills the page: the letter ends here.';

/** The warning a few lines (or characters) before the letter is full. */
export function nearlyFull(lines: number, chars: number): string {
  return lines <= WARN_LINES
    ? `Only ${lines} more line${lines === 1 ? '' : 's'} fit on this page.`
    : `Only about ${chars} more characters fit on this page.`;
}

/** What a full letter could not take, said back to the writer. */
export function leftOut(carry: string): string {
  return `These last words did not fit and were not kept: ${carry}`;
}

export async function readBody(io: CallerIo, limits: BodyLimits = MAIL_BODY): Promise<string> {
  const lines: string[] = [];
  let used = 0;
  let carry = '';
  let warned = false;
  const note = (text: string): void => {
    io.term.write(`${NOTE}${text}${DONE}\r\n`);
    io.term.flush();
  };
  for (;;) {
    const linesLeft = limits.lines - lines.length;
    const charsLeft = limits.chars - used;
    if (linesLeft <= 0 || charsLeft <= 0 || [...carry].length > charsLeft) {
      note(BODY_FULL);
      if (carry !== '') note(leftOut(carry));
      break;
    }
    if (!warned && (linesLeft <= WARN_LINES || charsLeft <= WARN_CHARS)) {
      warned = true;
      note(nearlyFull(linesLeft, charsLeft));
    }
    let initial = carry;
    if (initial === '') {
      const first = await io.keys.next();
      if ((first.kind === 'ctrl' && first.char === 'Z') || first.kind === 'escape') {
        io.term.write('\r\n');
        break;
      }
      if (first.kind === 'enter') {
        io.term.write('\r\n');
        lines.push('');
        used += 1;
        continue;
      }
      // Editing keys mean nothing on an empty line; the line starts with the first character typed.
      if (first.kind !== 'char') continue;
      initial = first.char;
    }
    const typed = await io.term.readWrappedLine({ maxLength: Math.min(limits.lineChars, charsLeft), initial });
    // Esc gives up the line being typed and ends the letter there: what comes next asks whether to send it.
    if (typed === null) break;
    carry = typed.carry;
    if (carry === '' && typed.line.trim() === '.') break;
    lines.push(typed.line);
    used += [...typed.line].length + 1;
  }
  while (lines.length > 0 && (lines[lines.length - 1] ?? '').trim() === '') lines.pop();
  return lines.join('\n');
}

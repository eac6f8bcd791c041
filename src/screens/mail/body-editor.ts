// The body of a letter, typed line by line: a line holding only "." ends it, and so does Ctrl-Z at the
// start of a line (the end-of-text key of the old BBS editors). Each line is edited with the
// terminal's line editor; the letter stops growing at the mail service's limits.
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

export const BODY_FULL = 'That fills the page: the letter ends here.';

export async function readBody(io: CallerIo, limits: BodyLimits = MAIL_BODY): Promise<string> {
  const lines: string[] = [];
  let used = 0;
  for (;;) {
    if (lines.length >= limits.lines || used >= limits.chars) {
      io.term.write(`${NOTE}${BODY_FULL}${DONE}\r\n`);
      io.term.flush();
      break;
    }
    const first = await io.keys.next();
    if (first.kind === 'ctrl' && first.char === 'Z') {
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
    const line = await io.term.readLine({ maxLength: Math.min(limits.lineChars, limits.chars - used), initial: first.char });
    if (line.trim() === '.') break;
    lines.push(line);
    used += [...line].length + 1;
  }
  while (lines.length > 0 && (lines[lines.length - 1] ?? '').trim() === '') lines.pop();
  return lines.join('\n');
}

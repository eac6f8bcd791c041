// Writing a letter: to whom, about what, the body, then send. A refusal of the service is one line;
// a name nobody goes by can be corrected without losing what was written.
import { NAME_MAX_LENGTH } from '../../service/accounts/names.js';
import { isServiceError } from '../../service/errors.js';
import { MAIL_LIMITS, type MailService } from '../../service/mail.js';
import { wrapText } from '../../service/wrap.js';
import { toPlainText } from '../../support/plain-text.js';
import type { CallerContext } from '../caller-context.js';
import { askLine, askYesNo, clearScreen, refusalWords, tell } from '../menu-screen.js';
import { readBody } from './body-editor.js';

export interface LetterStart {
  /** Known for a reply; asked for otherwise. */
  to?: string;
  subject?: string;
}

const TITLE = '\x1b[0;1;33m';
const TEXT = '\x1b[0;36m';
const VALUE = '\x1b[0;1;37m';
const DONE = '\x1b[0m';

export const COMPOSE_TEXT = {
  title: 'A LETTER, BY THE LAMP',
  body: `Write your letter below, up to ${MAIL_LIMITS.bodyLines} lines; the words wrap on their own. A line with only a dot (.) ends it; so do Ctrl-Z and Esc (Esc leaves out the line it is pressed on); then you choose whether to send it.`,
  blank: 'The page is blank: nothing was sent.',
  unsent: 'The letter goes into the fire, unsent.',
  nobody: 'Nobody in Arkham goes by that name.',
} as const;

export async function writeLetter(ctx: CallerContext, mail: Pick<MailService, 'send'>, start: LetterStart = {}): Promise<void> {
  const { term } = ctx;
  clearScreen(term);
  term.write(`${TITLE}${COMPOSE_TEXT.title}${DONE}\r\n\r\n`);
  let to = start.to ?? (await askLine(ctx, "To (a player's name): ", NAME_MAX_LENGTH));
  if (to === null || to === '') return;
  if (start.to !== undefined) term.write(`${TEXT}To: ${VALUE}${toPlainText(to)}${DONE}\r\n`);
  const subject = await askLine(ctx, 'Subject: ', MAIL_LIMITS.subject, start.subject);
  if (subject === null) return;
  term.write(`\r\n${TEXT}${wrapText(COMPOSE_TEXT.body, Math.min(78, term.caps.cols - 2)).join('\r\n')}${DONE}\r\n\r\n`);
  const body = await readBody(ctx);
  if (body.trim() === '') return tell(ctx, COMPOSE_TEXT.blank);
  if (!(await askYesNo(ctx, `Send it to ${toPlainText(to)}?`, true))) return tell(ctx, COMPOSE_TEXT.unsent);
  for (;;) {
    try {
      await mail.send(ctx.player, to, subject, body);
      return tell(ctx, `Your letter is on its way to ${toPlainText(to)}.`);
    } catch (error) {
      const refusal = refusalWords(error);
      if (refusal === undefined) throw error;
      if (!isServiceError(error) || error.code !== 'player/unknown') return tell(ctx, refusal);
      term.write(`\r\n${TITLE}${COMPOSE_TEXT.nobody}${DONE}\r\n`);
      to = await askLine(ctx, 'Send it to whom instead? (Enter throws it away) ', NAME_MAX_LENGTH);
      if (to === null || to === '') return tell(ctx, COMPOSE_TEXT.unsent);
    }
  }
}

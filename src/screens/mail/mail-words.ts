// Mail in the words the mail screens show: the inbox as a menu, a letter as text, a reply's subject,
// and when a letter came. Pure.
import type { MailHeader, MailMessage } from '../../service/mail.js';
import { toPlainText } from '../../support/plain-text.js';
import type { MenuDraft } from '../game/menu-model.js';

export const BACK = 'back';
export const WRITE = 'write';
export const REPLY = 'reply';
export const DELETE = 'delete';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LABEL = '\x1b[0;36m';
const VALUE = '\x1b[0;1;37m';
const BODY = '\x1b[0;37m';
const RULE = '\x1b[0;33m';
const DONE = '\x1b[0m';

/** "29 Nov 14:05" (UTC, like the Advertiser's days). */
export function whenWords(at: number): string {
  const date = new Date(at);
  const hh = String(date.getUTCHours()).padStart(2, '0');
  const mm = String(date.getUTCMinutes()).padStart(2, '0');
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${hh}:${mm}`;
}

export function inboxDraft(inbox: readonly MailHeader[]): MenuDraft {
  const unread = inbox.filter((mail) => !mail.read).length;
  const summary =
    inbox.length === 0
      ? 'Your box is empty. Nobody has written to you yet.'
      : `${inbox.length === 1 ? 'One letter' : `${inbox.length} letters`}, ${unread === 0 ? 'all read' : `${unread} unread`}; newest first.`;
  return {
    title: 'Your mail',
    context: [summary],
    groups: [
      ...(inbox.length > 0
        ? [
            {
              heading: 'Letters',
              choices: inbox.map((mail) => ({
                optionId: mail.id,
                label: `${toPlainText(mail.from)}: ${toPlainText(mail.subject)}`,
                detail: `${whenWords(mail.at)}${mail.read ? '' : '  NEW'}`,
              })),
            },
          ]
        : []),
      {
        heading: null,
        choices: [
          { optionId: WRITE, label: 'Write a letter', detail: '' },
          { optionId: BACK, label: 'Back to the main menu', detail: '' },
        ],
      },
    ],
  };
}

/** What to do with a letter just read. */
export function letterDraft(letter: MailMessage): MenuDraft {
  return {
    title: toPlainText(letter.subject),
    context: [`From ${toPlainText(letter.from)}, ${whenWords(letter.at)}.`],
    groups: [
      {
        heading: null,
        choices: [
          { optionId: REPLY, label: `Reply to ${toPlainText(letter.from)}`, detail: '' },
          { optionId: DELETE, label: 'Delete this letter', detail: '' },
          { optionId: BACK, label: 'Back to your letters', detail: '' },
        ],
      },
    ],
  };
}

/** The letter for the pager: its heading lines, a rule, the body. */
export function letterText(letter: MailMessage): string {
  const heading = (name: string, value: string): string => `${LABEL}${name.padEnd(9)}${VALUE}${toPlainText(value)}`;
  return [
    heading('From:', letter.from),
    heading('To:', letter.to),
    heading('Date:', whenWords(letter.at)),
    heading('Subject:', letter.subject),
    `${RULE}${'─'.repeat(76)}${BODY}`,
    ...letter.body.split('\n').map((line) => toPlainText(line)),
    `${RULE}${'─'.repeat(76)}${DONE}`,
  ].join('\r\n');
}

/** "Re: " once, however long the exchange. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
}

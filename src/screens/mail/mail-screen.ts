// Mail from the main menu: the inbox, a letter read through the pager, then reply, delete (after a
// yes) or back; and writing a new letter.
import type { MailService } from '../../service/mail.js';
import { toPlainText } from '../../support/plain-text.js';
import type { CallerContext, CallerScreen } from '../caller-context.js';
import { askPrompt, menuFromDraft } from '../game/prompt-menu.js';
import type { MenuDraft } from '../game/menu-model.js';
import { askYesNo, refusalWords, showText, tell } from '../menu-screen.js';
import { writeLetter } from './compose.js';
import { HeldKeys } from '../game/held-keys.js';
import { BACK, DELETE, inboxDraft, letterDraft, letterText, REPLY, replySubject, WRITE } from './mail-words.js';

const INBOX_HELP =
  'Your letters, newest first; NEW marks those you have not read. Press the key beside a letter to read it, or choose to write one. Enter goes back to the main menu.';
const LETTER_HELP = 'Reply writes back to the sender; Delete throws the letter away after asking once more. Enter goes back to your letters.';

export const runMail: CallerScreen = async (ctx) => {
  const { mail } = await ctx.service();
  // A letter keeps its key while the ones above it are thrown away.
  const held = new HeldKeys();
  for (;;) {
    const picked = await choose(ctx, held.apply(inboxDraft(await mail.inbox(ctx.player))), 'mail-inbox', INBOX_HELP);
    if (picked === BACK) return;
    if (picked === WRITE) await writeLetter(ctx, mail);
    else await openLetter(ctx, mail, picked);
  }
};

function choose(ctx: CallerContext, draft: MenuDraft, id: string, help: string): Promise<string> {
  const menu = menuFromDraft(draft, { id, kind: id, defaultId: BACK, help }, Math.min(24, ctx.term.caps.rows));
  return askPrompt(ctx.term, menu, { keys: ctx.keys });
}

async function openLetter(ctx: CallerContext, mail: MailService, id: string): Promise<void> {
  try {
    const letter = await mail.read(ctx.player, id);
    await showText(ctx, letterText(letter), 'Press any key for what to do with it.');
    const action = await choose(ctx, letterDraft(letter), 'mail-letter', LETTER_HELP);
    if (action === REPLY) await writeLetter(ctx, mail, { to: letter.from, subject: replySubject(letter.subject) });
    if (action === DELETE && (await askYesNo(ctx, `Throw away this letter from ${toPlainText(letter.from)}?`))) {
      await mail.remove(ctx.player, id);
      await tell(ctx, 'The letter is gone.');
    }
  } catch (error) {
    const refusal = refusalWords(error);
    if (refusal === undefined) throw error;
    await tell(ctx, refusal);
  }
}

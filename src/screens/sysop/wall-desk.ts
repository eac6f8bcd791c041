// The wall at the sysop's desk: the newest lines, each one picked to remove it, and a caller barred from
// writing (or let write again). The same service as `arkham-door sysop wall-*`.
import { NAME_MAX_LENGTH } from '../../service/accounts/names.js';
import type { Wall } from '../../service/wall/wall.js';
import { toPlainText } from '../../support/plain-text.js';
import type { CallerContext } from '../caller-context.js';
import type { MenuDraft } from '../game/menu-model.js';
import { askLine, askYesNo, tell } from '../menu-screen.js';
import { choose } from './desk-kit.js';
import { BACK } from './sysop-words.js';

const POST = 'post:';
const BAR = 'bar';
const UNBAR = 'unbar';
const SHOWN = 12;
const WALL_HELP = 'The newest lines on the wall. Pick one to remove it; the tools below bar a caller from writing on the wall, or let them write again. Enter goes back.';

export function wallDeskDraft(posts: readonly { id: string; author: string; text: string }[], barred: readonly string[]): MenuDraft {
  return {
    title: 'The wall',
    context: [posts.length === 0 ? 'The wall is bare.' : 'Pick a line to remove it.', ...(barred.length === 0 ? [] : [`Barred: ${barred.join(', ')}`])],
    groups: [
      ...(posts.length === 0 ? [] : [{ heading: 'Newest lines', choices: posts.map((post) => ({ optionId: `${POST}${post.id}`, label: `${toPlainText(post.author)}:`, detail: toPlainText(post.text) })) }]),
      {
        heading: 'Tools',
        choices: [
          { optionId: BAR, label: 'Bar a caller from the wall', detail: '' },
          { optionId: UNBAR, label: 'Let a caller write again', detail: '' },
          { optionId: BACK, label: 'Back to the desk', detail: '' },
        ],
      },
    ],
  };
}

export async function wallDesk(ctx: CallerContext, wall: Wall): Promise<void> {
  for (;;) {
    const [{ posts }, barred] = await Promise.all([wall.page(0, SHOWN), wall.barred()]);
    const picked = await choose(ctx, wallDeskDraft(posts, barred), 'sysop-wall', WALL_HELP);
    if (picked === BACK) return;
    if (picked === BAR || picked === UNBAR) {
      // On a line of its own: the menu leaves the cursor after its own prompt, which would leave the name little room.
      ctx.term.write('\r\n');
      const name = await askLine(ctx, picked === BAR ? 'Bar whom? ' : 'Let whom write again? ', NAME_MAX_LENGTH);
      if (name === null || name === '') continue;
      await wall.setBarred(name, picked === BAR);
      await tell(ctx, picked === BAR ? `${toPlainText(name)} may no longer write on the wall.` : `${toPlainText(name)} may write on the wall again.`);
      continue;
    }
    const post = posts.find((candidate) => `${POST}${candidate.id}` === picked);
    if (!post) continue;
    if (!(await askYesNo(ctx, `Remove ${toPlainText(post.author)}'s line? `))) continue;
    await tell(ctx, (await wall.remove(post.id)) ? 'The line is gone from the wall.' : 'That line was gone already.');
  }
}

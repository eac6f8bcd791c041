// The sysop's desk for callers: every account (lock, unlock, rename, delete, end a caller's call)
// and a one-line notice to everyone on. The same service methods as `arkham-door sysop accounts ...`.
import type { AccountListing } from '../../service/accounts/account-admin.js';
import { MAX_NOTICE_LENGTH, type OnlinePlayer, type PresenceHub } from '../../service/presence-hub.js';
import type { ArkhamService } from '../../service/service.js';
import { NAME_MAX_LENGTH, nameKey } from '../../service/accounts/names.js';
import { toPlainText } from '../../support/plain-text.js';
import type { CallerContext } from '../caller-context.js';
import { askLine, tell } from '../menu-screen.js';
import { ACCOUNT, accountDraft, accountsDraft, DELETE_ACCOUNT, KICK, LOCK, RENAME, UNLOCK } from './accounts-words.js';
import { attempt, choose, heading } from './desk-kit.js';
import { BACK } from './sysop-words.js';
import { HeldKeys } from '../game/held-keys.js';

const ACCOUNTS_HELP = 'Every account of our own listener, with who is on now and who is locked. Pick one to look after it. Enter goes back.';
const ACCOUNT_HELP = 'A lock keeps the caller out until you unlock it. A rename moves the account, profile and letters. Deleting asks for the name first, and cannot be undone.';

export async function accountsDesk(ctx: CallerContext, service: ArkhamService): Promise<void> {
  const held = new HeldKeys();
  for (;;) {
    const [accounts, online] = await Promise.all([service.accounts.list(), service.presence.online()]);
    const picked = await choose(ctx, held.apply(accountsDraft(accounts, online)), 'sysop-accounts', ACCOUNTS_HELP);
    if (picked === BACK) return;
    const account = accounts.find((candidate) => `${ACCOUNT}${nameKey(candidate.name)}` === picked);
    if (account) await attempt(ctx, () => accountDesk(ctx, service, account, online));
  }
}

async function accountDesk(ctx: CallerContext, service: ArkhamService, account: AccountListing, online: readonly OnlinePlayer[]): Promise<void> {
  const name = toPlainText(account.name);
  const action = await choose(ctx, accountDraft(account, online), 'sysop-account', ACCOUNT_HELP);
  switch (action) {
    case LOCK:
      await service.accounts.lock(account.name);
      ctx.logger.info('sysop locked an account', { name: account.name, by: ctx.player });
      return tell(ctx, `${name} is locked out until you unlock the account.`);
    case UNLOCK:
      await service.accounts.unlock(account.name);
      ctx.logger.info('sysop unlocked an account', { name: account.name, by: ctx.player });
      return tell(ctx, `${name} may log in again.`);
    case RENAME: {
      heading(ctx, `Rename ${name}`);
      const to = await askLine(ctx, 'New name (Enter alone keeps it): ', NAME_MAX_LENGTH);
      if (to === null || to === '') return tell(ctx, 'Nothing was changed.');
      const renamed = await service.accounts.rename(account.name, to, (player) => service.games.gamesSeating(player));
      ctx.logger.info('sysop renamed an account', { name: renamed.from, to: renamed.to, by: ctx.player });
      return tell(ctx, `${toPlainText(renamed.from)} is now ${toPlainText(renamed.to)}.`);
    }
    case DELETE_ACCOUNT: {
      heading(ctx, `Delete the account ${name}`);
      const typed = await askLine(ctx, `Type the name (${name}) to delete it for good: `, NAME_MAX_LENGTH);
      if (typed === null || nameKey(typed) !== nameKey(account.name)) return tell(ctx, 'The name does not match: nothing was deleted.');
      const reset = await service.sysop.resetPlayer(account.name);
      await service.accounts.delete(account.name);
      ctx.logger.info('sysop deleted an account', { name: account.name, games: reset.games.length, by: ctx.player });
      return tell(ctx, `${name} is gone: out of ${reset.games.length} game(s), ${reset.mailRemoved} letter(s) deleted.`);
    }
    case KICK:
      await service.presence.kick(account.name);
      ctx.logger.info('sysop ended a call', { name: account.name, by: ctx.player });
      return tell(ctx, `${name}'s call ends within a few seconds.`);
    default:
      return;
  }
}

export async function sendNotice(ctx: CallerContext, presence: Pick<PresenceHub, 'broadcast'>): Promise<void> {
  heading(ctx, 'A notice to everyone on');
  const text = await askLine(ctx, 'Notice (Enter alone sends nothing): ', MAX_NOTICE_LENGTH);
  if (text === null || text === '') return tell(ctx, 'Nothing was sent.');
  const sent = await presence.broadcast(text);
  ctx.logger.info('sysop sent a notice', { callers: sent, by: ctx.player });
  return tell(ctx, `The notice is on its way to ${sent === 1 ? 'one caller' : `${sent} callers`}.`);
}

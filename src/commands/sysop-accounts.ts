// `arkham-door sysop accounts|lock|unlock|rename|delete-account|kick|notice`: the sysop's hand on
// callers, on the command line: the same service the sysop's desk in the door uses. Kicks and notices
// reach callers of every process (serve, doors) through the presence board within a few seconds.
import { lastCallWords, type AccountListing } from '../service/accounts/account-admin.js';
import { isServiceError } from '../service/errors.js';
import { openService } from '../service/open-service.js';
import type { FameEntry } from '../service/hall-of-fame.js';
import { emptyRecord, recordOf, recordWords, titleOf, type TitleWords } from '../service/records/titles.js';
import type { ArkhamService } from '../service/service.js';
import { openHome, type CommandContext } from './context.js';
import { UsageError } from './errors.js';
import { parseFlags } from './flags.js';

export const ACCOUNT_ACTIONS = ['accounts', 'lock', 'unlock', 'rename', 'delete-account', 'kick', 'notice'] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

export function isAccountAction(value: string | undefined): value is AccountAction {
  return ACCOUNT_ACTIONS.some((action) => action === value);
}

export async function sysopAccountsCommand(action: AccountAction, argv: string[], context: CommandContext): Promise<number> {
  const values = parseFlags(argv, { home: { type: 'string' }, name: { type: 'string' }, to: { type: 'string' }, text: { type: 'string' }, json: { type: 'boolean' } });
  const need = (flag: 'name' | 'to' | 'text'): string => {
    const value = values[flag];
    if (value === undefined || value.trim() === '') throw new UsageError(`sysop ${action} needs --${flag}`);
    return value;
  };
  // Checked before the home is opened, so a mistyped command changes nothing.
  const flags = { name: action === 'accounts' || action === 'notice' ? undefined : need('name'), to: action === 'rename' ? need('to') : undefined, text: action === 'notice' ? need('text') : undefined };
  const home = await openHome(values.home, context);
  const { service, close } = await openService({ home: home.home, packageRoot: context.packageRoot, config: home.config, clock: context.clock, logger: home.logger });
  const say = (text: string): void => void context.stdout.write(`${text}\n`);
  try {
    say(await perform(action, service, flags, values.json === true));
    home.logger.info('sysop command', { action, name: flags.name, to: flags.to });
    return 0;
  } catch (error) {
    if (isServiceError(error)) throw new UsageError(error.message);
    throw error;
  } finally {
    await close();
  }
}

async function perform(action: AccountAction, service: ArkhamService, flags: { name?: string | undefined; to?: string | undefined; text?: string | undefined }, json: boolean): Promise<string> {
  const name = flags.name ?? '';
  switch (action) {
    case 'accounts': {
      const accounts = await service.accounts.list();
      if (json) return JSON.stringify(accounts);
      if (accounts.length === 0) return 'no accounts';
      const records = await Promise.all(accounts.map(async (account) => recordLine(await service.hall.entry(account.name), account.name, service.titles)));
      return accounts.map((account, at) => `${accountLine(account)}\n    ${records[at] ?? ''}`).join('\n');
    }
    case 'lock':
      return `locked ${await service.accounts.lock(name)} (until sysop unlock)`;
    case 'unlock':
      return `unlocked ${await service.accounts.unlock(name)}`;
    case 'rename': {
      const renamed = await service.accounts.rename(name, flags.to ?? '', (player) => service.games.gamesSeating(player));
      return `renamed ${renamed.from} to ${renamed.to} (${renamed.letters} letter(s) moved)`;
    }
    case 'delete-account': {
      const reset = await service.sysop.resetPlayer(name);
      const found = await service.accounts.delete(name);
      if (!found && reset.games.length === 0 && !reset.hallOfFameRemoved && reset.mailRemoved === 0) throw new UsageError(`no account or player named ${name}`);
      return `deleted ${name}: ${found ? 'account and profile removed' : 'had no account'}, out of ${reset.games.length} game(s), ${reset.mailRemoved} letter(s) deleted`;
    }
    case 'kick':
      await service.presence.kick(name);
      return `${name}'s call ends within a few seconds`;
    case 'notice': {
      const sent = await service.presence.broadcast(flags.text ?? '');
      return `notice sent to ${sent} caller(s) online`;
    }
  }
}

function accountLine(account: AccountListing): string {
  const lock = account.locked === 'sysop' ? '  LOCKED' : account.locked === 'failures' ? '  locked out (wrong passwords)' : '';
  return `${account.name}  made ${new Date(account.createdAt).toISOString().slice(0, 10)}, ${lastCallWords(account)}${lock}`;
}

/** The caller's title and record across games, from the hall of fame. */
function recordLine(entry: FameEntry | undefined, name: string, words: TitleWords): string {
  const record = entry ? recordOf(entry) : emptyRecord(name);
  return `${titleOf(record, words)}: ${recordWords(record)}`;
}

// The sysop's accounts desk in words: every account as a menu (who is on now, who is locked), one
// account and what can be done to it. Pure.
import { lastCallWords, type AccountListing } from '../../service/accounts/account-admin.js';
import { nameKey } from '../../service/accounts/names.js';
import type { OnlinePlayer } from '../../service/presence-hub.js';
import { toPlainText } from '../../support/plain-text.js';
import type { MenuDraft } from '../game/menu-model.js';
import { BACK } from './sysop-words.js';

export const ACCOUNT = 'account:';
export const LOCK = 'lock';
export const UNLOCK = 'unlock';
export const RENAME = 'rename';
export const DELETE_ACCOUNT = 'delete-account';
export const KICK = 'kick';

const isOn = (name: string, online: readonly OnlinePlayer[]): boolean => online.some((player) => nameKey(player.name) === nameKey(name));

function stateWords(account: AccountListing, online: readonly OnlinePlayer[]): string {
  return [
    isOn(account.name, online) ? 'on now' : '',
    account.locked === 'sysop' ? 'LOCKED' : account.locked === 'failures' ? 'locked out (passwords)' : '',
    lastCallWords(account),
  ]
    .filter((part) => part !== '')
    .join(', ');
}

export function accountsDraft(accounts: readonly AccountListing[], online: readonly OnlinePlayer[]): MenuDraft {
  return {
    title: 'Callers and accounts',
    context: [accounts.length === 0 ? 'No accounts on this board yet.' : `${accounts.length === 1 ? 'One account' : `${accounts.length} accounts`}; ${online.length} caller${online.length === 1 ? '' : 's'} on now. Pick one to lock, rename, delete or kick.`],
    groups: [
      ...(accounts.length > 0
        ? [{ heading: 'Accounts', choices: accounts.map((account) => ({ optionId: `${ACCOUNT}${nameKey(account.name)}`, label: toPlainText(account.name), detail: stateWords(account, online) })) }]
        : []),
      { heading: null, choices: [{ optionId: BACK, label: "Back to the sysop's desk", detail: '' }] },
    ],
  };
}

export function accountDraft(account: AccountListing, online: readonly OnlinePlayer[]): MenuDraft {
  const on = isOn(account.name, online);
  return {
    title: `Account: ${toPlainText(account.name)}`,
    context: [`Made ${new Date(account.createdAt).toISOString().slice(0, 10)}; ${stateWords(account, online)}.`],
    groups: [
      {
        heading: null,
        choices: [
          ...(account.locked === null ? [{ optionId: LOCK, label: 'Lock the account', detail: 'kept out until unlocked' }] : [{ optionId: UNLOCK, label: 'Unlock the account', detail: 'lets them log in again' }]),
          { optionId: RENAME, label: 'Rename it', detail: 'not for a player with games' },
          { optionId: DELETE_ACCOUNT, label: 'Delete it', detail: 'for good: asks for the name' },
          ...(on ? [{ optionId: KICK, label: 'End their call now', detail: 'every node they are on' }] : []),
          { optionId: BACK, label: 'Back to the accounts', detail: '' },
        ],
      },
    ],
  };
}

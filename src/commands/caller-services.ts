// What a process serving callers opens once: the store in --home, and the accounts our own lines
// log in to (lock-out and reserved sysop names from the config). The game service and its content
// are not opened here: a call that only greets the caller and records their profile never pays for them.
import { Accounts } from '../service/accounts/accounts.js';
import { NedbStore } from '../store/nedb-store.js';
import type { Store } from '../store/store.js';
import type { Clock } from '../support/clock.js';
import type { HomeContext } from './context.js';

export interface CallerServices {
  store: Store;
  accounts: Accounts;
  close(): Promise<void>;
}

export async function openCallerServices(home: HomeContext, clock: Clock): Promise<CallerServices> {
  const store = await NedbStore.open({ home: home.home });
  const accounts = new Accounts({
    store,
    clock,
    policy: { lockoutFailures: home.config.lockout.failures, lockoutMinutes: home.config.lockout.minutes },
    reservedNames: home.config.sysop.names,
    logger: home.logger,
  });
  return { store, accounts, close: () => store.close() };
}

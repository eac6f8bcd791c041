// The SSH listener's login on the board's accounts: a locked name, or an account the sysop closed,
// is told so in words once the connection reaches its shell (ssh-server.ts), not left at
// "authentication failed".
import type { Accounts } from '../service/accounts/accounts.js';
import { lockedWords } from '../service/accounts/login-policy.js';
import { LOGIN_TEXT } from '../screens/login.js';
import type { SshLogin } from '../transports/ssh-server.js';

export function sshLogin(accounts: () => Promise<Accounts>): SshLogin {
  return async (name, password) => {
    const result = await (await accounts()).login(name, password);
    if (result.ok) return result;
    if (result.problem === 'locked') return { ok: false, notice: lockedWords(result.waitMs) };
    if (result.problem === 'closed') return { ok: false, notice: LOGIN_TEXT.closed };
    return { ok: false };
  };
}

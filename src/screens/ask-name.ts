// On our own listener nobody has told us who is calling: ask. (Accounts with passwords come with
// the shared games; until then a name is only used for the greeting.)
import type { Terminal } from '../term/types.js';

export const NAME_MAX_LENGTH = 24;
const ATTEMPTS = 3;

export async function askCallerName(terminal: Terminal): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    terminal.write('\r\n\x1b[0;36mWhat name shall Arkham know you by? \x1b[1;37m');
    terminal.flush();
    const name = (await terminal.readLine({ maxLength: NAME_MAX_LENGTH })).trim();
    terminal.write('\x1b[0m\r\n');
    if (name.length > 0) return name;
  }
  return 'Stranger';
}

// Signing up and logging in on `arkham-door serve` as a telnet caller types it, for the process tests.
import type { WireClient } from '../transports/support/wire-client.js';

const IAC = 255;
const WONT = 252;
const TTYPE = 24;
const NAWS = 31;

/** Refusing TTYPE and NAWS ends the listener's negotiation at once (no 3 s wait). */
export function refuseNegotiation(client: WireClient): void {
  client.write([IAC, WONT, TTYPE, IAC, WONT, NAWS]);
}

/** A caller's line of any transport (telnet, SSH): what it has received and a way to type. */
type LoginLine = Pick<WireClient, 'waitFor' | 'write'>;

/** Waits for `prompt` (each appears once on the login screen of a fresh call), then types `typed`. */
async function answer(client: LoginLine, prompt: string, typed: string): Promise<void> {
  await client.waitFor((r) => r.toString('latin1').includes(prompt), `"${prompt}"`);
  client.write(typed);
}

export async function signUpOnWire(client: LoginLine, name: string, password: string): Promise<void> {
  await answer(client, 'Your choice', 'n');
  await answer(client, 'Choose a name', `${name}\r\n`);
  await answer(client, 'Choose a password', `${password}\r\n`);
  await answer(client, 'Once more', `${password}\r\n`);
}

export async function logInOnWire(client: LoginLine, name: string, password: string): Promise<void> {
  await answer(client, 'Your choice', 'l');
  await answer(client, 'Your name', `${name}\r\n`);
  await answer(client, 'Password', `${password}\r\n`);
}

// A board that leaves "Today in Arkham" off at log-on (the default) still counts every call on the
// board's day: a telnet caller who goes straight to the main menu is listed as having called today
// when they open the screen with T.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { doorBuilt, spawnDoor, tempHome, type RunningDoor } from '../support/door-process.js';
import { refuseNegotiation, signUpOnWire } from '../support/telnet-login.js';
import { WireClient } from '../transports/support/wire-client.js';

let server: RunningDoor | undefined;
let telnetPort = 0;

beforeAll(async () => {
  if (!doorBuilt()) return;
  server = spawnDoor(['serve', '--port', '0', '--home', tempHome()]);
  await server.waitFor(/telnet listener on [\d.]+:\d+/, 20_000);
  telnetPort = Number(/telnet listener on [\d.]+:(\d+)/.exec(server.output().toString('latin1'))?.[1]);
}, 60_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
});

describe.skipIf(!doorBuilt())('serve: who called today, with Today in Arkham off at log-on', () => {
  it('a caller who went straight to the menu is on the day\'s list of callers', async () => {
    const wilbur = await WireClient.connect(telnetPort);
    const seen = (): string => wilbur.received.toString('utf8');
    refuseNegotiation(wilbur);
    await signUpOnWire(wilbur, 'Wilbur', 'the dunwich horror');
    await wilbur.waitFor(() => seen().includes('press any key'), 'the title');
    wilbur.write(' ');
    await wilbur.waitFor(() => seen().includes('Your choice'), 'the main menu');
    wilbur.write('t');
    await wilbur.waitFor(() => /Called today: (\x1b\[[\d;]*m)*Wilbur/.test(seen()), 'Wilbur on the list of callers');
    wilbur.destroy();
  }, 60_000);
});

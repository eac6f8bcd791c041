// `arkham-door serial --modem` as a sysop runs it, answering a scripted modem on a socat pty pair.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SerialPort } from 'serialport';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeModem } from '../transports/support/fake-modem.js';
import { doorBuilt, spawnDoor, tempHome, waitUntil, type RunningDoor } from '../support/door-process.js';

const socatMissing = spawnSync('socat', ['-V']).error !== undefined;

let dir = '';
let socat: ChildProcess | undefined;
let door: RunningDoor | undefined;
let callerPort: SerialPort | undefined;
/** One modem for both calls: it rings again by itself once the door has reset it. */
let modem: FakeModem | undefined;

/** Signs a new investigator up as the modem's caller types it; `from` is where this call's data starts. */
async function signUp(modem: FakeModem, name: string, from: number): Promise<void> {
  const steps: Array<[string, string]> = [
    ['Your choice', 'n'],
    ['Choose a name', `${name}\r`],
    ['Choose a password', `${name} of Dunwich\r`],
    ['Once more', `${name} of Dunwich\r`],
  ];
  // Each prompt appears once in a call's data before the main menu.
  for (const [prompt, typed] of steps) {
    await modem.waitFor((m) => m.data.slice(from).includes(prompt), `"${prompt}" over the line`);
    modem.type(typed);
  }
}

beforeAll(async () => {
  if (socatMissing || !doorBuilt()) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ad-serial-'));
  const doorSide = path.join(dir, 'ttyV0');
  const callerSide = path.join(dir, 'ttyV1');
  socat = spawn('socat', [`pty,raw,echo=0,link=${doorSide}`, `pty,raw,echo=0,link=${callerSide}`], { stdio: 'ignore' });
  await waitUntil(() => fs.existsSync(doorSide) && fs.existsSync(callerSide), 10_000, () => 'socat pty pair');
  const port = new SerialPort({ path: callerSide, baudRate: 2400, autoOpen: false });
  await new Promise<void>((resolve, reject) => port.open((error) => (error ? reject(error) : resolve())));
  callerPort = port;
  door = spawnDoor(['serial', '--device', doorSide, '--baud', '2400', '--modem', '--home', tempHome()]);
});

afterAll(async () => {
  door?.child.kill('SIGKILL');
  await new Promise<void>((resolve) => (callerPort?.isOpen ? callerPort.close(() => resolve()) : resolve()));
  socat?.kill('SIGTERM');
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(socatMissing || !doorBuilt())('serial --modem: answering calls on a modem line', () => {
  it('initialises the modem, answers RING, plays the call, and after NO CARRIER waits for the next call', async () => {
    if (!callerPort) throw new Error('no caller port');
    modem = new FakeModem(callerPort);
    await modem.waitFor((m) => m.commands.includes('ATA'), 'the door answering the ring');
    await signUp(modem, 'Whateley', 0);
    await modem.waitFor((m) => m.data.includes('press any key'), 'the title screen');
    modem.type(' ');
    await modem.waitFor((m) => m.data.includes('Evening falls on Arkham'), 'the main menu');
    const commandsBefore = modem.commands.length;
    modem.dropCarrier();
    // Carrier lost: the call ends and the door sets the modem up again for the next caller.
    await modem
      .waitFor((m) => m.commands.slice(commandsBefore).some((c) => c.startsWith('ATZ')), 'the modem being reset')
      .catch((error: unknown) => {
        throw new Error(`${String(error)}; door stderr: ${door?.stderr() ?? ''}`);
      });
    expect(door?.child.exitCode).toBeNull();
  });

  it('a carrier lost the moment after a key press at the title still ends the call', async () => {
    if (!modem) throw new Error('no modem: the first call did not run');
    // Offline since the first call's carrier dropped: everything after this is the second call's.
    const from = modem.data.length;
    await signUp(modem, 'Marsh', from);
    await modem.waitFor((m) => m.data.slice(from).includes('press any key'), 'the title screen');
    const commandsBefore = modem.commands.length;
    modem.type(' ');
    modem.dropCarrier();
    // Screen bytes still in flight when the carrier dropped reach the modem's command line ahead of the ATZ.
    await modem
      .waitFor((m) => m.commands.slice(commandsBefore).some((c) => c.includes('ATZ')), 'the modem being reset')
      .catch((error: unknown) => {
        throw new Error(`${String(error)}; door stderr: ${door?.stderr() ?? ''}`);
      });
  });
});

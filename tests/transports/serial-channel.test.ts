import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SerialPort } from 'serialport';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../src/support/fake-clock.js';
import type { Channel, CloseReason } from '../../src/transports/channel.js';
import { openSerialChannel } from '../../src/transports/serial-channel.js';
import { FakeModem, type FakeModemScript } from './support/fake-modem.js';
import { recordingLogger, waitUntil } from './support/wire-client.js';

const socatMissing = spawnSync('socat', ['-V']).error !== undefined;
if (socatMissing) console.warn('serial-channel tests skipped: socat is not installed (apt-get install socat)');

let dir = '';
let socat: ChildProcess | undefined;
let doorSide = '';
let callerSide = '';
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  if (socatMissing) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arkham-serial-'));
  doorSide = path.join(dir, 'ttyV0');
  callerSide = path.join(dir, 'ttyV1');
  socat = spawn('socat', ['-d', '-d', `pty,raw,echo=0,link=${doorSide}`, `pty,raw,echo=0,link=${callerSide}`], {
    stdio: 'ignore',
  });
  // Waiting for an external process to create its links, not timing any policy of ours.
  const started = Date.now();
  while (!(fs.existsSync(doorSide) && fs.existsSync(callerSide))) {
    if (Date.now() - started > 10_000) throw new Error('socat did not create the pty pair');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

afterAll(async () => {
  if (socat && socat.exitCode === null) {
    const exited = new Promise((resolve) => socat?.once('exit', resolve));
    socat.kill('SIGTERM');
    await exited;
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function openCallerPort(): Promise<SerialPort> {
  const port = new SerialPort({ path: callerSide, baudRate: 9600, autoOpen: false });
  await new Promise<void>((resolve, reject) => port.open((error) => (error ? reject(error) : resolve())));
  cleanups.push(() => new Promise<void>((resolve) => (port.isOpen ? port.close(() => resolve()) : resolve())));
  return port;
}

function track(channel: Channel, clock: FakeClock): { typed: () => string; reasons: CloseReason[] } {
  let typed = '';
  const reasons: CloseReason[] = [];
  channel.onData((bytes) => (typed += bytes.toString('latin1')));
  channel.onClose((reason) => reasons.push(reason));
  cleanups.push(() => closeOnFakeClock(channel, clock));
  return { typed: () => typed, reasons };
}

/** A modem hang-up runs on the clock: keep moving the fake clock until close() has finished. */
async function closeOnFakeClock(channel: Channel, clock: FakeClock): Promise<void> {
  let done = false;
  const closing = channel.close().then(() => (done = true));
  for (let step = 0; step < 100 && !done; step++) {
    clock.advance(500);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await closing;
}

const soon = (condition: () => boolean, what: string): Promise<void> =>
  waitUntil(condition, (wake) => void setTimeout(wake, 5), what);

async function modemCall(script: FakeModemScript = {}, answerTimeoutMs?: number) {
  const clock = new FakeClock();
  const logger = recordingLogger();
  const modem = new FakeModem(await openCallerPort(), script);
  const channel = await openSerialChannel({
    device: doorSide,
    baud: 9600,
    modem: true,
    clock,
    logger,
    ...(answerTimeoutMs !== undefined ? { answerTimeoutMs } : {}),
  });
  const seen = track(channel, clock);
  return { clock, logger, modem, channel, ...seen };
}

describe.skipIf(socatMissing)('serial channel over a socat pty pair', () => {
  it('is ready at once on a direct line and carries bytes both ways', async () => {
    const caller = await openCallerPort();
    let fromDoor = '';
    caller.on('data', (chunk: Buffer) => (fromDoor += chunk.toString('latin1')));
    const clock = new FakeClock();
    const channel = await openSerialChannel({ device: doorSide, baud: 9600, clock, logger: recordingLogger() });
    const { typed, reasons } = track(channel, clock);
    await channel.ready();
    expect(channel.kind).toBe('serial');
    expect(channel.info.baud).toBe(9600);
    caller.write('hello\r\n');
    await soon(() => typed() === 'hello\r', 'input');
    channel.write(Buffer.from([0x57, 0xff, 0x0d, 0x0a]));
    await soon(() => fromDoor === 'W\xff\r\n', 'output');
    await channel.close();
    expect(reasons).toEqual(['local']);
  });

  it('answers a call through a modem: ATZ, init, RING, ATA, CONNECT 2400', async () => {
    const { modem, channel } = await modemCall();
    expect(modem.commands).toEqual(['ATZ', 'ATE0V1Q0S0=0']);
    await modem.waitFor((m) => m.online, 'CONNECT');
    await channel.ready();
    expect(modem.commands).toEqual(['ATZ', 'ATE0V1Q0S0=0', 'ATA']);
    expect(channel.info.baud).toBe(2400);
  });

  it('passes the caller through once connected and closes with carrier-lost on NO CARRIER', async () => {
    const { clock, modem, channel, typed, reasons } = await modemCall();
    await channel.ready();
    channel.write(Buffer.from('Welcome to Arkham'));
    await modem.waitFor((m) => m.data === 'Welcome to Arkham', 'door output');
    modem.type('n');
    await soon(() => typed() === 'n', 'a key');
    modem.type('\r');
    await soon(() => clock.pending() > 0, 'the result hold timer');
    // A CR may open a modem result line, so it waits out the hold time on the (fake) clock.
    expect(typed()).toBe('n');
    clock.advance(100);
    await soon(() => typed() === 'n\r', 'the held Enter');
    modem.dropCarrier();
    await soon(() => reasons.length > 0, 'carrier loss');
    expect(reasons).toEqual(['carrier-lost']);
    expect(typed()).toBe('n\r');
  });

  it('goes back to waiting for RING when an answer fails', async () => {
    const { modem, channel } = await modemCall({ answers: ['NO CARRIER', 'BUSY', 'CONNECT'] });
    await channel.ready();
    expect(modem.commands.filter((command) => command === 'ATA')).toHaveLength(3);
    // Plain CONNECT: the line runs at the port's rate.
    expect(channel.info.baud).toBe(9600);
  });

  it('hangs up on close with the guard time, +++, the guard time, then ATH0', async () => {
    const { clock, modem, channel, reasons } = await modemCall();
    await channel.ready();
    const closing = channel.close();
    expect(reasons).toEqual(['local']);
    await soon(() => clock.pending() > 0, 'guard timer');
    expect(modem.data).toBe('');
    clock.advance(999);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(modem.data).toBe('');
    clock.advance(1);
    await modem.waitFor((m) => m.data === '+++', '+++');
    await modem.waitFor((m) => m.commands.at(-1) === 'ATH0', 'ATH0');
    await closing;
    expect(modem.received.endsWith('+++ATH0\r')).toBe(true);
  });

  it('gives the line back when no call comes within answerTimeoutMs', async () => {
    const { clock, modem, channel, reasons } = await modemCall({ ring: false }, 30_000);
    clock.advance(29_999);
    expect(reasons).toEqual([]);
    clock.advance(1);
    expect(reasons).toEqual(['carrier-lost']);
    await channel.ready();
    expect(channel.closed).toBe(true);
    await modem.waitFor((m) => m.commands.at(-1) === 'ATH0', 'ATH0');
  });

  it('rejects when the modem refuses the init string', async () => {
    const clock = new FakeClock();
    await openCallerPort().then((port) => new FakeModem(port, { initResult: 'ERROR' }));
    await expect(
      openSerialChannel({ device: doorSide, baud: 9600, modem: true, clock, logger: recordingLogger() }),
    ).rejects.toThrow('the modem rejected the init string');
  });

  it('rejects with the device name when the device cannot be opened', async () => {
    const missing = path.join(dir, 'no-such-tty');
    await expect(
      openSerialChannel({ device: missing, baud: 9600, clock: new FakeClock(), logger: recordingLogger() }),
    ).rejects.toThrow(`cannot open serial device ${missing}`);
  });
});

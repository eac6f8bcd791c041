// Bytes a caller receives for each main screen over a real serial line: `arkham-door serial --modem`
// on one end of a socat pty pair, a scripted Hayes modem answering CONNECT 2400 on the other. The pty
// does not slow the bytes down, so each screen is counted, and its time at 2400 bps worked out (10
// bits a byte: start, 8 data, stop). Add new screens to `serialTour` as they land.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SerialPort } from 'serialport';
import { LOGIN_TEXT } from '../../src/screens/login.js';
import { spawnDoor, tempHome, waitUntil, type RunningDoor } from '../../tests/support/door-process.js';
import { FakeModem } from '../../tests/transports/support/fake-modem.js';
import { SCREEN_TEXT } from './caller-script.js';
import { pause } from './seeded.js';

export const SERIAL_BAUD = 2400;
/** Bits on the line per byte: a start bit, eight data bits, a stop bit. */
const BITS_PER_BYTE = 10;
/** A screen is complete when nothing more has come for this long (the pty delivers at once). */
const QUIET_MS = 300;

export function secondsAtBaud(bytes: number, baud = SERIAL_BAUD): number {
  return (bytes * BITS_PER_BYTE) / baud;
}

/** One move of the caller: type `keys`, wait until `shows` arrives; a named move is a screen to count. */
export interface SerialMove {
  keys: string;
  shows: string;
  screen?: string;
  /** How long the line must stay silent for the screen to be complete (the table tells its tale line by line). */
  quietMs?: number;
  /** Press `keys` again after each silence until `shows` comes (Q at the table first hurries the tale). */
  repeat?: boolean;
}

export interface ScreenBytes {
  screen: string;
  bytes: number;
}

/** Silence after each line of the table's tale is shorter than this (src/screens/game/pacing.ts). */
const TALE_QUIET_MS = 1_500;

/** A new caller's way through every screen of the main menu, the game's lobby and first table, and goodbye. */
export function serialTour(name: string, password: string): SerialMove[] {
  const t = SCREEN_TEXT;
  return [
    { screen: 'login', keys: '', shows: t.loginChoice },
    { keys: 'n', shows: LOGIN_TEXT.newName },
    { keys: `${name}\r`, shows: LOGIN_TEXT.newPassword },
    { keys: `${password}\r`, shows: LOGIN_TEXT.again },
    { screen: 'title', keys: `${password}\r`, shows: t.title },
    { screen: 'main menu', keys: ' ', shows: t.mainMenu },
    { screen: 'instructions', keys: 'i', shows: t.instructions },
    { screen: 'instructions page 1', keys: '\r', shows: t.firstHelpPage },
    { screen: 'instructions page 2', keys: ' ', shows: 'MOVING THROUGH ARKHAM' },
    { keys: 'q', shows: t.mainMenu },
    { screen: 'advertiser', keys: 'n', shows: 'No news yet' },
    { keys: '\r', shows: t.mainMenu },
    { screen: 'hall of fame', keys: 'f', shows: t.fame },
    { keys: 'q', shows: t.mainMenu },
    { screen: 'who is online', keys: 'w', shows: t.who },
    { keys: '\r', shows: t.mainMenu },
    { screen: 'mailbox', keys: 'm', shows: t.mail },
    { keys: '\r', shows: t.mainMenu },
    { screen: 'first visit', keys: 'p', shows: t.firstVisit },
    { screen: 'lobby', keys: ' ', shows: t.lobby },
    { screen: 'table', keys: '\r', shows: 'What came to pass', quietMs: TALE_QUIET_MS },
    { keys: 'q', shows: t.lobby, quietMs: TALE_QUIET_MS, repeat: true },
    { keys: 'x', shows: t.mainMenu },
    { screen: 'goodbye', keys: 'q', shows: t.goodbye },
  ];
}

export function socatAvailable(): boolean {
  return spawnSync('socat', ['-V']).error === undefined;
}

interface SerialRig {
  modem: FakeModem;
  door: RunningDoor;
  close(): Promise<void>;
}

async function openRig(): Promise<SerialRig> {
  const dir = mkdtempSync(join(tmpdir(), 'ad-serial-bench-'));
  const home = tempHome('ad-serial-home-');
  const doorSide = join(dir, 'ttyV0');
  const callerSide = join(dir, 'ttyV1');
  const socat: ChildProcess = spawn('socat', [`pty,raw,echo=0,link=${doorSide}`, `pty,raw,echo=0,link=${callerSide}`], { stdio: 'ignore' });
  let port: SerialPort | undefined;
  let door: RunningDoor | undefined;
  const close = async (): Promise<void> => {
    door?.child.kill('SIGKILL');
    await door?.exited;
    await new Promise<void>((resolve) => (port?.isOpen ? port.close(() => resolve()) : resolve()));
    socat.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
    rmSync(home, { recursive: true, force: true });
  };
  try {
    await waitUntil(() => existsSync(doorSide) && existsSync(callerSide), 10_000, () => 'the socat pty pair');
    const opened = new SerialPort({ path: callerSide, baudRate: SERIAL_BAUD, autoOpen: false });
    port = opened;
    await new Promise<void>((resolve, reject) => opened.open((error) => (error ? reject(error) : resolve())));
    const modem = new FakeModem(opened);
    door = spawnDoor(['serial', '--device', doorSide, '--baud', String(SERIAL_BAUD), '--modem', '--home', home]);
    await modem.waitFor((m) => m.online, 'the door answering the ring');
    return { modem, door, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function untilQuiet(modem: FakeModem, quietMs: number): Promise<void> {
  for (let seen = -1; seen !== modem.data.length; ) {
    seen = modem.data.length;
    await pause(quietMs);
  }
}

/** Presses of a repeated key before giving up. */
const MAX_REPEATS = 10;

/** Plays the tour once on a fresh line and home; the bytes of each named screen, in order. */
export async function measureSerialScreens(tour: SerialMove[] = serialTour('Serial Caller', 'Dunwich horror')): Promise<ScreenBytes[]> {
  const rig = await openRig();
  const { modem } = rig;
  const screens: ScreenBytes[] = [];
  const play = async (step: SerialMove): Promise<number> => {
    const from = modem.data.length;
    const quietMs = step.quietMs ?? QUIET_MS;
    const shown = (): boolean => modem.data.slice(from).includes(step.shows);
    modem.type(step.keys);
    if (step.repeat) {
      for (let presses = 1; !shown(); presses += 1) {
        if (presses > MAX_REPEATS) throw new Error(`no ${step.shows} after ${MAX_REPEATS} presses of ${JSON.stringify(step.keys)}`);
        await untilQuiet(modem, quietMs);
        if (!shown()) modem.type(step.keys);
      }
    }
    await modem.waitFor(shown, `${step.shows} over the line`);
    await untilQuiet(modem, quietMs);
    return modem.data.length - from;
  };
  try {
    for (const step of tour) {
      const bytes = await play(step);
      if (step.screen !== undefined) screens.push({ screen: step.screen, bytes });
    }
    return screens;
  } catch (error) {
    throw new Error(`${String(error)}; door stderr: ${rig.door.stderr().slice(-400)}`);
  } finally {
    await rig.close();
  }
}

// DOOR32.SYS, 11 lines ("DOOR32 Revision 1", Feb 23 2001); EleBBS adds a blank 12th line.
// Comm type 0 is NOT local here: Synchronet writes 0 for every stdio door (FACTS-BBS §1.2).
import type { CallerRecord, DropFileLine } from '../caller.js';
import { clampTimeLeft, DEFAULT_ROWS, DropFileLines, type DropFileOptions } from './drop-file-lines.js';

const MIN_LINES = 11;
const COMM_LOCAL_OR_STDIO = 0;
const COMM_SERIAL = 1;
/** More minutes than a day has: WWIV writes 60 x minutes on line 9, so the value is seconds. */
const MAX_PLAUSIBLE_MINUTES = 1440;
/** Emulation line 10: 0 ASCII, 1 ANSI, 2 Avatar, 3 RIP, 4 Max Graphics; 2-4 fall back to ANSI. */
const MAX_EMULATION = 4;
const MIN_HANDLE = -(2 ** 31);
const MAX_HANDLE = 2 ** 32 - 1;

export function parseDoor32Sys(bytes: Uint8Array, path: string, options: DropFileOptions = {}): CallerRecord {
  const file = DropFileLines.decode(bytes, path, 'DOOR32.SYS', MIN_LINES);
  const line = commLine(file);
  const baud = file.leadingNumber(3);
  const bbsSoftware = file.safeText(4);
  const { alias, realName } = file.names(7, 6);
  const securityLevel = file.security(8);
  const timeLeft = file.integer(9, 'minutes left', 0);
  const ansi = file.integer(10, 'emulation', 0, MAX_EMULATION) >= 1;
  const node = file.node(11);
  return {
    alias,
    realName,
    location: '',
    securityLevel,
    node,
    timeLeftSeconds: clampTimeLeft(timeLeft > MAX_PLAUSIBLE_MINUTES ? timeLeft : timeLeft * 60, options),
    ansi,
    rows: DEFAULT_ROWS,
    line,
    baud,
    ...(bbsSoftware ? { bbsSoftware } : {}),
    source: { format: 'DOOR32.SYS', path },
  };
}

/** Lines 1-2: comm type and handle. ENiGMA writes 2 / -1 (no usable socket), so that is stdio too. */
function commLine(file: DropFileLines): DropFileLine {
  const type = file.integer(1, 'comm type', 0, 2);
  const handle = file.integer(2, 'comm or socket handle', MIN_HANDLE, MAX_HANDLE);
  if (type === COMM_LOCAL_OR_STDIO) return { kind: 'stdio' };
  if (type === COMM_SERIAL) {
    if (handle < 0) file.fail(2, 'serial port handle out of range: expected 0 or more');
    return { kind: 'serial', port: handle };
  }
  return handle >= 0 ? { kind: 'socket', fd: handle } : { kind: 'stdio' };
}

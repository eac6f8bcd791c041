// BBSDEV.DRP (https://github.com/RealDeuce/bbsdev.drp, version 1): 19 lines of UTF-8, written by
// ENiGMA's abracadabra, DeuceGate and others, its path in the BBSDEV_DRP environment variable.
// Unlike the older formats it names the caller's character set (line 12), which decides ours.
// A later minor version only appends lines, so 1.x is read for these 19; another major is refused.
import type { CallerRecord, DropFileLine } from '../caller.js';
import { clampTimeLeft, DEFAULT_MAX_TIME_SECONDS, DropFileLines, type DropFileOptions } from './drop-file-lines.js';

const LINES = 19;
const MAX_SCREEN = 65535;
/** What "sysop" and "cosysop" on the access line stand for among numeric levels. */
const SYSOP_LEVEL = 255;
const MAX_SECURITY = 65535;
const MAX_FD = 2 ** 31 - 1;
/** Line 11: the end of the call in UTC, or blank for none. */
const LOGOFF_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

export function parseBbsdevDrp(bytes: Uint8Array, path: string, options: DropFileOptions = {}): CallerRecord {
  const file = DropFileLines.decode(bytes, path, 'BBSDEV.DRP', LINES, 'utf8');
  checkVersion(file);
  const line = commLine(file);
  const alias = file.name(4, 'user alias');
  file.name(5, 'user key');
  screenSize(file, 6, 'screen width');
  screenSize(file, 7, 'screen height');
  const ansi = yesNo(file, 8, 'ANSI');
  const charset = charsetOf(file.safeText(12));
  const bbsSoftware = file.safeText(14);
  return {
    alias,
    realName: alias,
    location: '',
    securityLevel: accessLevel(file),
    node: file.node(18),
    timeLeftSeconds: clampTimeLeft(secondsLeft(file, options), options),
    ansi,
    rows: file.rows(7),
    line,
    baud: 0,
    ...(bbsSoftware ? { bbsSoftware } : {}),
    ...(charset ? { charset } : {}),
    source: { format: 'BBSDEV.DRP', path },
  };
}

function checkVersion(file: DropFileLines): void {
  const version = /^(\d+)\.(\d+)$/.exec(file.raw(1));
  if (!version) file.fail(1, 'format version: expected major.minor (1.0)');
  if (version[1] !== '1') file.fail(1, 'format version: only major version 1 is known');
}

/** Lines 2-3: the communications type and its parameter (the socket's descriptor). */
function commLine(file: DropFileLines): DropFileLine {
  const type = file.safeText(2).toLowerCase();
  switch (type) {
    case 'local':
      return { kind: 'local' };
    case 'stdio':
      return { kind: 'stdio' };
    case 'socket':
      return { kind: 'socket', fd: file.integer(3, 'socket descriptor', 0, MAX_FD) };
    case 'serial':
    case 'winserial':
    case 'uart':
    case 'fossil':
      return file.fail(2, `communications type ${type} is not supported: configure the door for stdio or a socket`);
    default:
      return file.fail(2, 'communications type: expected local, stdio or socket');
  }
}

function screenSize(file: DropFileLines, line: number, what: string): void {
  file.integer(line, what, 1, MAX_SCREEN);
}

function yesNo(file: DropFileLines, line: number, what: string): boolean {
  const value = file.raw(line);
  if (value !== 'Y' && value !== 'N') file.fail(line, `${what}: expected Y or N`);
  return value === 'Y';
}

function accessLevel(file: DropFileLines): number {
  const value = file.raw(17).toLowerCase();
  if (value === 'sysop' || value === 'cosysop') return SYSOP_LEVEL;
  return file.integer(17, 'access level', 0, MAX_SECURITY);
}

/** Seconds to the logoff time on line 11; with none (or no clock to measure by), the sysop's cap decides. */
function secondsLeft(file: DropFileLines, options: DropFileOptions): number {
  const text = file.raw(11);
  if (text === '') return options.maxTimeSeconds ?? DEFAULT_MAX_TIME_SECONDS;
  const parts = LOGOFF_TIME.exec(text);
  if (!parts) file.fail(11, 'logoff time: expected YYYY-MM-DDTHH:MM:SSZ or blank');
  const at = Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]), Number(parts[4]), Number(parts[5]), Number(parts[6]));
  if (options.now === undefined) return options.maxTimeSeconds ?? DEFAULT_MAX_TIME_SECONDS;
  return Math.max(0, (at - options.now) / 1000);
}

/** An IANA character-set name (any case, any of its aliases) as what the door can write. */
export function charsetOf(name: string): CallerRecord['charset'] {
  const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (key === 'utf8') return 'utf8';
  if (['ibm437', 'cp437', '437', 'cspc8codepage437'].includes(key)) return 'cp437';
  if (['usascii', 'ascii', 'iso646us', 'ansix341968', 'us', 'csascii'].includes(key)) return 'ascii';
  return undefined;
}

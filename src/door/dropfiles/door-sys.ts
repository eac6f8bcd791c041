// DOOR.SYS, the GAP format: 31 lines originally, 52 in newer files (https://wiki.synchro.net/ref:door.sys).
// Synchronet's "GAP (original)" writes 31 lines plus 21 blank ones; WWIV writes `COM0` without the colon.
// Line 14 is the caller's real password on Synchronet, so it is never read.
import type { CallerRecord } from '../caller.js';
import { clampTimeLeft, DropFileLines, type DropFileOptions } from './drop-file-lines.js';

const MIN_LINES = 31;
/** Last call, expiry, birthdate, last new-files scan. */
const DATE_LINES = [17, 25, 32, 43] as const;

export function parseDoorSys(bytes: Uint8Array, path: string, options: DropFileOptions = {}): CallerRecord {
  const file = DropFileLines.decode(bytes, path, 'DOOR.SYS', MIN_LINES);
  const line = file.commPort(1);
  const node = file.node(4);
  // Line 36 (user alias) exists only in the 52-line form; line 10 is the caller's name in both.
  const { alias, realName } = file.names(36, 10);
  const location = file.safeText(11);
  const securityLevel = file.security(15);
  for (const dateLine of DATE_LINES) file.date(dateLine);
  const timeLeft = file.isBlank(18) ? file.minutesAsSeconds(19, 'minutes left') : file.seconds(18, 'seconds left');
  const ansi = graphicsIsAnsi(file);
  return {
    alias,
    realName,
    location,
    securityLevel,
    node,
    timeLeftSeconds: clampTimeLeft(timeLeft, options),
    ansi,
    rows: file.rows(21),
    line,
    baud: line.kind === 'local' ? 0 : file.leadingNumber(2),
    source: { format: 'DOOR.SYS', path },
  };
}

/** Line 20: `GR` colour ANSI, `NG` no graphics, `7E` 7-bit; `RIP` terminals also speak ANSI. */
function graphicsIsAnsi(file: DropFileLines): boolean {
  switch (file.raw(20).toUpperCase()) {
    case 'GR':
    case 'RIP':
      return true;
    case 'NG':
    case '7E':
      return false;
    default:
      return file.fail(20, 'graphics mode: expected GR, NG, 7E or RIP');
  }
}

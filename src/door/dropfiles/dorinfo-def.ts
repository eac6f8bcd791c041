// DORINFOx.DEF (RBBS, QuickBBS, RemoteAccess): 13 lines, 12 from Synchronet
// (http://wiki.synchro.net/ref:dorinfo1.def). The file holds no node number; its name does.
import { basename } from 'node:path';
import type { CallerRecord } from '../caller.js';
import { clampTimeLeft, DEFAULT_ROWS, DropFileLines, type DropFileOptions } from './drop-file-lines.js';

const MIN_LINES = 12;
/** RBBS writes 2 for ANSI, QuickBBS/RA 1, others 1/0: any value from 1 up means ANSI. */
const MAX_GRAPHICS = 255;

export function parseDorinfoDef(bytes: Uint8Array, path: string, options: DropFileOptions = {}): CallerRecord {
  const file = DropFileLines.decode(bytes, path, 'DORINFO', MIN_LINES);
  const line = file.commPort(4);
  const baud = line.kind === 'local' ? 0 : file.leadingNumber(5);
  // Alias systems put the alias on line 7 and leave line 8 blank (WWIV). ENiGMA writes the first word
  // of the name on both lines: a last name equal to the first means the first name only.
  const first = file.name(7, 'caller first name');
  const last = file.safeText(8);
  const name = (last.toLowerCase() === first.toLowerCase() ? first : `${first} ${last}`).trim();
  const location = file.safeText(9);
  const ansi = file.integer(10, 'graphics', 0, MAX_GRAPHICS) >= 1;
  const securityLevel = file.security(11);
  const timeLeft = file.minutesAsSeconds(12, 'minutes left');
  return {
    alias: name,
    realName: name,
    location,
    securityLevel,
    node: nodeFromFileName(path),
    timeLeftSeconds: clampTimeLeft(timeLeft, options),
    ansi,
    rows: DEFAULT_ROWS,
    line,
    baud,
    source: { format: 'DORINFO', path },
  };
}

/**
 * The node from `DORINFOx.DEF`. Synchronet names nodes 1-F in upper-case hex; ENiGMA and x84 use 1-9,
 * 0 for node 10, then a-z from node 11. Upper-case A-F is read as hex, any other letter the ENiGMA way.
 * `DORINFO.DEF`, `DORINFO1.DEF` fixed for every node, and names we do not know all give node 1; the
 * command line's `--node` overrides.
 */
export function nodeFromFileName(path: string): number {
  const suffix = /^dorinfo([0-9a-z]*)\.def/i.exec(basename(path))?.[1] ?? '';
  if (/^\d+$/.test(suffix)) return suffix === '0' ? 10 : Math.min(Number(suffix), 255) || 1;
  if (suffix.length !== 1) return 1;
  if (/[A-F]/.test(suffix)) return parseInt(suffix, 16);
  return 11 + suffix.toLowerCase().charCodeAt(0) - 'a'.charCodeAt(0);
}

// WWIV CHAIN.TXT, as WWIV `create_chain_file()` and Synchronet write it: 30 lines, 37 from WWIV.
// (The wiki's line-20 `BBS.LOG` is written by neither, so from line 20 on it is off by one.)
// The file names no node: node 1, and the command line's `--node` overrides.
import type { CallerRecord, DropFileLine } from '../caller.js';
import { clampTimeLeft, DropFileLines, type DropFileOptions } from './drop-file-lines.js';

const MIN_LINES = 30;

export function parseChainTxt(bytes: Uint8Array, path: string, options: DropFileOptions = {}): CallerRecord {
  const file = DropFileLines.decode(bytes, path, 'CHAIN.TXT', MIN_LINES);
  const { alias, realName } = file.names(2, 3);
  const rows = file.rows(10);
  const securityLevel = file.security(11);
  const ansi = file.flag(14, 'ANSI flag');
  const remote = file.flag(15, 'remote flag');
  // WWIV writes `%8ld.00`: padded, with a decimal tail.
  const timeLeft = file.seconds(16, 'seconds left');
  const line = callerLine(file, remote);
  return {
    alias,
    realName,
    location: '',
    securityLevel,
    node: 1,
    timeLeftSeconds: clampTimeLeft(timeLeft, options),
    ansi,
    rows,
    line,
    // Line 20 is `KB` for a local caller on WWIV.
    baud: line.kind === 'local' ? 0 : file.leadingNumber(20),
    source: { format: 'CHAIN.TXT', path },
  };
}

/** Line 15 says remote or local; a remote caller on COM 0 (line 21) came in over stdio. */
function callerLine(file: DropFileLines, remote: boolean): DropFileLine {
  const port = file.commPort(21);
  if (!remote) return { kind: 'local' };
  return port.kind === 'local' ? { kind: 'stdio' } : port;
}

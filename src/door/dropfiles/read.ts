// Reads a drop file (or the one in a directory) into a CallerRecord; every failure is a DropFileError.
import { closeSync, openSync, readSync } from 'node:fs';
import { DropFileError, type CallerRecord, type DropFileFormat } from '../caller.js';
import { parseBbsdevDrp } from './bbsdev-drp.js';
import { parseChainTxt } from './chain-txt.js';
import { parseDoorSys } from './door-sys.js';
import { parseDoor32Sys } from './door32-sys.js';
import { parseDorinfoDef } from './dorinfo-def.js';
import { MAX_DROP_FILE_BYTES, type DropFileOptions, type DropFileParser } from './drop-file-lines.js';
import { findDropFile } from './find.js';
import { ioErrorCode } from './io-error.js';

const PARSERS: Record<DropFileFormat, DropFileParser> = {
  'DOOR.SYS': parseDoorSys,
  'DOOR32.SYS': parseDoor32Sys,
  DORINFO: parseDorinfoDef,
  'CHAIN.TXT': parseChainTxt,
  'BBSDEV.DRP': parseBbsdevDrp,
};

export function readDropFile(path: string, options: DropFileOptions = {}): CallerRecord {
  const found = findDropFile(path);
  return PARSERS[found.format](readAtMost(found.path, MAX_DROP_FILE_BYTES + 1), found.path, options);
}

/** Reads no more than `limit` bytes, so a huge file is refused as too large without loading it. */
function readAtMost(path: string, limit: number): Buffer {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw new DropFileError(path, 0, `cannot read the file (${ioErrorCode(error)})`);
  }
  try {
    const buffer = Buffer.alloc(limit);
    let filled = 0;
    for (;;) {
      const count = readSync(fd, buffer, filled, limit - filled, null);
      if (count === 0 || (filled += count) === limit) break;
    }
    return buffer.subarray(0, filled);
  } catch (error) {
    throw new DropFileError(path, 0, `cannot read the file (${ioErrorCode(error)})`);
  } finally {
    closeSync(fd);
  }
}

// Finds the drop file a BBS left: a file path is taken as is, a directory is searched by name.
import { readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { DropFileError, type DropFileFormat } from '../caller.js';
import { ioErrorCode } from './io-error.js';

/** Drop-file names in the order a directory search prefers them; any letter case matches. */
const NAMES: ReadonlyArray<{ format: DropFileFormat; pattern: string }> = [
  // The one format that names the caller's character set comes first.
  { format: 'BBSDEV.DRP', pattern: 'bbsdev\\.drp' },
  { format: 'DOOR32.SYS', pattern: 'door32\\.sys' },
  { format: 'DOOR.SYS', pattern: 'door\\.sys' },
  { format: 'DORINFO', pattern: 'dorinfo[0-9a-z]*\\.def' },
  { format: 'CHAIN.TXT', pattern: 'chain\\.txt' },
];
const LOOKED_FOR = 'BBSDEV.DRP, DOOR32.SYS, DOOR.SYS, DORINFOx.DEF or CHAIN.TXT';

/**
 * The format a file name says, case-insensitive. A further extension is allowed when the file is
 * named directly (`door.sys.example`, `DOOR.SYS.bak`), never in a directory search.
 */
export function dropFileFormatOf(fileName: string): DropFileFormat | undefined {
  return NAMES.find(({ pattern }) => new RegExp(`^${pattern}(?:\\..*)?$`, 'i').test(fileName))?.format;
}

export function findDropFile(pathOrDir: string): { path: string; format: DropFileFormat } {
  let isDirectory: boolean;
  try {
    isDirectory = statSync(pathOrDir).isDirectory();
  } catch (error) {
    const code = ioErrorCode(error);
    const why = code === 'ENOENT' ? 'the path does not exist' : `cannot access it (${code})`;
    throw new DropFileError(pathOrDir, 0, `no drop file found: ${why}`);
  }
  if (isDirectory) return searchDirectory(pathOrDir);
  const format = dropFileFormatOf(basename(pathOrDir));
  if (format === undefined) {
    throw new DropFileError(pathOrDir, 0, `not a drop file name: expected ${LOOKED_FOR}`);
  }
  return { path: pathOrDir, format };
}

function searchDirectory(dir: string): { path: string; format: DropFileFormat } {
  let files: string[];
  try {
    files = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => !entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    throw new DropFileError(dir, 0, `no drop file found: cannot list the directory (${ioErrorCode(error)})`);
  }
  for (const { format, pattern } of NAMES) {
    const exact = new RegExp(`^${pattern}$`, 'i');
    const name = files.find((file) => exact.test(file));
    if (name !== undefined) return { path: join(dir, name), format };
  }
  throw new DropFileError(dir, 0, `no drop file found in this directory (looked for ${LOOKED_FOR}, any letter case)`);
}

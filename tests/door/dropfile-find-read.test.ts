import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeCaller } from '../../src/door/dropfiles/describe.js';
import { dropFileFormatOf, findDropFile } from '../../src/door/dropfiles/find.js';
import { readDropFile } from '../../src/door/dropfiles/read.js';
import { dropFileError, FAKE_PASSWORD, fixturePath } from './dropfile-fixtures.js';

const EXAMPLE = fileURLToPath(new URL('../../door.sys.example', import.meta.url));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arkham-dropfile-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function copyInto(folder: string, name: string, as = name): void {
  copyFileSync(fixturePath(folder, name), join(dir, as));
}

describe('dropFileFormatOf', () => {
  it('knows each format by name in any letter case', () => {
    expect(dropFileFormatOf('DOOR.SYS')).toBe('DOOR.SYS');
    expect(dropFileFormatOf('door32.sys')).toBe('DOOR32.SYS');
    expect(dropFileFormatOf('Dorinfo1.Def')).toBe('DORINFO');
    expect(dropFileFormatOf('dorinfo.def')).toBe('DORINFO');
    expect(dropFileFormatOf('chain.TXT')).toBe('CHAIN.TXT');
  });

  it('allows a further extension on a named file but no other name', () => {
    expect(dropFileFormatOf('door.sys.example')).toBe('DOOR.SYS');
    expect(dropFileFormatOf('mydoor.sys')).toBeUndefined();
    expect(dropFileFormatOf('door.system')).toBeUndefined();
    expect(dropFileFormatOf('readme.txt')).toBeUndefined();
  });
});

describe('findDropFile', () => {
  it('takes a file path as is, format from its name', () => {
    const path = fixturePath('mystic', 'door32.sys');
    expect(findDropFile(path)).toEqual({ path, format: 'DOOR32.SYS' });
  });

  it('prefers DOOR32.SYS, then DOOR.SYS, then DORINFOx.DEF, then CHAIN.TXT in a directory', () => {
    copyInto('wwiv-chain', 'CHAIN.TXT', 'chain.txt');
    expect(findDropFile(dir)).toEqual({ path: join(dir, 'chain.txt'), format: 'CHAIN.TXT' });
    copyInto('rbbs-dorinfo', 'DORINFO2.DEF');
    expect(findDropFile(dir).format).toBe('DORINFO');
    copyInto('wwiv', 'DOOR.SYS', 'Door.Sys');
    expect(findDropFile(dir)).toEqual({ path: join(dir, 'Door.Sys'), format: 'DOOR.SYS' });
    copyInto('mystic', 'door32.sys');
    expect(findDropFile(dir)).toEqual({ path: join(dir, 'door32.sys'), format: 'DOOR32.SYS' });
  });

  it('skips directories and suffixed names when searching a directory', () => {
    mkdirSync(join(dir, 'DOOR32.SYS'));
    copyInto('wwiv', 'DOOR.SYS', 'DOOR.SYS.bak');
    copyInto('gap-31', 'DOOR.SYS');
    expect(findDropFile(dir)).toEqual({ path: join(dir, 'DOOR.SYS'), format: 'DOOR.SYS' });
  });

  it('reports a missing path or a directory without a drop file as line 0 of that path', () => {
    const missing = join(dir, 'nowhere', 'DOOR.SYS');
    const error = dropFileError(() => findDropFile(missing));
    expect(error).toMatchObject({ file: missing, line: 0 });
    expect(error.message).toBe(`${missing}: no drop file found: the path does not exist`);
    expect(dropFileError(() => findDropFile(dir)).message).toMatch(/^.*: no drop file found in this directory/);
  });

  it('refuses a file whose name is no drop-file name', () => {
    writeFileSync(join(dir, 'notes.txt'), 'hello\r\n');
    expect(dropFileError(() => findDropFile(join(dir, 'notes.txt'))).message).toContain('not a drop file name');
  });
});

describe('readDropFile', () => {
  it('reads the drop file found in a directory and records where it came from', () => {
    copyInto('envy', 'DOOR.SYS');
    copyInto('envy', 'DOOR32.SYS');
    const record = readDropFile(dir);
    expect(record.source).toEqual({ format: 'DOOR32.SYS', path: join(dir, 'DOOR32.SYS') });
    expect(record.alias).toBe('Jermyn');
  });

  it('applies the sysop cap on time left', () => {
    const path = fixturePath('gap-31', 'DOOR.SYS');
    expect(readDropFile(path).timeLeftSeconds).toBe(7560);
    expect(readDropFile(path, { maxTimeSeconds: 600 }).timeLeftSeconds).toBe(600);
    expect(readDropFile(path, { maxTimeSeconds: -5 }).timeLeftSeconds).toBe(0);
  });

  it('reads door.sys.example as a 52-line CRLF local caller', () => {
    const record = readDropFile(EXAMPLE);
    expect(record).toMatchObject({ alias: 'Carter', realName: 'Randolph Carter', line: { kind: 'local' }, node: 1 });
    expect(record).toMatchObject({ ansi: true, rows: 24, timeLeftSeconds: 3600, baud: 0 });
  });

  it('refuses a file too large to be a drop file without reading it all', () => {
    const path = join(dir, 'DOOR.SYS');
    writeFileSync(path, Buffer.alloc(1024 * 1024, 'A'));
    expect(dropFileError(() => readDropFile(path))).toMatchObject({ file: path, line: 0 });
  });
});

describe('describeCaller', () => {
  it('gives one line with alias, node, time and connection but no password or real name', () => {
    const record = readDropFile(fixturePath('synchronet-native', 'DOOR.SYS'));
    const line = describeCaller(record);
    expect(line).toContain('DOOR.SYS caller "Reanimator"');
    expect(line).toContain('node 3');
    expect(line).toContain('90 min left');
    expect(line).toContain('serial COM1 at 38400 baud');
    expect(line).not.toContain(FAKE_PASSWORD);
    expect(line).not.toContain('Herbert West');
    expect(line).not.toMatch(/\n/);
  });

  it('escapes control characters in a record built elsewhere', () => {
    const record = readDropFile(fixturePath('mystic', 'door32.sys'));
    const line = describeCaller({ ...record, alias: 'evil\u001b[2J\nname', bbsSoftware: 'x\ry' });
    expect(line).not.toMatch(/[\u0000-\u001f]/);
    expect(line).toContain('socket fd 3');
  });
});

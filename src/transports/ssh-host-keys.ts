// The SSH listener's host keys, made on its first start under --home and the same on every start
// after, so callers' known_hosts stay valid. Ed25519 for today's clients and RSA for the BBS
// terminals whose SSH (cryptlib) knows no other.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import { PRIVATE_FILE_MODE } from '../support/private-files.js';

const KEYS = [
  { file: 'ssh_host_ed25519_key', make: () => ssh2.utils.generateKeyPairSync('ed25519').private },
  { file: 'ssh_host_rsa_key', make: () => ssh2.utils.generateKeyPairSync('rsa', { bits: 2048 }).private },
] as const;

/** The private keys (OpenSSH format), read from `home` or made there (0600) when missing. */
export async function loadHostKeys(home: string): Promise<string[]> {
  const keys: string[] = [];
  for (const { file, make } of KEYS) keys.push(await readOrMake(join(home, file), make));
  return keys;
}

async function readOrMake(path: string, make: () => string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = make();
  try {
    // 'wx': two processes starting at once keep the first one's key.
    await writeFile(path, key, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFile(path, 'utf8');
    throw error;
  }
}

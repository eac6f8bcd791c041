// Passwords are kept only as scrypt hashes (RFC 7914) with a random salt per account and the cost
// parameters stored beside them, so the cost can be raised later: an account hashed with weaker
// parameters is re-hashed at its next good login. Comparison is constant-time.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

export interface ScryptParams {
  /** CPU/memory cost, a power of two. Memory used is about 128 * N * r bytes. */
  N: number;
  r: number;
  p: number;
  keyLength: number;
  saltBytes: number;
}

/** 2^15 * 8 * 128 bytes = 32 MiB and tens of milliseconds per hash on a small server. */
export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, saltBytes: 16 };

export interface PasswordRecord {
  scheme: 'scrypt';
  N: number;
  r: number;
  p: number;
  /** Base64. */
  salt: string;
  /** Base64; its length is the key length. */
  hash: string;
}

export async function hashPassword(password: string, params: ScryptParams): Promise<PasswordRecord> {
  const salt = randomBytes(params.saltBytes);
  const hash = await derive(password, salt, params.keyLength, params);
  return { scheme: 'scrypt', N: params.N, r: params.r, p: params.p, salt: salt.toString('base64'), hash: hash.toString('base64') };
}

export async function verifyPassword(password: string, record: PasswordRecord): Promise<boolean> {
  const expected = Buffer.from(record.hash, 'base64');
  const actual = await derive(password, Buffer.from(record.salt, 'base64'), expected.length, record);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when the record was made with a lower cost than `params` asks for now. */
export function needsRehash(record: PasswordRecord, params: ScryptParams): boolean {
  return (
    record.N < params.N ||
    record.r < params.r ||
    record.p < params.p ||
    Buffer.from(record.hash, 'base64').length < params.keyLength
  );
}

function derive(password: string, salt: Buffer, keyLength: number, cost: Pick<ScryptParams, 'N' | 'r' | 'p'>): Promise<Buffer> {
  // node:crypto refuses when 128 * N * r exceeds maxmem (32 MiB by default); allow what the cost needs.
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r };
  return inHashSlot(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

/**
 * scrypt runs on libuv's thread pool (UV_THREADPOOL_SIZE threads, 4 by default), which every file
 * operation shares. Three hundred callers signing up at once filled it, and every store read then
 * queued behind a dozen hashes of ~0.2 s each (docs/storage.md, "Figures"). So at most this many
 * hash at once, leaving two threads for the files; two hashes already keep a small machine busy.
 */
const HASH_SLOTS = Math.max(1, Math.min(availableParallelism(), (Number(process.env['UV_THREADPOOL_SIZE']) || 4) - 2));
let hashing = 0;
const waitingForSlot: (() => void)[] = [];

async function inHashSlot<R>(work: () => Promise<R>): Promise<R> {
  if (hashing < HASH_SLOTS) hashing += 1;
  else await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  try {
    return await work();
  } finally {
    // The slot goes straight to the next in line, or back to the pool.
    const next = waitingForSlot.shift();
    if (next) next();
    else hashing -= 1;
  }
}

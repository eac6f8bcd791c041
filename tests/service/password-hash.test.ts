import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword, type ScryptParams } from '../../src/service/accounts/password-hash.js';

const FAST: ScryptParams = { N: 1024, r: 8, p: 1, keyLength: 32, saltBytes: 16 };

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const record = await hashPassword('Yog-Sothoth knows the gate', FAST);
    expect(await verifyPassword('Yog-Sothoth knows the gate', record)).toBe(true);
    expect(await verifyPassword('yog-sothoth knows the gate', record)).toBe(false);
    expect(await verifyPassword('', record)).toBe(false);
  });

  it('salts every hash afresh and stores its parameters, never the password', async () => {
    const a = await hashPassword('same password', FAST);
    const b = await hashPassword('same password', FAST);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(a).toMatchObject({ scheme: 'scrypt', N: 1024, r: 8, p: 1 });
    expect(Buffer.from(a.salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(a.hash, 'base64')).toHaveLength(32);
    expect(JSON.stringify(a)).not.toContain('same password');
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const record = await hashPassword('caf\u00e9', FAST);
    expect(await verifyPassword('cafe\u0301', record)).toBe(true);
  });

  it('asks for a re-hash when the configured cost went up, and only then', async () => {
    const record = await hashPassword('pw123456', FAST);
    expect(needsRehash(record, FAST)).toBe(false);
    expect(needsRehash(record, { ...FAST, N: 2048 })).toBe(true);
    expect(needsRehash(record, { ...FAST, keyLength: 64 })).toBe(true);
    expect(needsRehash(record, { ...FAST, N: 512 })).toBe(false);
  });

  it('verifies a record made with other parameters than the current ones', async () => {
    const record = await hashPassword('pw123456', { ...FAST, N: 2048, r: 4, keyLength: 24 });
    expect(await verifyPassword('pw123456', record)).toBe(true);
  });
});

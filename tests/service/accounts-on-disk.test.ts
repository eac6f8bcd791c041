// The password never reaches the disk: sign up on the real NeDB store and search the datafile's bytes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Accounts } from '../../src/service/accounts/accounts.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { makeTempDir, TEST_LOCK } from '../store/fixtures/adapters.js';

describe('accounts on disk', () => {
  it('stores no plain-text password in the accounts datafile', async () => {
    const home = makeTempDir('ad-accounts-');
    const store = await NedbStore.open({ home: home.dir, lock: TEST_LOCK });
    try {
      const clock = new FakeClock();
      const accounts = new Accounts({ store, clock, policy: { scrypt: { N: 1024, r: 8, p: 1, keyLength: 32, saltBytes: 16 } } });
      const password = 'Ph\u00e9nglui mglw-nafh';
      expect(await accounts.signUp('Wilmarth', password)).toMatchObject({ ok: true });
      expect(await accounts.login('Wilmarth', 'not it at all')).toMatchObject({ ok: false });
      clock.advance(60_000);
      expect(await accounts.changePassword('Wilmarth', password, `${password} 2`)).toEqual({ ok: true });
      clock.advance(60_000);
      expect(await accounts.login('Wilmarth', `${password} 2`)).toMatchObject({ ok: true });

      const bytes = readFileSync(store.layout.collectionFile('accounts'));
      expect(bytes.includes('Wilmarth')).toBe(true);
      for (const secret of [password, `${password} 2`, 'not it at all']) {
        for (const encoded of [Buffer.from(secret, 'utf8'), Buffer.from(secret, 'latin1'), Buffer.from(secret, 'utf16le'), Buffer.from(secret).toString('base64'), Buffer.from(secret).toString('hex')]) {
          expect(bytes.includes(encoded)).toBe(false);
        }
        expect(bytes.includes(JSON.stringify(secret).slice(1, -1))).toBe(false);
      }
    } finally {
      await store.close();
      home.remove();
    }
  });
});

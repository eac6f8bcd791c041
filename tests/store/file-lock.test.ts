// The cross-process lock wrapper around proper-lockfile.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LockLostError } from '../../src/store/errors.js';
import { withFileLock, type LockOptions } from '../../src/store/file-lock.js';
import { makeTempDir } from './fixtures/adapters.js';

const OPTIONS: LockOptions = { staleMs: 2000, waitMs: 5000, minBackoffMs: 1, maxBackoffMs: 10 };
let temp: { dir: string; remove(): void };
let path: string;

beforeEach(() => {
  temp = makeTempDir('ad-lock-');
  path = join(temp.dir, 'thing');
});

afterEach(() => temp.remove());

describe('withFileLock', () => {
  it('holds the lock directory while fn runs and removes it afterwards, even when fn throws', async () => {
    const result = await withFileLock(path, OPTIONS, async () => {
      expect(existsSync(`${path}.lock`)).toBe(true);
      return 42;
    });
    expect(result).toBe(42);
    expect(existsSync(`${path}.lock`)).toBe(false);
    await expect(
      withFileLock(path, OPTIONS, async () => {
        throw new Error('inside');
      }),
    ).rejects.toThrow('inside');
    expect(existsSync(`${path}.lock`)).toBe(false);
  });

  it('lets only one holder in at a time', async () => {
    let inside = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        withFileLock(path, OPTIONS, async () => {
          inside++;
          most = Math.max(most, inside);
          await new Promise((resolve) => setTimeout(resolve, 3));
          inside--;
        }),
      ),
    );
    expect(most).toBe(1);
  });

  it('reports a lock taken away from under it before the commit', async () => {
    await withFileLock(path, OPTIONS, async (held) => {
      held.assertHeld();
      rmSync(`${path}.lock`, { recursive: true });
      // proper-lockfile notices on its next refresh, at most max(staleMs / 2, 1000) ms later.
      const deadline = Date.now() + 3000;
      while (Date.now() < deadline) {
        try {
          held.assertHeld();
        } catch (error) {
          expect(error).toBeInstanceOf(LockLostError);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the lost lock went unnoticed');
    });
  });
});

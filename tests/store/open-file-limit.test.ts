// The snapshot cache is sized from the open-file limit: big enough to hold every game of a busy BBS,
// small enough to leave most file descriptors to callers.
import { describe, expect, it } from 'vitest';
import { cachedGamesFor, openFileLimit, parseOpenFileLimit } from '../../src/store/open-file-limit.js';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max open files            20000                20000                files
Max locked memory         8388608              8388608              bytes
`;

describe('the open-file limit', () => {
  it('reads the soft limit from /proc/<pid>/limits', () => {
    expect(parseOpenFileLimit(LIMITS)).toBe(20000);
    expect(parseOpenFileLimit('Max open files            unlimited            unlimited            files\n')).toBeUndefined();
    expect(parseOpenFileLimit('')).toBeUndefined();
  });

  it('gives a quarter of it to snapshots, within bounds', () => {
    expect(cachedGamesFor(20000)).toBe(4096);
    expect(cachedGamesFor(4096)).toBe(1024);
    expect(cachedGamesFor(1024)).toBe(256);
    expect(cachedGamesFor(100)).toBe(64);
    expect(cachedGamesFor(undefined)).toBe(256);
  });

  it('is known on Linux', async () => {
    const limit = await openFileLimit();
    if (process.platform === 'linux') expect(limit).toBeGreaterThan(0);
  });
});

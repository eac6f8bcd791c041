import { describe, expect, it } from 'vitest';
import { profileForAlias } from '../../src/service/accounts/profiles.js';
import { isSysop } from '../../src/service/accounts/sysop.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { FakeClock } from '../../src/support/fake-clock.js';

describe('profileForAlias', () => {
  it('makes a profile for a new alias and finds the same one again, whatever the case', async () => {
    const store = new MemoryStore();
    const clock = new FakeClock();
    const first = await profileForAlias(store, 'Herbert West', clock);
    expect(first).toEqual({ id: 'herbert west', doc: { name: 'Herbert West', createdAt: clock.now(), namespace: 'local' } });
    clock.advance(60_000);
    expect(await profileForAlias(store, 'HERBERT  WEST', clock)).toEqual(first);
    expect(await store.findDocs('profiles', {})).toHaveLength(1);
  });

  it('makes one profile when two nodes see a new alias at once', async () => {
    const store = new MemoryStore({ jitter: { seed: 5, maxTurns: 4 } });
    const clock = new FakeClock();
    const [a, b] = await Promise.all([profileForAlias(store, 'Asenath', clock), profileForAlias(store, 'asenath', clock)]);
    expect(a).toEqual(b);
    expect(await store.findDocs('profiles', {})).toHaveLength(1);
  });

  it('drops what a terminal would act on, and refuses an alias with nothing left', async () => {
    const store = new MemoryStore();
    const clock = new FakeClock();
    expect((await profileForAlias(store, 'Wilbur\x1b\x07 Whateley', clock)).doc.name).toBe('Wilbur Whateley');
    await expect(profileForAlias(store, '\x1b\x07', clock)).rejects.toThrow(/printable/);
  });
});

describe('isSysop', () => {
  const config = { sysopNames: ['Great Old One'], sysopSecurityLevel: 90 };

  it('knows configured names in any case or spacing', () => {
    expect(isSysop('great old  one', undefined, config)).toBe(true);
    expect(isSysop('Great Old', undefined, config)).toBe(false);
  });

  it('trusts a drop-file security level at or above the configured one', () => {
    expect(isSysop('Someone', 90, config)).toBe(true);
    expect(isSysop('Someone', 255, config)).toBe(true);
    expect(isSysop('Someone', 89, config)).toBe(false);
    expect(isSysop('Someone', undefined, config)).toBe(false);
  });

  it('grants nothing by level when no level is configured', () => {
    expect(isSysop('Someone', 255, { sysopNames: [] })).toBe(false);
    expect(isSysop('', 0, { sysopNames: [''] })).toBe(false);
  });
});

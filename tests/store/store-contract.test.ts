// The Store contract, run against both adapters: whatever passes here, the service layer may rely on.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  GameExistsError,
  GameNotFoundError,
  InvalidIdError,
  NotJsonError,
  StoreClosedError,
  VersionConflictError,
} from '../../src/store/errors.js';
import type { Collection, Store } from '../../src/store/store.js';
import { ADAPTERS, type StoreUnderTest } from './fixtures/adapters.js';

interface TestGame {
  version: number;
  turn: number;
  answers: string[];
}

interface Note {
  to: string;
  body: string;
  read: boolean;
  tags?: string[];
}

const game = (version = 0): TestGame => ({ version, turn: 1, answers: [] });

function answer(text: string) {
  return (current: TestGame) => ({ next: { ...current, version: current.version + 1, answers: [...current.answers, text] } });
}

describe.each(ADAPTERS)('Store contract: $name', (adapter) => {
  let subject: StoreUnderTest;
  let store: Store;

  beforeEach(async (context) => {
    if (!adapter.available) context.skip();
    subject = await adapter.make();
    store = subject.store;
  });

  afterEach(async () => {
    if (adapter.available) await subject.dispose();
  });

  describe('games', () => {
    it('reads back what was created, and undefined for an unknown id', async () => {
      await store.createGame('g1', { ...game(), extra: { nested: [1, 'two', null, true] } });
      expect(await store.readGame('g1')).toEqual({ ...game(), extra: { nested: [1, 'two', null, true] } });
      expect(await store.readGame('nope')).toBeUndefined();
    });

    it('refuses to create a game twice', async () => {
      await store.createGame('g1', game());
      await expect(store.createGame('g1', game(5))).rejects.toBeInstanceOf(GameExistsError);
      expect(await store.readGame<TestGame>('g1')).toEqual(game());
    });

    it('lists games sorted, without deleted ones', async () => {
      for (const id of ['zeta', 'alpha', 'mid-1']) await store.createGame(id, game());
      expect(await store.listGames()).toEqual(['alpha', 'mid-1', 'zeta']);
      expect(await store.deleteGame('mid-1')).toBe(true);
      expect(await store.deleteGame('mid-1')).toBe(false);
      expect(await store.listGames()).toEqual(['alpha', 'zeta']);
    });

    it('commits a transaction and hands it the freshest document', async () => {
      await store.createGame('g1', game());
      const seen: number[] = [];
      for (const text of ['a', 'b', 'c']) {
        await store.transactGame<TestGame>('g1', (current) => {
          seen.push(current.version);
          return answer(text)(current);
        });
      }
      expect(seen).toEqual([0, 1, 2]);
      expect(await store.readGame('g1')).toEqual({ version: 3, turn: 1, answers: ['a', 'b', 'c'] });
    });

    it('returns the committed document, or the current one when fn returns null', async () => {
      await store.createGame('g1', game());
      expect(await store.transactGame('g1', answer('a'))).toEqual({ version: 1, turn: 1, answers: ['a'] });
      expect(await store.transactGame<TestGame>('g1', () => null)).toEqual({ version: 1, turn: 1, answers: ['a'] });
      expect((await store.readGame<TestGame>('g1'))?.version).toBe(1);
    });

    it('rejects a next version that is not current + 1, changing nothing', async () => {
      await store.createGame('g1', game(4));
      for (const version of [4, 6, 3, 4.5]) {
        await expect(store.transactGame<TestGame>('g1', (c) => ({ next: { ...c, version } }))).rejects.toBeInstanceOf(
          VersionConflictError,
        );
      }
      await expect(
        store.transactGame<TestGame>('g1', (c) => ({ next: { turn: c.turn, answers: [] } as unknown as TestGame })),
      ).rejects.toBeInstanceOf(VersionConflictError);
      expect(await store.readGame('g1')).toEqual(game(4));
    });

    it('judges the version against the stored one even if fn scribbles on current', async () => {
      await store.createGame('g1', game());
      await expect(
        store.transactGame<TestGame>('g1', (c) => {
          c.version = 10;
          return { next: { ...c, version: 11 } };
        }),
      ).rejects.toBeInstanceOf(VersionConflictError);
      expect(await store.transactGame<TestGame>('g1', () => null)).toEqual(game());
    });

    it('lets an error thrown by fn through, commits nothing, and frees the game', async () => {
      await store.createGame('g1', game());
      await expect(
        store.transactGame('g1', () => {
          throw new Error('rule broken');
        }),
      ).rejects.toThrow('rule broken');
      await expect(store.transactGame('g1', async () => Promise.reject(new Error('later')))).rejects.toThrow('later');
      await store.transactGame('g1', answer('ok'));
      expect(await store.readGame('g1')).toEqual({ version: 1, turn: 1, answers: ['ok'] });
    });

    it('says GameNotFoundError for a transaction on an unknown game', async () => {
      await expect(store.transactGame('ghost', answer('x'))).rejects.toBeInstanceOf(GameNotFoundError);
    });

    it('serialises concurrent transactions on one game: no update lost', async () => {
      await store.createGame('g1', game());
      const seen: number[] = [];
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          store.transactGame<TestGame>('g1', async (current) => {
            seen.push(current.version);
            await new Promise((resolve) => setImmediate(resolve));
            return answer(`a${i}`)(current);
          }),
        ),
      );
      const final = await store.readGame<TestGame>('g1');
      expect(final?.version).toBe(40);
      expect(new Set(final?.answers).size).toBe(40);
      expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    });

    it('runs transactions on different games independently', async () => {
      await store.createGame('g1', game());
      await store.createGame('g2', game(100));
      await Promise.all([
        ...Array.from({ length: 10 }, (_, i) => store.transactGame('g1', answer(`x${i}`))),
        ...Array.from({ length: 10 }, (_, i) => store.transactGame('g2', answer(`y${i}`))),
      ]);
      expect((await store.readGame<TestGame>('g1'))?.version).toBe(10);
      expect((await store.readGame<TestGame>('g2'))?.version).toBe(110);
    });

    it('appends archived records in commit order and exports them with the document', async () => {
      await store.createGame('g1', game());
      await store.transactGame<TestGame>('g1', (c) => ({ next: { ...c, version: 1 }, archive: [{ turn: 1, n: 1 }, { turn: 1, n: 2 }] }));
      await store.transactGame<TestGame>('g1', (c) => ({ next: { ...c, version: 2 } }));
      await store.transactGame<TestGame>('g1', (c) => ({ next: { ...c, version: 3 }, archive: ['turn 2 ended'] }));
      expect(await store.readArchive('g1')).toEqual([{ turn: 1, n: 1 }, { turn: 1, n: 2 }, 'turn 2 ended']);
      expect(await store.exportGame('g1')).toEqual({ doc: game(3), archive: [{ turn: 1, n: 1 }, { turn: 1, n: 2 }, 'turn 2 ended'] });
      expect(await store.exportGame('nope')).toBeUndefined();
      expect(await store.readArchive('nope')).toEqual([]);
    });

    it('archives nothing from a transaction that was refused', async () => {
      await store.createGame('g1', game());
      await expect(store.transactGame<TestGame>('g1', (c) => ({ next: { ...c, version: 7 }, archive: ['lost'] }))).rejects.toThrow();
      await expect(
        store.transactGame<TestGame>('g1', (c) => ({ next: { ...c, version: 1 }, archive: [new Date(0)] })),
      ).rejects.toBeInstanceOf(NotJsonError);
      await store.transactGame<TestGame>('g1', (c) => ({ next: { ...c, version: 1 }, archive: ['kept'] }));
      expect(await store.readArchive('g1')).toEqual(['kept']);
    });

    it('starts a re-created game with an empty archive', async () => {
      await store.createGame('g1', game());
      await store.transactGame<TestGame>('g1', (c) => ({ next: { ...c, version: 1 }, archive: ['old'] }));
      expect(await store.deleteGame('g1')).toBe(true);
      expect(await store.readGame('g1')).toBeUndefined();
      await store.createGame('g1', game());
      expect(await store.readArchive('g1')).toEqual([]);
      await store.transactGame<TestGame>('g1', (c) => ({ next: { ...c, version: 1 }, archive: ['new'] }));
      expect(await store.readArchive('g1')).toEqual(['new']);
    });

    it('hands out copies, and a read game frozen: changing them changes nothing stored', async () => {
      await store.createGame('g1', game());
      const read = await store.readGame<TestGame>('g1');
      expect(() => read?.answers.push('sneaky')).toThrow(TypeError);
      await store.transactGame<TestGame>('g1', (c) => {
        c.answers.push('also sneaky');
        return null;
      });
      const committed = await store.transactGame('g1', answer('real'));
      committed.answers.push('after');
      expect(await store.readGame('g1')).toEqual({ version: 1, turn: 1, answers: ['real'] });
    });

    it('refuses values that are not plain JSON', async () => {
      const bad: unknown[] = [
        { version: 0, when: new Date(0) },
        { version: 0, n: Number.NaN },
        { version: 0, n: Number.POSITIVE_INFINITY },
        { version: 0, n: -0 },
        { version: 0, gone: undefined },
        { version: 0, f: () => 1 },
        { version: 0, big: 10n },
        { version: 0, map: new Map() },
        { version: 0, list: [1, , 3] },
        { version: 0, sym: Symbol('s') },
        { version: -1 },
        { version: 1.5 },
        { turn: 1 },
        [{ version: 0 }],
        null,
      ];
      const cyclic: Record<string, unknown> = { version: 0 };
      cyclic['self'] = cyclic;
      bad.push(cyclic);
      for (const doc of bad) {
        await expect(store.createGame('g1', doc as TestGame)).rejects.toBeInstanceOf(NotJsonError);
      }
      expect(await store.readGame('g1')).toBeUndefined();
      await store.createGame('g1', { version: 0, 'odd.key': 1, $fine: 'in games' });
      await expect(
        store.transactGame<TestGame>('g1', (c) => ({ next: { ...c, version: 1, when: new Date(0) } })),
      ).rejects.toBeInstanceOf(NotJsonError);
    });

    it('refuses game ids that are not safe file names', async () => {
      for (const id of ['', '../escape', 'a/b', 'a b', '.hidden', 'x'.repeat(65), 'é']) {
        await expect(store.createGame(id, game())).rejects.toBeInstanceOf(InvalidIdError);
        await expect(store.readGame(id)).rejects.toBeInstanceOf(InvalidIdError);
      }
    });
  });

  describe('collections', () => {
    const mail: Collection = 'mail';

    it('creates, updates and deletes a document in transactions', async () => {
      expect(await store.readDoc(mail, 'm1')).toBeUndefined();
      const created = await store.transactDoc<Note>(mail, 'm1', (current) => {
        expect(current).toBeUndefined();
        return { next: { to: 'carter', body: 'hello', read: false } };
      });
      expect(created).toEqual({ to: 'carter', body: 'hello', read: false });
      await store.transactDoc<Note>(mail, 'm1', (current) => (current ? { next: { ...current, read: true } } : null));
      expect(await store.readDoc(mail, 'm1')).toEqual({ to: 'carter', body: 'hello', read: true });
      expect(await store.transactDoc<Note>(mail, 'm1', () => null)).toEqual({ to: 'carter', body: 'hello', read: true });
      expect(await store.transactDoc<Note>(mail, 'm1', () => ({ delete: true }))).toBeUndefined();
      expect(await store.readDoc(mail, 'm1')).toBeUndefined();
      expect(await store.transactDoc<Note>(mail, 'never', () => ({ delete: true }))).toBeUndefined();
    });

    it('keeps the same id apart in different collections', async () => {
      await store.transactDoc('accounts', 'same', () => ({ next: { kind: 'account' } }));
      await store.transactDoc('profiles', 'same', () => ({ next: { kind: 'profile' } }));
      expect(await store.readDoc('accounts', 'same')).toEqual({ kind: 'account' });
      expect(await store.readDoc('profiles', 'same')).toEqual({ kind: 'profile' });
    });

    it('inserts under fresh ids and finds by equality, sorted by id', async () => {
      const ids = [];
      for (const [to, read] of [
        ['carter', false],
        ['armitage', false],
        ['carter', true],
        ['carter', false],
      ] as const) {
        ids.push(await store.insertDoc<Note>(mail, { to, body: `for ${to}`, read }));
      }
      expect(new Set(ids).size).toBe(4);
      const unread = await store.findDocs<Note>(mail, { to: 'carter', read: false });
      expect(unread.map((found) => found.id)).toEqual([ids[0], ids[3]].sort());
      expect(unread.every((found) => found.doc.to === 'carter' && !found.doc.read)).toBe(true);
      expect(await store.findDocs(mail, {})).toHaveLength(4);
      expect(await store.findDocs(mail, { to: 'nobody' })).toEqual([]);
      expect(await store.readDoc(mail, ids[1] ?? '')).toEqual({ to: 'armitage', body: 'for armitage', read: false });
    });

    it('matches exact values only: no match inside arrays, null only for null', async () => {
      await store.transactDoc(mail, 'a', () => ({ next: { tags: ['urgent'], flag: null } }));
      await store.transactDoc(mail, 'b', () => ({ next: { tags: 'urgent' } }));
      expect((await store.findDocs(mail, { tags: 'urgent' })).map((f) => f.id)).toEqual(['b']);
      expect((await store.findDocs(mail, { flag: null })).map((f) => f.id)).toEqual(['a']);
    });

    it('serialises concurrent transactions on one document', async () => {
      await Promise.all(
        Array.from({ length: 25 }, () =>
          store.transactDoc<{ n: number }>('halloffame', 'counter', async (current) => {
            await new Promise((resolve) => setImmediate(resolve));
            return { next: { n: (current?.n ?? 0) + 1 } };
          }),
        ),
      );
      expect(await store.readDoc('halloffame', 'counter')).toEqual({ n: 25 });
    });

    it('refuses what NeDB could not keep: non-JSON values, $ or . in keys, _id', async () => {
      const bad: object[] = [
        { when: new Date(0) },
        { $set: 1 },
        { nested: { 'a.b': 1 } },
        { _id: 'mine' },
        { list: [{ $x: 1 }] },
      ];
      for (const doc of bad) {
        await expect(store.insertDoc(mail, doc)).rejects.toBeInstanceOf(NotJsonError);
        await expect(store.transactDoc(mail, 'x', () => ({ next: doc }))).rejects.toBeInstanceOf(NotJsonError);
      }
      await expect(store.findDocs(mail, { 'a.b': 1 })).rejects.toBeInstanceOf(NotJsonError);
      await expect(store.findDocs(mail, { _id: 'x' })).rejects.toBeInstanceOf(NotJsonError);
      expect(await store.findDocs(mail, {})).toEqual([]);
    });

    it('refuses unknown collections and empty ids', async () => {
      await expect(store.readDoc('secrets' as Collection, 'x')).rejects.toBeInstanceOf(InvalidIdError);
      await expect(store.readDoc(mail, '')).rejects.toBeInstanceOf(InvalidIdError);
    });
  });

  it('finishes work in flight on close, then refuses everything', async () => {
    await store.createGame('g1', game());
    const pending = Promise.all(Array.from({ length: 5 }, (_, i) => store.transactGame('g1', answer(`p${i}`))));
    await store.close();
    await pending;
    await expect(store.readGame('g1')).rejects.toBeInstanceOf(StoreClosedError);
    await expect(store.transactDoc('mail', 'x', () => null)).rejects.toBeInstanceOf(StoreClosedError);
  });
});

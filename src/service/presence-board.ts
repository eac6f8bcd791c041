// Who is online where, and pages on their way, shared by every process through the store: one
// presence document and one document per page, in the collection it is given (the service passes
// `presence`), behind a small interface so tests can use an in-memory board. On a store that
// announces writes (PostgreSQL's NOTIFY), the board says when a page was posted, so it is
// collected at once instead of at the next poll.
import type { Collection, Store } from '../store/store.js';

export interface PresenceEntry {
  /** One caller's session, unique across processes. */
  session: string;
  name: string;
  /** Where the caller is: a node number, "telnet", "play"... */
  node: string;
  /** The game they have open, if any. */
  game: string | null;
  since: number;
  /** The last heartbeat (ms); entries older than the expiry are ghosts of a crashed node. */
  seen: number;
}

export interface Page {
  id: string;
  from: string;
  /** The folded name of the recipient. */
  to: string;
  text: string;
  at: number;
  /** From the sysop's tools: a notice to show, or the end of the recipient's call (presence-hub.ts). */
  sysop?: SysopOrder;
}

export type SysopOrder = 'notice' | 'kick';

export interface PresenceBoard {
  /** Writes these sessions' heartbeats and drops every entry last seen before `expiredBefore`. */
  beat(entries: readonly PresenceEntry[], expiredBefore: number): Promise<void>;
  leave(sessions: readonly string[]): Promise<void>;
  online(expiredBefore: number): Promise<PresenceEntry[]>;
  post(page: Omit<Page, 'id'>): Promise<void>;
  /** Takes the pages for these folded names off the board (each page goes to one taker only); drops stale ones. */
  collect(names: readonly string[], staleBefore: number): Promise<Page[]>;
  /**
   * Optional: calls `onPage` soon after any process posts a page (a hint: it may come for a page
   * someone else takes, or late); returns the way to stop. Where there is none, pages are polled.
   */
  pagesPosted?(onPage: () => void): () => void;
}

interface PresenceDoc {
  kind: 'presence';
  entries: PresenceEntry[];
}

interface PageDoc extends Omit<Page, 'id'> {
  kind: 'page';
}

const PRESENCE_ID = 'presence';

export class StorePresenceBoard implements PresenceBoard {
  readonly pagesPosted?: (onPage: () => void) => () => void;

  constructor(
    private readonly store: Store,
    private readonly collection: Collection,
  ) {
    // Heartbeats rewrite the presence document; every other document of the collection is a page.
    if (store.watchCollection) {
      const watch = store.watchCollection.bind(store);
      this.pagesPosted = (onPage) => watch(collection, (id) => void (id !== PRESENCE_ID && onPage()));
    }
  }

  async beat(entries: readonly PresenceEntry[], expiredBefore: number): Promise<void> {
    const mine = new Set(entries.map((entry) => entry.session));
    await this.store.transactDoc<PresenceDoc>(this.collection, PRESENCE_ID, (current) => {
      const others = (current?.entries ?? []).filter((entry) => !mine.has(entry.session) && entry.seen >= expiredBefore);
      return { next: { kind: 'presence', entries: [...others, ...entries] } };
    });
  }

  async leave(sessions: readonly string[]): Promise<void> {
    const gone = new Set(sessions);
    await this.store.transactDoc<PresenceDoc>(this.collection, PRESENCE_ID, (current) => {
      if (!current) return null;
      return { next: { kind: 'presence', entries: current.entries.filter((entry) => !gone.has(entry.session)) } };
    });
  }

  async online(expiredBefore: number): Promise<PresenceEntry[]> {
    const doc = await this.store.readDoc<PresenceDoc>(this.collection, PRESENCE_ID);
    return (doc?.entries ?? []).filter((entry) => entry.seen >= expiredBefore);
  }

  async post(page: Omit<Page, 'id'>): Promise<void> {
    await this.store.insertDoc<PageDoc>(this.collection, { kind: 'page', ...page });
  }

  async collect(names: readonly string[], staleBefore: number): Promise<Page[]> {
    const wanted = new Set(names);
    const found = await this.store.findDocs<PageDoc>(this.collection, { kind: 'page' });
    const taken: Page[] = [];
    for (const { id, doc } of found) {
      const stale = doc.at < staleBefore;
      if (!stale && !wanted.has(doc.to)) continue;
      let mine = false;
      await this.store.transactDoc<PageDoc>(this.collection, id, (current) => {
        mine = current !== undefined && !stale;
        return current ? { delete: true } : null;
      });
      if (mine) taken.push({ id, from: doc.from, to: doc.to, text: doc.text, at: doc.at, ...(doc.sysop ? { sysop: doc.sysop } : {}) });
    }
    return taken.sort((a, b) => a.at - b.at);
  }
}

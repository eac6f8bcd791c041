// Commits announced across hosts: every game commit sends NOTIFY on one channel, and every write to
// a collection document on another (inside its transaction, so the notice goes out only if it
// commits). Each process keeps one extra connection LISTENing and calls this process's watchers of
// that game or collection. Several boards may share a database, so a notice names its schema. A
// hint only: a notice sent while the listening connection was not yet (or no longer) open is made up
// for by calling every watcher once when it opens, and the watchers keep a slow poll besides. docs/storage.md ("Live
// tables").
import pg from 'pg';
import type { ClientConfig } from 'pg';
import type { Collection } from '../store.js';

export const NOTICE_CHANNEL = 'arkham_games';
export const DOC_NOTICE_CHANNEL = 'arkham_docs';

/** After the listening connection dropped, how long before trying again (doubling up to the most). */
const RELISTEN_FIRST_MS = 100;
const RELISTEN_MOST_MS = 2_000;

/** What a game notice says: the schema, a space, the game. */
export function noticePayload(schema: string, gameId: string): string {
  return `${schema} ${gameId}`;
}

/** What a document notice says: the schema, the collection and the document's id, spaced. */
export function docNoticePayload(schema: string, collection: Collection, id: string): string {
  return `${schema} ${collection} ${id}`;
}

type Listener = (id: string) => void;

export class GameNotices {
  /** Keyed `game <id>` or `docs <collection>`. */
  private readonly listeners = new Map<string, Set<Listener>>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private retryMs = RELISTEN_FIRST_MS;
  private closed = false;

  constructor(
    private readonly config: ClientConfig,
    private readonly schema: string,
  ) {}

  watch(gameId: string, onCommit: () => void): () => void {
    return this.add(`game ${gameId}`, () => onCommit());
  }

  /** Calls `onChange(id)` after any process writes or deletes a document of the collection. */
  watchCollection(collection: Collection, onChange: (id: string) => void): () => void {
    return this.add(`docs ${collection}`, onChange);
  }

  /** Resolves once the listening connection is open (or failed to open): notices sent after this reach us. */
  async listening(): Promise<void> {
    await this.connecting;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    clearTimeout(this.retry);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private add(key: string, listener: Listener): () => void {
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    void this.listen();
    return () => {
      const current = this.listeners.get(key);
      current?.delete(listener);
      if (current?.size === 0) this.listeners.delete(key);
    };
  }

  /** Opens the listening connection unless it is open; a failure tries again later while anyone watches. */
  private listen(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= (async () => {
      const client = new pg.Client(this.config);
      let lost = false;
      const forget = (): void => {
        if (lost) return;
        lost = true;
        if (this.client === client) this.client = undefined;
        void client.end().catch(() => undefined);
        this.relistenLater();
      };
      client.on('error', forget);
      client.on('end', forget);
      client.on('notification', (message) => this.deliver(message.channel, message.payload ?? ''));
      try {
        await client.connect();
        await client.query(`LISTEN ${NOTICE_CHANNEL}; LISTEN ${DOC_NOTICE_CHANNEL}`);
      } catch {
        forget();
        return;
      }
      if (this.closed || lost) {
        await client.end().catch(() => undefined);
        return;
      }
      this.client = client;
      this.retryMs = RELISTEN_FIRST_MS;
      // Whatever was committed before LISTEN took hold (at first, or while the connection was down)
      // sent its notice to nobody: every watcher hears once that something may have changed.
      this.callEveryone();
    })().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private relistenLater(): void {
    if (this.closed || this.retry || this.listeners.size === 0) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.listen();
    }, this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, RELISTEN_MOST_MS);
  }

  private callEveryone(): void {
    for (const [key, set] of [...this.listeners]) {
      const id = key.startsWith('game ') ? key.slice(5) : '';
      for (const listener of [...set]) listener(id);
    }
  }

  private deliver(channel: string, payload: string): void {
    const [schema, first, second] = payload.split(' ');
    if (schema !== this.schema || first === undefined) return;
    const key = channel === DOC_NOTICE_CHANNEL ? `docs ${first}` : `game ${first}`;
    const id = channel === DOC_NOTICE_CHANNEL ? (second ?? '') : first;
    for (const listener of [...(this.listeners.get(key) ?? [])]) listener(id);
  }
}

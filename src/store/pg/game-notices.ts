// Commits announced across hosts: every game commit sends NOTIFY on one channel (inside its
// transaction, so the notice goes out only if it commits), and each process keeps one extra
// connection LISTENing and calls this process's watchers of that game. Several boards may share a
// database, so a notice names its schema. A hint only: the watch hub keeps polling, so a notice
// lost to a dropped connection costs a poll interval, no more. docs/storage.md ("Live tables").
import pg from 'pg';
import type { ClientConfig, PoolClient } from 'pg';

export const NOTICE_CHANNEL = 'arkham_games';

/** What a notice says: the schema, a space, the game. */
export function noticePayload(schema: string, gameId: string): string {
  return `${schema} ${gameId}`;
}

/** Inside the commit's transaction. */
export async function announceCommit(client: PoolClient, schema: string, gameId: string): Promise<void> {
  await client.query('SELECT pg_notify($1, $2)', [NOTICE_CHANNEL, noticePayload(schema, gameId)]);
}

export class GameNotices {
  private readonly listeners = new Map<string, Set<() => void>>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly config: ClientConfig,
    private readonly schema: string,
  ) {}

  watch(gameId: string, onCommit: () => void): () => void {
    let set = this.listeners.get(gameId);
    if (!set) {
      set = new Set();
      this.listeners.set(gameId, set);
    }
    set.add(onCommit);
    void this.listen();
    return () => {
      const current = this.listeners.get(gameId);
      current?.delete(onCommit);
      if (current?.size === 0) this.listeners.delete(gameId);
    };
  }

  /** Resolves once the listening connection is open (or failed to open): notices sent after this reach us. */
  async listening(): Promise<void> {
    await this.connecting;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** Opens the listening connection unless it is open; a failure leaves the watchers to their polls. */
  private listen(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= (async () => {
      const client = new pg.Client(this.config);
      const forget = (): void => {
        if (this.client === client) this.client = undefined;
        void client.end().catch(() => undefined);
      };
      client.on('error', forget);
      client.on('end', forget);
      client.on('notification', (message) => this.deliver(message.payload ?? ''));
      try {
        await client.connect();
        await client.query(`LISTEN ${NOTICE_CHANNEL}`);
        if (this.closed) await client.end();
        else this.client = client;
      } catch {
        forget();
      }
    })().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private deliver(payload: string): void {
    const space = payload.indexOf(' ');
    if (payload.slice(0, space) !== this.schema) return;
    for (const onCommit of [...(this.listeners.get(payload.slice(space + 1)) ?? [])]) onCommit();
  }
}

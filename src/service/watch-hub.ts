// Live tables: players in one game at the same time see each other's moves. Every watcher of a game in
// this process shares one poller, which reads the game document (a lock-free read of one small file)
// every `pollMs` through the injected clock and hands each watcher the records committed after the
// version it has. A poller that finds the deadline passed asks for the lazy catch-up, so a live table
// moves on even when nobody presses a key. Where the store announces commits (PostgreSQL's NOTIFY,
// from any host), a notice makes the poller read at once instead of at its next tick.
import type { Clock, TimerHandle } from '../support/clock.js';
import type { Logger } from '../support/logger.js';
import type { GameDoc, LogRecord } from './game-doc.js';
import { deadlineDue } from './waits.js';

export interface WatchBatch {
  /** The game version these records reach. */
  version: number;
  records: LogRecord[];
}

export interface Watch extends AsyncIterableIterator<WatchBatch> {
  /** Stops watching; a pending next() ends with done. */
  close(): void;
}

/** What the hub needs from the service. */
export interface WatchSource {
  read(gameId: string): Promise<GameDoc | undefined>;
  recordsSince(doc: GameDoc, since: number): Promise<LogRecord[]>;
  catchUp(gameId: string): Promise<unknown>;
  /** Optional: calls `onChange` when the game may have changed (Store.watchGame); returns the way to stop. */
  changes?(gameId: string, onChange: () => void): () => void;
}

/** Moves show up within two seconds: a poll each second, plus the time to read. */
export const DEFAULT_WATCH_POLL_MS = 1_000;

interface Watcher {
  since: number;
  queue: WatchBatch[];
  wake: (() => void) | null;
  closed: boolean;
}

interface Poller {
  watchers: Set<Watcher>;
  timer: TimerHandle | null;
  busy: boolean;
  /** A notice came while a read was under way: read again as soon as it ends. */
  again: boolean;
  stopNotices: () => void;
}

export class WatchHub {
  private readonly pollers = new Map<string, Poller>();

  constructor(
    private readonly source: WatchSource,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly pollMs = DEFAULT_WATCH_POLL_MS,
  ) {}

  /** New records of `gameId` after version `since`, as they are committed, until closed. */
  watch(gameId: string, since: number): Watch {
    const watcher: Watcher = { since, queue: [], wake: null, closed: false };
    const poller = this.pollerFor(gameId);
    poller.watchers.add(watcher);
    this.schedule(gameId, poller, 0);
    const close = (): void => {
      if (watcher.closed) return;
      watcher.closed = true;
      poller.watchers.delete(watcher);
      watcher.wake?.();
      if (poller.watchers.size === 0) {
        poller.timer?.cancel();
        poller.timer = null;
        poller.stopNotices();
        this.pollers.delete(gameId);
      }
    };
    const iterator: Watch = {
      close,
      next: async () => {
        for (;;) {
          const batch = watcher.queue.shift();
          if (batch) return { done: false, value: batch };
          if (watcher.closed) return { done: true, value: undefined };
          await new Promise<void>((resolve) => (watcher.wake = resolve));
          watcher.wake = null;
        }
      },
      return: async () => {
        close();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  /** Games with a poller running in this process (for tests and the sysop's view). */
  watchedGames(): string[] {
    return [...this.pollers.keys()];
  }

  private pollerFor(gameId: string): Poller {
    let poller = this.pollers.get(gameId);
    if (!poller) {
      const created: Poller = { watchers: new Set(), timer: null, busy: false, again: false, stopNotices: () => undefined };
      created.stopNotices = this.source.changes?.(gameId, () => this.noticed(gameId, created)) ?? created.stopNotices;
      this.pollers.set(gameId, created);
      poller = created;
    }
    return poller;
  }

  /** The store says the game changed: read it now rather than at the next tick. */
  private noticed(gameId: string, poller: Poller): void {
    if (this.pollers.get(gameId) !== poller || poller.watchers.size === 0) return;
    if (poller.busy) {
      poller.again = true;
      return;
    }
    poller.timer?.cancel();
    poller.timer = null;
    void this.poll(gameId, poller);
  }

  private schedule(gameId: string, poller: Poller, ms: number): void {
    if (poller.timer || poller.busy || poller.watchers.size === 0) return;
    poller.timer = this.clock.setTimeout(() => {
      poller.timer = null;
      void this.poll(gameId, poller);
    }, ms);
  }

  private async poll(gameId: string, poller: Poller): Promise<void> {
    poller.busy = true;
    try {
      const doc = await this.source.read(gameId);
      if (!doc) {
        for (const watcher of [...poller.watchers]) end(watcher);
        poller.watchers.clear();
        poller.stopNotices();
        this.pollers.delete(gameId);
        return;
      }
      await this.deliver(doc, poller);
      if (deadlineDue(doc, this.clock.now())) await this.source.catchUp(gameId);
    } catch (error) {
      this.logger.warn('watch poll failed', { game: gameId, error: error instanceof Error ? error.message : String(error) });
    } finally {
      poller.busy = false;
    }
    if (poller.again) {
      poller.again = false;
      this.noticed(gameId, poller);
      return;
    }
    this.schedule(gameId, poller, this.pollMs);
  }

  private async deliver(doc: GameDoc, poller: Poller): Promise<void> {
    const behind = [...poller.watchers].filter((watcher) => watcher.since < doc.version);
    if (behind.length === 0) return;
    const oldest = Math.min(...behind.map((watcher) => watcher.since));
    const records = await this.source.recordsSince(doc, oldest);
    for (const watcher of behind) {
      const mine = records.filter((record) => record.v > watcher.since);
      watcher.since = doc.version;
      if (mine.length === 0 || watcher.closed) continue;
      watcher.queue.push({ version: doc.version, records: mine });
      watcher.wake?.();
    }
  }
}

function end(watcher: Watcher): void {
  watcher.closed = true;
  watcher.wake?.();
}

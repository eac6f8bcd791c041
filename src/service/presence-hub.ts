// Presence and paging for the callers of this process. One timer (on the injected clock) serves every
// local session: it renews their heartbeats and collects pages addressed to them. A crashed process
// stops beating and its callers drop off everyone's list after the expiry, so no ghosts stay behind.
// When the board tells of pages as they are posted (PostgreSQL: NOTIFY), they are collected at once,
// and the timer only beats (its collection is a safety net for a notice lost).
import { randomBytes } from 'node:crypto';
import type { Clock, TimerHandle } from '../support/clock.js';
import type { Logger } from '../support/logger.js';
import { ServiceError } from './errors.js';
import { cleanLine, cleanName, nameKey } from './names.js';
import type { Page, PresenceBoard, PresenceEntry, SysopOrder } from './presence-board.js';
import { storeTrouble } from './store-trouble.js';

export interface PresenceTiming {
  /** How often a session's heartbeat is written. */
  heartbeatMs: number;
  /** A session not heard from for this long is gone. */
  expireMs: number;
  /** How often pages are collected. */
  pagePollMs: number;
  /** A page nobody collected within this time is dropped. */
  pageTtlMs: number;
}

export const DEFAULT_PRESENCE_TIMING: PresenceTiming = { heartbeatMs: 20_000, expireMs: 60_000, pagePollMs: 2_000, pageTtlMs: 10 * 60_000 };

/** A page is a short message: one line of at most this many characters. */
export const MAX_PAGE_LENGTH = 160;

export interface OnlinePlayer {
  name: string;
  node: string;
  game: string | null;
  since: number;
}

export interface PresenceSession {
  readonly name: string;
  readonly session: string;
  /** The game the caller has open (shown to others), or null. */
  setGame(gameId: string | null): void;
  /** Pages received and not yet taken, oldest first; taking them empties the list. */
  takePages(): Page[];
  /** Called for each page as it arrives; returns a function that stops the calls. */
  onPage(listener: (page: Page) => void): () => void;
  /** Called for each order of the sysop's (a notice, or the end of this call); returns a function that stops the calls. */
  onSysop(listener: (order: SysopMessage) => void): () => void;
  close(): Promise<void>;
}

/** What the sysop's tools send a caller: a line to show, or the end of the call (with a line saying so). */
export interface SysopMessage {
  order: SysopOrder;
  text: string;
}

/** A sysop's notice is one line, like a page. */
export const MAX_NOTICE_LENGTH = MAX_PAGE_LENGTH;

interface LocalSession {
  entry: PresenceEntry;
  inbox: Page[];
  listeners: Set<(page: Page) => void>;
  sysopListeners: Set<(order: SysopMessage) => void>;
}

export class PresenceHub {
  private readonly sessions = new Map<string, LocalSession>();
  private timer: TimerHandle | null = null;
  private lastBeat = 0;
  private ticking = false;
  private stopNotices: (() => void) | null = null;
  private collecting: Promise<void> | null = null;
  private collectAgain = false;

  constructor(
    readonly board: PresenceBoard,
    private readonly clock: Clock,
    private readonly logger: Logger,
    readonly timing: PresenceTiming = DEFAULT_PRESENCE_TIMING,
  ) {}

  /** Marks a caller online (visible at once to every process) until the session is closed. */
  async connect(name: string, node: string): Promise<PresenceSession> {
    const now = this.clock.now();
    const session = randomBytes(8).toString('hex');
    const local: LocalSession = { entry: { session, name: cleanName(name), node: cleanLine(node, 20), game: null, since: now, seen: now }, inbox: [], listeners: new Set(), sysopListeners: new Set() };
    this.sessions.set(session, local);
    if (this.board.pagesPosted && !this.stopNotices) this.stopNotices = this.board.pagesPosted(() => this.collectSoon());
    // A disk that takes no writes delays the caller's listing to the next heartbeat, not the call.
    await this.beat().catch((error: unknown) => {
      if (storeTrouble(error)?.code !== 'store/unavailable') throw error;
    });
    this.schedule();
    return {
      name: local.entry.name,
      session,
      setGame: (gameId) => void (local.entry.game = gameId),
      takePages: () => local.inbox.splice(0),
      onPage: (listener) => {
        local.listeners.add(listener);
        return () => void local.listeners.delete(listener);
      },
      onSysop: (listener) => {
        local.sysopListeners.add(listener);
        return () => void local.sysopListeners.delete(listener);
      },
      close: async () => {
        if (!this.sessions.delete(session)) return;
        if (this.sessions.size === 0) this.stop();
        await this.board.leave([session]);
      },
    };
  }

  /** Everyone online in any process, one line per session, by name. */
  async online(): Promise<OnlinePlayer[]> {
    const entries = await this.board.online(this.clock.now() - this.timing.expireMs);
    return entries
      .map(({ name, node, game, since }) => ({ name, node, game, since }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.since - b.since);
  }

  /** Sends a page to a player who is online somewhere; refused when they are not. */
  async page(from: string, to: string, text: string): Promise<void> {
    const clean = cleanLine(text, MAX_PAGE_LENGTH);
    if (clean.length === 0) throw new ServiceError('request/invalid', 'a page needs some text');
    const target = nameKey(cleanName(to));
    const online = await this.online();
    if (!online.some((player) => nameKey(player.name) === target)) throw new ServiceError('page/not_online', `${to} is not online`);
    await this.board.post({ from: cleanName(from), to: target, text: clean, at: this.clock.now() });
  }

  /** Sysop: a one-line notice to everyone online in any process; returns how many callers it went to. */
  async broadcast(text: string): Promise<number> {
    const clean = cleanLine(text, MAX_NOTICE_LENGTH);
    if (clean.length === 0) throw new ServiceError('request/invalid', 'a notice needs some text');
    const names = [...new Set((await this.online()).map((player) => nameKey(player.name)))];
    for (const to of names) await this.board.post({ from: 'Sysop', to, text: clean, at: this.clock.now(), sysop: 'notice' });
    return names.length;
  }

  /** Sysop: ends every call of a player who is online somewhere (at their process's next page collection). */
  async kick(name: string): Promise<void> {
    const target = nameKey(cleanName(name));
    if (!(await this.online()).some((player) => nameKey(player.name) === target)) throw new ServiceError('page/not_online', `${name} is not online`);
    await this.board.post({ from: 'Sysop', to: target, text: 'The sysop has ended your call.', at: this.clock.now(), sysop: 'kick' });
  }

  /** Collects pages for this process's callers now (the timer does it every few seconds). */
  async collectPages(): Promise<void> {
    if (this.collecting) {
      // Whatever is being collected may have been read before the newest page was posted.
      this.collectAgain = true;
      return this.collecting;
    }
    this.collecting = (async () => {
      do {
        this.collectAgain = false;
        await this.collectOnce();
      } while (this.collectAgain);
    })().finally(() => {
      this.collecting = null;
    });
    return this.collecting;
  }

  private collectSoon(): void {
    this.collectPages().catch((error: unknown) => {
      this.logger.warn('collecting pages failed', { error: error instanceof Error ? error.message : String(error) });
    });
  }

  private async collectOnce(): Promise<void> {
    const now = this.clock.now();
    const names = [...new Set([...this.sessions.values()].map((local) => nameKey(local.entry.name)))];
    if (names.length === 0) return;
    const pages = await this.board.collect(names, now - this.timing.pageTtlMs);
    for (const page of pages) {
      if (page.sysop) {
        // Every call of the name hears the sysop, not only the first.
        const order = { order: page.sysop, text: page.text };
        for (const local of this.sessions.values()) if (nameKey(local.entry.name) === page.to) for (const listener of local.sysopListeners) listener(order);
        continue;
      }
      const local = [...this.sessions.values()].find((candidate) => nameKey(candidate.entry.name) === page.to);
      if (!local) continue;
      local.inbox.push(page);
      for (const listener of local.listeners) listener(page);
    }
  }

  private async beat(): Promise<void> {
    const now = this.clock.now();
    this.lastBeat = now;
    const entries = [...this.sessions.values()].map((local) => {
      local.entry.seen = now;
      return { ...local.entry };
    });
    await this.board.beat(entries, now - this.timing.expireMs);
  }

  private schedule(): void {
    if (this.timer || this.sessions.size === 0) return;
    const every = this.stopNotices ? Math.max(this.timing.pagePollMs, this.timing.heartbeatMs) : this.timing.pagePollMs;
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      void this.tick();
    }, every);
  }

  private async tick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
      if (this.clock.now() - this.lastBeat >= this.timing.heartbeatMs && this.sessions.size > 0) await this.beat();
      await this.collectPages();
    } catch (error) {
      // The store says once that it cannot write; a heartbeat every few seconds need not repeat it.
      if (storeTrouble(error)?.code !== 'store/unavailable') this.logger.warn('presence tick failed', { error: error instanceof Error ? error.message : String(error) });
    } finally {
      this.ticking = false;
    }
    this.schedule();
  }

  private stop(): void {
    this.timer?.cancel();
    this.timer = null;
    this.stopNotices?.();
    this.stopNotices = null;
  }
}

// The wall: one-line public posts, newest first. Each board day's posts are one document in the news
// collection (`_wall:<YYYY-MM-DD>`), and `_wall` lists the days that have posts (newest first) and who
// may not post; a page of the wall reads `_wall` and the few days it spans, however old the board is.
// Text is made plain before it is kept, so nothing a caller typed can act on another caller's terminal.
import type { Store } from '../../store/store.js';
import type { Clock } from '../../support/clock.js';
import { boardDayAt, shiftDay, type BoardDay, type DaySetting } from '../../support/board-day.js';
import { toPlainText } from '../../support/plain-text.js';
import { nameKey } from '../names.js';
import { ServiceError } from '../errors.js';

export const MAX_POST_LENGTH = 200;
/** The author of the game's own posts (a gate sealed, an investigator lost, a game won). */
export const GAME_AUTHOR = 'The Advertiser';
const WALL_ID = '_wall';

export interface WallPost {
  /** `<day>#<n>`: the day's document and the post's number in it. */
  id: string;
  at: number;
  author: string;
  text: string;
  /** Set on the game's own posts, so a retried publish posts nothing twice. */
  happening?: string;
}

interface WallDay {
  kind: 'wall-day';
  day: BoardDay;
  next: number;
  posts: WallPost[];
}

interface WallIndex {
  kind: 'wall';
  /** Days with posts, newest first. */
  days: BoardDay[];
  /** Folded names of those the sysop barred from posting. */
  barred: string[];
}

export interface WallSettings {
  day: DaySetting;
  retentionDays: number;
  postsPerDay: number;
}

const dayId = (day: BoardDay): string => `${WALL_ID}:${day}`;
const emptyIndex = (): WallIndex => ({ kind: 'wall', days: [], barred: [] });

export class Wall {
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly settings: WallSettings,
  ) {}

  /** A caller's post. Refused when they are barred, over the day's limit, or wrote nothing printable. */
  async post(author: string, text: string): Promise<WallPost> {
    const clean = toPlainText(text, MAX_POST_LENGTH).trim();
    if (clean === '') throw new ServiceError('wall/empty', 'There is nothing to post: write a line first.');
    const index = await this.index();
    if (index.barred.includes(nameKey(author))) throw new ServiceError('wall/barred', 'The sysop has barred you from writing on the wall.');
    const posted = await this.add({ author: toPlainText(author, 40), text: clean }, (day) => {
      const mine = day.posts.filter((post) => nameKey(post.author) === nameKey(author)).length;
      if (mine >= this.settings.postsPerDay) {
        throw new ServiceError('wall/limit', `You have written ${this.settings.postsPerDay} line(s) on the wall today; the wall takes more tomorrow.`);
      }
      return true;
    });
    if (!posted) throw new ServiceError('wall/empty', 'There is nothing to post: write a line first.');
    return posted;
  }

  /** The game's own post of a happening; `key` names it, so the same happening is posted once. */
  async postHappening(key: string, text: string): Promise<void> {
    await this.add({ author: GAME_AUTHOR, text: toPlainText(text, MAX_POST_LENGTH), happening: key }, (day) => !day.posts.some((post) => post.happening === key));
  }

  /** Posts `offset` to `offset + count`, newest first, and whether there are more after them. */
  async page(offset: number, count: number): Promise<{ posts: WallPost[]; more: boolean }> {
    const posts: WallPost[] = [];
    for (const day of (await this.index()).days) {
      const doc = await this.store.readDoc<WallDay>('news', dayId(day));
      posts.push(...[...(doc?.posts ?? [])].reverse());
      if (posts.length > offset + count) break;
    }
    return { posts: posts.slice(offset, offset + count), more: posts.length > offset + count };
  }

  /** Sysop: removes a post; false when there is none by that id. */
  async remove(id: string): Promise<boolean> {
    const day = id.split('#')[0] ?? '';
    let removed = false;
    await this.store.transactDoc<WallDay>('news', dayId(day), (current) => {
      if (!current?.posts.some((post) => post.id === id)) return null;
      removed = true;
      return { next: { ...current, posts: current.posts.filter((post) => post.id !== id) } };
    });
    return removed;
  }

  /** Sysop: bars a caller from posting (or lifts the bar). */
  async setBarred(name: string, barred: boolean): Promise<void> {
    const key = nameKey(name);
    await this.store.transactDoc<WallIndex>('news', WALL_ID, (current) => {
      const index = current ?? emptyIndex();
      const others = index.barred.filter((one) => one !== key);
      return { next: { ...index, barred: barred ? [...others, key] : others } };
    });
  }

  async barred(): Promise<string[]> {
    return (await this.index()).barred;
  }

  /** The oldest board day the wall keeps. */
  oldestKept(): BoardDay {
    return shiftDay(boardDayAt(this.clock.now(), this.settings.day), -(this.settings.retentionDays - 1));
  }

  /** Drops the days past the retention; returns how many posts went. */
  async trim(): Promise<number> {
    const oldest = this.oldestKept();
    const old = (await this.index()).days.filter((day) => day < oldest);
    let gone = 0;
    for (const day of old) {
      await this.store.transactDoc<WallDay>('news', dayId(day), (current) => {
        gone += current?.posts.length ?? 0;
        return current ? { delete: true } : null;
      });
    }
    if (old.length > 0) {
      await this.store.transactDoc<WallIndex>('news', WALL_ID, (current) => (current ? { next: { ...current, days: current.days.filter((day) => day >= oldest) } } : null));
    }
    return gone;
  }

  private async index(): Promise<WallIndex> {
    return (await this.store.readDoc<WallIndex>('news', WALL_ID)) ?? emptyIndex();
  }

  /** Adds a post to today's document when `allowed` says so (it may throw a refusal); undefined when it did not. */
  private async add(post: Omit<WallPost, 'id' | 'at'>, allowed: (day: WallDay) => boolean): Promise<WallPost | undefined> {
    const at = this.clock.now();
    const day = boardDayAt(at, this.settings.day);
    let added: WallPost | undefined;
    await this.store.transactDoc<WallDay>('news', dayId(day), (current) => {
      const doc = current ?? { kind: 'wall-day', day, next: 1, posts: [] };
      if (!allowed(doc)) return null;
      added = { ...post, id: `${day}#${doc.next}`, at };
      return { next: { ...doc, next: doc.next + 1, posts: [...doc.posts, added] } };
    });
    if (added) {
      await this.store.transactDoc<WallIndex>('news', WALL_ID, (current) => {
        const index = current ?? emptyIndex();
        return index.days.includes(day) ? null : { next: { ...index, days: [day, ...index.days].sort().reverse() } };
      });
    }
    return added;
  }
}

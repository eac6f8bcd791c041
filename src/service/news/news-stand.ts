// The Advertiser's stand: what issues there are, by day, without reading them. Two kinds of document
// beside the issues in the news collection: `_stand` (the days that have issues, newest first, with
// how many) and `_day:<YYYY-MM-DD>` (the heads of that day's issues). A game id never starts with
// `_`, so neither can clash with an issue's `<game>:<day>`. A page of the stand reads `_stand` and
// the few day documents it spans, however many issues and games the board has ever had.
import type { Store } from '../../store/store.js';
import { bannerOf, type Issue, type IssueHead } from './story.js';

export const STAND_ID = '_stand';

export interface StandDay {
  day: string;
  issues: number;
}

interface StandDoc {
  kind: 'stand';
  /** False until the stand was rebuilt from the issues once: a home from before the stand has issues it does not list. */
  built: boolean;
  days: StandDay[];
}

interface DayDoc {
  kind: 'day';
  day: string;
  heads: IssueHead[];
}

export function dayDocId(day: string): string {
  return `_day:${day}`;
}

export function isIssue(doc: object): doc is Issue {
  const issue = doc as Partial<Issue>;
  return typeof issue.gameId === 'string' && typeof issue.day === 'string' && Array.isArray(issue.stories);
}

export class NewsStand {
  constructor(private readonly store: Store) {}

  /** Lists (or updates) an issue's head on its day. */
  async note(head: IssueHead): Promise<void> {
    await this.addHeads(head.day, [head]);
  }

  /** The days with issues, newest first; a home from before the stand is listed once, from its issues. */
  async days(): Promise<StandDay[]> {
    const stand = await this.store.readDoc<StandDoc>('news', STAND_ID);
    if (stand?.built) return stand.days;
    return this.rebuild();
  }

  async heads(day: string): Promise<IssueHead[]> {
    return (await this.store.readDoc<DayDoc>('news', dayDocId(day)))?.heads ?? [];
  }

  /** Heads `offset` to `offset + count` (newest day first, by game within a day), and how many there are. */
  async page(offset: number, count: number): Promise<{ heads: IssueHead[]; total: number }> {
    const days = await this.days();
    const total = days.reduce((sum, day) => sum + day.issues, 0);
    const heads: IssueHead[] = [];
    let skipped = 0;
    for (const day of days) {
      if (heads.length >= count) break;
      if (skipped + day.issues <= offset) {
        skipped += day.issues;
        continue;
      }
      const onDay = await this.heads(day.day);
      const from = Math.max(0, offset - skipped);
      heads.push(...onDay.slice(from, from + count - heads.length));
      skipped += day.issues;
    }
    return { heads, total };
  }

  /** Removes one day: its issues, its heads, its place on the stand. Returns the issues removed. */
  async drop(day: string): Promise<number> {
    let removed = 0;
    for (const head of await this.heads(day)) {
      await this.store.transactDoc<Issue>('news', `${head.gameId}:${day}`, (current) => {
        if (current) removed += 1;
        return current ? { delete: true } : null;
      });
    }
    await this.store.transactDoc<DayDoc>('news', dayDocId(day), (current) => (current ? { delete: true } : null));
    await this.store.transactDoc<StandDoc>('news', STAND_ID, (current) =>
      current?.days.some((entry) => entry.day === day) ? { next: { ...current, days: current.days.filter((entry) => entry.day !== day) } } : null,
    );
    return removed;
  }

  private async addHeads(day: string, heads: readonly IssueHead[]): Promise<void> {
    const after = await this.store.transactDoc<DayDoc>('news', dayDocId(day), (current) => {
      const kept = new Map((current?.heads ?? []).map((head) => [head.gameId, head]));
      let changed = !current;
      for (const head of heads) {
        const known = kept.get(head.gameId);
        if (known && known.headline === head.headline && known.gameTitle === head.gameTitle) continue;
        kept.set(head.gameId, head);
        changed = true;
      }
      if (!changed) return null;
      return { next: { kind: 'day', day, heads: [...kept.values()].sort((a, b) => a.gameId.localeCompare(b.gameId)) } };
    });
    const issues = after?.heads.length ?? 0;
    await this.store.transactDoc<StandDoc>('news', STAND_ID, (current) => {
      const known = current?.days.find((entry) => entry.day === day);
      if (known?.issues === issues) return null;
      const days = [...(current?.days ?? []).filter((entry) => entry.day !== day), { day, issues }].sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
      return { next: { kind: 'stand', built: current?.built ?? false, days } };
    });
  }

  /** Lists every issue there is: once, on a home whose issues were written before the stand. */
  private async rebuild(): Promise<StandDay[]> {
    const issues = (await this.store.findDocs<object>('news', {})).map(({ doc }) => doc).filter(isIssue);
    const byDay = new Map<string, IssueHead[]>();
    for (const issue of issues) {
      const heads = byDay.get(issue.day) ?? [];
      heads.push(headOf(issue));
      byDay.set(issue.day, heads);
    }
    for (const [day, heads] of byDay) await this.addHeads(day, heads);
    await this.store.transactDoc<StandDoc>('news', STAND_ID, (current) => ({ next: { kind: 'stand', built: true, days: current?.days ?? [] } }));
    return (await this.store.readDoc<StandDoc>('news', STAND_ID))?.days ?? [];
  }
}

export function headOf(issue: Issue): IssueHead {
  return { gameId: issue.gameId, gameTitle: issue.gameTitle, day: issue.day, headline: bannerOf(issue)?.headline ?? '' };
}

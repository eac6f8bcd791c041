// The Arkham Advertiser: when game turns end (their records go to the archive), their stories are
// written into that game's issue for the day, in the news collection (id `<game>:<YYYY-MM-DD>`).
// Writing a turn twice replaces its stories, so maintenance can redo any turn a crash left unwritten.
// Each issue is listed on the stand (news-stand.ts), which the screens and bulletins page through;
// issues older than the retention (config `news.retentionDays`) are removed by maintenance.
import type { Content } from '../../rulesets/classic/content/schema.js';
import type { RevisedContent } from '../../rulesets/revised/content/schema.js';
import type { RulesetName } from '../../engine/index.js';
import type { Store } from '../../store/store.js';
import type { Clock } from '../../support/clock.js';
import type { LogRecord } from '../game-doc.js';
import { contentNames, revisedContentNames } from './names.js';
import { revisedGaugesAfter, revisedStoriesOf } from '../../rulesets/revised/news/stories.js';
import { CLASSIC_ID } from '../../rulesets/classic/module.js';
import { REVISED_ID } from '../../rulesets/revised/module.js';
import { rulesetOf } from '../../rulesets/registry.js';
import { gaugesAfter, storiesOf, type TurnReport } from './stories.js';
import { headOf, NewsStand } from './news-stand.js';
import type { Issue, IssueHead, Story } from './story.js';

const DAY_MS = 86_400_000;

export function dayOf(at: number): string {
  return new Date(Math.floor(at / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
}

export function issueId(gameId: string, day: string): string {
  return `${gameId}:${day}`;
}

export interface GameForNews {
  id: string;
  title: string;
  /** Which rules the game plays: a revised game's stories are written from its revised events. */
  ruleset?: RulesetName;
}

/** How one ruleset's turns become stories, and how its gauges move. */
interface Reporter {
  stories(report: TurnReport): Story[];
  gaugesAfter(events: TurnReport['events'], before: { doom: number; gatesOnBoard: number }): { doom: number; gatesOnBoard: number };
}

export interface NewsKeeping {
  clock: Clock;
  /** Days an issue is kept, today included. */
  retentionDays: number;
}

export class Advertiser {
  /** Each ruleset's reporter, over the board's content of it; a game of a ruleset without one has no news. */
  private readonly reporters: Readonly<Partial<Record<string, Reporter>>>;
  private readonly stand: NewsStand;

  constructor(
    private readonly store: Store,
    content: Content,
    private readonly keeping: NewsKeeping,
    revised?: RevisedContent,
  ) {
    const names = contentNames(content);
    const revisedNames = revised ? revisedContentNames(revised) : undefined;
    this.reporters = {
      [CLASSIC_ID]: { stories: (report) => storiesOf(report, names), gaugesAfter },
      ...(revisedNames ? { [REVISED_ID]: { stories: (report: TurnReport) => revisedStoriesOf(report, revisedNames), gaugesAfter: revisedGaugesAfter } } : {}),
    };
    this.stand = new NewsStand(store);
  }

  private reporter(game: GameForNews): Reporter | undefined {
    return this.reporters[rulesetOf(game).id];
  }

  /** The oldest day still kept. */
  firstKeptDay(): string {
    return dayOf(this.keeping.clock.now() - (this.keeping.retentionDays - 1) * DAY_MS);
  }

  /** Writes the stories of every game turn in `records` (whole turns, oldest first). */
  async publish(game: GameForNews, records: readonly LogRecord[], before = { doom: 0, gatesOnBoard: 0 }): Promise<void> {
    const reporter = this.reporter(game);
    if (!reporter) return;
    const byDay = new Map<string, Issue>();
    let gauges = before;
    for (const [turn, turnRecords] of groupByTurn(records)) {
      const events = turnRecords.flatMap((record) => record.events);
      const day = dayOf(Math.max(...turnRecords.map((record) => record.at)));
      if (day < this.firstKeptDay()) {
        gauges = reporter.gaugesAfter(events, gauges);
        continue;
      }
      const stories = reporter.stories({ gameId: game.id, turn, events, ...gauges });
      gauges = reporter.gaugesAfter(events, gauges);
      const issue = byDay.get(day) ?? { gameId: game.id, gameTitle: game.title, day, stories: [], turns: [], ...gauges };
      issue.stories.push(...stories);
      issue.turns.push(turn);
      Object.assign(issue, gauges);
      byDay.set(day, issue);
    }
    for (const issue of byDay.values()) await this.merge(issue);
  }

  /** The issues of one game, newest day first. */
  async issues(gameId: string): Promise<Issue[]> {
    const found = await this.store.findDocs<Issue>('news', { gameId });
    return found.map(({ doc }) => doc).sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
  }

  /** One page of the stand, newest day first, and how many issues it holds in all. */
  async page(offset: number, count: number): Promise<{ heads: IssueHead[]; total: number }> {
    return this.stand.page(offset, count);
  }

  async issue(gameId: string, day: string): Promise<Issue | undefined> {
    return this.store.readDoc<Issue>('news', issueId(gameId, day));
  }

  /** The whole issues of a page of heads, in the page's order (an issue removed meanwhile is left out). */
  async issuesOf(heads: readonly IssueHead[]): Promise<Issue[]> {
    const issues = await Promise.all(heads.map((head) => this.issue(head.gameId, head.day)));
    return issues.filter((issue): issue is Issue => issue !== undefined);
  }

  /** The newest issue of each of the `games` games with the latest news, newest first. */
  async newestPerGame(games: number): Promise<Issue[]> {
    const heads: IssueHead[] = [];
    const seen = new Set<string>();
    for (const { day } of await this.stand.days()) {
      if (heads.length >= games) break;
      for (const head of await this.stand.heads(day)) {
        if (heads.length >= games || seen.has(head.gameId)) continue;
        seen.add(head.gameId);
        heads.push(head);
      }
    }
    return this.issuesOf(heads);
  }

  /**
   * The game turns whose stories are written, for maintenance to find the missing ones; an issue a
   * crash left off the stand is listed again on the way.
   */
  async turnsWritten(gameId: string): Promise<Set<number>> {
    const issues = await this.issues(gameId);
    for (const issue of issues) {
      const listed = (await this.stand.heads(issue.day)).some((head) => head.gameId === gameId);
      if (!listed) await this.stand.note(headOf(issue));
    }
    return new Set(issues.flatMap((issue) => issue.turns));
  }

  /** Removes the days before the retention; returns the issues removed. */
  async trim(): Promise<number> {
    const first = this.firstKeptDay();
    let removed = 0;
    for (const { day } of await this.stand.days()) if (day < first) removed += await this.stand.drop(day);
    return removed;
  }

  /** Told each big story (a game won or lost, a gate sealed, an investigator lost) as it is printed, with a key naming it. */
  onHappening: ((key: string, text: string) => Promise<void>) | undefined;

  private async merge(issue: Issue): Promise<void> {
    const fresh = new Set(issue.turns);
    const merged = await this.store.transactDoc<Issue>('news', issueId(issue.gameId, issue.day), (current) => {
      const kept = current ? current.stories.filter((story) => !fresh.has(story.turn)) : [];
      const turns = [...new Set([...(current?.turns ?? []), ...issue.turns])].sort((a, b) => a - b);
      const stories = [...kept, ...issue.stories].sort((a, b) => a.turn - b.turn || b.weight - a.weight);
      const latest = Math.max(...turns) === Math.max(...issue.turns);
      const gauges = latest || !current ? { doom: issue.doom, gatesOnBoard: issue.gatesOnBoard } : { doom: current.doom, gatesOnBoard: current.gatesOnBoard };
      return { next: { ...issue, ...gauges, turns, stories } };
    });
    if (merged) await this.stand.note(headOf(merged));
    for (const story of issue.stories) {
      if (story.weight < HAPPENING_WEIGHT) continue;
      await this.onHappening?.(`${issue.gameId}:${story.turn}:${story.kind}`, `${issue.gameTitle}: ${story.headline}`);
    }
  }
}

/** Stories this big reach the wall: a gate sealed and bigger (STORY_WEIGHT). */
const HAPPENING_WEIGHT = 50;

export function groupByTurn(records: readonly LogRecord[]): Map<number, LogRecord[]> {
  const turns = new Map<number, LogRecord[]>();
  for (const record of records) {
    const list = turns.get(record.turn) ?? [];
    list.push(record);
    turns.set(record.turn, list);
  }
  return new Map([...turns.entries()].sort((a, b) => a[0] - b[0]));
}

// The Arkham Advertiser: when game turns end (their records go to the archive), their stories are
// written into that game's issue for the day, in the news collection (id `<game>:<YYYY-MM-DD>`).
// Writing a turn twice replaces its stories, so maintenance can redo any turn a crash left unwritten.
import type { Content } from '../../content/schema.js';
import type { Store } from '../../store/store.js';
import type { LogRecord } from '../game-doc.js';
import { contentNames, type ContentNames } from './names.js';
import { gaugesAfter, storiesOf } from './stories.js';
import type { Issue } from './story.js';

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
}

export class Advertiser {
  private readonly names: ContentNames;

  constructor(
    private readonly store: Store,
    content: Content,
  ) {
    this.names = contentNames(content);
  }

  /** Writes the stories of every game turn in `records` (whole turns, oldest first). */
  async publish(game: GameForNews, records: readonly LogRecord[], before = { doom: 0, gatesOnBoard: 0 }): Promise<void> {
    const byDay = new Map<string, Issue>();
    let gauges = before;
    for (const [turn, turnRecords] of groupByTurn(records)) {
      const events = turnRecords.flatMap((record) => record.events);
      const day = dayOf(Math.max(...turnRecords.map((record) => record.at)));
      const stories = storiesOf({ gameId: game.id, turn, events, ...gauges }, this.names);
      gauges = gaugesAfter(events, gauges);
      const issue = byDay.get(day) ?? { gameId: game.id, gameTitle: game.title, day, stories: [], turns: [], ...gauges };
      issue.stories.push(...stories);
      issue.turns.push(turn);
      Object.assign(issue, gauges);
      byDay.set(day, issue);
    }
    for (const issue of byDay.values()) await this.merge(issue);
  }

  /** The issues of one game (newest day first), or of every game when `gameId` is undefined. */
  async issues(gameId?: string): Promise<Issue[]> {
    const found = await this.store.findDocs<Issue>('news', gameId === undefined ? {} : { gameId });
    return found.map(({ doc }) => doc).sort((a, b) => (a.day === b.day ? a.gameId.localeCompare(b.gameId) : a.day < b.day ? 1 : -1));
  }

  /** The game turns whose stories are written, for maintenance to find the missing ones. */
  async turnsWritten(gameId: string): Promise<Set<number>> {
    const issues = await this.issues(gameId);
    return new Set(issues.flatMap((issue) => issue.turns));
  }

  private async merge(issue: Issue): Promise<void> {
    const fresh = new Set(issue.turns);
    await this.store.transactDoc<Issue>('news', issueId(issue.gameId, issue.day), (current) => {
      const kept = current ? current.stories.filter((story) => !fresh.has(story.turn)) : [];
      const turns = [...new Set([...(current?.turns ?? []), ...issue.turns])].sort((a, b) => a - b);
      const stories = [...kept, ...issue.stories].sort((a, b) => a.turn - b.turn || b.weight - a.weight);
      const latest = Math.max(...turns) === Math.max(...issue.turns);
      const gauges = latest || !current ? { doom: issue.doom, gatesOnBoard: issue.gatesOnBoard } : { doom: current.doom, gatesOnBoard: current.gatesOnBoard };
      return { next: { ...issue, ...gauges, turns, stories } };
    });
  }
}

export function groupByTurn(records: readonly LogRecord[]): Map<number, LogRecord[]> {
  const turns = new Map<number, LogRecord[]>();
  for (const record of records) {
    const list = turns.get(record.turn) ?? [];
    list.push(record);
    turns.set(record.turn, list);
  }
  return new Map([...turns.entries()].sort((a, b) => a[0] - b[0]));
}

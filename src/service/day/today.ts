// What "Today in Arkham" tells a caller after log-in: the story of each of their tables (the banner of
// its newest issue, and whose move it is), the board's top investigators, who called today and the wall's
// newest lines. Every part is read by key or from a bounded list (the caller's live tables, one day's
// callers, the wall's newest day), so a board with years of games draws it as fast as a new one.
import type { Store } from '../../store/store.js';
import { boardDayAt, nextDayStart, type BoardDay, type DaySetting } from '../../support/board-day.js';
import type { GameService } from '../game-service.js';
import type { HallOfFame } from '../hall-of-fame.js';
import { dayOf } from '../news/advertiser.js';
import { bannerOf } from '../news/story.js';
import { recordOf, titleOf, type TitleWords } from '../records/titles.js';
import type { Wall, WallPost } from '../wall/wall.js';
import { callersId, type CallersDoc } from './call-today.js';

export { noteCallToday } from './call-today.js';

const DAY_MS = 86_400_000;

export interface TodayTable {
  gameId: string;
  title: string;
  /** The banner of the table's newest issue (today's or yesterday's); none when the Advertiser has not written. */
  headline: string | undefined;
  whoseMove: string[];
  /** Still gathering its seats (nobody moves until it starts). */
  gathering: boolean;
}

export interface TopInvestigator {
  name: string;
  title: string;
  won: number;
  played: number;
}

export interface TodayInArkham {
  day: BoardDay;
  /** When the next board day begins. */
  nextDayAt: number;
  tables: TodayTable[];
  top: TopInvestigator[];
  callers: string[];
  callerCount: number;
  wall: WallPost[];
}


export interface TodaySources {
  store: Store;
  games: GameService;
  hall: HallOfFame;
  wall: Wall;
  day: DaySetting;
  now: number;
  titles: TitleWords;
}

export async function todayInArkham(sources: TodaySources, player: string, sizes = { top: 3, wall: 3, tables: 5 }): Promise<TodayInArkham> {
  const day = boardDayAt(sources.now, sources.day);
  const [games, standings, callers, wall] = await Promise.all([
    sources.games.gamesOf(player),
    sources.hall.standings(),
    sources.store.readDoc<CallersDoc>('news', callersId(day)),
    sources.wall.page(0, sizes.wall),
  ]);
  const tables = await Promise.all(
    games.slice(0, sizes.tables).map(async (game): Promise<TodayTable> => {
      const issue = (await sources.games.advertiser.issue(game.id, dayOf(sources.now))) ?? (await sources.games.advertiser.issue(game.id, dayOf(sources.now - DAY_MS)));
      const banner = issue ? bannerOf(issue) : undefined;
      return { gameId: game.id, title: game.title, headline: banner?.headline, whoseMove: game.waitingOn, gathering: game.status === 'open' };
    }),
  );
  const top = standings
    .slice(0, sizes.top)
    .map((entry) => {
      const record = recordOf(entry);
      return { name: entry.name, title: titleOf(record, sources.titles), won: record.won, played: record.played };
    });
  return { day, nextDayAt: nextDayStart(sources.now, sources.day), tables, top, callers: callers?.names ?? [], callerCount: callers?.count ?? 0, wall: wall.posts };
}

/** Removes the lists of callers of the days before `oldestKept` (maint, with the wall's retention); returns how many went. */
export async function trimCallers(store: Store, oldestKept: BoardDay): Promise<number> {
  const old = (await store.findDocs<CallersDoc>('news', { kind: 'callers' })).filter(({ doc }) => doc.day < oldestKept);
  for (const { id } of old) await store.transactDoc<CallersDoc>('news', id, (current) => (current ? { delete: true } : null));
  return old.length;
}

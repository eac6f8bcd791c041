// What the Arkham Advertiser prints: stories, each from one game turn's events, and issues, one per
// game and day, stored in the news collection.

/** The classic game's stories. */
export type ClassicStoryKind =
  | 'victory'
  | 'defeat-doom'
  | 'defeat-gates'
  | 'investigator-lost'
  | 'gate-sealed'
  | 'madness'
  | 'injury'
  | 'gate-opened'
  | 'monsters-slain'
  | 'arrival'
  | 'gathering'
  | 'quiet';

/** The revised game's stories of its own (it shares 'monsters-slain' and 'quiet' with classic). */
export type RevisedStoryKind =
  | 'revised-victory'
  | 'revised-defeat'
  | 'ancient-one-wakes'
  | 'final-battle'
  | 'devoured'
  | 'lost-in-time'
  | 'elder-sign'
  | 'revised-gate-closed'
  | 'driven-insane'
  | 'monster-surge'
  | 'revised-gate-opened'
  | 'terror-rising'
  | 'knocked-unconscious'
  | 'arrested'
  | 'revised-gathering';

export type StoryKind = ClassicStoryKind | RevisedStoryKind;

/** Bigger stories go first and make the day's banner headline. */
export const STORY_WEIGHT: { readonly [K in StoryKind]: number } = {
  victory: 100,
  'defeat-doom': 100,
  'defeat-gates': 100,
  'investigator-lost': 60,
  'gate-sealed': 50,
  madness: 40,
  'gate-opened': 35,
  injury: 25,
  'monsters-slain': 20,
  gathering: 18,
  arrival: 15,
  quiet: 5,
  'revised-victory': 100,
  'revised-defeat': 100,
  'ancient-one-wakes': 90,
  'final-battle': 80,
  devoured: 65,
  'lost-in-time': 60,
  'elder-sign': 55,
  'revised-gate-closed': 50,
  'driven-insane': 40,
  'monster-surge': 38,
  'revised-gate-opened': 35,
  'terror-rising': 30,
  'knocked-unconscious': 25,
  arrested: 22,
  'revised-gathering': 18,
};

export interface Story {
  turn: number;
  kind: StoryKind;
  weight: number;
  headline: string;
  lead: string;
}

export interface Issue {
  gameId: string;
  gameTitle: string;
  /** The calendar day (UTC, YYYY-MM-DD) the game turns ended on. */
  day: string;
  /** Stories of every game turn that ended that day, biggest first within each turn. */
  stories: Story[];
  /** The game turns covered. */
  turns: number[];
  doom: number;
  gatesOnBoard: number;
}

/** The day's biggest story: the heaviest, the latest turn first among equals. */
export function bannerOf(issue: Pick<Issue, 'stories'>): Story | undefined {
  return [...issue.stories].sort((a, b) => b.weight - a.weight || b.turn - a.turn)[0];
}

/** What the stand lists of an issue without reading it: its game, day and banner headline. */
export interface IssueHead {
  gameId: string;
  gameTitle: string;
  day: string;
  headline: string;
}

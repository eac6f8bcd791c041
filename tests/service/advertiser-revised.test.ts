// The revised twins of advertiser.test.ts: a revised game turn's revised events become the
// Advertiser's stories (gates, surges, terror, seals, investigators lost, the Ancient One waking, the
// final battle, the end), worded from their own stock, seeded by game and turn like classic's.
import { describe, expect, it } from 'vitest';
import type { LoggedEvent } from '../../src/service/game-doc.js';
import type { RevisedEvent } from '../../src/engine/index.js';
import { WORDING } from '../../src/service/news/headlines.js';
import { revisedContentNames } from '../../src/service/news/names.js';
import { REVISED_WORDING } from '../../src/rulesets/revised/news/headlines.js';
import { revisedStoriesOf } from '../../src/rulesets/revised/news/stories.js';
import { shippedRevisedContent } from './helpers/game-fixture.js';
import { playedRevisedGame } from './helpers/revised-game.js';

const names = revisedContentNames(shippedRevisedContent());
const wrapped = (events: RevisedEvent[]): LoggedEvent[] => events.map((event) => ({ type: 'revised', event }));

describe('the Arkham Advertiser on a revised game', () => {
  it('turns the revised facts of a game turn into stories, biggest first, with names from the revised content', () => {
    const events = wrapped([
      { type: 'gate-opened', location: 'gazette-office', world: 'drowned-city' },
      { type: 'surge', location: 'rail-yard', monsters: ['brood', 'worm', 'hollow'] },
      { type: 'terror', now: 3 },
      { type: 'defeated', inv: 'ada', monster: 'worm#2' },
      { type: 'collapsed', inv: 'elias', cause: 'insane', to: { kind: 'arkham', node: 'arkham-asylum' }, discarded: [], cluesLost: 1 },
      { type: 'gate-closed', inv: 'ada', location: 'french-hill', world: 'glass-desert', monstersReturned: [] },
      { type: 'sealed', inv: 'ada', location: 'french-hill' },
      { type: 'gate-closed', inv: 'ned', location: 'uptown', world: 'hanging-gardens', monstersReturned: [] },
      { type: 'lost-in-time', inv: 'ned' },
      { type: 'collapsed', inv: 'ned', cause: 'unconscious', to: { kind: 'lost' }, discarded: [], cluesLost: 0 },
      { type: 'arrested', inv: 'elias', moneyLost: 2 },
      { type: 'doom', now: 9 },
      { type: 'awakened', ancientOne: 'choir', by: 'doom' },
      { type: 'final-round', round: 1, attack: 2 },
      { type: 'final-round', round: 2, attack: 3 },
      { type: 'devoured', inv: 'elias' },
      { type: 'game-over', result: 'lost', reason: 'devoured' },
    ]);
    const stories = revisedStoriesOf({ gameId: 'g1', turn: 7, events, doom: 4, gatesOnBoard: 2 }, names);
    expect(stories.map((s) => s.kind)).toEqual([
      'revised-defeat',
      'ancient-one-wakes',
      'final-battle',
      'devoured',
      'lost-in-time',
      'elder-sign',
      'revised-gate-closed',
      'driven-insane',
      'monster-surge',
      'revised-gate-opened',
      'terror-rising',
      'arrested',
      'monsters-slain',
    ]);
    const text = stories.map((s) => `${s.headline} ${s.lead}`).join(' ');
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).not.toMatch(/\b(ada|ned|elias|gazette-office|french-hill|drowned-city|choir|worm#2)\b/);
    const seal = stories.find((s) => s.kind === 'elder-sign');
    expect(`${seal?.headline} ${seal?.lead}`).toMatch(/French Hill|Ada Whitlock|The Glass Desert/);
    const surge = stories.find((s) => s.kind === 'monster-surge');
    expect(`${surge?.headline} ${surge?.lead}`).toMatch(/Rail Yard|three|Three/);
    const terror = stories.find((s) => s.kind === 'terror-rising');
    expect(`${terror?.headline} ${terror?.lead}`).toContain('3');
    // The gate closed and sealed in one turn is the seal's story alone; Ned is lost once, not twice.
    expect(stories.filter((s) => s.kind === 'revised-gate-closed')).toHaveLength(1);
    expect(stories.filter((s) => s.kind === 'lost-in-time')).toHaveLength(1);
  });

  it('the game\'s start gathers the investigators against the Ancient One (its setup gate in that story); a turn of nothing notable gets the quiet story; a win says how', () => {
    const setup = revisedStoriesOf({ gameId: 'g1', turn: 1, events: wrapped([{ type: 'game-started', investigators: ['ned', 'ada'], ancientOne: 'choir' }, { type: 'gate-opened', location: 'uptown', world: 'drowned-city' }, { type: 'phase', phase: 'upkeep', turn: 1 }, { type: 'gate-opened', location: 'gazette-office', world: 'drowned-city' }]), doom: 0, gatesOnBoard: 0 }, names);
    expect(setup.map((s) => s.kind)).toEqual(['revised-gate-opened', 'revised-gathering']);
    expect(`${setup[1]?.headline} ${setup[1]?.lead}`).toMatch(/Ned Barrow|Uptown|The Choir Beneath the Harbour/);
    const quiet = revisedStoriesOf({ gameId: 'g1', turn: 3, events: wrapped([{ type: 'phase', phase: 'mythos', turn: 3 }]), doom: 2, gatesOnBoard: 1 }, names);
    expect(quiet.map((s) => s.kind)).toEqual(['quiet']);
    const won = revisedStoriesOf({ gameId: 'g1', turn: 9, events: wrapped([{ type: 'game-over', result: 'won', reason: 'gates-closed' }]), doom: 2, gatesOnBoard: 0 }, names);
    expect(won.map((s) => s.kind)).toEqual(['revised-victory']);
    expect(won[0]?.lead).not.toMatch(/\{\w+\}/);
  });

  it('picks its wording by game and turn, never by chance: the same facts read the same, and differ from turn to turn', () => {
    const events = wrapped([{ type: 'gate-opened', location: 'gazette-office', world: 'drowned-city' }]);
    const a = revisedStoriesOf({ gameId: 'g1', turn: 4, events, doom: 4, gatesOnBoard: 2 }, names);
    expect(revisedStoriesOf({ gameId: 'g1', turn: 4, events, doom: 4, gatesOnBoard: 2 }, names)).toEqual(a);
    const variants = new Set<string>();
    for (let turn = 1; turn < 40; turn += 1) variants.add(revisedStoriesOf({ gameId: 'g1', turn, events, doom: 4, gatesOnBoard: 2 }, names)[0]?.headline ?? '');
    expect(variants.size).toBeGreaterThan(2);
    // Doom and gates in the story are those after the turn: the gate opened counts.
    expect(a[0]?.lead).not.toContain('{gates}');
  });

  it('has its own headline and lead variants, none repeating a classic one', () => {
    const revised = Object.values(REVISED_WORDING).flatMap((w) => [...w.headlines, ...w.leads]);
    expect(revised.length).toBeGreaterThanOrEqual(80);
    const all = [...revised, ...Object.values(WORDING).flatMap((w) => [...w.headlines, ...w.leads])];
    expect(new Set(all).size).toBe(all.length);
    for (const wording of Object.values(REVISED_WORDING)) {
      expect(wording.headlines.length).toBeGreaterThanOrEqual(3);
      expect(wording.leads.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("writes a revised game's issues per day from its events, the same for the same seed, and the news stand lists them", async () => {
    const first = await playedRevisedGame('news-revised-1');
    const second = await playedRevisedGame('news-revised-1');
    const issues = await first.news.issues('revised');
    expect(issues.length).toBeGreaterThan(1);
    expect(await second.news.issues('revised')).toEqual(issues);
    const game = await first.games.game('revised');
    expect(game.status).toBe('over');
    const turns = issues.flatMap((issue) => issue.turns).sort((a, b) => a - b);
    expect(turns).toEqual(Array.from({ length: game.turn + 1 }, (_, k) => k));
    const kinds = new Set(issues.flatMap((issue) => issue.stories.map((s) => s.kind)));
    expect(kinds.has('revised-gathering')).toBe(true);
    expect(kinds.has('revised-victory') || kinds.has('revised-defeat')).toBe(true);
    for (const kind of kinds) expect(['quiet', 'monsters-slain'].includes(kind) || kind in REVISED_WORDING, kind).toBe(true);
    const { heads, total } = await first.news.page(0, 50);
    expect(total).toBe(issues.length);
    expect(heads.every((head) => head.gameId === 'revised' && head.gameTitle === 'The Revised Watch')).toBe(true);
  }, 120_000);
});

import { describe, expect, it } from 'vitest';
import type { LoggedEvent } from '../../src/service/game-doc.js';
import { contentNames } from '../../src/service/news/names.js';
import { storiesOf } from '../../src/service/news/stories.js';
import { WORDING } from '../../src/service/news/headlines.js';
import { shippedContent } from './helpers/game-fixture.js';
import { playedSoloGame } from './helpers/solo-game.js';

const names = contentNames(shippedContent());

describe('the Arkham Advertiser', () => {
  it('turns the facts of a game turn into stories, biggest first, with names from the content', () => {
    const events: LoggedEvent[] = [
      { type: 'gate-opened', location: 'woods', doom: 5, gatesOnBoard: 3 },
      { type: 'trophy', investigator: 'ruth-ashby', counter: 3, species: 'ghoul' },
      { type: 'trophy', investigator: 'ruth-ashby', counter: 4, species: 'zombie' },
      { type: 'knocked-out', investigator: 'mickey-doyle', stat: 'sanity', to: 'sanitarium' },
      { type: 'gate-closed', investigator: 'ruth-ashby', location: 'graveyard', world: 'abyss', gatesOnBoard: 2 },
      { type: 'lost', investigator: 'mickey-doyle' },
      { type: 'game-over', result: 'won', reason: 'gates-closed' },
    ];
    const stories = storiesOf({ gameId: 'g1', turn: 7, events, doom: 4, gatesOnBoard: 2 }, names);
    expect(stories.map((s) => s.kind)).toEqual(['victory', 'investigator-lost', 'gate-sealed', 'madness', 'gate-opened', 'monsters-slain']);
    const text = stories.map((s) => `${s.headline} ${s.lead}`).join(' ');
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).not.toMatch(/ruth-ashby|mickey-doyle|graveyard|woods/);
    const lost = stories.find((s) => s.kind === 'investigator-lost');
    expect(`${lost?.headline} ${lost?.lead}`).toContain('Mickey Doyle');
  });

  it('a day with nothing notable gets the stock quiet story', () => {
    const stories = storiesOf({ gameId: 'g1', turn: 3, events: [{ type: 'phase', phase: 'mythos', turn: 3 }], doom: 2, gatesOnBoard: 1 }, names);
    expect(stories.map((s) => s.kind)).toEqual(['quiet']);
  });

  it('picks its wording by game and turn, never by chance: the same facts read the same', () => {
    const events: LoggedEvent[] = [{ type: 'gate-opened', location: 'woods', doom: 5, gatesOnBoard: 3 }];
    const a = storiesOf({ gameId: 'g1', turn: 4, events, doom: 4, gatesOnBoard: 2 }, names);
    const b = storiesOf({ gameId: 'g1', turn: 4, events, doom: 4, gatesOnBoard: 2 }, names);
    expect(a).toEqual(b);
    const variants = new Set<string>();
    for (let turn = 1; turn < 40; turn += 1) variants.add(storiesOf({ gameId: 'g1', turn, events, doom: 4, gatesOnBoard: 2 }, names)[0]?.headline ?? '');
    expect(variants.size).toBeGreaterThan(2);
  });

  it('has a few dozen headline and lead variants of its own', () => {
    const all = Object.values(WORDING).flatMap((w) => [...w.headlines, ...w.leads]);
    expect(all.length).toBeGreaterThanOrEqual(36);
    expect(new Set(all).size).toBe(all.length);
  });

  it("writes each game's issues per day from its events, the same for the same seed", async () => {
    const first = await playedSoloGame('news-seed-3');
    const second = await playedSoloGame('news-seed-3');
    const issues = await first.news.issues('solo');
    expect(issues.length).toBeGreaterThan(1);
    expect(await second.news.issues('solo')).toEqual(issues);
    const game = await first.games.game('solo');
    const turns = issues.flatMap((issue) => issue.turns).sort((a, b) => a - b);
    expect(turns).toEqual(Array.from({ length: game.turn + 1 }, (_, k) => k));
    const finalStory = issues[0]?.stories.find((s) => s.kind === 'victory' || s.kind.startsWith('defeat'));
    expect(finalStory).toBeDefined();
    expect(issues.every((issue) => issue.day.match(/^\d{4}-\d{2}-\d{2}$/))).toBe(true);
  });
});

// The Arkham Advertiser: the issues on the stand (the caller's own tables first, newest first), the
// front page on its masthead art, the whole issue through the pager, and ASCII mode.
import { describe, expect, it } from 'vitest';
import { runNews } from '../../../src/screens/news/news-screen.js';
import { issuesDraft } from '../../../src/screens/news/issue-words.js';
import { headOf } from '../../../src/service/news/news-stand.js';
import type { Issue } from '../../../src/service/news/story.js';
import type { Store } from '../../../src/store/store.js';
import { ASCII, board, Caller, expectFits, expectPlainAscii, settle } from './support.js';

function issue(gameId: string, gameTitle: string, day: string, turn: number, headline: string): Issue {
  return {
    gameId,
    gameTitle,
    day,
    turns: [turn],
    doom: turn + 1,
    gatesOnBoard: 2,
    stories: [
      { turn, kind: 'gate-opened', weight: 35, headline, lead: 'A witness at the scene described a light the colour of a bruise, and a sound like a door that should not be there.' },
      { turn, kind: 'quiet', weight: 5, headline: 'Fog Lingers on the Common', lead: 'Residents are asked to keep their lamps trimmed.' },
    ],
  };
}

async function stand(store: Store, issues: Issue[]): Promise<void> {
  for (const each of issues) await store.transactDoc<Issue>('news', `${each.gameId}:${each.day}`, () => ({ next: each }));
}

describe('the Arkham Advertiser', () => {
  it('lists the issues of the caller\'s own tables first, then the rest, newest first', () => {
    const draft = issuesDraft(
      [issue('g2', 'Far table', '2026-11-29', 3, 'Far News'), issue('g1', 'Home table', '2026-11-28', 2, 'Home News'), issue('g2', 'Far table', '2026-11-27', 1, 'Old News')].map((each) => headOf(each)),
      { offset: 0, total: 3 },
      new Set(['g1']),
    );
    expect(draft.groups.map((group) => [group.heading, group.choices.map((choice) => choice.label)])).toEqual([
      ['From your tables', ['HOME NEWS']],
      ['From the rest of Arkham', ['FAR NEWS', 'OLD NEWS']],
      [null, ['Back to the main menu']],
    ]);
  });

  it('shows a front page with the banner story, then the whole issue, then back to the list', async () => {
    const world = board();
    await world.service.games.create('Ann', { title: 'Home table', maxPlayers: 2 });
    await stand(world.store, [issue('g1', 'Home table', '2026-11-28', 2, 'Gate Tears Open at the Woods'), issue('g9', 'Far table', '2026-11-29', 5, 'Far News')]);
    const ann = new Caller(world, 'Ann');
    const done = ann.run(runNews);
    await ann.see('From your tables');
    await ann.pick('GATE TEARS OPEN AT THE WOODS');
    await ann.see('T H E   A R K H A M');
    await settle();
    const front = ann.screen();
    expectFits(front);
    expect(front.text()).toContain('Saturday, 28 November 2026');
    expect(front.text()).toContain('"Home table"');
    expect(front.text()).toContain('GATE TEARS OPEN AT THE WOODS');
    expect(front.text()).toContain('the colour of a bruise');
    expect(front.text()).toContain('Also in this issue: one more story.');
    let mark = ann.mark();
    ann.type('\r');
    await ann.see('go back to the list', mark);
    expect(ann.text(mark)).toContain('FOG LINGERS ON THE COMMON');
    expect(ann.text(mark)).toContain('Game turn 2');
    mark = ann.mark();
    ann.type(' ');
    await ann.pick('Back to the main menu', mark);
    await done;
  });

  it('Q on the front page goes back to the list', async () => {
    const world = board();
    await stand(world.store, [issue('g1', 'Table', '2026-11-28', 2, 'Strange Lights')]);
    const ann = new Caller(world, 'Ann');
    const done = ann.run(runNews);
    await ann.pick('STRANGE LIGHTS');
    await ann.see('read the whole issue');
    const mark = ann.mark();
    ann.type('q');
    await ann.pick('Back to the main menu', mark);
    await done;
  });

  it('opens on the newest page and turns to older and newer pages on request', async () => {
    const world = board();
    const days = Array.from({ length: 20 }, (_, n) => `2026-11-${String(n + 1).padStart(2, '0')}`);
    await stand(world.store, days.map((day, n) => issue('g1', 'Table', day, n, `Headline of day ${n + 1}`)));
    const ann = new Caller(world, 'Ann');
    const done = ann.run(runNews);
    await ann.see('20 issues on the stand (1 to 15 here)');
    expect(ann.text()).toContain('HEADLINE OF DAY 20');
    expect(ann.text()).not.toContain('HEADLINE OF DAY 5 ');
    let mark = ann.mark();
    await ann.pick('Older issues');
    await ann.see('(16 to 20 here)', mark);
    await ann.pick('Newer issues', mark);
    expect(ann.text(mark)).toContain('HEADLINE OF DAY 1');
    mark = ann.mark();
    await ann.see('(1 to 15 here)', mark);
    await ann.pick('Back to the main menu', mark);
    await done;
  });

  it('says so when there is no news yet', async () => {
    const ann = new Caller(board(), 'Ann');
    const done = ann.run(runNews);
    await ann.see('No news yet');
    ann.type('x');
    await done;
  });

  it('reads in ASCII mode with no escape at all', async () => {
    const world = board();
    await stand(world.store, [issue('g1', 'Table', '2026-11-28', 2, 'Strange Lights')]);
    const ann = new Caller(world, 'Ann', { caps: ASCII });
    const done = ann.run(runNews);
    await ann.pick('STRANGE LIGHTS');
    await ann.see('T H E   A R K H A M');
    let mark = ann.mark();
    ann.type('\r');
    await ann.see('go back to the list', mark);
    mark = ann.mark();
    ann.type(' ');
    await ann.pick('Back to the main menu', mark);
    await done;
    expectPlainAscii(ann.channel.output());
  });
});

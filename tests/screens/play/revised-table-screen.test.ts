// A revised table on the caller's screen: a caller back after a deadline passed is told what happened
// while away, one line each, then meets the next decision over the map, the game's state on its banner.
import { describe, expect, it } from 'vitest';
import { settleAsync } from '../../service/helpers/async.js';
import { caller, drive, world } from './support.js';

const MINUTE = 60_000;

describe('a revised table', () => {
  it('tells a caller back after a deadline what happened while away, then asks the next decision with its status line', async () => {
    const w = world('revised-away');
    const created = await w.service.games.create('Ann', { title: 'Back again', ruleset: 'revised', maxPlayers: 2, deadlineMinutes: 60 });
    await w.service.games.addBot(created.id, 'Ann');
    await w.service.games.view(created.id, 'Ann');
    w.clock.advance(61 * MINUTE);
    // The next look at the table passes the deadline that is due (the defaults taken, the bot plays on).
    expect((await w.service.games.game(created.id)).turn).toBeGreaterThanOrEqual(1);

    const ann = caller(w, 'Ann');
    const done = ann.run();
    await drive(w, ann, { until: (x) => x.screen.text().includes('The tables of Arkham'), maxSteps: 300 });
    expect(ann.screen.text()).toContain('Back again: revised, turn');
    const key = /(\w)\) Back again/.exec(ann.screen.text())?.[1];
    expect(key).toBeDefined();
    ann.channel.type(key ?? '');
    await drive(w, ann, { until: (x) => x.screen.text().includes('While you were away'), maxSteps: 300 });
    // Told at the caller's pace, a line at a time, as classic's tale is.
    await drive(w, ann, { until: (x) => /Turn \d+: [A-Za-z ]+\./.test(x.screen.text()), maxSteps: 300 });
    // The away summary's totals come first, in a sentence.
    expect(ann.screen.text()).toMatch(/Over (one game turn|\d+ game turns)[:,] /);
    // The tale goes on to the decision by itself: no key is typed here, only time passes.
    const typed = ann.channel.output().length;
    for (let step = 0; step < 600 && !ann.bottom().includes('[?] help'); step += 1) {
      await settleAsync(3);
      w.clock.advance(250);
    }
    expect(ann.bottom()).toContain('[?] help');
    expect(ann.channel.output().length).toBeGreaterThan(typed);
    await drive(w, ann, { until: (x) => x.bottom().includes('[?] help') && x.screen.text().includes('Terror'), maxSteps: 300 });
    // The decision over the revised map: the banner above its menu, the investigator's status in it.
    expect(ann.screen.text()).toMatch(/Turn \d+ [A-Za-z ]+ {2}Doom \d+\/\d+ {2}Terror \d+ {2}Gates \d+/);
    expect(ann.screen.text()).toMatch(/Stamina \d+ of \d+, Sanity \d+ of \d+\./);
    // L reads the tale of this turn and the one before again, as at a classic table.
    expect(ann.screen.text()).toContain('[L] the tale so far');
    ann.channel.type('l');
    await drive(w, ann, { until: (x) => x.screen.text().includes('The tale so far'), maxSteps: 300 });
    expect(ann.screen.text()).toMatch(/Turn \d+: [A-Za-z ]+\./);
    ann.channel.type('\x1b');
    await drive(w, ann, { until: (x) => x.bottom().includes('[?] help') && x.screen.text().includes('Terror'), maxSteps: 300 });
    ann.channel.type('?');
    await drive(w, ann, { until: (x) => /[Ff]ocus|movement points|monster|Clue|gate/.test(x.screen.text()) && !x.screen.text().includes('Terror'), maxSteps: 300 });
    expect(ann.screen.scrolled).toBe(false);
    expect(ann.screen.bottomRightWritten).toBe(false);
    ann.channel.type('\x1b');
    w.clock.advance(1_000);
    await drive(w, ann, { until: (x) => x.bottom().includes('[?] help') && x.screen.text().includes('Terror'), maxSteps: 300 });
    ann.channel.type('\x1b');
    w.clock.advance(1_000);
    await drive(w, ann, { until: (x) => x.screen.text().includes('The tables of Arkham'), maxSteps: 300 });
    ann.channel.type('x');
    await done;
  });
});

describe('a revised table waiting on another player', () => {
  it('follows the game live: the other player\'s move is told as it comes, with no key pressed', async () => {
    const w = world('revised-live');
    const created = await w.service.games.create('Ann', { title: 'Two of us', ruleset: 'revised', maxPlayers: 2 });
    const bobNode = w.node();
    await bobNode.games.join(created.id, 'Bob');
    const ann = caller(w, 'Ann');
    const done = ann.run();
    await drive(w, ann, { until: (x) => x.screen.text().includes('The tables of Arkham'), maxSteps: 300 });
    const key = /(\w)\) Two of us/.exec(ann.screen.text())?.[1];
    ann.channel.type(key ?? '');
    // Ann takes her defaults until the table waits on Bob.
    await drive(w, ann, { until: (x) => x.bottom().includes('Waiting on Bob'), maxSteps: 3_000 });
    expect(ann.bottom()).toContain('[L] tale  [Q] lobby');
    const typed = ann.channel.output().length;
    // Bob, on another node, takes his defaults until his part of the turn is done.
    for (let answers = 0; answers < 40; answers += 1) {
      const bob = await bobNode.games.view(created.id, 'Bob');
      const prompt = bob.revised?.prompts[0]?.prompt;
      if (!prompt) break;
      await bobNode.games.answer(created.id, 'Bob', { promptId: prompt.id, optionId: prompt.default, version: bob.stateVersion });
    }
    for (let step = 0; step < 100 && !ann.screen.text().includes('What happened'); step += 1) {
      await settleAsync(3);
      w.clock.advance(250);
      ann.bottom();
    }
    expect(ann.screen.text()).toContain('What happened');
    expect(ann.channel.output().length).toBeGreaterThan(typed);
    // Once the tale is told the table waits again, or asks Ann; Esc goes back to the lobby from either.
    await drive(w, ann, { until: (x) => (x.bottom().includes('Waiting on') || x.bottom().includes('[?] help')) && !x.screen.text().includes('What happened'), maxSteps: 300 });
    ann.channel.type('\x1b');
    for (let step = 0; step < 100 && !ann.screen.text().includes('The tables of Arkham'); step += 1) {
      await settleAsync(3);
      w.clock.advance(250);
      ann.bottom();
    }
    ann.channel.type('x');
    await done;
  });
});

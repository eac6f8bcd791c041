import { describe, it, expect } from 'vitest';
import { ASCII, at, caller, drive, world, type World } from './support.js';
import type { ArkhamService } from '../../../src/service/service.js';
import { settleAsync } from '../../service/helpers/async.js';
import { profileForAlias } from '../../../src/service/accounts/profiles.js';
import { readPace } from '../../../src/service/accounts/pace.js';

/** Fake time passes a quarter second at a time, with the work each step sets off. */
async function passTime(w: World, ms: number): Promise<void> {
  for (let t = 0; t < ms; t += 250) {
    w.clock.advance(250);
    await settleAsync(5);
  }
}

/** Answers `player`'s first open prompt with its default until none is left. */
async function takeDefaults(service: ArkhamService, gameId: string, player: string): Promise<void> {
  for (;;) {
    const view = await service.games.view(gameId, player);
    const first = view.prompts[0];
    if (!first) return;
    await service.games.answer(gameId, player, { promptId: first.prompt.id, optionId: first.prompt.default, version: view.stateVersion });
  }
}

/**
 * Ann and Bob at one table, Bob on another node (another process's service over the same store). The
 * setup is done, Ann has played her day; the table waits on Bob.
 */
async function tableWaitingOnBob(w: World): Promise<{ bobNode: ArkhamService; gameId: string }> {
  const bobNode = w.node();
  const created = await w.service.games.create('Ann', { title: 'The Night Watch', maxPlayers: 2, deadlineMinutes: 24 * 60 });
  await bobNode.games.join(created.id, 'Bob');
  for (let round = 0; round < 4; round += 1) {
    await takeDefaults(w.service, created.id, 'Ann');
    if ((await w.service.games.game(created.id)).phase === 'investigator') break;
    await takeDefaults(bobNode, created.id, 'Bob');
  }
  const game = await w.service.games.game(created.id);
  expect(game.phase).toBe('investigator');
  expect(game.waitingOn).toEqual(['Bob']);
  return { bobNode, gameId: created.id };
}

describe('coming back to a table', () => {
  it('tells what happened while she was away first, on one screen, then asks what is hers to decide', async () => {
    const w = world('away-1');
    const created = await w.service.games.create('Ann', { maxPlayers: 2, deadlineMinutes: 60 });
    await w.service.games.start(created.id, 'Ann', { fillWithBots: true });
    // She never came back before the deadline: the table took her defaults and went on.
    w.clock.advance(61 * 60_000);
    const ann = caller(w, 'Ann');
    const done = ann.run();
    const seen: string[] = [];
    await drive(w, ann, {
      until: (c) => c.bottom().includes('[?] help') && c.screen.text().includes('Where does'),
      key: (c) => {
        seen.push(c.screen.text());
        return '\r';
      },
    });
    const away = seen.find((screen) => screen.includes('While you were away'));
    expect(away).toBeDefined();
    expect(away).toContain('Ann missed the turn (1 in a row).');
    expect(away).toContain('Press any key to go on.');
    ann.channel.type('q');
    await drive(w, ann, { until: (c) => c.screen.text().includes('The tables of Arkham') });
    ann.channel.type('x');
    await done;
    expect(ann.screen.scrolled).toBe(false);
  });
});

describe('a stale answer', () => {
  it('is not a crash: the table is looked at again and the next decision asked', async () => {
    const w = world('b');
    const created = await w.service.games.create('Ann', { maxPlayers: 2 });
    await w.service.games.start(created.id, 'Ann', { fillWithBots: true });
    const ann = caller(w, 'Ann');
    const done = ann.run();
    // The lobby's Enter sits her down at the table waiting on her.
    await drive(w, ann, { until: (c) => c.bottom().includes('[?] help') && c.screen.text().includes('How hardy') });
    const asked = ann.screen.text();

    // Meanwhile Ann, on another node, settles that very decision.
    const other = w.node();
    const view = await other.games.view(created.id, 'Ann');
    const prompt = view.prompts[0]?.prompt;
    if (!prompt) throw new Error('nothing to decide');
    expect(asked).toContain(prompt.kind === 'setup-stats' ? 'Strength 3, Sanity 7' : '');
    await other.games.answer(created.id, 'Ann', { promptId: prompt.id, optionId: prompt.default, version: view.stateVersion });

    // Here she picks another option of the closed prompt.
    const mark = ann.channel.output().length;
    ann.channel.type('1');
    await drive(w, ann, { until: (c) => c.channel.output().length > mark && c.bottom().includes('[?] help') });
    expect(ann.logs).toContain('info stale answer asked again');
    expect(ann.logs.filter((line) => line.startsWith('error'))).toEqual([]);
    const state = (await w.service.games.view(created.id, 'Ann')).state;
    const inv = state?.invs.find((i) => i.id === prompt.investigator);
    // The first answer stands: the default split, not the 3/7 typed afterwards.
    expect(inv?.str).toBe(5);
    ann.channel.type('q');
    await drive(w, ann, { until: (c) => c.screen.text().includes('The tables of Arkham') });
    ann.channel.type('x');
    await done;
  });
});

describe('a live table', () => {
  it("tells Bob's move from another node within two seconds while Ann waits, and shows a page as a notice", async () => {
    const w = world('live-1');
    const { bobNode, gameId } = await tableWaitingOnBob(w);
    const ann = caller(w, 'Ann');
    const done = ann.run();
    await drive(w, ann, { until: (c) => c.bottom().includes('Waiting on Bob') });
    expect(ann.bottom()).toMatch(/Waiting on Bob; the turn ends in \d+ hours/);
    // Others see which table she sits at once her heartbeat goes out.
    await passTime(w, 22_000);
    expect((await w.service.presence.online()).find((p) => p.name === 'Ann')?.game).toBe(gameId);

    // Bob walks somewhere on his own node.
    const bob = await bobNode.games.view(gameId, 'Bob');
    const prompt = bob.prompts[0]?.prompt;
    const walk = prompt?.options.find((option) => option.id.startsWith('go:'));
    if (!prompt || !walk) throw new Error('Bob has nowhere to go');
    const mark = ann.channel.output().length;
    const started = w.clock.now();

    await bobNode.games.answer(gameId, 'Bob', { promptId: prompt.id, optionId: walk.id, version: bob.stateVersion });
    const bobsMan = (await bobNode.games.game(gameId)).seats[1]?.investigators ?? [];
    const names = w.service.games.investigators().filter((inv) => bobsMan.includes(inv.id)).map((inv) => inv.name);
    const told = (): boolean => {
      ann.bottom();
      return ann.text(mark) !== '' && names.some((name) => ann.screen.text().includes(name));
    };
    while (!told() && w.clock.now() - started < 2_000) {
      w.clock.advance(250);
      await settleAsync(5);
    }
    expect(told(), 'no word of Bob’s move').toBe(true);
    expect(ann.screen.text()).toContain('What came to pass');
    expect(w.clock.now() - started).toBeLessThanOrEqual(2_000);

    // A page from Bob reaches Ann as a notice, without scrolling her screen.
    await drive(w, ann, { until: (c) => c.bottom().includes('Waiting on Bob') });
    const beforePage = ann.channel.output().length;
    await bobNode.presence.page('Bob', 'Ann', 'Your lantern is lit, Ann. Hurry!');
    const paged = w.clock.now();
    while (!ann.text(beforePage).includes('Hurry!') && w.clock.now() - paged < 2_000) {
      w.clock.advance(250);
      await settleAsync(5);
    }
    expect(ann.text(beforePage)).toContain('Bob pages you: Your lantern is lit, Ann. Hurry!');
    ann.bottom();
    expect(ann.screen.rowText(23)).toContain('Bob pages you');
    expect(ann.screen.scrolled).toBe(false);
    expect(ann.screen.bottomRightWritten).toBe(false);

    // A key takes her back to the lobby, and the main menu after it.
    ann.channel.type('q');
    await drive(w, ann, { until: (c) => c.bottom().includes('[Enter]') && c.screen.text().includes('The tables of Arkham') });
    await passTime(w, 22_000);
    expect((await w.service.presence.online()).find((p) => p.name === 'Ann')?.game).toBeNull();
    ann.channel.type('x');
    await done;
  });
});

describe('joining an open table', () => {
  it('lists it in the lobby, asks for investigators, and the table that fills begins with them', async () => {
    const w = world('join-1');
    const bobNode = w.node();
    const open = await bobNode.games.create('Bob', { title: 'Lamps of Kingsport', maxPlayers: 2 });
    const ann = caller(w, 'Ann');
    const done = ann.run();
    await at(w, ann, 'Close or seal the gates', '\r');
    await drive(w, ann, { until: (x) => x.screen.text().includes('Tables with an empty seat') });
    expect(ann.screen.text()).toMatch(/1\) Lamps of Kingsport, set up by Bob\s+1\/2 seated, 24 hours/);
    ann.channel.type('1');
    await at(w, ann, 'Choose your first investigator', '2');
    await at(w, ann, 'Choose your second investigator', 'd');
    await drive(w, ann, { until: (x) => x.bottom().includes('[?] help') && x.screen.text().includes('How hardy') });
    const game = await w.service.games.game(open.id);
    expect(game.status).toBe('running');
    expect(game.seats.map((seat) => seat.player)).toEqual(['Bob', 'Ann']);
    expect(game.seats[1]?.investigators).toContain(w.service.games.investigators()[1]?.id);
    ann.channel.type('q');
    await at(w, ann, 'The tables of Arkham', 'x');
    await done;
  });
});

describe('joining an open revised table', () => {
  it('asks for one of the revised investigators, and one another player holds is not offered', async () => {
    const w = world('join-revised');
    const bobNode = w.node();
    const open = await bobNode.games.create('Bob', { title: 'Harbour Lights', maxPlayers: 2, ruleset: 'revised' });
    await bobNode.games.pick(open.id, 'Bob', ['ned']);
    const ann = caller(w, 'Ann');
    const done = ann.run();
    await at(w, ann, 'Close or seal the gates', '\r');
    await drive(w, ann, { until: (x) => x.screen.text().includes('Tables with an empty seat') });
    ann.channel.type('1');
    await drive(w, ann, { until: (x) => x.screen.text().includes('Choose your investigator') });
    expect(ann.screen.text()).toContain('At this table each player runs one investigator.');
    expect(ann.screen.text()).not.toContain('Ned Barrow');
    const key = /(\w)\) Elias Crane/.exec(ann.screen.text())?.[1];
    expect(key).toBeDefined();
    ann.channel.type(key ?? '');
    // The table begins with Bob's decision or Ann's: either way the map is up with the game's state under it.
    await drive(w, ann, { until: (x) => /Terror \d/.test(x.screen.text()) && (x.bottom().includes('[?] help') || x.bottom().includes('[Q] lobby')), maxSteps: 500 });
    const game = await w.service.games.game(open.id);
    expect(game.status).toBe('running');
    expect(game.seats.map((seat) => seat.investigators)).toEqual([['ned'], ['elias']]);
    ann.channel.type(ann.bottom().includes('[?] help') ? '\x1b' : 'q');
    w.clock.advance(1_000);
    await drive(w, ann, { until: (x) => x.screen.text().includes('The tables of Arkham') });
    ann.channel.type('x');
    await done;
  });
});

describe('the table keys at a decision', () => {
  it('shows the map on M, the sheets on S, help on ?, and goes back to the lobby on Esc', async () => {
    const w = world('keys-1');
    const created = await w.service.games.create('Ann', { maxPlayers: 2 });
    await w.service.games.start(created.id, 'Ann', { fillWithBots: true });
    const ann = caller(w, 'Ann');
    const done = ann.run();
    await drive(w, ann, { until: (x) => x.bottom().includes('[?] help') && x.screen.text().includes('How hardy') });
    expect(ann.screen.text()).toContain('[M] map  [S] investigators  [L] the tale so far  [Q] lobby');
    const menu = ann.screen.text();

    ann.channel.type('m');
    await drive(w, ann, { until: (x) => x.bottom().includes('Any other key: back') });
    expect(ann.screen.rowText(23)).toMatch(/Turn 0 Setup +Doom 1\/13/);
    let mark = ann.channel.output().length;
    ann.channel.type(' ');
    await drive(w, ann, { until: (x) => x.channel.output().length > mark && x.bottom().includes('[?] help') });
    expect(ann.screen.text()).toBe(menu);
    // Back from the map only the panel is drawn again, not the whole screen.
    expect(ann.channel.output().length - mark).toBeLessThan(1_500);

    ann.channel.type('s');
    await drive(w, ann, { until: (x) => x.bottom().includes('next investigator') });
    for (const part of ['Skills', 'Items', 'Spells', 'Strength', 'Sanity', 'Money', 'Trophies']) expect(ann.screen.text()).toContain(part);
    ann.channel.type(' ');
    await drive(w, ann, { until: (x) => x.bottom().includes('any other key: back') });
    // C on a sheet: what that investigator's cards do, then back to the decision.
    ann.channel.type('c');
    await drive(w, ann, { until: (x) => x.screen.text().includes('cards do') && x.bottom().includes('Press any key to go back') });
    mark = ann.channel.output().length;
    ann.channel.type(' ');
    await drive(w, ann, { until: (x) => x.channel.output().length > mark && x.bottom().includes('[?] help') });
    expect(ann.screen.text()).toBe(menu);

    ann.channel.type('?');
    await drive(w, ann, { until: (x) => x.text().includes('go back to the choices') });
    expect(ann.text()).toContain('M shows the whole map of Arkham');
    mark = ann.channel.output().length;
    ann.channel.type(' ');
    await drive(w, ann, { until: (x) => x.channel.output().length > mark && x.bottom().includes('[?] help') });

    ann.channel.type('\x1b');
    w.clock.advance(1_000);
    await at(w, ann, 'The tables of Arkham', 'x');
    await done;
    expect((await w.service.games.view(created.id, 'Ann')).prompts).toHaveLength(2);
  });
});

describe('the tale so far and its pace', () => {
  it('opens the tale on L at a decision, sets the pace there, and the pace holds on the next call', async () => {
    const w = world('keys-1');
    await profileForAlias(w.store, 'Ann', w.clock);
    const created = await w.service.games.create('Ann', { maxPlayers: 2 });
    await w.service.games.start(created.id, 'Ann', { fillWithBots: true });
    const ann = caller(w, 'Ann');
    const done = ann.run();
    await drive(w, ann, { until: (x) => x.bottom().includes('[?] help') && x.screen.text().includes('How hardy') });
    const menu = ann.screen.text();
    ann.channel.type('l');
    await drive(w, ann, { until: (x) => x.screen.text().includes('The tale so far') });
    expect(ann.screen.text()).toContain('settles on Strength');
    expect(ann.bottom()).toContain('[P] pace: normal');
    ann.channel.type('p');
    await drive(w, ann, { until: (x) => x.bottom().includes('[P] pace: slow') });
    ann.channel.type('p');
    await drive(w, ann, { until: (x) => x.bottom().includes('[P] pace: instant') });
    ann.channel.type('q');
    await drive(w, ann, { until: (x) => x.bottom().includes('[?] help') });
    expect(ann.screen.text()).toBe(menu);
    ann.channel.type('\x1b');
    w.clock.advance(1_000);
    await at(w, ann, 'The tables of Arkham', 'x');
    await done;
    expect(await readPace(w.store, 'ann')).toBe('instant');

    const again = caller(w, 'Ann');
    const second = again.run();
    await drive(w, again, { until: (x) => x.bottom().includes('[?] help') && x.screen.text().includes('How hardy') });
    again.channel.type('l');
    await drive(w, again, { until: (x) => x.screen.text().includes('The tale so far') });
    expect(again.bottom()).toContain('[P] pace: instant');
    again.channel.type('q');
    await drive(w, again, { until: (x) => x.bottom().includes('[?] help') });
    again.channel.type('\x1b');
    w.clock.advance(1_000);
    await at(w, again, 'The tables of Arkham', 'x');
    await second;
  });

  it('pages the tale in plain lines on a plain terminal, and a new pace costs one line, not the page again', async () => {
    const w = world('keys-1');
    await profileForAlias(w.store, 'Ann', w.clock);
    const created = await w.service.games.create('Ann', { maxPlayers: 2 });
    await w.service.games.start(created.id, 'Ann', { fillWithBots: true });
    const ann = caller(w, 'Ann', ASCII);
    const done = ann.run();
    await drive(w, ann, { until: (x) => x.bottom().includes('[?] help') && x.text().includes('How hardy') });
    ann.channel.type('l');
    await drive(w, ann, { until: (x) => x.bottom().includes('[P] pace: normal') });
    expect(ann.text()).toContain('-- The tale so far (lines');
    const mark = ann.channel.output().length;
    ann.channel.type('p');
    await drive(w, ann, { until: (x) => x.bottom().includes('[P] pace: slow') });
    expect(ann.text(mark)).not.toContain('The tale so far');
    ann.channel.type('q');
    await drive(w, ann, { until: (x) => x.bottom().includes('[?] help') });
    const back = ann.channel.output().length;
    ann.channel.type('\x1b');
    w.clock.advance(1_000);
    await drive(w, ann, { until: (x) => x.text(back).includes('The tables of Arkham') && x.bottom().includes('[?] help') });
    ann.channel.type('x');
    await done;
    expect(await readPace(w.store, 'Ann')).toBe('slow');
  });
});

import { describe, it, expect } from 'vitest';
import { at, caller, drive, world } from './support.js';

describe('a new table', () => {
  it('asks the name, seats, pace, order and rules, then the investigators, and begins with automatons on [B]', async () => {
    const w = world('new-1');
    const ann = caller(w, 'Ann');
    const done = ann.run();
    await at(w, ann, 'Close or seal the gates', ' ');
    await at(w, ann, 'The tables of Arkham', 'n');
    await at(w, ann, 'Name of the table:', 'The Night Watch\r');
    await at(w, ann, 'Which game does this table play?', '\r');
    await at(w, ann, 'How many seats at the table?', '3');
    await at(w, ann, 'Who takes the other seats?', '2');
    await at(w, ann, 'How long does each turn wait?', '\r');
    await at(w, ann, 'In what order do the investigators act?', '\r');
    await drive(w, ann, { until: (x) => x.screen.text().includes('The rules of this table') });
    const fullHeal = /(\w)\) House rule: full treatment: off/.exec(ann.screen.text())?.[1];
    expect(fullHeal).toBeDefined();
    ann.channel.type(fullHeal ?? '');
    await at(w, ann, 'House rule: full treatment: doctors heal you to the full', '\r');
    await at(w, ann, 'Choose your first investigator', '1');
    await at(w, ann, 'Choose your second investigator', 'd');
    await at(w, ann, 'is gathering its players', 'b');
    await drive(w, ann, { until: (x) => x.bottom().includes('[?] help') && x.screen.text().includes('How hardy') });

    const [game] = await w.service.games.gamesOf('Ann');
    expect(game?.title).toBe('The Night Watch');
    expect(game?.maxPlayers).toBe(3);
    expect(game?.deadlineMinutes).toBe(24 * 60);
    expect(game?.options.fullHeal).toBe(true);
    expect(game?.options.strictOrder).toBe(false);
    expect(game?.ruleset).toBe('classic');
    expect(game?.seats.map((seat) => seat.kind)).toEqual(['human', 'bot', 'bot']);
    const first = w.service.games.investigators()[0]?.id;
    expect(game?.seats[0]?.investigators).toContain(first);

    ann.channel.type('q');
    await at(w, ann, 'The tables of Arkham', 'x');
    await done;
    expect(ann.screen.scrolled).toBe(false);
    expect(ann.screen.bottomRightWritten).toBe(false);
  });

  it('offers the revised game: no rules page, a choice of the revised investigators, and the table plays revised', async () => {
    const w = world('new-3');
    const ann = caller(w, 'Ann');
    const done = ann.run();
    await at(w, ann, 'Close or seal the gates', ' ');
    await at(w, ann, 'The tables of Arkham', 'n');
    await at(w, ann, 'Name of the table:', 'Later Rules\r');
    await drive(w, ann, { until: (x) => x.screen.text().includes('Which game does this table play?') });
    expect(ann.screen.text()).toContain('Classic (1987)');
    const revisedKey = /(\w)\) Revised/.exec(ann.screen.text())?.[1];
    expect(revisedKey).toBeDefined();
    ann.channel.type(revisedKey ?? '');
    await at(w, ann, 'How many seats at the table?', '2');
    await at(w, ann, 'Who takes the other seats?', '1');
    await at(w, ann, 'How long does each turn wait?', '\r');
    await drive(w, ann, { until: (x) => x.screen.text().includes('Choose your investigator') });
    // The revised investigators, one each, with what they bring; not classic's.
    expect(ann.screen.text()).toMatch(/Ada Whitlock, Stamina \d, Sanity \d +Spd\d Snk\d Fgt\d Wil\d Lor\d Lck\d\n/);
    expect(ann.screen.text()).not.toContain('Ruth Ashby');
    const adaKey = /(\w)\) Ada Whitlock/.exec(ann.screen.text())?.[1];
    expect(adaKey).toBeDefined();
    ann.channel.type(adaKey ?? '');
    await drive(w, ann, { until: (x) => x.bottom().includes('[?] help') && x.screen.text().includes('Terror'), maxSteps: 500 });
    // The decision over the revised map, the banner above its menu saying where the game stands.
    expect(ann.screen.text()).toMatch(/Turn 1 [A-Za-z ]+ {2}Doom \d+\/\d+ {2}Terror 0 {2}Gates \d+/);
    const [game] = await w.service.games.gamesOf('Ann');
    expect(game?.title).toBe('Later Rules');
    expect(game?.ruleset).toBe('revised');
    expect(game?.status).toBe('running');
    expect(game?.seats[0]?.investigators).toEqual(['ada']);
    ann.channel.type('\x1b');
    w.clock.advance(1_000);
    await drive(w, ann, { until: (x) => x.screen.text().includes('The tables of Arkham') });
    expect(ann.screen.text()).toContain('Later Rules: revised, turn 1');
    ann.channel.type('x');
    await done;
  });

  it('backs out on Esc without making a table', async () => {
    const w = world('new-2');
    await w.service.games.create('Ann', { maxPlayers: 1 });
    const ann = caller(w, 'Ann');
    const done = ann.run();
    await at(w, ann, 'The tables of Arkham', 'n');
    await at(w, ann, 'Name of the table:', '\r');
    await at(w, ann, 'Which game does this table play?', '\r');
    await at(w, ann, 'How many seats at the table?', '\x1b');
    // A lone ESC is told from the start of a key sequence by a short wait.
    w.clock.advance(1_000);
    await drive(w, ann, { until: (x) => x.screen.text().includes('The tables of Arkham') });
    expect(await w.service.games.list()).toHaveLength(1);
    ann.channel.type('x');
    await done;
  });

  it('says at the name prompt that Esc goes back, and Esc there, a name half typed, goes back to the lobby', async () => {
    const w = world('new-4');
    const ann = caller(w, 'Ann');
    const done = ann.run();
    await at(w, ann, 'Close or seal the gates', ' ');
    await at(w, ann, 'The tables of Arkham', 'n');
    await at(w, ann, 'Name of the table:', 'The Night\x1b');
    expect(ann.screen.text()).toContain('Esc goes back');
    w.clock.advance(1_000);
    await drive(w, ann, { until: (x) => x.screen.text().includes('The tables of Arkham') && !x.screen.text().includes('Name of the table') });
    expect(await w.service.games.list()).toHaveLength(0);
    ann.channel.type('x');
    await done;
    expect(ann.screen.scrolled).toBe(false);
  });
});

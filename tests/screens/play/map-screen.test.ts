import { describe, it, expect } from 'vitest';
import { ASCII, caller, drive, world, type Caller, type World } from './support.js';
import { MAP_KEYS } from '../../../src/rulesets/classic/screens/map-screen.js';

/** Ann at her first decision of a two-seat table with an automaton. */
async function annAtTable(caps = ASCII): Promise<{ w: World; ann: Caller; done: Promise<void> }> {
  const w = world('keys-1');
  const created = await w.service.games.create('Ann', { maxPlayers: 2 });
  await w.service.games.start(created.id, 'Ann', { fillWithBots: true });
  const ann = caller(w, 'Ann', caps);
  const done = ann.run();
  await drive(w, ann, { until: (x) => x.bottom().includes('[?] help') && x.text().includes('How hardy') });
  return { w, ann, done };
}

async function leave(w: World, ann: Caller, done: Promise<void>): Promise<void> {
  const mark = ann.channel.output().length;
  ann.channel.type('\x1b');
  w.clock.advance(1_000);
  await drive(w, ann, { until: (x) => x.text(mark).includes('The tables of Arkham') && x.bottom().includes('[?] help') });
  ann.channel.type('x');
  await done;
}

describe('the whole map on M', { timeout: 60_000 }, () => {
  it('fits 24 rows on a plain terminal: the map from its top row, the keys once, on the last line', async () => {
    const { w, ann, done } = await annAtTable();
    const mark = ann.channel.output().length;
    ann.channel.type('m');
    await drive(w, ann, { until: (x) => x.bottom().includes(MAP_KEYS) });
    const shown = ann.text(mark);
    const lines = shown.split('\r\n');
    // A line break ends the menu's line, then 24 lines: the map's 22, its status and legend, the keys.
    expect(lines).toHaveLength(25);
    expect(lines[1]).toContain('Train Station');
    expect(lines[23]).toMatch(/Turn 0 Setup .* you .*monster/);
    expect(lines[24]?.trim()).toBe(MAP_KEYS);
    expect(shown.match(/Any other key/g)).toHaveLength(1);
    ann.channel.type(' ');
    await drive(w, ann, { until: (x) => x.bottom().includes('[?] help') });
    await leave(w, ann, done);
  });

  it('looks at a place (who is there, with their Strength and Sanity) and shows the key with every street', async () => {
    const { w, ann, done } = await annAtTable();
    ann.channel.type('m');
    await drive(w, ann, { until: (x) => x.bottom().includes(MAP_KEYS) });
    let mark = ann.channel.output().length;
    ann.channel.type('p');
    await drive(w, ann, { until: (x) => x.text(mark).includes('Look at which place?') && x.bottom().includes('[?] help') });
    expect(ann.text(mark)).toContain('Train Station');
    mark = ann.channel.output().length;
    ann.channel.type('\r');
    await drive(w, ann, { until: (x) => x.bottom().includes('back to the map') });
    const report = ann.text(mark);
    expect(report).toContain('Its door opens onto High Street.');
    expect(report).toMatch(/\(seat [A-D], [^)]+\): Strength \d+, Sanity \d+\./);
    ann.channel.type(' ');
    await drive(w, ann, { until: (x) => x.bottom().includes(MAP_KEYS) });
    mark = ann.channel.output().length;
    ann.channel.type('k');
    await drive(w, ann, { until: (x) => x.bottom().includes('back to the map') });
    const key = ann.text(mark);
    for (const street of ['High Street', 'River Street', 'Garrison Street', 'Shore Road']) expect(key).toContain(street);
    expect(key).toContain('a taxi stand');
    ann.channel.type(' ');
    await drive(w, ann, { until: (x) => x.bottom().includes(MAP_KEYS) });
    ann.channel.type(' ');
    await drive(w, ann, { until: (x) => x.bottom().includes('[?] help') });
    await leave(w, ann, done);
  });

  it('names a monster by species with its strength and Sanity cost when looked at', async () => {
    const { w, ann, done } = await annAtTable(ASCII);
    ann.channel.type('m');
    await drive(w, ann, { until: (x) => x.bottom().includes(MAP_KEYS) });
    const mark = ann.channel.output().length;
    ann.channel.type('p');
    await drive(w, ann, { until: (x) => x.text(mark).includes('Look at which place?') && x.bottom().includes('[?] help') });
    // The setup's gate and its monsters are among the busy places: pick the one with monsters.
    const menu = ann.text(mark);
    const line = menu.split('\r\n').find((l) => /monster/.test(l) && /^\s*[*]?\s*\d\)/.test(l));
    expect(line).toBeDefined();
    const key = /(\d)\)/.exec(line ?? '')?.[1] ?? '1';
    const before = ann.channel.output().length;
    ann.channel.type(key);
    await drive(w, ann, { until: (x) => x.bottom().includes('back to the map') });
    expect(ann.text(before)).toMatch(/: strength \d+; (Sanity \S+ if your nerve holds, \S+ if not|Sanity \S+ whether your nerve holds or not|it costs no Sanity)\./);
    ann.channel.type(' ');
    await drive(w, ann, { until: (x) => x.bottom().includes(MAP_KEYS) });
    ann.channel.type(' ');
    await drive(w, ann, { until: (x) => x.bottom().includes('[?] help') });
    await leave(w, ann, done);
  });
});

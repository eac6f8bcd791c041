import { describe, it, expect } from 'vitest';
import { caller, drive, world, ASCII, CP437, type Caller } from './support.js';

describe('a newcomer at the tables', () => {
  it('reads the goal on one screen, takes the quick game on Enter and reaches the first move in six keys', async () => {
    const w = world('b');
    const start = w.clock.now();
    const ann = caller(w, 'Ann');
    const done = ann.run();
    const seen: string[] = [];
    const keys = await drive(w, ann, {
      key: (c) => {
        seen.push(c.screen.text());
        return '\r';
      },
      until: (c) => c.bottom().includes('[?] help') && c.screen.text().includes('Where does'),
    });
    expect(keys).toBeLessThanOrEqual(6);
    // The tale of the table's first night, at its own pace, leaves the first move well inside a minute.
    expect(w.clock.now() - start).toBeLessThan(60_000);
    const [goal, lobby] = seen;
    expect(goal).toContain('Close or seal the gates before the Doom track fills');
    expect(goal).toContain('The game waits for you');
    expect(lobby).toContain('The tables of Arkham');
    expect(lobby).toMatch(/\* q\) Quick game/);
    expect(lobby).toContain('[Enter] Quick game');
    // The map is in sight above the decision, the caller's investigator lit up on it.
    expect(ann.screen.text()).toContain('Train Station');
    expect((await w.service.games.gamesOf('Ann')).map((g) => g.seats.map((s) => s.kind))).toEqual([['human', 'bot']]);
    ann.channel.hangUp();
    await expect(done).rejects.toThrow(/session ended/);
  });
});

/** Plays a quick game against the automaton to its end with Enter alone, then goes back to the main menu. */
async function playToTheEnd(caps = CP437): Promise<{ ann: Caller; keys: number; outcome: string }> {
  const w = world('b');
  const ann = caller(w, 'Ann', caps);
  const done = ann.run();
  const keys = await drive(w, ann, { hurry: true, until: (c) => /return to the tables/.test(c.bottom()) });
  const over = ann.text(ann.text().lastIndexOf('ARKHAM'));
  ann.channel.type('\r');
  await drive(w, ann, { until: (c) => c.bottom().includes('[Enter]') });
  ann.channel.type('x');
  await done;
  const [game] = await w.service.games.gamesOf('Ann');
  expect(game?.status).toBe('over');
  return { ann, keys, outcome: over };
}

/** The last SGR sequence sent: the colours the caller's terminal is left in. */
function lastSgr(bytes: Buffer): string {
  const all = bytes.toString('latin1').match(/\x1b\[[0-9;]*m/g) ?? [];
  return all[all.length - 1] ?? '';
}

describe('a whole game at the table', () => {
  it('plays to the end on Enter alone in CP437, every screen inside 80x24, and leaves the default colours', async () => {
    const { ann, keys, outcome } = await playToTheEnd();
    expect(keys).toBeGreaterThan(20);
    expect(outcome).toMatch(/ARKHAM (IS SAVED|HAS FALLEN)/);
    expect(outcome).toContain('Game turns played');
    expect(outcome).toContain('Your investigators closed');
    expect(ann.screen.bottomRightWritten, 'wrote the bottom-right cell').toBe(false);
    expect(ann.screen.scrolled, 'scrolled').toBe(false);
    expect(ann.screen.ambiguousWraps, 'leaned on the wrap after column 80').toBe(0);
    expect(lastSgr(ann.channel.output())).toMatch(/^\x1b\[0?m$/);
    expect(ann.logs.filter((line) => line.startsWith('error'))).toEqual([]);
  });

  it('plays to the end in plain ASCII: not one escape, not one byte above 0x7F', async () => {
    const { ann, outcome } = await playToTheEnd(ASCII);
    expect(outcome).toMatch(/ARKHAM (IS SAVED|HAS FALLEN)/);
    const bytes = ann.channel.output();
    expect(bytes.includes(0x1b)).toBe(false);
    expect([...bytes].every((b) => b < 0x80)).toBe(true);
    expect(ann.text()).toContain('Where does');
    expect(ann.logs.filter((line) => line.startsWith('error'))).toEqual([]);
  });
});

describe('a terminal too small for the map', () => {
  it('still plays, in lines, with colour but without whole-screen drawing', async () => {
    const w = world('b');
    const ann = caller(w, 'Ann', { charset: 'utf8', ansi: true, cols: 80, rows: 20 });
    const done = ann.run();
    await drive(w, ann, { hurry: true, until: (c) => c.text().includes('Where does') && c.bottom().includes('[?] help') });
    expect(ann.text()).toContain('Turn 1 Day');
    // The decision is drawn whole after the lines above it, not as a change to a screen long scrolled away.
    expect(ann.screen.rowText(1)).toMatch(/^ Where does .+ go\?/);
    const mark = ann.channel.output().length;
    ann.channel.type('q');
    await drive(w, ann, { until: (c) => c.text(mark).includes('The tables of Arkham') && c.bottom().includes('[?] help') });
    ann.channel.type('x');
    await done;
  });
});

describe('a line with no game service', () => {
  it('goes back to the main menu with the failure, which tells the caller, and leaves the default colours', async () => {
    const w = world();
    const ann = caller(w, 'Ann');
    ann.ctx.service = () => Promise.reject(new Error('no game service on this line'));
    await expect(ann.run()).rejects.toThrow('no game service on this line');
    expect(ann.text()).toMatch(/\x1b\[0m\x1b\[2J$/);
  });
});

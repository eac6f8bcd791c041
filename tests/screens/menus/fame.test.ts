// The Hall of Fame: the standings on the hall's art, best first, the caller's line marked; a page turn
// redraws only the lines of the table; Enter on the last page goes back; the page keys only when
// there is more than one page; ASCII mode.
import { describe, expect, it } from 'vitest';
import { runFame } from '../../../src/screens/fame/fame-screen.js';
import { FAME_HEADING, fameLine } from '../../../src/screens/fame/fame-words.js';
import type { FameEntry } from '../../../src/service/hall-of-fame.js';
import { ASCII, board, Caller, expectFits, expectPlainAscii, settle, type Board } from './support.js';

const NAMES = ['Ann', 'Bob', 'Carter', 'Dexter', 'Eliot', 'Fenton', 'Gilman', 'Halsey', 'Innsmouth Joe', 'Jermyn', 'Kuranes', 'Lavinia', 'Marsh', 'Nahum', 'Olmstead'];

async function hall(world: Board): Promise<void> {
  for (const [i, name] of NAMES.entries()) {
    const entry: FameEntry = { name, won: NAMES.length - i, lost: i, gatesClosed: 2 * (NAMES.length - i), monstersSlain: i + 3, investigatorsLost: i % 3, games: [] };
    await world.store.transactDoc<FameEntry>('halloffame', name.toLowerCase(), () => ({ next: entry }));
  }
}

describe('the Hall of Fame', () => {
  it('lines up each line under the heading', () => {
    const line = fameLine({ name: 'Ann', won: 3, lost: 1, gatesClosed: 12, monstersSlain: 30, investigatorsLost: 2, games: [] }, 1, true);
    expect(line.length).toBe(FAME_HEADING.length);
    expect(FAME_HEADING.indexOf('Won') + 3).toBe(line.indexOf(' 3 ') + 2);
    expect(line.startsWith('>   1  Ann')).toBe(true);
  });

  it('shows the standings a page at a time, and Enter on the last page goes back', async () => {
    const world = board();
    await hall(world);
    const nahum = new Caller(world, 'Nahum');
    const done = nahum.run(runFame);
    await nahum.see('H A L L');
    await settle();
    const first = nahum.screen();
    expectFits(first);
    expect(first.text()).toContain('Investigator');
    expect(first.text()).toMatch(/ {4}1 {2}Ann/);
    expect(first.text()).toContain('Page 1 of 2.  You stand 14 of 15.');
    expect(first.text()).not.toContain('Nahum');
    expect(first.text()).toMatch(/\[Enter\] +next page +\[<\] +previous/);
    const mark = nahum.mark();
    nahum.type('\r');
    await nahum.see('Page 2 of 2', mark);
    await settle();
    const turn = nahum.text(mark);
    expect(turn).not.toContain('\x1b[2J');
    expect(turn).not.toContain('H A L L');
    const second = nahum.screen();
    expectFits(second);
    expect(second.text()).toMatch(/> +14 {2}Nahum/);
    expect(second.text()).not.toContain(' Ann ');
    const back = nahum.mark();
    nahum.type('<');
    await nahum.see('Page 1 of 2', back);
    const on = nahum.mark();
    nahum.type('>');
    await nahum.see('Page 2 of 2', on);
    nahum.type('\r');
    await done;
  });

  it('says the roll is empty before any game has ended, and reads in ASCII mode', async () => {
    const ann = new Caller(board(), 'Ann', { caps: ASCII });
    const done = ann.run(runFame);
    await ann.see('the roll is empty');
    await settle();
    // One page: no keys to turn it.
    expect(ann.screen().text()).toContain('[Q]  back to the menu');
    expect(ann.screen().text()).not.toMatch(/next page|previous/);
    ann.type('q');
    await done;
    expectPlainAscii(ann.channel.output());
  });
});

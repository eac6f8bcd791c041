import { describe, it, expect } from 'vitest';
import { ASCII, caller, drive, world } from './support.js';
import { settleAsync } from '../../service/helpers/async.js';
import { LiveScreen } from '../../../src/screens/game/live-screen.js';
import { tickerLine } from '../../../src/screens/play/ticker.js';

describe("a ticker of other players' moves at a decision", () => {
  it("shows Bob's move from another node on the banner row within two seconds, the menu kept", async () => {
    const w = world('ticker-1');
    const bobNode = w.node();
    const created = await w.service.games.create('Ann', { title: 'The Night Watch', maxPlayers: 2 });
    await bobNode.games.join(created.id, 'Bob');
    const ann = caller(w, 'Ann');
    const done = ann.run();
    await drive(w, ann, { until: (x) => x.bottom().includes('[?] help') && x.screen.text().includes('How hardy') });
    const menuRows = Array.from({ length: 24 }, (_, k) => ann.screen.rowText(k + 1));
    const bannerRow = menuRows.findIndex((row) => row.startsWith('── Turn')) + 1;
    expect(bannerRow).toBeGreaterThan(1);

    const bob = await bobNode.games.view(created.id, 'Bob');
    const first = bob.prompts[0];
    if (!first) throw new Error('Bob has nothing to decide');
    await bobNode.games.answer(created.id, 'Bob', { promptId: first.prompt.id, optionId: first.prompt.default, version: bob.stateVersion });
    const mark = ann.channel.output().length;
    for (let t = 0; t < 2_000 && !ann.screen.rowText(bannerRow).includes('»'); t += 250) {
      w.clock.advance(250);
      await settleAsync(5);
      ann.bottom();
    }
    const banner = ann.screen.rowText(bannerRow);
    expect(banner).toMatch(/^── » \w[\w ]+ settles on Strength \d and Sanity \d\. ─+ Amos Wendell ───$/);
    // Only the banner row went down the line; the menu is as it was.
    expect(ann.channel.output().length - mark).toBeLessThan(200);
    for (let row = bannerRow + 1; row <= 24; row += 1) expect(ann.screen.rowText(row)).toBe(menuRows[row - 1]);

    ann.channel.type('\x1b');
    w.clock.advance(1_000);
    await drive(w, ann, { until: (x) => x.screen.text().includes('The tables of Arkham') });
    ann.channel.type('x');
    await done;
  });

  it('tells a plain terminal the move on a line of its own, then writes the prompt again: the menu is not lost', async () => {
    const w = world('ticker-2');
    const bobNode = w.node();
    const created = await w.service.games.create('Ann', { title: 'The Night Watch', maxPlayers: 2 });
    await bobNode.games.join(created.id, 'Bob');
    const ann = caller(w, 'Ann', ASCII);
    const done = ann.run();
    await drive(w, ann, { until: (x) => x.bottom().includes('[?] help') && x.channel.output().toString('latin1').includes('How hardy') });
    const prompt = ann.bottom();

    const bob = await bobNode.games.view(created.id, 'Bob');
    const first = bob.prompts[0];
    if (!first) throw new Error('Bob has nothing to decide');
    await bobNode.games.answer(created.id, 'Bob', { promptId: first.prompt.id, optionId: first.prompt.default, version: bob.stateVersion });
    const mark = ann.channel.output().length;
    const since = (): string => ann.channel.output().subarray(mark).toString('latin1');
    for (let t = 0; t < 2_000 && !/settles on Strength/.test(since()); t += 250) {
      w.clock.advance(250);
      await settleAsync(5);
    }
    const lines = since().split('\r\n');
    const told = lines.findIndex((line) => /settles on Strength \d and Sanity \d\./.test(line));
    expect(told, since()).toBeGreaterThanOrEqual(0);
    expect(lines[told]).toMatch(/^> \w/);
    // The prompt comes back right under it, and nothing of the menu is sent again.
    expect(lines.slice(told + 1).join('\r\n').trimEnd()).toBe(prompt.trimEnd());
    expect(since()).not.toContain('How hardy');
    expect([...ann.channel.output()].every((b) => b < 0x80 && b !== 0x1b)).toBe(true);

    ann.channel.type('\x1b');
    w.clock.advance(1_000);
    await drive(w, ann, { until: (x) => x.channel.output().toString('latin1').includes('The tables of Arkham') });
    ann.channel.type('x');
    await done;
  });

  it('puts a revised game\'s moves in a line of the revised narration', async () => {
    const w = world('ticker-revised');
    const ann = caller(w, 'Ann');
    const session = { ctx: ann.ctx, service: w.service, screen: new LiveScreen(ann.ctx.term), presence: null };
    const line = tickerLine(session, [{ v: 3, turn: 1, at: 0, by: 'Bob', cause: 'answer', events: [{ type: 'revised', event: { type: 'moved', inv: 'ada', from: 'uptown', to: 'french-hill' } }] }]);
    expect(line).toBe('Ada Whitlock goes from Uptown to French Hill.');
    const phase = tickerLine(session, [{ v: 4, turn: 2, at: 0, by: null, cause: 'bot', events: [{ type: 'revised', event: { type: 'phase', phase: 'movement', turn: 2 } }, { type: 'revised', event: { type: 'terror', now: 2 } }] }]);
    expect(phase).toBe('Turn 2, Movement: The terror level rises to 2.');
  });
});

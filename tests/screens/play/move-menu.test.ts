import { describe, it, expect } from 'vitest';
import { graphOf } from '../../../src/rulesets/classic/bots/board.js';
import { spaceLabel } from '../../../src/rulesets/classic/screens/street-words.js';
import { ESCAPE_TIMEOUT_MS } from '../../../src/term/keys.js';
import { shippedContent } from '../../service/helpers/game-fixture.js';
import { caller, drive, world, type Caller, type World } from './support.js';

const content = shippedContent();
const graph = graphOf(content);

/** The hotkey the screen shows beside `label` ("  2) Stop on a street..."). */
function keyBeside(c: Caller, label: string): string {
  const found = new RegExp(`([0-9a-z])\\) ${label.replace(/[.()$]/g, '\\$&')}`).exec(c.screen.text());
  if (!found?.[1]) throw new Error(`no ${label} on the screen:\n${c.screen.text()}`);
  return found[1];
}

/** Types a key and waits until the screen has answered it with a menu. */
async function press(w: World, c: Caller, key: string): Promise<void> {
  const mark = c.channel.output().length;
  c.channel.type(key);
  if (key === '\x1b') w.clock.advance(ESCAPE_TIMEOUT_MS);
  await drive(w, c, { until: (x) => x.channel.output().length > mark && x.bottom().includes('[?] help') });
}

describe('the move at the table', () => {
  it('opens the street spaces in the panel under the map, goes back on Esc, and a street picked there is where the investigator goes', async () => {
    const w = world('b');
    const ann = caller(w, 'Ann');
    const done = ann.run();
    await drive(w, ann, { until: (c) => c.bottom().includes('[?] help') && c.screen.text().includes('Where does') });
    const first = ann.screen.text();
    const mapTop = ann.screen.rowText(1);

    await press(w, ann, keyBeside(ann, 'Stop on a street...'));
    expect(ann.screen.text()).toContain('Stop on which street space?');
    expect(ann.screen.text()).toContain('[Esc] back  [M] map');
    // The whole panel, under the banner; the top of the map still in sight.
    expect(ann.screen.rowText(9)).toMatch(/^── Turn 1/);
    expect(ann.screen.rowText(1)).toBe(mapTop);

    await press(w, ann, '\x1b');
    expect(ann.screen.text()).toBe(first);

    await press(w, ann, keyBeside(ann, 'Stop on a street...'));
    const street = ann.screen.rowText(12).slice(0, 40).trim();
    const space = /1\) (.+?) {2,}/.exec(ann.screen.rowText(13))?.[1] ?? '';
    const target = content.board.streets.find((s) => spaceLabel(content, s.id) === `${street} ${space}`);
    expect(target, `${street} ${space}`).toBeDefined();
    const mark = ann.channel.output().length;
    ann.channel.type('1');
    await drive(w, ann, { hurry: true, until: (c) => c.channel.output().length > mark && c.text(mark).includes('walks') });
    const [game] = await w.service.games.gamesOf('Ann');
    const view = await w.service.games.view(game?.id ?? '', 'Ann');
    const mover = view.state?.invs.find((i) => i.slot === view.state?.players[view.seat]?.slots[0]);
    expect(graph.ids[mover?.at ?? -1]).toBe(target?.id);
    ann.channel.hangUp();
    await expect(done).rejects.toThrow(/session ended/);
  });
});

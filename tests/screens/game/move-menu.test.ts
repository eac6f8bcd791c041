import { describe, it, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadArtLibrary } from '../../../src/screens/art/library.js';
import { askMenu } from '../../../src/screens/game/ask-prompt.js';
import { numberField, stringField } from '../../../src/rulesets/classic/screens/describe-option.js';
import { LiveScreen } from '../../../src/screens/game/live-screen.js';
import type { PromptMenu } from '../../../src/screens/game/menu-model.js';
import { isLocation, streetName } from '../../../src/screens/game/names.js';
import { helpFor } from '../../../src/rulesets/classic/screens/prompt-help.js';
import { buildPromptMenu, type MenuLayout, type PromptData } from '../../../src/screens/game/prompt-menu.js';
import { drawMenuPage, menuCursor } from '../../../src/screens/game/prompt-page.js';
import { spaceLabel } from '../../../src/rulesets/classic/screens/street-words.js';
import { fittedMenu } from '../../../src/screens/game/fit-menu.js';
import { TABLE_COMMANDS } from '../../../src/rulesets/classic/screens/table-screen.js';
import { bannerText, drawScene, MENU_ROWS, withMenu } from '../../../src/screens/play/table-view.js';
import type { TableState } from '../../../src/rulesets/classic/screens/table-state.js';
import { renderScreen } from '../../../src/term/screen-buffer.js';
import { VirtualScreen } from '../../support/virtual-screen.js';
import { answering, entriesOf, keysTo, openers } from './menu-walk.js';
import { elevenStepsFromTrainStation } from './move-fixtures.js';
import { ASCII, content, expectFits, expectPlainAscii, openTerminal, settle, through } from './support.js';

const art = loadArtLibrary(fileURLToPath(new URL('../../../ansi/', import.meta.url)));
/** The table's layout at a decision (table-screen.ts): its own keys kept back, the panel under the map. */
const TABLE: MenuLayout = { reservedKeys: Object.keys(TABLE_COMMANDS).join(''), keysHint: '[M] map  [S] investigators  [L] the tale so far  [Q] lobby', panelRows: MENU_ROWS };

function atTheTable(prompt: PromptData): PromptMenu {
  return fittedMenu((rows) => buildPromptMenu(content, prompt, rows, TABLE), MENU_ROWS);
}

const firstPage = (menu: PromptMenu): PromptMenu => ({ ...menu, pages: menu.pages.slice(0, 1) });

/** The option that goes (`go`, `taxi`, …) to the space labelled `label`. */
function optionTo(prompt: PromptData, ride: string, label: string): string {
  const found = prompt.options.find((o) => o.id.startsWith(`${ride}:`) && spaceLabel(content, stringField(o, 'to') ?? '') === label);
  if (!found) throw new Error(`no ${ride} to ${label}`);
  return found.id;
}

/**
 * Asks `menu` over the map as the table does, types `keys` one at a time, and returns the answer, the
 * bytes of the first menu drawn over the map, and the bytes of the whole way to the answer.
 */
async function overTheMap(menu: PromptMenu, state: TableState, keys: readonly string[]) {
  const { term, channel } = openTerminal();
  const screen = new LiveScreen(term);
  const base = drawScene({ content, state, art, slot: 0 });
  screen.show(base);
  const mark = channel.output().length;
  const banner = bannerText(content, state, 'Ruth Ashby');
  const asked = askMenu(term, menu, { screen, commands: TABLE_COMMANDS, escape: 'leave', place: (page, cursorAt) => withMenu(base, page, cursorAt, banner) });
  await settle();
  const firstMenu = channel.output().length - mark;
  for (const key of keys) {
    channel.type(key);
    await settle();
  }
  const result = await asked;
  const shown = new VirtualScreen();
  shown.feed(channel.output());
  expectFits(shown);
  return { result, firstMenu, bytes: channel.output().length - mark, shown };
}

describe('the move of issue #6: Ruth Ashby, 11 steps from the Train Station', () => {
  const { prompt, state } = elevenStepsFromTrainStation();
  const menu = atTheTable(prompt);
  const [streets, taxi] = openers(menu).map((e) => e.submenu);

  it('is the decision the issue tells of: every destination in one prompt', () => {
    expect(prompt.investigator).toBe('ruth-ashby');
    expect(prompt.context).toEqual({ dice: [5, 6], roll: 11, from: 'train-station' });
    expect(prompt.options.length).toBeGreaterThan(150);
    expect(menu.context).toEqual(['Rolled 5 and 6: 11 steps from Train Station.']);
  });

  it('offers every option exactly once across the first menu and its sub-menus, and no other', () => {
    expect(answering(menu).map((e) => e.optionId).sort()).toEqual(prompt.options.map((o) => o.id).sort());
  });

  it('holds on its first page staying, the street and taxi entries, the nearest places with steps, and the card uses', () => {
    expect(menu.rows).toBe(MENU_ROWS);
    expect(menu.pages.length).toBe(2);
    const [first, second] = menu.pages;
    expect(first?.sections.map((s) => s.heading)).toEqual([null, 'Places', 'Cards to use first']);
    expect(first?.sections[0]?.entries.map((e) => [e.key, e.label, e.detail])).toEqual([
      ['1', 'Stay at Train Station', ''],
      ['2', 'Stop on a street...', '48 spaces'],
      ['3', 'Ride a taxi ($1)...', 'the stand is 5 steps away'],
    ]);
    expect(first?.sections[0]?.entries[0]?.isDefault).toBe(true);
    expect(first?.sections[2]?.entries.map((e) => e.optionId)).toEqual(['use:heal:ruth-ashby', 'use:heal:ben-hale']);
    // The nearest places on the first page, the others after, nearest first.
    const cost = (id: string): number => numberField(prompt.options.find((o) => o.id === id), 'cost') ?? -1;
    const here = first?.sections[1]?.entries.map((e) => cost(e.optionId)) ?? [];
    const later = second?.sections.find((s) => s.heading === 'Places (continued)')?.entries.map((e) => cost(e.optionId)) ?? [];
    expect(here.length).toBe(6);
    expect(here).toEqual([...here].sort((a, b) => a - b));
    expect(Math.max(...here)).toBeLessThanOrEqual(Math.min(...later));
    expect(entriesOf(menu).find((e) => e.optionId === 'go:city-hall')).toMatchObject({ label: 'City Hall', detail: '4 steps' });
  });

  it('draws the first page over the map, the places two to a line', () => {
    const page = drawMenuPage(menu, 0);
    expect(page.rowText(1)).toMatch(/^ Where does Ruth Ashby go\? +page 1\/2$/);
    expect(page.rowText(4)).toBe('* 1) Stay at Train Station');
    expect(page.rowText(8)).toBe(`${'  4) City Hall  4 steps'.padEnd(42)}5) Curiositie Shoppe 5 steps`);
    expect(page.rowText(15)).toBe('[1-b] choose  [Enter] Stay at Train Station  [?] help  [>] more');
  });

  it('opens the street spaces on foot: under their street, in order along it, on three pages of two columns', () => {
    if (!streets) throw new Error('no streets menu');
    expect(streets.title).toBe('Stop on which street space? (steps from Train Station)');
    expect(streets.rows).toBe(MENU_ROWS);
    expect(streets.pages.length).toBe(3);
    const spaces = answering(streets);
    expect(spaces.length).toBe(48);
    expect(spaces.every((e) => e.optionId.startsWith('go:'))).toBe(true);
    const garrison = streets.pages.flatMap((p) => p.sections).filter((s) => s.heading?.startsWith('Garrison Street'));
    expect(garrison.flatMap((s) => s.entries.map((e) => `${e.label}: ${e.detail}`))).toEqual([
      'east of City Hall: 5',
      'east of Newspaper: 6',
      'west of Dagon Mission: 7',
      'west of Dagon Mission (2): 8',
      'by Hospital: 9',
    ]);
    for (const page of streets.pages) {
      for (const section of page.sections) {
        const street = section.heading?.replace(' (continued)', '') ?? '';
        for (const entry of section.entries) expect(streetName(content, entry.optionId.slice(3))).toBe(street);
      }
      const keys = page.sections.flatMap((s) => s.entries.map((e) => e.key));
      expect(keys.filter((k) => 'msq'.includes(k))).toEqual([]);
      expect(keys.length).toBeGreaterThan(9);
    }
  });

  it('opens the taxi rides: every place by name first, then every street space', () => {
    if (!taxi) throw new Error('no taxi menu');
    expect(taxi.title).toBe('A taxi for $1, the stand is 5 steps away: where to?');
    const rides = answering(taxi);
    expect(rides.length).toBe(prompt.options.filter((o) => o.id.startsWith('taxi:')).length);
    const places = rides.filter((e) => isLocation(content, e.optionId.slice(5))).map((e) => e.label);
    expect(places).toEqual([...places].sort((a, b) => a.localeCompare(b)));
    expect(rides.slice(0, places.length).map((e) => e.label)).toEqual(places);
    expect(taxi.pages.length).toBeLessThanOrEqual(6);
  });

  it('reaches a place in two keys at most, a street space in four, a taxi ride to a place in three', () => {
    const places = prompt.options.filter((o) => o.id.startsWith('go:') && isLocation(content, o.id.slice(3)));
    for (const place of places) expect(keysTo(menu, place.id).length).toBeLessThanOrEqual(2);
    for (const space of answering(streets ?? menu)) expect(keysTo(menu, space.optionId).length).toBeLessThanOrEqual(4);
    const ridesToPlaces = prompt.options.filter((o) => o.id.startsWith('taxi:') && isLocation(content, o.id.slice(5)));
    for (const ride of ridesToPlaces) expect(keysTo(menu, ride.id).length).toBeLessThanOrEqual(3);
    expect(keysTo(menu, optionTo(prompt, 'go', 'Garrison Street west of Dagon Mission'))).toEqual(['2', '>', '3']);
    expect(keysTo(menu, 'taxi:woods')).toEqual(['3', '>', '5']);
  });

  it('answers the same prompt with the same option id, typed over the map, and sends less than before on the way to a ride', async () => {
    const garrison = optionTo(prompt, 'go', 'Garrison Street west of Dagon Mission');
    const street = await overTheMap(menu, state, keysTo(menu, garrison));
    expect(street.result).toEqual({ kind: 'option', optionId: garrison });
    const ride = await overTheMap(menu, state, keysTo(menu, 'taxi:woods'));
    expect(ride.result).toEqual({ kind: 'option', optionId: 'taxi:woods' });
    expect(ride.shown.text()).toContain('A taxi for $1');
    // The one long menu of 19 pages sent about 1,100 bytes for its first page, 5,600 to reach this ride.
    expect(ride.firstMenu).toBeLessThan(1_200);
    expect(ride.bytes).toBeLessThan(3_000);
    const place = await overTheMap(menu, state, keysTo(menu, 'go:city-hall'));
    expect(place).toMatchObject({ result: { kind: 'option', optionId: 'go:city-hall' }, bytes: place.firstMenu });
  });

  it('goes back from a sub-menu on Esc and on <, and keeps the table’s own keys there', async () => {
    const back = await overTheMap(menu, state, ['2', '<', '4']);
    expect(back.result).toEqual({ kind: 'option', optionId: entriesOf(firstPage(menu)).find((e) => e.key === '4')?.optionId });
    expect((await overTheMap(menu, state, ['3', 'M'])).result).toEqual({ kind: 'command', command: 'map' });
    expect((await overTheMap(menu, state, ['2', '\r'])).result).toEqual({ kind: 'option', optionId: 'stay' });
  });

  it('fits the screen on every page of every menu', () => {
    for (const shown of [menu, ...openers(menu).flatMap((e) => (e.submenu ? [e.submenu] : []))]) {
      shown.pages.forEach((_, page) => expectFits(through([renderScreen(drawMenuPage(shown, page), { cursorAt: menuCursor(shown, page) })]).screen));
    }
  });

  it('works in ASCII at 24 rows: one page of places, the sub-menus as plain lines, no escape', async () => {
    const plain = buildPromptMenu(content, prompt, 24, { reservedKeys: TABLE.reservedKeys ?? '', keysHint: TABLE.keysHint ?? '' });
    expect(plain.pages.length).toBe(1);
    const garrison = optionTo(prompt, 'go', 'Garrison Street west of Dagon Mission');
    const keys = keysTo(plain, garrison);
    expect(keys.length).toBe(2);
    const { term, channel } = openTerminal(ASCII);
    const asked = askMenu(term, plain, { commands: TABLE_COMMANDS, escape: 'leave' });
    for (const key of ['?', 'x', '3', '<', ...keys]) {
      await settle();
      channel.type(key);
    }
    expect(await asked).toEqual({ kind: 'option', optionId: garrison });
    const text = channel.output().toString('latin1');
    expect(text).toContain('Stop on which street space?');
    expect(text).toContain('A taxi for $1');
    expect(text).toContain('second menu');
    expectPlainAscii(channel.output());
  });
});

describe('moves of other shapes', () => {
  const base = { id: 'p1', investigator: 'ruth-ashby', kind: 'move', default: 'stay', context: { dice: [3, 4], roll: 7, from: 'st-26' } };
  const go = (to: string, extra: Record<string, unknown> = {}) => ({ id: `go:${to}`, to, end: to, stoppedAt: null, cost: 2, taxi: false, price: 0, monsters: 0, gate: false, ...extra });

  it('gives car rides and Taxi Whistle rides an entry each, and a walk a monster cuts short says where it stops', () => {
    const prompt: PromptData = {
      ...base,
      options: [
        go('st-26', { id: 'stay', cost: 0 }),
        go('st-27', { cost: 1 }),
        go('st-40', { end: 'st-27', stoppedAt: 'st-27', cost: 1, monsters: 1 }),
        go('lighthouse', { end: 'st-27', stoppedAt: 'st-27', cost: 1, monsters: 1 }),
        { ...go('woods', { cost: 0, car: true }), id: 'car:woods' },
        { ...go('hospital', { cost: 0, taxi: true, price: 1 }), id: 'whistle:hospital' },
      ],
    };
    const menu = buildPromptMenu(content, prompt);
    expect(entriesOf(menu).map((e) => [e.label, e.detail])).toEqual([
      ['Stay at West Street', ''],
      ['Stop on a street...', '2 spaces'],
      ['Drive your car...', 'anywhere, free'],
      ['Whistle up a taxi ($1)...', 'one ride, then it is gone'],
      ['Lighthouse', '1 monster by Shunned House'],
    ]);
    expect(entriesOf(menu).at(-1)?.optionId).toBe('go:lighthouse');
    const [streets, car, whistle] = openers(menu).map((e) => e.submenu);
    expect(answering(streets ?? menu).map((e) => [e.optionId, e.detail])).toEqual(
      expect.arrayContaining([
        ['go:st-27', '1'],
        ['go:st-40', '1 monster by Shunned House'],
      ]),
    );
    expect(answering(car ?? menu).map((e) => e.optionId)).toEqual(['car:woods']);
    expect(whistle?.title).toBe('Whistle up a taxi for $1: where to?');
  });

  it('says "outside" for a stop on the street by the very place the entry names, so a half-line never cuts it', () => {
    const prompt: PromptData = { ...base, options: [go('st-26', { id: 'stay', cost: 0 }), go('shunned-house', { end: 'st-27', stoppedAt: 'st-27', cost: 1, monsters: 1 })] };
    const entry = entriesOf(buildPromptMenu(content, prompt)).find((e) => e.optionId === 'go:shunned-house');
    expect([entry?.label, entry?.detail]).toEqual(['Shunned House', '1 monster outside']);
  });

  it('has no sub-menu entries when nothing but places is in reach', () => {
    const menu = buildPromptMenu(content, { ...base, context: { dice: [1, 1], roll: 2, from: 'woods' }, options: [go('woods', { id: 'stay', cost: 0 }), go('shunned-house')] });
    expect(openers(menu)).toEqual([]);
    expect(entriesOf(menu).map((e) => e.label)).toEqual(['Stay at Woods', 'Shunned House']);
  });

  it('puts the places where something waits first, then the nearest, when they do not all fit', () => {
    const far = content.board.locations.slice(0, 14).map((l, k) => go(l.id, { cost: 1 + k }));
    const gated = { ...go('woods', { cost: 9, monsters: 2, gate: true }) };
    const menu = atTheTable({ ...base, options: [go('st-26', { id: 'stay', cost: 0 }), go('st-27', { cost: 1 }), ...far, gated] });
    expect(menu.pages.length).toBe(2);
    const places = entriesOf(firstPage(menu)).filter((e) => e.optionId.startsWith('go:') && isLocation(content, e.optionId.slice(3)));
    expect(places[0]).toMatchObject({ optionId: 'go:woods', detail: '9 steps; 2 monsters, a gate' });
    expect(places.slice(1).map((e) => e.optionId)).toEqual(far.slice(0, places.length - 1).map((o) => o.id));
  });

  it('explains the sub-menus in its help', () => {
    expect(helpFor('move')).toMatch(/second menu of just those destinations, and Esc \(or < on its first page\) brings you back/);
  });
});

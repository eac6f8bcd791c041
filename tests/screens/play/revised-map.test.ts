// The revised board's map: a layout of its own (every area placed once, nothing overlapping, scenery
// and the gauges only on cells nothing else takes), drawn by the renderer classic's map uses, in CP437
// and in at most 24 plain ASCII lines; what stands where, and where a move may go.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { revisedHeuristicBot } from '../../../src/rulesets/revised/bots/index.js';
import { revisedEngineFor, seedRng } from '../../../src/engine/index.js';
import { loadArtLibrary } from '../../../src/screens/art/library.js';
import { mapLayout } from '../../../src/screens/game/map-layout.js';
import { INK } from '../../../src/screens/game/palette.js';
import { drawMenuPage, menuCursor } from '../../../src/screens/game/prompt-page.js';
import { sceneryOf } from '../../../src/screens/game/map-scenery.js';
import { placeVignetteName } from '../../../src/screens/game/place-vignette.js';
import { vignetteName } from '../../../src/screens/game/other-world.js';
import { GAUGE_ROWS, GAUGE_WIDTH, GAUGE_X, REVISED_SPOTS, revisedMapBoard } from '../../../src/rulesets/revised/screens/map-board.js';
import { crowdedRevisedState, measureRevisedMapBytes } from '../../../src/rulesets/revised/screens/map-bytes.js';
import { drawRevisedMap, gaugeLines, renderRevisedMap } from '../../../src/rulesets/revised/screens/map.js';
import { areaLines, revisedKeyLines } from '../../../src/rulesets/revised/screens/map-screen.js';
import { reachOf, revisedFocus, revisedPictureOf } from '../../../src/rulesets/revised/screens/scene.js';
import { revisedDecision } from '../../../src/rulesets/revised/screens/table.js';
import { asciiLines } from '../../../src/term/screen-buffer.js';
import { shippedRevisedContent } from '../../service/helpers/game-fixture.js';

const content = shippedRevisedContent();
const { board, scene } = revisedMapBoard(content);
const layout = mapLayout(board);
const areas = Object.values(content.board);

function freshState(players = 3): ReturnType<typeof crowdedRevisedState> {
  return revisedEngineFor(content).start({ players: Array.from({ length: players }, (_, k) => ({ id: `p${k + 1}` })) }, 'revised-map').state;
}

/** Every cell a plate, a street line or space, or a spot's marks may take: by whom. */
function claims(): Map<string, string[]> {
  const taken = new Map<string, string[]>();
  const take = (x: number, y: number, who: string): void => {
    taken.set(`${x},${y}`, [...(taken.get(`${x},${y}`) ?? []), who]);
  };
  for (const plate of layout.plates.values()) {
    for (const row of [plate.main, ...(plate.spare ? [plate.spare] : [])]) for (let x = row.x; x < row.x + row.width; x += 1) take(x, row.y, plate.id);
  }
  layout.base.forEach((row, y) =>
    row.forEach((cell, x) => {
      if (cell !== null) take(x, y, 'street');
    }),
  );
  return taken;
}

describe('the revised map layout', () => {
  it('places every one of the board\'s 32 areas once: each street area as a space, each location as a plate, and nothing else', () => {
    expect(areas).toHaveLength(32);
    expect(new Set(Object.keys(REVISED_SPOTS))).toEqual(new Set(areas.map((a) => a.id)));
    const streets = areas.filter((a) => a.kind === 'street').map((a) => a.id);
    const locations = areas.filter((a) => a.kind === 'location').map((a) => a.id);
    expect(new Set(layout.spots.keys())).toEqual(new Set(streets));
    expect(new Set(layout.plates.keys())).toEqual(new Set(locations));
    const cells = Object.values(REVISED_SPOTS).map((s) => `${s.x},${s.y}`);
    expect(new Set(cells).size).toBe(cells.length);
  });

  it('draws a line for every link between street areas the content gives, and no other', () => {
    const links = new Set(board.links.map(([a, b]) => [a, b].sort().join('|')));
    const expected = new Set(areas.filter((a) => a.kind === 'street').flatMap((a) => a.neighbours.filter((n) => content.board[n]?.kind === 'street').map((n) => [a.id, n].sort().join('|'))));
    expect(links).toEqual(expected);
    // Each location beside its own street area's district: its plate within the street's column.
    for (const a of areas.filter((x) => x.kind === 'location')) {
      const street = REVISED_SPOTS[a.street ?? ''];
      const at = REVISED_SPOTS[a.id];
      expect(street && at && at.x > street.x && at.x - street.x <= 2, a.id).toBe(true);
    }
  });

  it('overlaps nothing: no two plates share a cell, no plate lies on a street, every plate stays left of the last column', () => {
    for (const [cell, owners] of claims()) expect(owners, cell).toHaveLength(1);
    for (const plate of layout.plates.values()) expect(plate.main.x + plate.main.width, plate.id).toBeLessThanOrEqual(79);
  });

  it('puts scenery and the gauges only on cells nothing else ever takes', () => {
    for (const glyphs of ['cp437', 'ascii'] as const) {
      const cells = sceneryOf(layout, glyphs, scene);
      expect(cells.length).toBeGreaterThan(100);
      for (const c of cells) expect(layout.open[c.y]?.[c.x], `${c.x},${c.y}`).toBe(true);
    }
    for (const y of GAUGE_ROWS) for (let x = GAUGE_X; x < GAUGE_X + GAUGE_WIDTH; x += 1) expect(layout.open[y]?.[x], `gauge cell ${x},${y}`).toBe(true);
    // Every street area names a district, and every location takes its street's colour.
    expect(scene.districts.map((d) => d.name)).toEqual(expect.arrayContaining(areas.filter((a) => a.kind === 'street').map((a) => a.name.toUpperCase())));
    expect(scene.districts.flatMap((d) => d.places).sort()).toEqual(areas.filter((a) => a.kind === 'location').map((a) => a.id).sort());
    // The river and its name are drawn, the district names whole.
    const text = asciiLines(drawRevisedMap({ content, state: freshState(), viewer: 0 }, 'ascii')).join('\n');
    for (const name of ['Miskatonic River', ...scene.districts.map((d) => d.name)]) expect(text, name).toContain(name);
  });

  it('fits a plain terminal: at most 24 lines of at most 79 plain ASCII characters, even on the most crowded board', () => {
    for (const state of [freshState(), crowdedRevisedState(content)]) {
      const text = renderRevisedMap({ content, state, viewer: 0, prompt: 'Where to?' }, false);
      const lines = text.split('\r\n').slice(1);
      expect(lines.length).toBeLessThanOrEqual(24);
      for (const line of lines) {
        expect([...line].length, line).toBeLessThanOrEqual(79);
        expect(/^[\x20-\x7e]*$/.test(line), line).toBe(true);
      }
    }
  });

  it('stays near the classic map\'s bytes on its most crowded board (at most 3072 in CP437 ANSI)', () => {
    expect(measureRevisedMapBytes(content)).toBeLessThanOrEqual(3072);
  });
});

describe('what the revised map shows', () => {
  it('shows each investigator by seat letter (the one in focus as @ in ASCII), the gauges naming who is who', () => {
    const state = freshState(3);
    const lines = asciiLines(drawRevisedMap({ content, state, viewer: 1 }, 'ascii'));
    const text = lines.join('\n');
    expect(text).toContain('@');
    for (const slot of [0, 2]) expect(text).toMatch(new RegExp(`\\b${'ABC'.charAt(slot)}\\b`));
    const gauges = gaugeLines({ content, state, viewer: 1 }, 'ascii').map((l) => l.text);
    expect(gauges.some((l) => l.startsWith('@ '))).toBe(true);
    expect(gauges.some((l) => l.startsWith('A '))).toBe(true);
  });

  it('shows open gates with their world, monsters with their count, clue tokens, Elder Signs, the Outskirts, the monster limit, the terror level and the doom track', () => {
    const state = freshState(2);
    state.board.gates = { 'witch-house': 'drowned-city' };
    // The shortest-named kind first: alone at the Curio Shop it fits beside the name.
    const [one = '', two = ''] = Object.keys(content.monsters).sort((a, b) => (content.monsters[a]?.name.length ?? 0) - (content.monsters[b]?.name.length ?? 0));
    // Two kinds at the Witch House: a bare M with their count; one kind alone is named.
    state.board.monsters = { 'witch-house': [`${one}#1`, `${two}#2`, `${one}#3`], rivertown: [`${one}#4`], 'curio-shop': [`${one}#5`] };
    state.board.clues = { library: 2 };
    state.board.elderSigns = ['graveyard'];
    state.board.outskirts = ['x'];
    state.board.doom = 5;
    state.terror = 3;
    const lines = asciiLines(drawRevisedMap({ content, state, viewer: 0 }, 'ascii'));
    const row = (needle: string): string => lines.find((l) => l.includes(needle)) ?? '';
    expect(row('Witch House')).toMatch(/Witch House # M3/);
    expect(row('College Library')).toMatch(/College Library c2/);
    expect(row('Curio Shop')).toContain(`Curio Shop ${content.monsters[one]?.name ?? 'no such monster'}`);
    expect(row('Old Graveyard')).toMatch(/Old Graveyard \*/);
    const text = lines.join('\n');
    // The gauges' bars fill with '=', so a bar never reads as a row of gates ('#').
    expect(text).toContain(`Doom   5/${state.board.doomTrack} =====`);
    expect(text).toContain('Terror 3/10 ===.......');
    expect(text).toContain(`Monsters 5, limit ${state.board.monsterLimit}`);
    expect(text).toContain('Outskirts 1 of 6');
    expect(text).toContain('# Witch H.: Drowned City');
    expect(lines[22]).toMatch(/^Turn \d+ \w+  Doom 5\/\d+  Terror 3/);
    expect(areaLines({ content, state }, 'witch-house')).toEqual(expect.arrayContaining(['An open gate to The Drowned City.']));
    expect(revisedKeyLines({ content, state }, true).join('\n')).toContain('Open gates: Witch House to The Drowned City.');
  });

  it('on a move, points at every area the move may go on to, and keeps the investigator and those areas in the map window', () => {
    const engine = revisedEngineFor(content);
    let step = engine.start({ players: [{ id: 'p1' }] }, 'revised-map-move');
    for (let n = 0; n < 50; n += 1) {
      const prompt = engine.prompts(step.state)[0];
      if (!prompt || prompt.kind === 'move') break;
      const next = engine.answer(step.state, { promptId: prompt.id, optionId: prompt.default, version: step.state.version });
      if ('error' in next) throw new Error(next.message);
      step = next;
    }
    const prompt = engine.prompts(step.state)[0];
    expect(prompt?.kind).toBe('move');
    if (!prompt) return;
    const reach = reachOf(prompt);
    expect(reach.length).toBeGreaterThan(1);
    const lines = asciiLines(drawRevisedMap({ content, state: step.state, viewer: 0, reach }, 'ascii'));
    const arrows = lines.reduce((n, line) => n + [...line].filter((ch) => ch === '>').length, 0);
    expect(arrows).toBe(reach.length);
    const focus = revisedFocus(content, step.state, 0, reach);
    expect(focus.investigator).not.toBeNull();
    expect(focus.places).toHaveLength(reach.length);
  });

  it('has a picture for every revised location and Other World: its own, or classic\'s of the same kind of place', () => {
    const art = loadArtLibrary(fileURLToPath(new URL('../../../ansi/', import.meta.url)));
    for (const a of areas.filter((x) => x.kind === 'location')) expect(art.has(placeVignetteName(revisedPictureOf(a.id))), a.id).toBe(true);
    for (const world of Object.keys(content.worlds)) expect(art.has(vignetteName(revisedPictureOf(world))), world).toBe(true);
  });
});

describe('a revised decision over the map', () => {
  it('keeps the investigator deciding in sight above every menu of whole seeded games, inside 80x24, the gauges or the Other World beside', () => {
    const art = loadArtLibrary(fileURLToPath(new URL('../../../ansi/', import.meta.url)));
    const engine = revisedEngineFor(content);
    let asked = 0;
    for (const seed of ['over-map-1', 'over-map-2']) {
      const rng = seedRng(seed);
      let step = engine.start({ players: [{ id: 'Ann' }, { id: 'Bo' }] }, seed);
      for (let n = 0; n < 3000 && step.state.phase !== 'over'; n += 1) {
        const prompt = engine.prompts(step.state)[0];
        if (!prompt) break;
        const { menu, place } = revisedDecision({ content, state: step.state, prompt, art }, null);
        const page = { screen: drawMenuPage(menu, 0), cursorAt: menuCursor(menu, 0) };
        const placed = place ? place(page.screen, page.cursorAt) : null;
        expect(placed, prompt.kind).not.toBeNull();
        if (!placed) break;
        expect(placed.screen.rows).toBe(24);
        expect(placed.cursorAt.row).toBeLessThanOrEqual(24);
        const inv = step.state.invs[prompt.slot];
        if (inv?.place.kind === 'arkham') {
          const above = 24 - page.screen.rows - 1;
          const lit = Array.from({ length: above }, (_, r) => Array.from({ length: 80 }, (_, c) => placed.screen.get(r + 1, c + 1))).flat();
          expect(lit.some((cell) => cell.attr === INK.viewer), `${seed} ${n} ${prompt.kind}`).toBe(true);
        }
        asked += 1;
        const next = engine.answer(step.state, { promptId: prompt.id, optionId: revisedHeuristicBot(prompt, step.state, content, rng), version: step.state.version });
        if ('error' in next) throw new Error(next.message);
        step = next;
      }
    }
    expect(asked).toBeGreaterThan(20);
  });
});

import { describe, it, expect } from 'vitest';
import { cloneState } from '../../../src/engine/index.js';
import { drawMap, mapCursor, renderMap, STATUS_ROW, type MapView } from '../../../src/screens/game/map.js';
import { mapLayout } from '../../../src/screens/game/map-layout.js';
import { crowdedState, measureMapBytes } from '../../../src/screens/game/map-bytes.js';
import { INK, worldColour } from '../../../src/screens/game/palette.js';
import { attr, diffScreens, renderScreen } from '../../../src/term/screen-buffer.js';
import { ASCII, content, expectFits, expectPlainAscii, expectShows, freshState, node, through } from './support.js';

function view(overrides: Partial<MapView> = {}): MapView {
  return { content, state: freshState(), viewer: 0, prompt: 'Where to? ', ...overrides };
}

/** Every cell of the map's 22 rows, with where it is, that shows `ch`. */
function cellsShowing(v: MapView, ch: string): Array<{ row: number; col: number; attr: number }> {
  const screen = drawMap(v);
  const found: Array<{ row: number; col: number; attr: number }> = [];
  for (let row = 1; row <= 22; row += 1) for (let col = 1; col <= 80; col += 1) if (screen.get(row, col).ch === ch) found.push({ row, col, attr: screen.get(row, col).attr });
  return found;
}

/** Every letter of `short` appears in `long`, in order: "C. Hall" is City Hall. */
function isSubsequence(short: string, long: string): boolean {
  let k = 0;
  for (const ch of long) if (ch === short[k]) k += 1;
  return k === short.length;
}

describe('map of Arkham', () => {
  it('fits 80x24 through a real terminal: no bottom-right cell, no scrolling', () => {
    for (const state of [freshState(), crowdedState(content)]) {
      const v = view({ state });
      const { screen } = through([renderMap(v, true)]);
      expectFits(screen);
      expectShows(screen, drawMap(v));
      expect(screen.cursor).toEqual(mapCursor(v));
    }
  });

  it('draws every street space where the board puts it, and the taxi stands as T', () => {
    const screen = drawMap(view({ state: { ...freshState(), invs: [] } }));
    for (const s of content.board.streets) expect(screen.get(s.y + 1, s.x + 1).ch).toBe(s.taxi ? 'T' : '■');
    for (const [a, b] of content.board.links) {
      const p = content.board.streets.find((s) => s.id === a);
      const q = content.board.streets.find((s) => s.id === b);
      if (!p || !q) continue;
      const mid = p.y === q.y ? screen.get(p.y + 1, Math.min(p.x, q.x) + 2) : screen.get(Math.min(p.y, q.y) + 2, p.x + 1);
      expect(mid.ch).toBe(p.y === q.y ? '─' : '│');
    }
  });

  it('labels every location on its plate, at least in a few letters', () => {
    const state = { ...freshState(), invs: [] };
    const screen = drawMap(view({ state }));
    const layout = mapLayout(content.board);
    for (const l of content.board.locations) {
      const plate = layout.plates.get(l.id);
      expect(plate, l.id).toBeDefined();
      if (!plate) continue;
      const rows = [plate.main, plate.spare].filter((r) => r !== null);
      const text = rows.map((r) => screen.rowText(r.y + 1).slice(r.x, r.x + r.width)).join(' ');
      const letters = text.replace(/[^A-Za-z]/g, '');
      expect(letters.length, `${l.id}: "${text}"`).toBeGreaterThanOrEqual(3);
      expect(isSubsequence(letters.toLowerCase(), l.name.toLowerCase()), `${l.id}: "${text}"`).toBe(true);
    }
  });

  it('keeps plates apart: no two plates share a cell, none covers a street', () => {
    const layout = mapLayout(content.board);
    const owner = new Map<string, string>();
    for (const plate of layout.plates.values()) {
      for (const row of [plate.main, plate.spare]) {
        if (!row) continue;
        for (let x = row.x; x < row.x + row.width; x += 1) {
          const key = `${x},${row.y}`;
          expect(owner.get(key), `${plate.id} and ${owner.get(key)} at ${key}`).toBeUndefined();
          owner.set(key, plate.id);
          expect(layout.base[row.y]?.[x] ?? null, `${plate.id} over a street at ${key}`).toBeNull();
        }
      }
    }
  });

  it('shows investigators by seat letter and lights up the caller’s own', () => {
    const state = freshState(2);
    state.invs.forEach((inv, k) => (inv.at = node(['st-26', 'st-14', 'woods', 'woods'][k] ?? 'st-01')));
    const v = view({ state, viewer: 1 });
    const mine = cellsShowing(v, 'B');
    expect(mine.some((c) => c.attr === INK.viewer)).toBe(true);
    const others = cellsShowing(v, 'A').filter((c) => c.attr === INK.investigator);
    expect(others.length).toBeGreaterThan(0);
    expect(drawMap(v).rowText(STATUS_ROW)).toContain('B you');
  });

  it('shows monsters as M with a count, and gates in their world colour once the card is face up', () => {
    const state = freshState();
    state.invs = [];
    state.monsters = [0, 1, 2].map((c) => ({ c, n: node('st-33'), from: -1, up: true, grow: 0 }));
    state.gates = [
      { n: node('woods'), world: 'rlyeh', up: true },
      { n: node('graveyard'), world: 'abyss', up: false },
    ];
    state.elderSigns = [node('hospital')];
    const v = view({ state });
    const screen = drawMap(v);
    const s33 = content.board.streets.find((s) => s.id === 'st-33');
    const around = s33 ? screen.rowText(s33.y + 1).slice(s33.x - 1, s33.x + 2) : '';
    expect(around).toContain('M3');
    const gates = cellsShowing(v, 'Ω');
    const rlyeh = content.otherWorlds.find((w) => w.id === 'rlyeh');
    expect(gates.map((g) => g.attr).sort()).toEqual([attr(worldColour(rlyeh?.colour ?? '')), INK.hiddenGate].sort());
    expect(cellsShowing(v, '*').some((c) => c.attr === INK.sealed)).toBe(true);
  });

  it('keeps the caller and the monsters in sight on a crowded space', () => {
    const state = freshState(4);
    state.invs.forEach((inv) => (inv.at = node('st-26')));
    state.monsters = [3, 4].map((c) => ({ c, n: node('st-26'), from: -1, up: true, grow: 0 }));
    const v = view({ state, viewer: 3 });
    const row = drawMap(v).rowText(10);
    expect(row).toContain('D');
    expect(row).toMatch(/M/);
  });

  it('stays within the byte budgets (CP437, through the real writer): whole map ≤ 3 KB, a move ≤ 400 bytes', () => {
    const { full, moveUpdate } = measureMapBytes(content);
    console.log(`map bytes: full ${full}, move update ${moveUpdate}`);
    expect(full).toBeLessThanOrEqual(3072);
    expect(moveUpdate).toBeLessThanOrEqual(400);
  });

  it('updates after a move with only the difference, and the screen ends up exactly the new map', () => {
    const before = crowdedState(content);
    const after = cloneState(before);
    const walker = after.invs[1];
    if (walker) walker.at = node('st-40');
    const monster = after.monsters[0];
    if (monster) monster.n = node('st-62');
    const a = view({ state: before });
    const b = view({ state: after });
    const update = diffScreens(drawMap(a), drawMap(b), { cursorAt: mapCursor(b) });
    const { sizes, screen } = through([renderScreen(drawMap(a), { cursorAt: mapCursor(a) }), update]);
    expectFits(screen);
    expectShows(screen, drawMap(b));
    expect(sizes[1]).toBeLessThanOrEqual(400);
  });

  it('has a plain ASCII version that stays readable: + - | and letters, no escape, no high byte', () => {
    const state = crowdedState(content);
    const text = renderMap(view({ state }), false);
    const { bytes } = through([text], ASCII);
    expectPlainAscii(bytes);
    const plain = bytes.toString('latin1');
    expect(plain).toContain('Train Station');
    expect(plain).toMatch(/o-{3,}/);
    expect(plain).toContain('@ you');
    expect(plain.split('\r\n').every((line) => line.length < 80)).toBe(true);
  });
});

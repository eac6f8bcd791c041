import { describe, it, expect } from 'vitest';
import { drawMap } from '../../../src/screens/game/map.js';
import { mapLabel } from '../../../src/screens/game/map-labels.js';
import { mapLayout } from '../../../src/screens/game/map-layout.js';
import { locationName, monsterName, speciesOfCounter } from '../../../src/screens/game/names.js';
import { content, freshState, node } from './support.js';

describe('monsters and labels on the map', () => {
  it('names the species beside a location where its row has room, else a bare M with the count', () => {
    const layout = mapLayout(content.board);
    const roomy = [...layout.plates.values()].sort((a, b) => b.main.width - [...locationName(content, b.id)].length - (a.main.width - [...locationName(content, a.id)].length))[0];
    if (!roomy) throw new Error('no plates');
    const state = freshState();
    state.invs = [];
    const species = speciesOfCounter(content, 0) ?? '';
    state.monsters = [0, 0].map((c) => ({ c, n: node(roomy.id), from: -1, up: true, grow: 0 }));
    const row = drawMap({ content, state, viewer: null }).rowText(roomy.main.y + 1);
    const name = `${locationName(content, roomy.id)} ${monsterName(content, species)}2`;
    if ([...name].length <= roomy.main.width) expect(row).toContain(name);
    else expect(row).toMatch(/M2/);
    // Two species at one place: no room for both names, so the count stands for them.
    const other = content.monsters.findIndex((m, k) => k > 0 && m.id !== species);
    const counter = content.monsters.slice(0, other).reduce((n, m) => n + m.counters.length, 0);
    state.monsters = [0, counter].map((c) => ({ c, n: node(roomy.id), from: -1, up: true, grow: 0 }));
    expect(drawMap({ content, state, viewer: null }).rowText(roomy.main.y + 1)).toContain('M2');
  });

  it('never cuts a label so that it could be read as another place', () => {
    const names = content.board.locations.map((l) => ({ id: l.id, words: [locationName(content, l.id), mapLabel(content, l.id, 99), mapLabel(content, l.id, 8)] }));
    for (const l of content.board.locations) {
      for (let room = 0; room <= 24; room += 1) {
        const label = mapLabel(content, l.id, room);
        const readAs = names.filter((n) => n.words.some((w) => w.startsWith(label)));
        expect(readAs.map((n) => n.id), `${label} at ${room}`).toEqual([l.id]);
      }
    }
  });
});

// Meeting monsters (issue #6): the situation names the monsters, what it takes to beat each, what a lost
// round and facing them cost, and the investigator's own odds, within the menu's three lines.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { draftFor, type PromptData } from '../../../src/rulesets/classic/screens/prompt-drafts.js';
import { buildPromptMenu } from '../../../src/screens/game/prompt-menu.js';
import { content, freshState } from './support.js';

/** The first counter of each species (counters are numbered through the species in content order). */
function firstCounter(species: string): number {
  let counter = 0;
  for (const m of content.monsters) {
    if (m.id === species) return counter;
    counter += m.counters.length;
  }
  throw new Error(`no species ${species}`);
}

function meeting(investigator: string, monsters: Array<{ species: string; counter?: number; sp?: number }>, sneak: number | null = 2): PromptData {
  const fights = monsters.map(({ species, counter, sp }) => {
    const c = counter ?? firstCounter(species);
    return { id: `fight:${c}`, action: 'fight', counter: c, species, sp: sp ?? content.monsters.find((m) => m.id === species)?.sp ?? 0, chance: 0 };
  });
  const sneaks = sneak === null ? [] : [{ id: 'sneak', action: 'sneak', counter: null, species: null, sp: null, chance: sneak }];
  return { id: 'p1', investigator, kind: 'sneak-or-fight', default: 'sneak', context: { where: 'arkham', mythos: false }, options: [...fights, ...sneaks] };
}

/** Ben Hale (Fight 5) with a Knife (+1) and Sanity 4. */
function benAtTable(): { state: GameState; id: string } {
  const state = freshState(1);
  const ben = state.invs[0];
  if (!ben) throw new Error('no investigator');
  ben.id = 'ben-hale';
  ben.san = 4;
  ben.items = ['knife'];
  ben.spells = [];
  ben.skills = [];
  ben.allies = [];
  ben.checked = [];
  return { state, id: ben.id };
}

describe('meeting monsters', () => {
  it('names the Mi-go, what beats it, what it costs, and the odds the prompt carries', () => {
    const draft = draftFor(content, meeting('ben-hale', [{ species: 'mi-go' }]));
    expect(draft.title).toBe('Monsters bar your way');
    expect(draft.context).toEqual([
      'A Mi-go: 9 to beat. A lost round costs a die of Strength; its Sanity check',
      'costs 1 Sanity if it holds, 2 if it fails.',
      'Your odds: Sneak 2 in 6.',
    ]);
    const [fight, sneak] = draft.groups[0]?.choices ?? [];
    expect([fight?.label, fight?.detail]).toEqual(['Fight the Mi-go', '9 to beat']);
    expect([sneak?.label, sneak?.detail]).toEqual(['Sneak past', '2 in 6']);
  });

  it('with the table, gives the Sanity check and the best attack with what the investigator carries', () => {
    const { state, id } = benAtTable();
    const draft = draftFor(content, meeting(id, [{ species: 'mi-go' }]), state);
    // Fight 5 + Knife 1 = 6 against 9: a die of 3 or more wins, 4 in 6.
    expect(draft.context.at(-1)).toBe('Your odds: Sanity check 4 in 6, best attack 67%, Sneak 2 in 6.');
    expect(draft.groups[0]?.choices[0]?.detail).toBe('9 to beat, best attack 67%');
    // A monster already faced this turn asks no Sanity check again.
    state.invs[0]?.checked.push(firstCounter('mi-go'));
    expect(draftFor(content, meeting(id, [{ species: 'mi-go' }]), state).context.at(-1)).toBe('Your odds: best attack 67%, Sneak 2 in 6.');
  });

  it('says what harms a monster when not everything does, and what a Nightgaunt does instead of a wound', () => {
    const ghost = draftFor(content, meeting('ben-hale', [{ species: 'ghost' }])).context.join(' ');
    expect(ghost).toContain('A Ghost: 6 to beat, only magic harms it.');
    const gaunt = draftFor(content, meeting('ben-hale', [{ species: 'nightgaunt' }])).context.join(' ');
    expect(gaunt).toContain('A lost round carries you off through a gate');
    const shoggoth = draftFor(content, meeting('ben-hale', [{ species: 'shoggoth' }])).context.join(' ');
    expect(shoggoth).toContain('14 and a die to beat, Fight and each weapon count 1');
    const power = draftFor(content, meeting('ben-hale', [{ species: 'cthulhu' }], null)).context.join(' ');
    expect(power).toContain('2 Sanity if it holds, a die plus 1 if it fails');
  });

  it('lists several monsters briefly, counting those of one species', () => {
    const { state, id } = benAtTable();
    const draft = draftFor(content, meeting(id, [{ species: 'ghoul' }, { species: 'ghoul', counter: firstCounter('ghoul') + 1 }, { species: 'mi-go' }]), state);
    expect(draft.context[0]).toBe('Ghoul x2: 8 to beat, Sanity 0/1; Mi-go: 9 to beat, Sanity 1/2.');
    // Against 8 a die of 2 or more wins.
    expect(draft.context.at(-1)).toBe('Your odds: Sanity check 4 in 6; attack: Ghoul 83%, Mi-go 67%; Sneak 2 in 6.');
    expect(draft.context[1]).toBe('Sanity a/b: lost if the check holds/fails. A lost round: a die of Strength.');
  });

  it('keeps within three lines of 78 cells for any one or two species, the odds always shown', () => {
    const { state, id } = benAtTable();
    const species = content.monsters.map((m) => m.id);
    for (const first of species) {
      for (const second of [null, ...species]) {
        const met = second === null || second === first ? [{ species: first }] : [{ species: first }, { species: second }];
        const prompt = meeting(id, met);
        const draft = draftFor(content, prompt, state);
        expect(draft.context.length, `${first} ${second}`).toBeLessThanOrEqual(3);
        for (const line of draft.context) expect([...line].length).toBeLessThanOrEqual(78);
        expect(draft.context.at(-1)).toMatch(/^Your odds: Sanity check 4 in 6/);
        expect(buildPromptMenu(content, prompt).context).toEqual(draftFor(content, prompt).context);
      }
    }
  });
});

// Other Worlds named inside a sentence take a small "the" ("the gate to the City of the Great Race");
// a heading keeps the name as written.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/index.js';
import { describeOption } from '../../../src/rulesets/classic/screens/describe-option.js';
import { narrateEvent } from '../../../src/screens/game/narrate.js';
import { worldInText, worldName } from '../../../src/screens/game/names.js';
import { draftFor } from '../../../src/rulesets/classic/screens/prompt-drafts.js';
import { PROMPT_FIXTURES } from './prompt-fixtures.js';
import { content } from './support.js';

const who = 'ben-hale';

/** Every event that names a world, in `world`. */
function worldEvents(world: string): GameEvent[] {
  return [
    { type: 'monster-met', investigator: who, counter: 18, species: 'ghoul', world },
    { type: 'table-roll', investigator: who, table: 'world', id: world, die: 3 },
    { type: 'carried', investigator: who, counter: 23, species: 'nightgaunt', world },
    { type: 'gate-revealed', location: 'woods', world },
    { type: 'gate-entered', investigator: who, location: 'woods', world },
    { type: 'box', investigator: who, world, box: 2 },
    { type: 'visit', investigator: who, world },
    { type: 'returned', investigator: who, world, location: 'woods' },
    { type: 'gate-closed', investigator: who, location: 'woods', world, gatesOnBoard: 1 },
    { type: 'adrift', investigator: who, world, box: 2 },
    { type: 'rescue-move', investigator: who, by: 'amos-wendell', world, box: 1 },
    { type: 'stranded', investigator: who, by: 'amos-wendell', world },
  ];
}

/** An event these screens have no words for, read as a plain line of its fields. */
function unknownEvent(world: string): GameEvent {
  return { type: 'moon-turned', investigator: who, world } as unknown as GameEvent;
}

/** The world's name with a capital "The" anywhere but the start of a sentence. */
function capitalInside(text: string, name: string): boolean {
  const rest = name.replace(/^The /, '');
  return [...text.matchAll(new RegExp(`The ${rest.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'g'))].some((m) => m.index > 0 && !/[.!?:] $/.test(text.slice(0, m.index)));
}

describe('world names in sentences', () => {
  const named = content.otherWorlds.filter((w) => w.name.startsWith('The '));

  it('are written "The ..." in the content, as headings show them', () => {
    expect(named.map((w) => w.id)).toEqual(expect.arrayContaining(['abyss', 'city-of-the-great-race']));
    expect(worldName(content, 'city-of-the-great-race')).toBe('The City of the Great Race');
    expect(worldInText(content, 'city-of-the-great-race')).toBe('the City of the Great Race');
    expect(worldInText(content, 'yuggoth')).toBe('Yuggoth');
  });

  it('take a small "the" in every line of narration', () => {
    expect(narrateEvent({ type: 'gate-revealed', location: 'woods', world: 'city-of-the-great-race' }, { content })).toBe(
      'The gate at the Woods opens onto the City of the Great Race.',
    );
    for (const world of named) {
      for (const event of [...worldEvents(world.id), unknownEvent(world.id)]) {
        const text = narrateEvent(event, { content });
        expect(capitalInside(text, world.name), text).toBe(false);
        expect(text.toLowerCase(), event.type).toContain(world.name.toLowerCase().replace(/^the /, ''));
      }
    }
  });

  it('take a small "the" in the menus: a gate to fight, a way back, a described option', () => {
    const loadout = PROMPT_FIXTURES['combat-loadout'];
    const back = PROMPT_FIXTURES['return-gate'];
    if (!loadout || !back) throw new Error('no fixture');
    const gate = { ...loadout, context: { target: { kind: 'gate', counter: null, species: null, world: 'abyss', sp: 9 } } };
    expect(draftFor(content, gate).title).toBe('Fight the gate to the Abyss: 9 to win');
    expect(draftFor(content, back).title).toBe('Back from the Abyss by which gate?');
    const option = { id: 'gate:woods', world: 'abyss' };
    expect(describeOption(content, option).detail).toBe('the Abyss');
  });
});

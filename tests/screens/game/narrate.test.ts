import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import type { GameEvent } from '../../../src/engine/index.js';
import { awaySummary, renderAwaySummary } from '../../../src/rulesets/classic/screens/away-summary.js';
import { narrate, narrateEvent, type NarrationContext } from '../../../src/screens/game/narrate.js';
import { defaultPace, linePauseMs, nextPace, narrationLines, paceLines } from '../../../src/screens/game/pacing.js';
import { KeyReader } from '../../../src/screens/key-reader.js';
import { ASCII, content, expectPlainAscii, openTerminal, settle, through } from './support.js';

const ctx: NarrationContext = { content, playerName: (id) => `Player ${id.slice(1)}` };

/** The event types of docs/events.md and the fields each lists, read from its tables. */
function documentedEvents(): Array<{ type: string; fields: string[] }> {
  const doc = readFileSync('docs/events.md', 'utf8');
  const rows = [...doc.matchAll(/^\| `([a-z0-9-]+)` \| (.*?) \| .*\|$/gm)];
  return rows.map((m) => ({
    type: m[1] ?? '',
    fields: [...(m[2] ?? '').matchAll(/`([a-zA-Z]+)[^`]*`/g)].map((f) => f[1] ?? ''),
  }));
}

/** A plausible value for a documented field, by its name; enums take one of their documented values. */
const SAMPLE: Record<string, unknown> = {
  investigator: 'ben-hale',
  player: 'p1',
  players: ['p1', 'p2'],
  investigators: [{ slot: 0, player: 'p1', investigator: 'ben-hale' }],
  rolls: [{ round: 1, player: 'p1', dice: [3, 4] }],
  location: 'woods',
  from: 'st-26',
  to: 'woods',
  toward: 'st-27',
  path: ['st-26', 'woods'],
  world: 'abyss',
  counter: 18,
  species: 'ghoul',
  dice: [3, 4],
  die: 4,
  items: ['revolver-38'],
  spells: ['shrivelling'],
  skills: ['boxing-lessons'],
  lots: ['knife'],
  card: 'revolver-38',
  spell: 'shrivelling',
  deck: 'item',
  check: 'fight',
  stat: 'sanity',
  table: 'location',
  id: 'woods',
  key: 'pay',
  phase: 'mythos',
  flag: 'next-move',
  result: 'lost',
  service: 'hospital',
  effect: 'retainer',
  reason: 'sneaked',
  ally: 'black-cave-guide',
  by: 'amos-wendell',
  what: 'item',
};
const REASONS: Record<string, string> = { 'gate-blocked': 'elder-sign', 'card-lost': 'used', 'game-over': 'doom', 'monster-returned': 'hound' };
const BOOLEANS = new Set(['pass', 'killed', 'destroyed', 'heads', 'faceUp', 'taxi', 'toGate', 'passed', 'car']);

function sampleEvent(type: string, fields: string[]): GameEvent {
  const event: Record<string, unknown> = { type };
  for (const field of fields) {
    if (field === 'reason' && REASONS[type]) event[field] = REASONS[type];
    else if (field in SAMPLE) event[field] = SAMPLE[field];
    else event[field] = BOOLEANS.has(field) ? true : 2;
  }
  // Built from the documentation rather than the type: what the engine sends, field by field.
  return event as unknown as GameEvent;
}

function expectClean(text: string): void {
  expect(text.trim()).not.toBe('');
  expect(text).not.toMatch(/undefined|\[object|NaN|null/);
}

describe('narration', () => {
  const documented = documentedEvents();

  it('reads the event list of docs/events.md', () => {
    expect(documented.length).toBeGreaterThanOrEqual(45);
    expect(documented.map((d) => d.type)).toEqual(expect.arrayContaining(['combat', 'sanity-check', 'check', 'game-over']));
  });

  it('turns every documented event into words', () => {
    for (const { type, fields } of documented) {
      const text = narrateEvent(sampleEvent(type, fields), ctx);
      expect(text, type).not.toBe('');
      expectClean(text);
    }
  });

  it('shows the dice and the totals of checks, combat and sanity', () => {
    const check: GameEvent = { type: 'check', investigator: 'ben-hale', check: 'sneak', die: 5, target: 3, pass: false };
    expect(narrateEvent(check, ctx)).toBe('Ben Hale tries Sneak: rolls 5, needs 3 or less: failed.');
    const combat: GameEvent = { type: 'combat', investigator: 'ben-hale', counter: 18, species: 'ghoul', die: 4, total: 11, sp: 8, killed: true };
    expect(narrateEvent(combat, ctx)).toBe('Ben Hale fights the Ghoul: rolls 4, +7 for Fight and weapons, 11 in all, against the 8 it takes. It falls!');
    const sanity: GameEvent = { type: 'sanity-check', investigator: 'ben-hale', counter: 18, species: 'ghoul', die: 6, sanity: 3, pass: false, loss: 1 };
    expect(narrateEvent(sanity, ctx)).toBe('Ben Hale faces the Ghoul: rolls 6 against Sanity 3: falters.');
    const roll: GameEvent = { type: 'move-roll', investigator: 'ben-hale', dice: [2, 5], bonus: 1, roll: 8 };
    expect(narrateEvent(roll, ctx)).toBe('Ben Hale rolls 2 and 5 +1 to move: 8 steps.');
  });

  it('never names a monster that is still face down', () => {
    const hidden: GameEvent = { type: 'monster-appeared', counter: 0, species: 'cthulhu', location: 'woods', faceUp: false };
    expect(narrateEvent(hidden, ctx)).not.toContain('Cthulhu');
  });

  it('reads an event it does not know as a plain line of its fields', () => {
    const novel = { type: 'moon-turned', investigator: 'ben-hale', location: 'woods', price: 3 } as unknown as GameEvent;
    expect(narrateEvent(novel, ctx)).toBe('Ben Hale: moon turned (Woods, price 3).');
  });

  it('groups the lines by whose decision they tell of, and by phase', () => {
    const events: GameEvent[] = [
      { type: 'move-roll', investigator: 'ben-hale', dice: [1, 2], bonus: 0, roll: 3 },
      { type: 'moved', investigator: 'ben-hale', from: 'st-26', to: 'woods', cost: 1, taxi: false, price: 0 },
      { type: 'gate-opened', location: 'woods', doom: 3, gatesOnBoard: 2 },
      { type: 'move-roll', investigator: 'amos-wendell', dice: [6, 6], bonus: 0, roll: 12 },
      { type: 'phase', phase: 'mythos', turn: 2 },
      { type: 'monster-moved', counter: 18, species: 'ghoul', from: 'st-26', to: 'st-27', path: ['st-27'] },
    ];
    const blocks = narrate(events, ctx);
    expect(blocks.map((b) => [b.heading, b.lines.length])).toEqual([
      ['Ben Hale', 3],
      ['Amos Wendell', 1],
      [null, 2],
    ]);
    expect(blocks[2]?.lines[0]).toBe('Night falls over Arkham: the Mythos of turn 2.');
  });

  it("puts the setup's first gate and the lead roll under no investigator's name", () => {
    const events: GameEvent[] = [
      { type: 'kit-dealt', investigator: 'ben-hale', money: 13, items: ['revolver-38'], spells: [], skills: [] },
      { type: 'kit-dealt', investigator: 'amos-wendell', money: 13, items: [], spells: ['shrivelling'], skills: [] },
      { type: 'gate-roll', dice: [1, 1], location: 'woods' },
      { type: 'gate-opened', location: 'woods', doom: 1, gatesOnBoard: 1 },
      { type: 'first-player', player: 'p1', rolls: [{ round: 1, player: 'p1', dice: [3, 6] }] },
    ];
    const blocks = narrate(events, ctx);
    expect(blocks.map((b) => [b.heading, b.lines.length])).toEqual([
      ['Ben Hale', 1],
      ['Amos Wendell', 1],
      [null, 2],
      [null, 1],
    ]);
  });

  it('tells every face of every location and Other World table in its own words, marked as the story', () => {
    const tables: Array<['location' | 'world', string, ReadonlyArray<{ faces: number[]; text: string }>]> = [
      ...Object.entries(content.locationTables).map(([id, faces]): ['location', string, typeof faces] => ['location', id, faces]),
      ...content.otherWorlds.map((w): ['world', string, typeof w.table] => ['world', w.id, w.table]),
    ];
    let texts = 0;
    for (const [table, id, faces] of tables) {
      for (const face of faces) {
        texts += 1;
        for (const die of face.faces) {
          const roll: GameEvent = { type: 'table-roll', investigator: 'ben-hale', table, id, die };
          const [block] = narrate([roll], ctx);
          expect(block?.lines[0], `${id} ${die}`).toContain(face.text);
          expect(block?.story).toEqual([0]);
        }
      }
    }
    expect(texts).toBeGreaterThanOrEqual(185);
  });

  it('says why a stat changes: the face above it, the blow of a monster, the sight of it, the Hospital', () => {
    const lose = (delta: number): GameEvent => ({ type: 'stat', investigator: 'ben-hale', stat: 'strength', delta, value: 3 });
    const lines = (events: GameEvent[]): string[] => narrate(events, ctx).flatMap((b) => b.lines);
    const fight: GameEvent = { type: 'combat', investigator: 'ben-hale', counter: 18, species: 'ghoul', die: 1, total: 3, sp: 8, killed: false };
    expect(lines([fight, lose(-2)])[1]).toBe('The Ghoul strikes: Ben Hale loses 2 Strength (3 left).');
    const sight: GameEvent = { type: 'sanity-check', investigator: 'ben-hale', counter: 18, species: 'ghoul', die: 6, sanity: 3, pass: false, loss: 1 };
    expect(lines([sight, { ...lose(-1), stat: 'sanity' } as GameEvent])[1]).toBe('The sight of the Ghoul costs Ben Hale 1 Sanity (3 left).');
    const held: GameEvent = { ...sight, pass: true } as GameEvent;
    expect(lines([held, { ...lose(-1), stat: 'sanity' } as GameEvent])[1]).toBe('Even so, the sight of the Ghoul costs Ben Hale 1 Sanity (3 left).');
    const roll: GameEvent = { type: 'table-roll', investigator: 'ben-hale', table: 'location', id: 'woods', die: 2 };
    expect(lines([roll, lose(-1)])[1]).toBe('That costs Ben Hale 1 Strength (3 left).');
    const care: GameEvent = { type: 'service', investigator: 'ben-hale', service: 'hospital', paid: 3 };
    expect(lines([care, lose(2)])[1]).toBe('The Hospital restores 2 Strength to Ben Hale (now 3).');
    const turns: GameEvent = { type: 'flag-set', investigator: 'ben-hale', flag: 'lose-turns', value: 1 };
    expect(lines([roll, turns])[1]).toBe('Ben Hale will lose the next turn.');
    const library: GameEvent = { type: 'table-roll', investigator: 'ben-hale', table: 'location', id: 'library', die: 5 };
    const bonus: GameEvent = { type: 'flag-set', investigator: 'ben-hale', flag: 'skill-bonus', value: 1 };
    expect(lines([library, bonus])[1]).toMatch(/^Ben Hale has \+1 for the next (Sneak|Fight|Knowledge|Fast Talk) check\.$/);
  });

  it("says why a stat changes after a spell, a healing card, a guardian at the gate, and on another investigator's sheet", () => {
    const lines = (events: GameEvent[]): string[] => narrate(events, ctx).flatMap((b) => b.lines);
    const cast: GameEvent = { type: 'spell-cast', investigator: 'ben-hale', spell: 'shrivelling', die: 2, knowledge: 4, pass: true, sanityCost: 1 };
    const cost: GameEvent = { type: 'stat', investigator: 'ben-hale', stat: 'sanity', delta: -1, value: 3 };
    expect(lines([cast, cost])[1]).toBe('Casting Shrivelling costs Ben Hale 1 Sanity (3 left).');
    const heal: GameEvent = { type: 'stat', investigator: 'amos-wendell', stat: 'strength', delta: 2, value: 6 };
    const healLines = lines([{ ...cast, sanityCost: 0 } as GameEvent, heal]);
    expect(healLines[1]).toBe('Shrivelling restores 2 Strength to Amos Wendell (now 6).');
    const stone: GameEvent = { type: 'card-used', investigator: 'ben-hale', card: 'healing-stone', mode: null, target: 'ben-hale', dice: [] };
    expect(lines([stone, { ...heal, investigator: 'ben-hale' } as GameEvent])[1]).toBe('The Healing Stone restores 2 Strength to Ben Hale (now 6).');
    const spotted: GameEvent = { type: 'sneak', investigator: 'ben-hale', die: 6, skill: 3, pass: false, toGate: true };
    const beaten: GameEvent = { type: 'stat', investigator: 'ben-hale', stat: 'strength', delta: -4, value: 2 };
    expect(lines([spotted, beaten])[1]).toBe("The gate's guardians catch Ben Hale creeping in: Ben Hale loses 4 Strength (2 left).");
  });

  it('pauses by the length of a line, at the pace the caller chose; a slow line gets the fast pace first', () => {
    const short = 'Turn 3 dawns over Arkham.';
    const long = 'At Curiositie Shoppe, a 1: The proprietor lays out three oddities on green baize.';
    expect(linePauseMs(long, 'normal')).toBeGreaterThan(linePauseMs(short, 'normal') * 2);
    expect(linePauseMs(long, 'instant')).toBe(0);
    expect(linePauseMs(long, 'fast')).toBeLessThan(linePauseMs(long, 'normal'));
    expect(linePauseMs(long, 'slow')).toBeGreaterThan(linePauseMs(long, 'normal'));
    expect(defaultPace(undefined)).toBe('normal');
    expect(defaultPace(2400)).toBe('fast');
    expect(defaultPace(115200)).toBe('normal');
    expect(['instant', 'fast', 'normal', 'slow'].map((p) => nextPace(p as 'instant'))).toEqual(['fast', 'normal', 'slow', 'instant']);
  });

  it('paces the lines through the clock, and any key brings the rest at once', async () => {
    const { term, channel, clock } = openTerminal();
    const keys = new KeyReader(term, clock);
    const done = paceLines(term, ['first line', 'second line', 'third line', 'fourth line'], { keys, pauseMs: 500 });
    await settle();
    const text = (): string => channel.output().toString('latin1');
    expect(text()).toContain('first line');
    expect(text()).not.toContain('second line');
    clock.advance(499);
    await settle();
    expect(text()).not.toContain('second line');
    clock.advance(1);
    await settle();
    expect(text()).toContain('second line');
    expect(text()).not.toContain('third line');
    channel.type(' ');
    expect(await done).toBe(true);
    expect(text()).toContain('fourth line');
    expect(clock.pending()).toBe(0);
  });

  it('runs to the end unhurried when nobody presses a key', async () => {
    const { term, channel, clock } = openTerminal();
    const done = paceLines(term, ['one', 'two', 'three'], { keys: new KeyReader(term, clock) });
    for (let k = 0; k < 3; k += 1) {
      await settle();
      clock.advance(1000);
    }
    expect(await done).toBe(false);
    expect(channel.output().toString('latin1').replace(/\x1b\[[0-9;]*m/g, '')).toBe('one\r\ntwo\r\nthree\r\n');
  });

  it('lays blocks out as lines that fit the screen, plain in ASCII', () => {
    const long = 'A sentence that goes on and on about the fog rolling in off the Miskatonic and the lamps of the old town guttering out one by one.';
    const lines = narrationLines([{ heading: 'Ben Hale', lines: [long] }], false);
    expect(lines[0]).toBe('Ben Hale:');
    expect(lines.every((l) => l.length < 80)).toBe(true);
    expect(lines.length).toBeGreaterThan(2);
    const { bytes } = through([lines.join('\r\n')], ASCII);
    expectPlainAscii(bytes);
  });
});

describe('away summary', () => {
  const events: GameEvent[] = [
    { type: 'phase', phase: 'investigator', turn: 3 },
    { type: 'moved', investigator: 'ben-hale', from: 'st-26', to: 'woods', cost: 1, taxi: false, price: 0 },
    { type: 'combat', investigator: 'ben-hale', counter: 18, species: 'ghoul', die: 2, total: 6, sp: 8, killed: false },
    { type: 'combat', investigator: 'ben-hale', counter: 18, species: 'ghoul', die: 6, total: 10, sp: 8, killed: true },
    { type: 'knocked-out', investigator: 'amos-wendell', stat: 'strength', to: 'hospital' },
    { type: 'phase', phase: 'mythos', turn: 3 },
    { type: 'gate-opened', location: 'graveyard', doom: 4, gatesOnBoard: 2 },
    { type: 'monster-appeared', counter: 20, species: 'ghoul', location: 'graveyard', faceUp: true },
    { type: 'phase', phase: 'investigator', turn: 4 },
    { type: 'gate-closed', investigator: 'ben-hale', location: 'woods', world: 'abyss', gatesOnBoard: 1 },
  ];

  it('condenses the events into a short report: turns, gates, doom, monsters, and each investigator', () => {
    expect(awaySummary(events, ctx)).toEqual([
      'Turns 3 to 4 came and went.',
      'Gates opened at Graveyard; Doom now stands at 4.',
      'Gates closed at Woods.',
      '1 monster appeared; 0 monsters went back to the dark.',
      'Ben Hale ended at Woods, fought twice and won once and closed 1 gate.',
      'Amos Wendell ended at Hospital and was knocked senseless.',
    ]);
  });

  it('says so when nothing happened, and renders plain in ASCII', () => {
    expect(awaySummary([], ctx)).toEqual(['All was quiet in Arkham.']);
    const { bytes } = through([renderAwaySummary(events, ctx, false)], ASCII);
    expectPlainAscii(bytes);
    expect(bytes.toString('latin1')).toContain('While you were away:');
  });
});

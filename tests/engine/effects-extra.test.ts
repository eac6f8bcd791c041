// Effects the shipped tables do not use (or use only in one place), played on content changed for the test.
import { describe, expect, it } from 'vitest';
import type { Effect } from '../../src/rulesets/classic/content/schema.js';
import { engineFor, isRuleError } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { content, eventsOf, node } from './support/game.js';

function withFace(table: 'location' | 'world', id: string, face: number, effects: Effect[]) {
  const changed = structuredClone(content);
  const faces = table === 'location' ? changed.locationTables[id] : changed.otherWorlds.find((w) => w.id === id)?.table;
  if (!faces) throw new Error(`no table ${id}`);
  for (const entry of faces) entry.faces = entry.faces.filter((f) => f !== face);
  faces.push({ faces: [face], text: 'A test face.', effects });
  return engineFor({ ...changed, locationTables: { ...changed.locationTables } });
}

function ready(engine: ReturnType<typeof engineFor>, dice: number[]): GameState {
  const s = engine.start({ players: [{ id: 'p' }] }, 'extra').state;
  s.monsters = [];
  s.decks.monsters = Array.from({ length: 49 }, (_, k) => k);
  for (const g of s.gates) s.decks.gate.push(g.world);
  s.gates = [];
  // Every setup prompt (splits, setup trading) takes its default; they roll no dice, so the queue is set before each.
  while (s.phase === 'setup') {
    const p = engine.nextPrompt(s);
    if (!p) throw new Error('no prompt');
    s.forcedDice = [...dice];
    engine.answerPromptInPlace(s, p, p.default);
  }
  return s;
}

function answer(engine: ReturnType<typeof engineFor>, s: GameState, slot: number, optionId: string, dice: number[] = []) {
  const p = engine.prompts(s).find((q) => q.slot === slot);
  if (!p) throw new Error(`no prompt for ${slot}`);
  s.forcedDice = [...dice];
  const events = engine.applyAnswerInPlace(s, { promptId: p.id, optionId, version: s.version });
  if (isRuleError(events)) throw new Error(events.message);
  return events;
}

describe('effects beyond the shipped tables', () => {
  it('effect stay (in Arkham): no move next turn; the investigator meets the same place again', () => {
    const engine = withFace('location', 'city-hall', 1, [{ do: 'stay' }]);
    const s = ready(engine, [1, 1, 1, 1]);
    if (s.invs[0]) s.invs[0].at = node('city-hall');
    answer(engine, s, 0, 'stay', [1]);
    expect(s.invs[0]?.stay).toBe(true);
    // Turn 1 ends; Mythos gate roll 4+5; turn 2: slot 0 stays and rolls City Hall again (6), slot 1 moves 1+1.
    const events = answer(engine, s, 1, 'go:st-03', [4, 5, 6, 1, 1]);
    expect(eventsOf(events, 'table-roll').filter((e) => e.id === 'city-hall').map((e) => e.die)).toEqual([6]);
    expect(eventsOf(events, 'move-roll').map((e) => e.investigator)).toEqual([s.invs[1]?.id]);
  });

  it('effect returnToArkham: from an Other World straight back to a gate of that world', () => {
    const engine = withFace('world', 'abyss', 1, [{ do: 'returnToArkham' }, { do: 'stat', stat: 'sanity', amount: -3 }]);
    const s = ready(engine, [1, 1, 1, 1]);
    s.decks.gate.splice(s.decks.gate.indexOf('abyss'), 1);
    s.gates.push({ n: node('woods'), world: 'abyss', up: true });
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    const san = i.san;
    Object.assign(i, { world: 'abyss', box: 2, at: -1, flow: [{ k: 'turn', slot: 0, stage: 'start', ask: 0 }] });
    const events = answer(engine, s, 1, 'go:st-03', [1]);
    expect(eventsOf(events, 'returned')[0]).toMatchObject({ world: 'abyss', location: 'woods' });
    expect(i).toMatchObject({ at: node('woods'), world: null, explored: node('woods'), san });
  });
});

import { describe, expect, it } from 'vitest';
import * as api from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { begin, cloneGame, content, endTurn, engine, eventsOf, node, play, promptOf, putMonster } from './support/game.js';

describe('the engine API: prompts in, events out', () => {
  it('start, answer and endPhaseByDeadline work from the content alone (the plain functions)', () => {
    const step = api.start(content, { players: [{ id: 'solo' }] }, 'plain');
    expect(step.state.ruleset).toBe('classic');
    expect(step.state.contentVersion).toBe(content.version);
    expect(step.state.options).toEqual(api.DEFAULT_OPTIONS);
    const p = step.prompts[0];
    if (!p) throw new Error('no prompt');
    const next = api.answer(content, step.state, { promptId: p.id, optionId: p.default, version: step.state.version });
    expect(api.isRuleError(next)).toBe(false);
    const late = api.endPhaseByDeadline(content, step.state);
    expect(late.state.phase).toBe('investigator');
  });

  it('answer never changes its (deep-frozen) input state', () => {
    const s = cloneGame(begin({ dice: [3, 3, 1, 1] }));
    const before = JSON.stringify(s);
    const p = promptOf(s, 0);
    const step = engine.answer(s, { promptId: p.id, optionId: 'go:st-03', version: s.version });
    if (api.isRuleError(step)) throw new Error(step.message);
    expect(JSON.stringify(s)).toBe(before);
    expect(step.state.version).toBe(s.version + 1);
    expect(step.state.invs[0]?.at).toBe(node('st-03'));
  });

  it('a stale or unknown prompt is refused as a RuleError value, and nothing changes', () => {
    const s = cloneGame(begin({ dice: [3, 3, 1, 1] }));
    const before = JSON.stringify(s);
    const stale = engine.answer(s, { promptId: 'p1', optionId: 'str-5', version: s.version });
    expect(stale).toMatchObject({ error: 'rule/stale_prompt' });
    expect(engine.answer(s, { promptId: 'nonsense', optionId: 'stay', version: s.version })).toMatchObject({ error: 'rule/stale_prompt' });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('an answer made at another version is refused', () => {
    const s = cloneGame(begin({ dice: [3, 3, 1, 1] }));
    const p = promptOf(s, 0);
    expect(engine.answer(s, { promptId: p.id, optionId: 'stay', version: s.version - 1 })).toMatchObject({ error: 'rule/stale_version' });
  });

  it('an option the prompt does not offer is refused', () => {
    const s = cloneGame(begin({ dice: [1, 1, 1, 1] }));
    const p = promptOf(s, 0);
    expect(engine.answer(s, { promptId: p.id, optionId: 'go:lighthouse', version: s.version })).toMatchObject({ error: 'rule/illegal_option' });
    const mutable = JSON.parse(JSON.stringify(s)) as GameState;
    expect(engine.applyAnswerInPlace(mutable, { promptId: p.id, optionId: 'go:lighthouse', version: s.version })).toMatchObject({
      error: 'rule/illegal_option',
    });
    expect(JSON.stringify(mutable)).toBe(JSON.stringify(s));
  });

  it('the version rises by one with every accepted answer', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const v = s.version;
    play(s, 0, 'move', 'go:st-03');
    expect(s.version).toBe(v + 1);
    play(s, 1, 'move', 'go:st-03');
    expect(s.version).toBe(v + 2);
  });

  it('a prompt goes stale once answered', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const p = promptOf(s, 0);
    play(s, 0, 'move', 'go:st-03');
    expect(engine.applyAnswerInPlace(s, { promptId: p.id, optionId: 'stay', version: s.version })).toMatchObject({ error: 'rule/stale_prompt' });
  });

  it('every prompt names its investigator, kind, options and a default among them; ids are unique', () => {
    const s = begin({ players: 3, dice: Array(12).fill(2) });
    const prompts = engine.prompts(s);
    expect(prompts).toHaveLength(6);
    expect(new Set(prompts.map((p) => p.id)).size).toBe(6);
    for (const p of prompts) {
      expect(p.investigator).toBe(s.invs[p.slot]?.id);
      expect(p.options.map((o) => o.id)).toContain(p.default);
      expect(new Set(p.options.map((o) => o.id)).size).toBe(p.options.length);
    }
  });

  it('the state is plain JSON: it round-trips through JSON.stringify byte for byte', () => {
    const s = begin({ players: 2, dice: [6, 6, 5, 5, 4, 4, 3, 3] });
    const text = JSON.stringify(s);
    expect(JSON.stringify(JSON.parse(text))).toBe(text);
  });

  it('a question made moot by another investigator goes away (the monster it was about is dead)', () => {
    const s = begin({ players: 1, dice: [1, 1, 1, 1], investigators: [['ben-hale', 'amos-wendell']] });
    const c = putMonster(s, 'maniac', 'city-hall');
    s.invs.forEach((i) => (i.at = node('city-hall')));
    s.decks.item.push(...(s.invs[0]?.items ?? []));
    if (s.invs[0]) s.invs[0].items = ['shotgun'];
    s.decks.item.splice(s.decks.item.indexOf('shotgun'), 1);
    play(s, 1, 'move', 'stay');
    expect(promptOf(s, 1).kind).toBe('sneak-or-fight');
    play(s, 0, 'move', 'stay');
    const events = [...play(s, 0, 'sneak-or-fight', `fight:${c}`, [1, 3]), ...endTurn(s, 1)];
    expect(eventsOf(events, 'combat')[0]?.killed).toBe(true);
    // Amos's question about the Maniac is gone, and with it his turn (after the offer to trade with Ben,
    // who ended in the same place): the game moves on to turn 2.
    expect(eventsOf(events, 'turn-ended').map((e) => e.investigator)).toEqual(['ben-hale', 'amos-wendell']);
    expect(s.turn).toBe(2);
  });
});

describe('engine errors', () => {
  it('a prompt with no legal option is an engine bug: it throws, never passes silently', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    const i = s.invs[0];
    if (!i) throw new Error('no investigator');
    i.flow.push({ k: 'choose', slot: 0, src: { table: 'location', id: 'library' }, options: [], ask: 99 });
    expect(() => engine.prompts(s)).toThrow(/no legal option/);
  });

  it('a state made with other content is refused loudly', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    s.contentVersion = 'elsewhere';
    expect(() => engine.prompts(s)).toThrow(/content/);
  });
});

describe('endPhaseByDeadline', () => {
  it('never changes its (deep-frozen) input state', () => {
    const s = cloneGame(begin({ dice: [1, 1, 1, 1] }));
    const before = JSON.stringify(s);
    engine.endPhaseByDeadline(s);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('every investigator still to act passes (no move, no encounter); the game runs on to the next decisions', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    play(s, 0, 'move', 'go:st-03');
    const step = engine.endPhaseByDeadline(s);
    expect(eventsOf(step.events, 'deadline')[0]).toMatchObject({ phase: 'investigator', turn: 1 });
    expect(eventsOf(step.events, 'turn-ended')).toEqual([{ type: 'turn-ended', investigator: s.invs[1]?.id, passed: true }]);
    expect(step.state.turn).toBe(2);
    expect(step.state.phase).toBe('investigator');
    expect(step.state.invs[1]?.at).toBe(node('train-station'));
    expect(step.prompts.map((p) => p.kind)).toEqual(['move', 'move']);
    expect(step.state.version).toBe(s.version + 1);
  });

  it('open prompts of those who have acted take their default option', () => {
    const s = begin({ dice: [1, 1, 1, 1] });
    if (s.invs[0]) s.invs[0].str = 3;
    play(s, 0, 'move', 'stay', [1]);
    const c = s.monsters[0]?.c;
    expect(c).toBeDefined();
    expect(promptOf(s, 0).kind).toBe('sneak-or-fight');
    const step = engine.endPhaseByDeadline(s);
    expect(eventsOf(step.events, 'sneak').length + eventsOf(step.events, 'combat').length).toBeGreaterThan(0);
    // The Investigator Phase is over; the game waits at the next decision (a Mythos attack, or turn 2).
    expect(step.state.phase !== 'investigator' || step.state.turn === 2).toBe(true);
    expect(step.prompts.length).toBeGreaterThan(0);
  });

  it('in the setup phase, the STR/SAN splits take their default', () => {
    const step = engine.start({ players: [{ id: 'late' }] }, 'deadline-setup');
    const next = engine.endPhaseByDeadline(step.state);
    expect(next.state.invs.map((i) => [i.str, i.san])).toEqual([
      [5, 5],
      [5, 5],
    ]);
    expect(next.state.phase).toBe('investigator');
  });
});

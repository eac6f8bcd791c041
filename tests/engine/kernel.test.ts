// The kernel (src/engine/core) runs a ruleset that is not classic: a small dice game of our own, made
// here only from what core/ offers (engine, driver, frames, deadline, dice), the way a second ruleset
// would be. Each player rolls a die as long as they like; over the target busts. A note frame with a
// single option shows the driver answering a one-option prompt without asking.
import { describe, expect, it } from 'vitest';
import { takeDefaults } from '../../src/engine/core/deadline.js';
import { d6 } from '../../src/engine/core/dice.js';
import { makeDriver } from '../../src/engine/core/driver.js';
import { makeEngine } from '../../src/engine/core/engine.js';
import type { Ruleset } from '../../src/engine/core/engine.js';
import { isRuleError } from '../../src/engine/core/errors.js';
import { askFor } from '../../src/engine/core/frames.js';
import type { FrameHandler } from '../../src/engine/core/frames.js';
import { seedRng } from '../../src/engine/core/rng.js';
import { emit } from '../../src/engine/core/run.js';
import type { KernelRun, KernelState } from '../../src/engine/core/run.js';

interface DiceContent { version: string; target: number }
type DiceFrame = { k: 'roll'; slot: number; ask: number } | { k: 'note'; slot: number; ask: number };
interface DiceState extends KernelState {
  players: { id: string; total: number; acted: boolean; flow: DiceFrame[] }[];
  /** The flow of no one: always empty here (classic's Mythos Phase has one). */
  world: DiceFrame[];
}
type DiceEvent = { type: 'rolled'; player: string; die: number; total: number } | { type: 'noted'; player: string } | { type: 'busted'; player: string } | { type: 'over' };
interface DiceOption { id: 'roll' | 'stop' | 'ok' }
interface DiceBody { kind: 'roll' | 'note'; options: DiceOption[]; default: string }
interface DicePrompt extends DiceBody { id: string; player: string }
type Run = KernelRun<DiceContent, DiceState, DiceEvent, DiceFrame, DiceBody>;
type Handler<F extends DiceFrame> = FrameHandler<Run, F, DiceFrame, DiceBody, DiceOption>;

const player = (r: Run, slot: number): DiceState['players'][number] => {
  const p = r.s.players[slot];
  if (!p) throw new Error(`no player ${slot}`);
  return p;
};

const roll: Handler<Extract<DiceFrame, { k: 'roll' }>> = {
  run: (_r, _flow, f) => askFor(f),
  prompt: () => ({ kind: 'roll', options: [{ id: 'roll' }, { id: 'stop' }], default: 'stop' }),
  answer(r, flow, f, option) {
    const p = player(r, f.slot);
    if (option.id === 'stop') {
      flow.pop();
      return;
    }
    const die = d6(r);
    p.total += die;
    emit(r, { type: 'rolled', player: p.id, die, total: p.total });
    if (p.total > r.c.target) {
      emit(r, { type: 'busted', player: p.id });
      flow.pop();
    }
  },
};

const note: Handler<Extract<DiceFrame, { k: 'note' }>> = {
  run: (_r, _flow, f) => askFor(f),
  prompt: () => ({ kind: 'note', options: [{ id: 'ok' }], default: 'ok' }),
  answer(r, flow, f) {
    flow.pop();
    emit(r, { type: 'noted', player: player(r, f.slot).id });
  },
};

const driver = makeDriver<Run, DiceFrame, DiceBody, DiceOption, DicePrompt>({
  handlers: { roll, note },
  flowCount: (r) => r.s.players.length + 1,
  flowAt: (r, k) => r.s.players[k]?.flow ?? r.s.world,
  advancePhase(r) {
    if (r.s.phase !== 'play' || r.s.players.some((p) => p.flow.length > 0)) return false;
    r.s.phase = 'over';
    emit(r, { type: 'over' });
    return true;
  },
  prompt: (r, f, id, body) => ({ id, player: player(r, f.slot).id, ...body }),
  answered: (r, f) => {
    player(r, f.slot).acted = true;
  },
});

const DICE: Ruleset<DiceContent, DiceContent, DiceState, DiceEvent, DiceFrame, DiceBody, DiceOption, DicePrompt, { players: string[] }> = {
  prepare: (content) => content,
  contentVersion: (content) => content.version,
  rulesVersion: 1,
  driver,
  newGame(c, setup, seed) {
    const players = setup.players.map((id, slot) => {
      const flow: DiceFrame[] = [{ k: 'roll', slot, ask: 0 }, { k: 'note', slot, ask: 0 }];
      return { id, total: 0, acted: false, flow };
    });
    return { c, s: { version: 0, contentVersion: c.version, rng: seedRng(seed), seq: 0, phase: 'play', players, world: [] }, ev: [], built: null };
  },
  passDeadline: (r) => takeDefaults(r, driver, { stillDue: (run) => run.s.phase === 'play' }),
};

const engine = makeEngine(DICE, { version: 'dice-1', target: 8 });

describe('the kernel runs a ruleset of its own', () => {
  it('numbers the prompts of every flow and answers a one-option prompt without asking', () => {
    const step = engine.start({ players: ['ann', 'bo'] }, 'kernel');
    expect(step.events).toEqual([{ type: 'noted', player: 'ann' }, { type: 'noted', player: 'bo' }]);
    expect(step.prompts.map((p) => [p.id, p.player, p.kind])).toEqual([['p1', 'ann', 'roll'], ['p2', 'bo', 'roll']]);
    expect(step.state.players.every((p) => !p.acted)).toBe(true);
  });

  it('applies an answer with the dice forced, bumps the version and leaves the input state alone', () => {
    const { state } = engine.start({ players: ['ann'] }, 'kernel');
    state.forcedDice = [5];
    const before = JSON.stringify(state);
    const step = engine.answer(state, { promptId: 'p1', optionId: 'roll', version: 0 });
    if (isRuleError(step)) throw new Error(step.message);
    expect(JSON.stringify(state)).toBe(before);
    expect(step.events).toEqual([{ type: 'rolled', player: 'ann', die: 5, total: 5 }]);
    expect(step.state.version).toBe(1);
    expect(step.state.players[0]?.acted).toBe(true);
    expect(step.prompts.map((p) => p.id)).toEqual(['p2']);
  });

  it('refuses a stale prompt, a stale version and an option not offered, changing nothing', () => {
    const { state } = engine.start({ players: ['ann'] }, 'kernel');
    const before = JSON.stringify(state);
    const refused = [
      engine.applyAnswerInPlace(state, { promptId: 'p9', optionId: 'roll', version: 0 }),
      engine.applyAnswerInPlace(state, { promptId: 'p1', optionId: 'roll', version: 3 }),
      engine.applyAnswerInPlace(state, { promptId: 'p1', optionId: 'fly', version: 0 }),
    ].map((e) => (isRuleError(e) ? e.error : 'applied'));
    expect(refused).toEqual(['rule/stale_prompt', 'rule/stale_version', 'rule/illegal_option']);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('ends the game when a roll busts, and refuses answers after', () => {
    const { state } = engine.start({ players: ['ann'] }, 'kernel');
    state.forcedDice = [6, 6];
    const prompt = engine.nextPrompt(state);
    if (prompt === null) throw new Error('no prompt');
    const first = engine.answerAndNextInPlace(state, prompt, 'roll');
    if (isRuleError(first) || first.next === null) throw new Error('the first roll should leave a prompt');
    const events = engine.answerPromptInPlace(state, first.next, 'roll');
    expect(events).toEqual([{ type: 'rolled', player: 'ann', die: 6, total: 12 }, { type: 'busted', player: 'ann' }, { type: 'over' }]);
    expect(state.phase).toBe('over');
    const after = engine.applyAnswerInPlace(state, { promptId: 'p2', optionId: 'roll', version: state.version });
    expect(isRuleError(after) ? after.error : 'applied').toBe('rule/game_over');
  });

  it('passes a deadline: every open prompt takes its default, not marked as a player answer', () => {
    const { state } = engine.start({ players: ['ann', 'bo'] }, 'kernel');
    const step = engine.endPhaseByDeadline(state);
    expect(step.events).toEqual([{ type: 'over' }]);
    expect(step.state.version).toBe(1);
    expect(step.state.players.map((p) => p.acted)).toEqual([false, false]);
    expect(state.phase).toBe('play');
  });

  it('plays the same game from the same seed', () => {
    const play = (seed: string): DiceEvent[] => {
      const { state } = engine.start({ players: ['ann', 'bo'] }, seed);
      const events: DiceEvent[] = [];
      for (let prompt = engine.nextPrompt(state); prompt !== null; prompt = engine.nextPrompt(state)) {
        const got = engine.answerPromptInPlace(state, prompt, 'roll');
        if (isRuleError(got)) throw new Error(got.message);
        events.push(...got);
      }
      return events;
    };
    expect(play('same')).toEqual(play('same'));
    expect(play('same').filter((e) => e.type === 'busted')).toHaveLength(2);
  });

  it('refuses a game made with another content', () => {
    const { state } = engine.start({ players: ['ann'] }, 'kernel');
    expect(() => makeEngine(DICE, { version: 'dice-2', target: 8 }).prompts(state)).toThrow(/content dice-1/);
  });
});

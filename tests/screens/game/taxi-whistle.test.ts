// Issue #6 asked whether the move menu offers a spent Taxi Whistle ("Whistle up a taxi" beside "the
// whistle is spent"). The engine offers whistled rides only while the whistle is in hand, and one ride
// discards it: the rides the menu shows are always of a whistle that still works.
import { describe, expect, it } from 'vitest';
import { engineFor, isRuleError } from '../../../src/engine/index.js';
import { elevenStepsFromTrainStation } from './move-fixtures.js';
import { content } from './support.js';

const engine = engineFor(content);

describe('the Taxi Whistle at the move', () => {
  it('is offered while held, and a ride uses it up', () => {
    const { state } = elevenStepsFromTrainStation();
    const ruth = state.invs[0];
    if (!ruth) throw new Error('no investigator');
    const whistled = (): string[] => (engine.nextPrompt(state)?.options ?? []).map((o) => o.id).filter((id) => id.startsWith('whistle:'));
    expect(whistled()).toEqual([]);

    ruth.items.push('taxi-whistle');
    const rides = whistled();
    expect(rides.length).toBeGreaterThan(10);
    const prompt = engine.nextPrompt(state);
    if (!prompt) throw new Error('no move');
    const events = engine.answerPromptInPlace(state, prompt, 'whistle:woods');
    if (isRuleError(events)) throw new Error(events.message);
    expect(events.some((e) => e.type === 'card-lost' && e.card === 'taxi-whistle' && e.reason === 'used')).toBe(true);
    expect(ruth.items).not.toContain('taxi-whistle');
  });

  it('is not offered without the fare', () => {
    const { state } = elevenStepsFromTrainStation();
    const ruth = state.invs[0];
    if (!ruth) throw new Error('no investigator');
    ruth.items.push('taxi-whistle');
    ruth.money = 0;
    expect((engine.nextPrompt(state)?.options ?? []).some((o) => o.id.startsWith('whistle:'))).toBe(false);
  });
});

// The move decision of issue #6, from the engine itself: Ruth Ashby rolls 5 and 6 at the Train Station
// on the first day of a one-player game (seed "arkham": a gate at Devil's Beach with three monsters on
// it, no monster on the streets), with $13 for a taxi and the Heal spell to cast first.
import { engineFor, isRuleError, type GameState, type Prompt } from '../../../src/engine/index.js';
import { content } from './support.js';

export function elevenStepsFromTrainStation(): { prompt: Prompt; state: GameState } {
  const engine = engineFor(content);
  const state = engine.start({ players: [{ id: 'p1', investigators: ['ruth-ashby'] }] }, 'arkham').state;
  for (let prompt = engine.nextPrompt(state); prompt && state.phase === 'setup'; prompt = engine.nextPrompt(state)) {
    // The setup's last answer starts the first day with the move roll.
    state.forcedDice = [5, 6];
    const answered = engine.answerPromptInPlace(state, prompt, prompt.default);
    if (isRuleError(answered)) throw new Error(answered.message);
  }
  const prompt = engine.nextPrompt(state);
  if (!prompt || prompt.kind !== 'move') throw new Error(`no move to make: ${prompt?.kind ?? 'nothing'}`);
  return { prompt, state };
}

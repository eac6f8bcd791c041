// A player's open prompts, pending ones first. A prompt is pending when it landed on the player outside
// their own turn's flow and not by their own doing: in the Mythos Phase (a monster attacks overnight),
// or after they had acted in the Investigator Phase (another player's action reached them). The test is
// on who made the prompt appear, never on its kind, so new kinds of prompt need no change here.
import type { Engine, Prompt } from '../engine/index.js';
import type { GameDoc } from './game-doc.js';
import { sameName } from './names.js';
import { promptSeat } from './seats.js';

export interface PlayerPrompt {
  pending: boolean;
  prompt: Prompt;
}

export function playerPrompts(doc: GameDoc, engine: Engine, seatIndex: number): PlayerPrompt[] {
  const state = doc.engine;
  const seat = doc.seats[seatIndex];
  if (!state || !seat || doc.status === 'over' || doc.status === 'open') return [];
  const mine = engine.prompts(state).filter((prompt) => promptSeat(doc, prompt) === seatIndex);
  const marked = mine.map((prompt) => {
    const origin = doc.opened[prompt.id];
    const byMe = origin?.by != null && sameName(origin.by, seat.player);
    const outsideOwnFlow = state.phase === 'mythos' || (state.phase === 'investigator' && state.invs[prompt.slot]?.acted === true);
    return { pending: !byMe && outsideOwnFlow, prompt };
  });
  return [...marked.filter((p) => p.pending), ...marked.filter((p) => !p.pending)];
}

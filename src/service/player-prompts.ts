// A player's open prompts, pending ones first. A prompt is pending when it landed on the player outside
// their own turn's flow and not by their own doing: in the Mythos Phase (a monster attacks overnight),
// or after they had acted in the Investigator Phase (another player's action reached them). The test is
// on who made the prompt appear, never on its kind, so new kinds of prompt need no change here; and it
// is the same for both rulesets (the caller hands in the open prompts of the game's engine).
import type { Prompt } from '../engine/index.js';
import type { GameDoc } from './game-doc.js';
import { sameName } from './names.js';
import { promptSeat } from './seats.js';

export interface PlayerPrompt<P = Prompt> {
  pending: boolean;
  prompt: P;
}

export function playerPrompts<P extends { id: string; slot: number }>(doc: GameDoc, open: readonly P[], seatIndex: number): PlayerPrompt<P>[] {
  const state = doc.engine;
  const seat = doc.seats[seatIndex];
  if (!state || !seat || doc.status === 'over' || doc.status === 'open') return [];
  const mine = open.filter((prompt) => promptSeat(doc, prompt) === seatIndex);
  const marked = mine.map((prompt) => {
    const origin = doc.opened[prompt.id];
    const byMe = origin?.by != null && sameName(origin.by, seat.player);
    const outsideOwnFlow = state.phase === 'mythos' || (state.phase === 'investigator' && state.invs[prompt.slot]?.acted === true);
    return { pending: !byMe && outsideOwnFlow, prompt };
  });
  return [...marked.filter((p) => p.pending), ...marked.filter((p) => !p.pending)];
}

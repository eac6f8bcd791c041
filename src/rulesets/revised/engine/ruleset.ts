// The revised game as the kernel takes it: its driver over the handler registry and the `REVISED`
// Ruleset, for makeEngine(REVISED, revisedContent).
import { takeDefaults } from '../../../engine/core/deadline.js';
import { makeDriver } from '../../../engine/core/driver.js';
import type { Ruleset } from '../../../engine/core/engine.js';
import type { GameRun, RevisedCtx } from './game-run.js';
import { invAt } from './game-run.js';
import type { Frame, RevisedGameState, RevisedOption, RevisedPrompt, RevisedPromptBody, RevisedSetup } from './game-types.js';
import { REVISED_HANDLERS } from './handlers.js';
import { advanceRevised } from './phases.js';
import { newRevisedGame, prepareRevised } from './setup.js';
import type { RevisedContent, RevisedEvent } from './types.js';

export const revisedDriver = makeDriver<GameRun, Frame, RevisedPromptBody, RevisedOption, RevisedPrompt>({
  handlers: REVISED_HANDLERS,
  flowCount: (r) => r.s.invs.length + 1,
  flowAt: (r, k) => (k < r.s.invs.length ? r.s.invs[k]?.flow : undefined) ?? r.s.world,
  advancePhase: advanceRevised,
  prompt: (r, f, id, body) => ({ id, investigator: invAt(r, f.slot).id, slot: f.slot, ...body }),
  answered: (r, f) => {
    invAt(r, f.slot).acted = true;
  },
});

/**
 * The version of the revised rules' behaviour: bump it (by one) in the same commit as any change that
 * alters the events or the states of a seeded game (same setup, seed and answers, other events, prompts
 * or state). Wording, content data and speed alone leave it as it is. 1: the first revised engine. 2: the
 * cards of every kind (common and unique items, spells, skills, allies), shops, services and card uses.
 * 3: an encounter's outcome told as its own event (`encounter-outcome`), and the Ancient One's blow
 * marked on its Stamina or Sanity event.
 */
export const RULES_VERSION = 3;

export const REVISED: Ruleset<RevisedContent, RevisedCtx, RevisedGameState, RevisedEvent, Frame, RevisedPromptBody, RevisedOption, RevisedPrompt, RevisedSetup> = {
  prepare: prepareRevised,
  contentVersion: (content) => content.version,
  rulesVersion: RULES_VERSION,
  driver: revisedDriver,
  newGame: newRevisedGame,
  passDeadline(r) {
    const { phase, turn } = r.s;
    takeDefaults(r, revisedDriver, { stillDue: (run) => run.s.phase === phase && run.s.turn === turn });
  },
};

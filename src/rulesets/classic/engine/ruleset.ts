// The classic (1987) ruleset as the kernel takes it (core/engine.ts): its prepared content, its driver
// over the handler registry, its flows and phase changes, its setup and its deadline.
import type { Content } from '../content/schema.js';
import { makeDriver } from '../../../engine/core/driver.js';
import type { Ruleset } from '../../../engine/core/engine.js';
import type { GameEvent } from './types/events.js';
import type { Frame } from './types/frames.js';
import type { GameSetup } from './types/options.js';
import type { Prompt, PromptBody, PromptOption } from './types/prompts.js';
import type { GameState } from './types/state.js';
import { buildContext } from './context.js';
import type { Ctx } from './context.js';
import { passDeadline } from './deadline.js';
import { flowAt, flowCount } from './flow.js';
import { HANDLERS } from './handlers.js';
import { inv } from './run.js';
import type { Run } from './run.js';
import { newGame } from './setup.js';
import { advancePhase } from './turn-cycle.js';

function slotOf(f: Frame): number {
  return 'slot' in f ? f.slot : -1;
}

export const classicDriver = makeDriver<Run, Frame, PromptBody, PromptOption, Prompt>({
  handlers: HANDLERS,
  flowCount,
  flowAt,
  advancePhase,
  prompt(r, f, id, body) {
    const slot = slotOf(f);
    return { id, investigator: inv(r, slot).id, slot, kind: body.kind, options: body.options, default: body.default, context: body.context } as Prompt;
  },
  answered(r, f) {
    const slot = slotOf(f);
    if (slot >= 0 && r.s.phase === 'investigator') inv(r, slot).acted = true;
  },
});

/**
 * The version of the classic rules' behaviour. Bump it (by one) in the same commit as any change that
 * alters the events or the states of a seeded game: the same setup, seed and answers giving other
 * events, other prompts or options, or another state (a rule fixed, a card's effect or event changed, a
 * roll taken in another order). The kernel-sweep fixture (tests/engine/fixtures/sweep-hashes.json) is
 * rewritten by such a change, and its test fails until this is bumped and the new hashes pinned for it.
 * Games keep the version they started under; one of another version is not replayed (`sysop verify`).
 * A change of wording only (narration, screens), of content data (content.version), or of speed with
 * the same events and states leaves it as it is.
 * 1: version 0.1; 2: Hounds of Tindalos go back to the pile after an Other World attack too;
 * 3: the Brass Collar reports `card-used` before its +1 Strength.
 */
export const RULES_VERSION = 3;

export const CLASSIC: Ruleset<Content, Ctx, GameState, GameEvent, Frame, PromptBody, PromptOption, Prompt, GameSetup> = {
  prepare: buildContext,
  contentVersion: (content) => content.version,
  rulesVersion: RULES_VERSION,
  driver: classicDriver,
  newGame,
  passDeadline: (r) => passDeadline(r, classicDriver),
};

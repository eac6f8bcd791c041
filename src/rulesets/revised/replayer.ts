// The revised replayer (src/service/replayers.ts): the engine driven in place, its events sealed as
// the log keeps them; its deadline's step is the engine events of a record whose cause is a deadline.
import { isRuleError } from '../../engine/index.js';
import type { RevisedEngine } from '../../engine/index.js';
import { gameSetup } from '../../service/lobby.js';
import { beginsDeadline, type Replayer } from '../../service/replayers.js';
import { revisedState, wrapRevised } from '../../service/table-engine.js';
import { uncheckedReason } from '../../service/replay-check.js';
import { REVISED_ID, REVISED_MODULE } from './module.js';

/** Why a revised game is not replayed on a board without the revised content. */
export const REVISED_UNCHECKED = uncheckedReason(REVISED_ID);

export function revisedReplayer(engine: RevisedEngine): Replayer {
  return {
    ruleset: REVISED_ID,
    rulesVersion: engine.rulesVersion,
    contentVersion: engine.content.version,
    start: (doc) => {
      const step = engine.start({ players: gameSetup(doc).players }, doc.seed);
      return { state: step.state, events: wrapRevised(step.events) };
    },
    answerInPlace: (state, answer) => {
      const events = engine.applyAnswerInPlace(revisedState(state), answer);
      return isRuleError(events) ? events : wrapRevised(events);
    },
    deadlineInPlace: (state) => wrapRevised(engine.deadlineInPlace(revisedState(state))),
    beginsDeadline: (record, event) => beginsDeadline(REVISED_MODULE, record, event),
  };
}

// The classic replayer (src/service/replayers.ts): the engine driven in place from a game's setup and
// seed; its own `deadline` event begins a deadline's step.
import type { Engine } from '../../engine/index.js';
import { gameSetup } from '../../service/lobby.js';
import { beginsDeadline, type Replayer } from '../../service/replayers.js';
import { classicState } from '../../service/table-engine.js';
import { CLASSIC_ID, CLASSIC_MODULE } from './module.js';

export function classicReplayer(engine: Engine): Replayer {
  return {
    ruleset: CLASSIC_ID,
    rulesVersion: engine.rulesVersion,
    contentVersion: engine.content.version,
    start: (doc) => engine.start(gameSetup(doc), doc.seed),
    answerInPlace: (state, answer) => engine.applyAnswerInPlace(classicState(state), answer),
    deadlineInPlace: (state) => engine.deadlineInPlace(classicState(state)),
    beginsDeadline: (record, event) => beginsDeadline(CLASSIC_MODULE, record, event),
  };
}

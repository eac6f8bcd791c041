// One envelope for every game's engine events in the log: the default ruleset's events lie bare (as
// every game stored before there were two rulesets), any other ruleset's as { type: <its id>, event }.
// The event log, the replayer, the tale and the news open it here, and ask the ruleset it names.
import type { RulesetModule } from './contract.js';
import { DEFAULT_RULESET, isRulesetId, rulesetById } from './registry.js';

/** A ruleset's engine event as the log keeps it, when the ruleset is not the default. */
export interface Sealed<E> {
  type: string;
  event: E;
}

/** The ruleset a logged engine event belongs to, and the event as that ruleset wrote it. */
export function openEnvelope(logged: { type: string }): { ruleset: RulesetModule; event: unknown } {
  if (logged.type !== DEFAULT_RULESET.id && isRulesetId(logged.type) && 'event' in logged) return { ruleset: rulesetById(logged.type), event: logged.event };
  return { ruleset: DEFAULT_RULESET, event: logged };
}

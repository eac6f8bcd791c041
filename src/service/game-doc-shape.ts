// A game document read back from the store is checked before the service trusts it: a snapshot edited
// by hand, or written by some other program, could be JSON with a version and still not be a game.
// The check covers what the lobby and every call on a game read first; the engine state is checked
// only as an object (the engine's own invariants are its business).
import { z } from 'zod';
import { DEFAULT_RULESET, rulesetIdShape, rulesets } from '../rulesets/registry.js';

const seat = z.object({
  player: z.string(),
  kind: z.enum(['human', 'bot']),
  status: z.enum(['playing', 'resigned', 'retired']),
  investigators: z.array(z.string()),
  missed: z.number(),
  seen: z.number(),
  stats: z.object({ gatesClosed: z.number(), monstersSlain: z.number(), investigatorsLost: z.number() }),
});

/** A ruleset the door plays, told as an enum would be. */

/** Any ruleset's engine state; the default's shape, which asks least, is tried last. */
function engineState(): z.ZodType {
  const shapes = [...rulesets().filter((ruleset) => ruleset !== DEFAULT_RULESET), DEFAULT_RULESET].map((ruleset) => ruleset.stateShape);
  const [first, second, ...rest] = shapes;
  return first && second ? z.union([first, second, ...rest]) : (first ?? z.never());
}

function makeGameDocShape(): z.ZodType {
  return z.object({
    version: z.number(),
    id: z.string(),
    title: z.string(),
    ruleset: rulesetIdShape,
    rulesVersion: z.number().int().positive().optional(),
    createdBy: z.string(),
    createdAt: z.number(),
    status: z.enum(['open', 'running', 'paused', 'over']),
    settings: z.object({ maxPlayers: z.number(), deadlineMinutes: z.number(), retireAfter: z.number(), options: z.object({}).passthrough() }),
    seats: z.array(seat),
    engine: engineState().nullable(),
    wait: z.object({ deadline: z.number() }).passthrough().nullable(),
    log: z.array(z.unknown()),
    abandoned: z.boolean(),
    archivedTurn: z.number(),
  });
}

/** Built once for the rulesets listed (again when a test lists another). */
let built: { rulesets: number; shape: z.ZodType } | undefined;
function gameDocShape(): z.ZodType {
  if (built?.rulesets !== rulesets().length) built = { rulesets: rulesets().length, shape: makeGameDocShape() };
  return built.shape;
}

/** What is wrong with the document as a game (one sentence), or undefined when nothing is. */
export function gameDocProblem(doc: unknown): string | undefined {
  const checked = gameDocShape().safeParse(doc);
  if (checked.success) return undefined;
  const issue = checked.error.issues[0];
  return issue ? `the snapshot is not a game: ${issue.path.join('.') || 'document'}: ${issue.message}` : 'the snapshot is not a game';
}

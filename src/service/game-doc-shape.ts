// A game document read back from the store is checked before the service trusts it: a snapshot edited
// by hand, or written by some other program, could be JSON with a version and still not be a game.
// The check covers what the lobby and every call on a game read first; the engine state is checked
// only as an object (the engine's own invariants are its business).
import { z } from 'zod';

const seat = z.object({
  player: z.string(),
  kind: z.enum(['human', 'bot']),
  status: z.enum(['playing', 'resigned', 'retired']),
  investigators: z.array(z.string()),
  missed: z.number(),
  seen: z.number(),
  stats: z.object({ gatesClosed: z.number(), monstersSlain: z.number(), investigatorsLost: z.number() }),
});

const classicState = z.object({ players: z.array(z.unknown()), invs: z.array(z.unknown()), gates: z.array(z.unknown()), turn: z.number() });
const revisedState = z.object({ ruleset: z.literal('revised'), players: z.array(z.unknown()), invs: z.array(z.unknown()), board: z.object({ doom: z.number(), gates: z.record(z.string(), z.string()) }).passthrough(), turn: z.number() });

const gameDoc = z.object({
  version: z.number(),
  id: z.string(),
  title: z.string(),
  ruleset: z.enum(['classic', 'revised']),
  rulesVersion: z.number().int().positive().optional(),
  createdBy: z.string(),
  createdAt: z.number(),
  status: z.enum(['open', 'running', 'paused', 'over']),
  settings: z.object({ maxPlayers: z.number(), deadlineMinutes: z.number(), retireAfter: z.number(), options: z.object({}).passthrough() }),
  seats: z.array(seat),
  engine: z.union([revisedState.passthrough(), classicState.passthrough()]).nullable(),
  wait: z.object({ deadline: z.number() }).passthrough().nullable(),
  log: z.array(z.unknown()),
  abandoned: z.boolean(),
  archivedTurn: z.number(),
});

/** What is wrong with the document as a game (one sentence), or undefined when nothing is. */
export function gameDocProblem(doc: unknown): string | undefined {
  const checked = gameDoc.safeParse(doc);
  if (checked.success) return undefined;
  const issue = checked.error.issues[0];
  return issue ? `the snapshot is not a game: ${issue.path.join('.') || 'document'}: ${issue.message}` : 'the snapshot is not a game';
}

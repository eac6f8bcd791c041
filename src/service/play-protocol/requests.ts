// The requests of the play protocol (docs/play-protocol.md), checked with zod: one object per line,
// an `op` and its fields, and an optional `id` that the response carries back.
import { rulesetIdShape } from '../../rulesets/registry.js';
import { z } from 'zod';

const gameId = z.string().min(1).max(64);
/** A ruleset the door plays (the list may grow after this module loads: a test registers one). */
const text = (max: number): z.ZodString => z.string().max(max);

export const RequestSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('whoami') }),
  z.object({ op: z.literal('list') }),
  z.object({ op: z.literal('mine') }),
  z.object({ op: z.literal('investigators'), ruleset: rulesetIdShape.optional(), game: gameId.optional() }),
  z.object({
    op: z.literal('create'),
    title: text(200).optional(),
    maxPlayers: z.number().optional(),
    deadlineMinutes: z.number().optional(),
    retireAfter: z.number().optional(),
    bot: text(40).optional(),
    options: z.record(z.string(), z.unknown()).optional(),
    ruleset: rulesetIdShape.optional(),
  }),
  z.object({ op: z.literal('join'), game: gameId }),
  z.object({ op: z.literal('bot'), game: gameId }),
  z.object({ op: z.literal('pick'), game: gameId, investigators: z.array(text(64)).max(8) }),
  z.object({ op: z.literal('start'), game: gameId, fillWithBots: z.boolean().optional() }),
  z.object({ op: z.literal('leave'), game: gameId }),
  z.object({ op: z.literal('resign'), game: gameId }),
  z.object({ op: z.literal('view'), game: gameId }),
  z.object({ op: z.literal('answer'), game: gameId, prompt: text(64), option: text(200), version: z.number().int() }),
  z.object({ op: z.literal('events'), game: gameId, since: z.number().int() }),
  z.object({ op: z.literal('past'), page: z.number().int().min(0).max(100_000).optional() }),
  z.object({ op: z.literal('replay'), game: gameId }),
  z.object({ op: z.literal('news'), game: gameId.optional(), page: z.number().int().min(0).max(100_000).optional() }),
  z.object({ op: z.literal('hall') }),
  z.object({ op: z.literal('mail') }),
  z.object({ op: z.literal('read'), mail: text(200) }),
  z.object({ op: z.literal('send'), to: text(200), subject: text(1_000), body: text(20_000) }),
  z.object({ op: z.literal('delete'), mail: text(200) }),
  z.object({ op: z.literal('who') }),
  z.object({ op: z.literal('page'), to: text(200), text: text(1_000) }),
  z.object({ op: z.literal('pages') }),
]);

export type PlayRequest = z.infer<typeof RequestSchema>;
export type PlayOp = PlayRequest['op'];

export const OPS: readonly PlayOp[] = RequestSchema.options.map((option) => option.shape.op.value);

/** The request's `id`, when it is one a response can carry back. */
export function requestId(raw: unknown): string | number | null | undefined {
  if (typeof raw !== 'object' || raw === null || !('id' in raw)) return undefined;
  const id: unknown = raw.id;
  return typeof id === 'string' || typeof id === 'number' || id === null ? id : undefined;
}

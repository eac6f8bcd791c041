// What the service refuses, as a code the screens and the play command can act on and a sentence
// for people. A refusal thrown inside a store transaction commits nothing.
import type { RuleErrorCode } from '../engine/index.js';

export type ServiceErrorCode =
  | RuleErrorCode
  | 'request/invalid'
  | 'game/not_found'
  | 'game/not_open'
  | 'game/not_running'
  | 'game/paused'
  | 'game/over'
  | 'game/not_over'
  | 'game/unreplayable'
  | 'game/full'
  | 'game/too_many'
  | 'seat/not_seated'
  | 'seat/already_seated'
  | 'seat/not_creator'
  | 'seat/investigator_taken'
  | 'answer/not_yours'
  | 'answer/stale'
  | 'player/unknown'
  | 'mail/not_found'
  | 'mail/box_full'
  | 'page/not_online'
  | 'wall/empty'
  | 'wall/barred'
  | 'wall/limit'
  | 'game/damaged'
  | 'store/damaged'
  | 'store/unavailable'
  | 'store/busy';

export class ServiceError extends Error {
  constructor(
    readonly code: ServiceErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ServiceError';
  }
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof ServiceError;
}

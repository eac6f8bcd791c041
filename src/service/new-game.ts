// A new game document, version 0: the creator in the first seat, settings checked, seeds fixed.
import { DEFAULT_RULESET } from '../rulesets/registry.js';
import { randomBytes } from 'node:crypto';
import { seedRng } from '../engine/index.js';
import type { RulesetName } from '../engine/index.js';
import type { GameDoc, GameSettings } from './game-doc.js';
import { newSeat } from './seats.js';

/** Short ids callers can type: a letter, then seven of lower-case letters and digits. */
export function randomGameId(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(7);
  let id = 'g';
  for (const byte of bytes) id += alphabet.charAt(byte % alphabet.length);
  return id;
}

export function randomSeed(): string {
  return randomBytes(8).toString('hex');
}

export interface NewGame {
  id: string;
  title: string;
  creator: string;
  settings: GameSettings;
  seed: string;
  contentVersion: string;
  now: number;
  /** Classic unless said. */
  ruleset?: RulesetName;
}

export function newGameDoc(game: NewGame): GameDoc {
  return {
    version: 0,
    id: game.id,
    title: game.title,
    ruleset: game.ruleset ?? DEFAULT_RULESET.id,
    contentVersion: game.contentVersion,
    createdBy: game.creator,
    createdAt: game.now,
    status: 'open',
    settings: game.settings,
    seats: [newSeat(game.creator, 'human', game.now)],
    seed: game.seed,
    engine: null,
    botRng: seedRng(`${game.seed}:bots`),
    wait: null,
    pausedAt: null,
    endedAt: null,
    abandoned: false,
    log: [
      {
        v: 0,
        turn: 0,
        at: game.now,
        by: game.creator,
        cause: 'lobby',
        events: [
          { type: 'table-created', player: game.creator, title: game.title },
          { type: 'table-joined', player: game.creator, kind: 'human' },
        ],
      },
    ],
    archivedVersion: -1,
    archivedTurn: -1,
    botBacklog: false,
    opened: {},
    hallRecorded: false,
  };
}

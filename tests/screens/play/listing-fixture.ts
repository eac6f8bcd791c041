// Lobby listings for the lobby's menu tests: a running two-seat table by default, any field overridden.
import { DEFAULT_OPTIONS } from '../../../src/engine/index.js';
import type { GameListing, SeatListing } from '../../../src/service/listing.js';

export const LISTING_NOW = Date.UTC(2026, 10, 29, 12, 0, 0);
const HOUR = 3_600_000;

export function seatListing(player: string, kind: 'human' | 'bot' = 'human'): SeatListing {
  return { player, kind, status: 'playing', investigators: [], missed: 0, stats: { gatesClosed: 0, monstersSlain: 0, investigatorsLost: 0 } };
}

export function gameListing(id: string, fields: Partial<GameListing>): GameListing {
  return {
    id,
    title: id,
    ruleset: 'classic',
    status: 'running',
    createdBy: 'Ann',
    createdAt: LISTING_NOW,
    endedAt: null,
    maxPlayers: 2,
    seats: [seatListing('Ann'), seatListing('bot-1', 'bot')],
    deadlineMinutes: 24 * 60,
    retireAfter: 0,
    options: { ...DEFAULT_OPTIONS },
    turn: 3,
    phase: 'investigator',
    deadline: LISTING_NOW + 5 * HOUR,
    waitingOn: [],
    doom: 4,
    gatesOnBoard: 2,
    outcome: null,
    abandoned: false,
    version: 10,
    ...fields,
  };
}

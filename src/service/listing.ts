// A game as the lobby shows it: ruleset, seats, turn, deadline, and who the table is waiting on.
import type { Engine, GameOptions, Outcome, Phase } from '../engine/index.js';
import type { GameDoc, GameStatus, SeatStats, SeatStatus } from './game-doc.js';
import { playedByBot, promptSeat } from './seats.js';

export interface SeatListing {
  player: string;
  kind: 'human' | 'bot';
  status: SeatStatus;
  /** Chosen in the lobby, or in play once the game runs. */
  investigators: string[];
  missed: number;
  stats: SeatStats;
}

export interface GameListing {
  id: string;
  title: string;
  ruleset: 'classic';
  status: GameStatus;
  createdBy: string;
  createdAt: number;
  /** When the game ended, null while it runs. */
  endedAt: number | null;
  maxPlayers: number;
  seats: SeatListing[];
  deadlineMinutes: number;
  retireAfter: number;
  options: GameOptions;
  turn: number;
  phase: Phase | null;
  /** When the current stop's defaults are taken (ms), null when nothing waits. */
  deadline: number | null;
  /** Humans whose decisions the table is waiting for. */
  waitingOn: string[];
  doom: number;
  gatesOnBoard: number;
  outcome: Outcome | null;
  abandoned: boolean;
  version: number;
}

export function listingOf(doc: GameDoc, engine: Engine): GameListing {
  const state = doc.engine;
  return {
    id: doc.id,
    title: doc.title,
    ruleset: doc.ruleset,
    status: doc.status,
    createdBy: doc.createdBy,
    createdAt: doc.createdAt,
    endedAt: doc.endedAt,
    maxPlayers: doc.settings.maxPlayers,
    seats: doc.seats.map((seat, index) => ({
      player: seat.player,
      kind: seat.kind,
      status: seat.status,
      investigators: state ? (state.players[index]?.slots ?? []).map((slot) => state.invs[slot]?.id ?? '') : [...seat.investigators],
      missed: seat.missed,
      stats: { ...seat.stats },
    })),
    deadlineMinutes: doc.settings.deadlineMinutes,
    retireAfter: doc.settings.retireAfter,
    options: { ...doc.settings.options },
    turn: state?.turn ?? 0,
    phase: state?.phase ?? null,
    deadline: doc.status === 'running' ? (doc.wait?.deadline ?? null) : null,
    waitingOn: waitingOn(doc, engine),
    doom: state?.doom ?? 0,
    gatesOnBoard: state?.gates.length ?? 0,
    outcome: state?.outcome ?? null,
    abandoned: doc.abandoned,
    version: doc.version,
  };
}

export function waitingOn(doc: GameDoc, engine: Engine): string[] {
  const state = doc.engine;
  if (!state || doc.status !== 'running') return [];
  const names: string[] = [];
  for (const prompt of engine.prompts(state)) {
    const seat = doc.seats[promptSeat(doc, prompt)];
    if (seat && !playedByBot(seat) && !names.includes(seat.player)) names.push(seat.player);
  }
  return names;
}

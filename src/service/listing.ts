// A game as the lobby shows it: ruleset, seats, turn, deadline, and who the table is waiting on.
import type { GameOptions, RulesetName } from '../engine/index.js';
import type { GameDoc, GameStatus, SeatStats, SeatStatus } from './game-doc.js';
import { playedByBot, promptSeat, seatSlots } from './seats.js';
import { gaugesOf, type TableEngine, type TableState } from './table-engine.js';

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
  ruleset: RulesetName;
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
  phase: TableState['phase'] | null;
  /** When the current stop's defaults are taken (ms), null when nothing waits. */
  deadline: number | null;
  /** Humans whose decisions the table is waiting for. */
  waitingOn: string[];
  doom: number;
  gatesOnBoard: number;
  outcome: TableState['outcome'];
  abandoned: boolean;
  version: number;
}

export function listingOf(doc: GameDoc, engine: TableEngine): GameListing {
  const state = doc.engine;
  const gauges = gaugesOf(state);
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
      investigators: state ? seatSlots(doc, index).map((slot) => state.invs[slot]?.id ?? '') : [...seat.investigators],
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
    doom: gauges.doom,
    gatesOnBoard: gauges.gatesOnBoard,
    outcome: state?.outcome ?? null,
    abandoned: doc.abandoned,
    version: doc.version,
  };
}

export function waitingOn(doc: GameDoc, engine: TableEngine): string[] {
  const state = doc.engine;
  if (!state || doc.status !== 'running') return [];
  const names: string[] = [];
  for (const prompt of engine.prompts(state)) {
    const seat = doc.seats[promptSeat(doc, prompt)];
    if (seat && !playedByBot(seat) && !names.includes(seat.player)) names.push(seat.player);
  }
  return names;
}

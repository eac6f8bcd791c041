// Who sits where and who decides for a seat. Seat k is the engine's player k; a prompt belongs to the
// seat of the investigator it names. A human's seat is theirs while they play; a bot seat, or the seat
// of a human who resigned or was retired, is played by the game's bot.
import { ServiceError } from './errors.js';
import type { GameDoc, Seat } from './game-doc.js';
import { sameName } from './names.js';
import { seatOfSlot, slotsOfSeat } from './table-engine.js';

export function seatIndexOf(doc: GameDoc, player: string): number {
  return doc.seats.findIndex((seat) => seat.kind === 'human' && sameName(seat.player, player));
}

export function requireSeat(doc: GameDoc, player: string): { seat: Seat; index: number } {
  const index = seatIndexOf(doc, player);
  const seat = doc.seats[index];
  if (!seat) throw new ServiceError('seat/not_seated', `${player} has no seat in game ${doc.id}`);
  return { seat, index };
}

export function playedByBot(seat: Seat): boolean {
  return seat.kind === 'bot' || seat.status !== 'playing';
}

export function humansPlaying(doc: GameDoc): Seat[] {
  return doc.seats.filter((seat) => !playedByBot(seat));
}

/** The seat index of the investigator a prompt names (-1 when the state has no such slot). */
export function promptSeat(doc: GameDoc, prompt: { slot: number }): number {
  return doc.engine ? seatOfSlot(doc.seats, doc.engine, prompt.slot) : -1;
}

export function seatSlots(doc: GameDoc, index: number): number[] {
  return doc.engine ? slotsOfSeat(doc.seats, doc.engine, index) : [];
}

export function nextBotName(doc: GameDoc): string {
  const taken = new Set(doc.seats.map((seat) => seat.player.toLowerCase()));
  for (let n = 1; ; n += 1) if (!taken.has(`bot-${n}`)) return `bot-${n}`;
}

export function newSeat(player: string, kind: Seat['kind'], now: number): Seat {
  return {
    player,
    kind,
    status: 'playing',
    investigators: [],
    joinedAt: now,
    missed: 0,
    lastAnswer: -1,
    seen: -1,
    stats: { gatesClosed: 0, monstersSlain: 0, investigatorsLost: 0 },
  };
}

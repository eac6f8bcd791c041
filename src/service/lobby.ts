// The lobby's decisions on a game document: sit down, bring a bot, choose investigators, leave,
// resign, start. Each works on a transaction's draft and throws a ServiceError to refuse.
import type { GameSetup } from '../engine/index.js';
import { rulesetOf } from '../rulesets/registry.js';
import { addEvents, type Draft } from './draft.js';
import { ServiceError } from './errors.js';
import type { GameDoc } from './game-doc.js';
import { sameName } from './names.js';
import { newSeat, nextBotName, requireSeat, seatIndexOf } from './seats.js';
import { settle } from './settle.js';
import type { TableKit } from './table-kit.js';

export function requireOpen(doc: GameDoc): void {
  if (doc.status !== 'open') throw new ServiceError('game/not_open', `game ${doc.id} has already started`);
}

function requireCreator(doc: GameDoc, player: string): void {
  if (!sameName(doc.createdBy, player)) throw new ServiceError('seat/not_creator', `only ${doc.createdBy} may do that in game ${doc.id}`);
}

/** How many investigators each player will run with this many seats (the game's rules option). */
export function investigatorsEach(doc: GameDoc, seats: number): number {
  return rulesetOf(doc).investigatorsEach(seats, doc.settings.options);
}

/** Sits a player down; `investigators` are chosen as they sit, before a table this fills starts. */
export function join(draft: Draft, kit: TableKit, player: string, investigators: readonly string[] = []): void {
  const doc = draft.doc;
  requireOpen(doc);
  if (seatIndexOf(doc, player) >= 0) throw new ServiceError('seat/already_seated', `${player} already sits at game ${doc.id}`);
  if (doc.seats.some((seat) => sameName(seat.player, player))) throw new ServiceError('request/invalid', `the name ${player} is taken at this table`);
  if (doc.seats.length >= doc.settings.maxPlayers) throw new ServiceError('game/full', `game ${doc.id} is full`);
  doc.seats.push(newSeat(player, 'human', kit.now));
  addEvents(draft, player, 'lobby', [{ type: 'table-joined', player, kind: 'human' }]);
  if (investigators.length > 0) pick(draft, kit, player, investigators);
  startWhenFull(draft, kit);
}

export function addBot(draft: Draft, kit: TableKit, by: string): void {
  const doc = draft.doc;
  requireOpen(doc);
  requireCreator(doc, by);
  if (doc.seats.length >= doc.settings.maxPlayers) throw new ServiceError('game/full', `game ${doc.id} is full`);
  const player = nextBotName(doc);
  doc.seats.push(newSeat(player, 'bot', kit.now));
  addEvents(draft, by, 'lobby', [{ type: 'table-joined', player, kind: 'bot' }]);
  startWhenFull(draft, kit);
}

export function pick(draft: Draft, kit: TableKit, player: string, investigators: readonly string[]): void {
  const doc = draft.doc;
  requireOpen(doc);
  const { seat } = requireSeat(doc, player);
  const known = new Set(kit.engine.investigatorIds());
  const unknown = investigators.find((id) => !known.has(id));
  if (unknown !== undefined) throw new ServiceError('request/invalid', `no investigator "${unknown}"`);
  if (new Set(investigators).size !== investigators.length) throw new ServiceError('request/invalid', 'an investigator is chosen twice');
  const allowed = investigatorsEach(doc, doc.seats.length);
  if (investigators.length > allowed) throw new ServiceError('request/invalid', `the rules give each player ${allowed} investigator(s) at this table`);
  const taken = doc.seats.filter((other) => other !== seat).flatMap((other) => other.investigators);
  const clash = investigators.find((id) => taken.includes(id));
  if (clash !== undefined) throw new ServiceError('seat/investigator_taken', `${clash} is already chosen by another player`);
  seat.investigators = [...investigators];
  addEvents(draft, player, 'lobby', [{ type: 'table-picked', player: seat.player, investigators: [...investigators] }]);
}

/** Leaving an open game frees the seat; a creator who leaves hands the table to the next human. */
export function leave(draft: Draft, player: string): void {
  const doc = draft.doc;
  requireOpen(doc);
  const { seat, index } = requireSeat(doc, player);
  doc.seats.splice(index, 1);
  addEvents(draft, player, 'lobby', [{ type: 'table-left', player: seat.player }]);
  if (sameName(doc.createdBy, player)) {
    const heir = doc.seats.find((other) => other.kind === 'human');
    if (heir) doc.createdBy = heir.player;
    else {
      doc.status = 'over';
      doc.abandoned = true;
      addEvents(draft, null, 'lobby', [{ type: 'table-abandoned' }]);
    }
  }
}

/** Resigning a running game hands the seat to the bot; in an open game it is leaving. */
export function resign(draft: Draft, kit: TableKit, player: string): void {
  const doc = draft.doc;
  if (doc.status === 'open') return leave(draft, player);
  if (doc.status === 'over') throw new ServiceError('game/over', `game ${doc.id} is over`);
  const { seat } = requireSeat(doc, player);
  if (seat.status !== 'playing') throw new ServiceError('seat/not_seated', `${player} no longer plays in game ${doc.id}`);
  seat.status = 'resigned';
  addEvents(draft, player, 'lobby', [{ type: 'table-resigned', player: seat.player }]);
  settle(draft, kit, kit.now);
}

export function startByCreator(draft: Draft, kit: TableKit, by: string, fillWithBots: boolean): void {
  const doc = draft.doc;
  requireOpen(doc);
  requireCreator(doc, by);
  if (fillWithBots) {
    while (doc.seats.length < doc.settings.maxPlayers) {
      const player = nextBotName(doc);
      doc.seats.push(newSeat(player, 'bot', kit.now));
      addEvents(draft, by, 'lobby', [{ type: 'table-joined', player, kind: 'bot' }]);
    }
  }
  begin(draft, kit, by);
}

function startWhenFull(draft: Draft, kit: TableKit): void {
  if (draft.doc.seats.length >= draft.doc.settings.maxPlayers) begin(draft, kit, null);
}

/** The engine's setup for this table: the seats in order with the investigators chosen, and the rules options. */
export function gameSetup(doc: GameDoc): GameSetup {
  const each = investigatorsEach(doc, doc.seats.length);
  const players = doc.seats.map((seat) => ({ id: seat.player, investigators: seat.investigators.slice(0, each) }));
  return { players, options: doc.settings.options };
}

function begin(draft: Draft, kit: TableKit, by: string | null): void {
  const doc = draft.doc;
  let step;
  try {
    step = kit.engine.start(gameSetup(doc), doc.seed);
  } catch (error) {
    throw new ServiceError('request/invalid', `the game cannot start: ${error instanceof Error ? error.message : String(error)}`);
  }
  doc.status = 'running';
  doc.rulesVersion = kit.engine.rulesVersion;
  addEvents(draft, by, 'lobby', [{ type: 'table-started', by }]);
  doc.engine = step.state;
  addEvents(draft, by, 'lobby', step.events);
  settle(draft, kit, kit.now);
}

// When the table has nothing for the caller to decide: who it waits on and until when, and the game
// followed live. Every move committed anywhere (another node, a bot, a deadline) comes through the
// service's watch within two seconds and is told as it comes; when a decision falls to the caller,
// or the game starts, pauses or ends, the table takes over again. A key goes back to the lobby.
import type { PlayerView } from '../../service/game-service.js';
import type { GameListing } from '../../service/listing.js';
import { isServiceError } from '../../service/errors.js';
import { sameName } from '../../service/names.js';
import type { WatchBatch } from '../../service/watch-hub.js';
import type { LogRecord } from '../../service/game-doc.js';
import type { Key } from '../../term/types.js';
import { deadlineWords } from './deadline-words.js';
import { putWords, showWords, type PlaySession } from './play-session.js';
import { playerName } from './record-blocks.js';
import type { TableScreen } from '../../rulesets/classic/screens/table-screen.js';
import { slotsOf } from './table-view.js';
import { clip } from '../game/wrap.js';

export type WaitOutcome = { kind: 'leave' } | { kind: 'changed'; view: PlayerView; known: number };

/** How often keys and the watch are looked at: well inside the two seconds a move may take to show. */
export const WAIT_TICK_MS = 250;
const RUNNING_KEYS = '[S] sheets  [L] tale  [Q] lobby';

type WaitCommand = 'leave' | 'sheet' | 'log' | 'begin' | 'give-up' | null;

function commandOf(key: Key, view: PlayerView, player: string): WaitCommand {
  if (key.kind === 'escape') return 'leave';
  if (key.kind !== 'char') return null;
  const ch = key.char.toLowerCase();
  if (ch === 'q') return 'leave';
  if (view.game.status === 'open') {
    if (ch === 'b' && sameName(view.game.createdBy, player)) return 'begin';
    if (ch === 'l') return 'give-up';
    return null;
  }
  return ch === 's' ? 'sheet' : ch === 'l' ? 'log' : null;
}

/** Who the table waits on, and until when, in a line for the last row. */
export function waitingLine(game: GameListing, deadline: string | null): string {
  const names = game.waitingOn.map(playerName);
  const who = names.length === 0 ? 'The table is settling its accounts' : `Waiting on ${names.join(', ')}`;
  return `${who}${deadline ? `; the turn ends ${deadline}` : ''}.`;
}

/** What a running table waits for: the sysop's pause, or whom and until when. */
export function waitingWords(game: GameListing, now: number): string {
  return game.status === 'paused' ? 'The sysop has paused this game; the turn keeps its time.' : waitingLine(game, deadlineWords(game.deadline, now));
}

/** The caller's first investigator, lit up on the map while they wait. */
export function firstSlot(view: PlayerView): number | null {
  const prompt = view.prompts[0]?.prompt;
  if (prompt) return prompt.slot;
  return view.state ? (slotsOf(view.state, view.seat)[0] ?? null) : null;
}

function openTableWords(view: PlayerView, player: string): { title: string; paragraphs: string[] } {
  const game = view.game;
  const seated = game.seats.map((seat) => playerName(seat.player));
  const mine = sameName(game.createdBy, player);
  return {
    title: `"${clip(game.title, 40)}" is gathering its players`,
    paragraphs: [
      `At the table: ${seated.join(', ')} (${game.seats.length} of ${game.maxPlayers} seats).`,
      'When the last seat is taken the game begins by itself. Other callers find this table in their lobby.',
      ...(mine ? ['[B] Begin now, with automatons in the empty seats.'] : []),
      '[L] Give up your seat.',
    ],
  };
}

/** What a table does while it follows a game live: draw (only when something changed), answer a key, tell what came. */
export interface LiveFollow {
  draw(): void;
  /** A key pressed while waiting: 'leave' stops following. */
  onKey(key: Key): Promise<'leave' | null>;
  /** Records committed since: told, then true when the table takes over again (a decision, a new status). */
  onRecords(records: LogRecord[]): Promise<boolean>;
}

/**
 * Follows `gameId` from version `known` through the service's watch, ticking every WAIT_TICK_MS for
 * keys, until the caller leaves or the table takes over; the highest version told comes back.
 */
export async function followLive(session: PlaySession, gameId: string, known: number, follow: LiveFollow): Promise<{ left: boolean; seen: number }> {
  const watch = session.service.watch(gameId, known);
  const batches: WatchBatch[] = [];
  const pump = (async () => {
    for await (const batch of watch) batches.push(batch);
  })();
  let seen = known;
  try {
    for (;;) {
      follow.draw();
      const key = await session.ctx.keys.nextWithin(WAIT_TICK_MS);
      if (key && (await follow.onKey(key)) === 'leave') return { left: true, seen };
      if (batches.length === 0) continue;
      const taken = batches.splice(0);
      seen = Math.max(seen, ...taken.map((batch) => batch.version));
      if (await follow.onRecords(taken.flatMap((batch) => batch.records))) return { left: false, seen };
    }
  } finally {
    watch.close();
    await pump;
  }
}

export async function waitAtTable(session: PlaySession, table: TableScreen, view: PlayerView, known: number): Promise<WaitOutcome> {
  const { service, ctx } = session;
  const gameId = view.game.id;
  let current = view;
  let drawn = '';
  const draw = (): void => {
    const game = current.game;
    if (game.status === 'open') {
      const words = openTableWords(current, ctx.player);
      const text = JSON.stringify(words);
      if (text === drawn) return;
      drawn = text;
      putWords(session, words.title, words.paragraphs, '[Q] Back to the lobby; the table keeps your seat.');
      return;
    }
    const state = current.state;
    if (!state) return;
    const what = waitingWords(game, ctx.clock.now());
    const text = `${clip(what, 79 - RUNNING_KEYS.length - 2)}  ${RUNNING_KEYS}`;
    if (text === drawn) return;
    drawn = text;
    table.showWaiting(state, firstSlot(current), text);
  };
  let changed: PlayerView | null = null;
  const followed = await followLive(session, gameId, known, {
    draw,
    onKey: async (key) => {
      const command = commandOf(key, current, ctx.player);
      if (command === 'leave') return 'leave';
      if (command === 'sheet' && current.state) {
        await table.showSheets(current.state, slotsOf(current.state, current.seat));
        drawn = '';
      }
      if (command === 'log' && current.state) {
        await table.showLog(gameId, current.state.turn);
        drawn = '';
      }
      if (command === 'begin' || command === 'give-up') {
        const done = await lobbyMove(session, gameId, command);
        if (command === 'give-up' && done) return 'leave';
        drawn = '';
      }
      return null;
    },
    onRecords: async (records) => {
      const fresh = await service.games.view(gameId, ctx.player);
      await table.narrate(records, fresh.state, firstSlot(fresh));
      drawn = '';
      const ready = fresh.game.status === 'running' && fresh.prompts.length > 0;
      if (ready || fresh.game.status !== current.game.status) {
        changed = fresh;
        return true;
      }
      current = fresh;
      return false;
    },
  });
  return followed.left || changed === null ? { kind: 'leave' } : { kind: 'changed', view: changed, known: followed.seen };
}

/** Starting the table with bots, or giving up the seat: a refusal is told, never thrown. True when done. */
async function lobbyMove(session: PlaySession, gameId: string, move: 'begin' | 'give-up'): Promise<boolean> {
  const { games } = session.service;
  try {
    if (move === 'begin') await games.start(gameId, session.ctx.player, { fillWithBots: true });
    else await games.leave(gameId, session.ctx.player);
    return true;
  } catch (error) {
    if (!isServiceError(error)) throw error;
    await showWords(session, 'That could not be done', [error.message]);
    return false;
  }
}

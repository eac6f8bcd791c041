// A finished game told again from its history alone: the engine of its ruleset replays it from the
// table's setup, seed and recorded answers (replay-check.ts, the same replay `sysop verify` runs), and
// the events it gives, with the table's own facts from the history, are gathered game turn by game
// turn for the watch screen. A history that does not replay gives one sentence instead, never a half-told game.
import type { GameExport } from '../store/store.js';
import type { GameDoc, LogRecord } from './game-doc.js';
import { checkReplay, rulesWords, type ReplayCheck } from './replay-check.js';
import type { Replayers } from './replayers.js';

/** One game turn of the tale: its records (engine events as replayed), and when its first was played. */
export interface TaleTurn {
  turn: number;
  /** Clock time (ms) of the turn's first record: the day it was played. */
  at: number;
  records: LogRecord[];
}

export type ReplayedTale = { ok: true; turns: TaleTurn[] } | { ok: false; message: string };

/**
 * The game's turns as the replay tells them. The lobby's records before the first game turn (turn 0:
 * the table set up, the game started) open turn 1, so that every turn shown is one of the game's.
 */
export function replayTale(replayers: Replayers, exported: GameExport<GameDoc>): ReplayedTale {
  // One line for the caller; `sysop check` and `sysop verify` name what is wrong.
  if (exported.missing && exported.missing.length > 0) return { ok: false, message: "Part of this game's history is missing, so it cannot be told again." };
  const turns: TaleTurn[] = [];
  let open: { record: LogRecord; told: LogRecord } | null = null;
  let check: ReplayCheck;
  try {
    check = checkReplay(replayers, exported.doc, exported.archive as LogRecord[], (record, event) => {
      if (open?.record !== record) {
        const turn = Math.max(1, record.turn);
        const told: LogRecord = { ...record, turn, events: [] };
        delete told.answers;
        const last = turns[turns.length - 1];
        if (last?.turn === turn) last.records.push(told);
        else turns.push({ turn, at: record.at, records: [told] });
        open = { record, told };
      }
      open.told.events.push(event);
    });
  } catch {
    // A document or archive not of this program's making (verifyExport says the same, with the details).
    return { ok: false, message: "This game's history cannot be replayed: it is not in a shape we know." };
  }
  if (check.status === 'unchecked') return { ok: false, message: 'This board has no revised rules to tell this revised game again with.' };
  if (check.status === 'other-rules') {
    const played = check.rules.played === null ? 'older rules' : rulesWords(check.rules, check.rules.played);
    return { ok: false, message: `Played under ${played}; this door plays ${rulesWords(check.rules, check.rules.door)}: it cannot be replayed.` };
  }
  if (!check.ok) return { ok: false, message: `This game's history does not replay: it parts from the record in turn ${check.divergence.turn}.` };
  return { ok: true, turns };
}

// One game at the table: what happened while the caller was away first, then each decision that is
// theirs (pending ones first) as a menu over the map, the answer sent, what it set off told at a
// readable pace, the map brought up to date; when nothing is theirs to decide, the game followed live
// until something is. Ends at the game-over screen, or when the caller goes back to the lobby.
import type { LogRecord } from '../../service/game-doc.js';
import { showAway } from './away-screen.js';
import { showGameOver } from './game-over.js';
import { withOneMoment } from './one-moment.js';
import { showWords, type PlaySession } from './play-session.js';
import { tellRefusal } from './refusals.js';
import { runRevisedTable } from '../../rulesets/revised/screens/table.js';
import { TableScreen } from '../../rulesets/classic/screens/table-screen.js';
import { slotsOf } from './table-view.js';
import { firstSlot, waitAtTable } from './waiting.js';

export interface TableOptions {
  /** Tell what happened since this game version first (a table the caller just set up), instead of the away summary. */
  since?: number;
}

export async function runTable(session: PlaySession, gameId: string, options: TableOptions = {}): Promise<void> {
  session.presence?.setGame(gameId);
  try {
    await playTable(session, gameId, options);
  } finally {
    session.presence?.setGame(null);
  }
}

async function playTable(session: PlaySession, gameId: string, options: TableOptions): Promise<void> {
  const { games } = session.service;
  const player = session.ctx.player;
  const table = new TableScreen(session);
  // Routed before any view: looking marks the table seen, and the revised table tells what was not.
  if ((await games.game(gameId)).ruleset === 'revised') {
    const content = games.revisedEngine?.content;
    if (content) await runRevisedTable(session, gameId, content, options.since);
    else await showWords(session, 'Not here', ['This table plays the revised rules, and this board has no revised content.']);
    return;
  }
  let view = await games.view(gameId, player);
  let known = view.game.version;
  if (options.since !== undefined) {
    const told = await games.eventsSince(gameId, options.since);
    await table.narrate(told.records, view.state, firstSlot(view));
    known = Math.max(known, told.version);
  } else if (view.away) {
    await showAway(session, view);
  }
  if (view.state) table.introduce(view.state, firstSlot(view));
  for (;;) {
    if (view.game.status === 'over') {
      await showGameOver(session, view);
      return;
    }
    if (view.seat < 0) {
      await showWords(session, 'Not your table', ['You have no seat at this table any more.']);
      return;
    }
    const next = view.prompts[0];
    if (!next || !view.state || view.game.status !== 'running') {
      const outcome = await waitAtTable(session, table, view, known);
      if (outcome.kind === 'leave') return;
      ({ view, known } = outcome);
      continue;
    }
    const asked = await table.ask(view.state, next, { gameId, known });
    if (asked.kind === 'command') {
      if (asked.command === 'leave') return;
      if (asked.command === 'map') await table.showMap(view.state, next.prompt.slot);
      if (asked.command === 'sheet') await table.showSheets(view.state, slotsOf(view.state, view.seat));
      if (asked.command === 'log') await table.showLog(gameId, view.state.turn);
      continue;
    }
    try {
      const answer = { promptId: next.prompt.id, optionId: asked.optionId, version: view.stateVersion };
      const answered = await withOneMoment(session.ctx.clock, (text) => session.screen.notice(text), () => games.answer(gameId, player, answer));
      const records = await recordsAfter(session, gameId, known, answered.records);
      await table.narrate(records, answered.state, firstSlot(answered));
      known = Math.max(known, answered.game.version);
      view = answered;
    } catch (error) {
      await tellRefusal(session, gameId, error);
      view = await games.view(gameId, player);
    }
  }
}

/**
 * The records to tell after an answer: those it committed, and any other caller's that came between
 * the last ones told and it (read again when the answer's records do not follow on from them).
 */
async function recordsAfter(session: PlaySession, gameId: string, known: number, committed: readonly LogRecord[]): Promise<readonly LogRecord[]> {
  const first = committed[0]?.v;
  if (first === undefined || first <= known + 1) return committed;
  return (await session.service.games.eventsSince(gameId, known)).records;
}

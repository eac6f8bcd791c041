// Watching a finished game again, from the past games: the service replays it from its history alone
// (setup, seed and recorded answers through the engine of its ruleset), and each game turn is told in
// the table's own narration (a revised game's in the revised narration) at the caller's pace (a key
// hurries it). Then the caller goes forward or back a turn, jumps to a turn by its number, scrolls a
// long turn, changes the pace, or quits. On a whole screen (80x24) or as plain lines.
import { savePace, type Pace } from '../../service/accounts/pace.js';
import { ScreenBuffer } from '../../term/screen-buffer.js';
import { linePauseMs, nextPace, paceLines, paceSteps, panelPausesMs, type NarrationRow } from '../game/pacing.js';
import { INK } from '../game/palette.js';
import { clip } from '../game/wrap.js';
import { tryService } from './lobby-service.js';
import { contentOf, showWords, type PlaySession } from './play-session.js';
import { playerName, revisedTellingOf } from './record-blocks.js';
import { callerPace } from './paced-tale.js';
import { PANEL_WIDTH } from './table-view.js';
import { jumpTarget, scrollTo, stepTurn, turnHeading, watchMove, watchTurns, type WatchTurn } from './watch-pager.js';

/** Rows 4..21 hold the tale; 22 says where in a long turn; 24 the keys. */
const TOP = 4;
export const WATCH_ROWS = 18;
const JUMP_DIGITS = 6;

function keysLine(pace: Pace): string {
  return `[N]ext turn  [B]ack a turn  [J]ump to a turn  [P]ace: ${pace}  [Q]uit`;
}

function drawTurn(title: string, heading: string, rows: readonly NarrationRow[], first: number, shown: number, bottom: string): ScreenBuffer {
  const screen = new ScreenBuffer(80, 24);
  screen.text(1, 3, clip(`Watching again: ${title}`, 76), INK.title);
  screen.text(2, 3, clip(heading, 76), INK.heading);
  rows.slice(first, Math.min(shown, first + WATCH_ROWS)).forEach((row, k) => screen.text(TOP + k, 2, clip(row.text, 77), row.heading ? INK.heading : row.story ? INK.value : INK.text));
  if (rows.length > WATCH_ROWS && shown >= rows.length) {
    const where = `[Up/Dn] [PgUp/PgDn] lines ${first + 1}-${Math.min(rows.length, first + WATCH_ROWS)} of ${rows.length}`;
    screen.text(22, 78 - where.length, where, INK.dim);
  }
  screen.text(24, 2, clip(bottom, 77), INK.prompt);
  return screen;
}

class Watch {
  private at = 0;
  private first = 0;

  constructor(
    private readonly session: PlaySession,
    private readonly title: string,
    private readonly turns: readonly WatchTurn[],
    private pace: Pace,
  ) {}

  private get full(): boolean {
    return this.session.screen.fullScreen;
  }

  private get rows(): readonly NarrationRow[] {
    return this.turns[this.at]?.rows ?? [];
  }

  private showTurn(bottom = keysLine(this.pace)): void {
    const heading = turnHeading(this.turns, this.at);
    if (this.full) this.session.screen.show(drawTurn(this.title, heading, this.rows, this.first, this.rows.length, bottom), { row: 24, col: Math.min(79, bottom.length + 2) });
    else this.session.screen.print(`\r\n${bottom} `);
  }

  /** The turn told a row at a time at the caller's pace, scrolling up as a page fills; a key brings the rest at once. */
  private async tell(): Promise<void> {
    const { keys, term } = this.session.ctx;
    const rows = this.rows;
    const heading = turnHeading(this.turns, this.at);
    if (!this.full) {
      this.session.screen.print(`\r\n\r\n-- ${heading} --\r\n`);
      const lines = rows.map((row) => (row.heading ? `${row.text}:` : row.text));
      await paceLines(term, lines, { keys, pauseMs: (line) => linePauseMs(line, this.pace) });
      this.showTurn();
      return;
    }
    const hint = 'A key hurries the tale along.';
    const pauses = panelPausesMs(rows, WATCH_ROWS, this.pace);
    const steps = rows.map((_, k) => ({
      show: () => this.session.screen.show(drawTurn(this.title, heading, rows, Math.max(0, k + 1 - WATCH_ROWS), k + 1, hint), { row: 24, col: hint.length + 2 }),
      pauseMs: pauses[k] ?? 0,
    }));
    await paceSteps(steps, keys, () => undefined);
    this.first = Math.max(0, rows.length - WATCH_ROWS);
    this.showTurn();
  }

  /** Reads a turn number on the last row: digits, Backspace, Enter; Esc gives up. */
  private async readTurnNumber(): Promise<string | null> {
    const last = this.turns[this.turns.length - 1]?.turn ?? 1;
    const ask = `Jump to game turn (1-${last}), then Enter: `;
    let typed = '';
    for (;;) {
      if (this.full) this.showTurn(`${ask}${typed}`);
      else this.session.screen.print(typed === '' ? `\r\n${ask}` : '');
      const key = await this.session.ctx.keys.next();
      if (key.kind === 'escape') return null;
      if (key.kind === 'enter') return typed;
      if (key.kind === 'backspace' || key.kind === 'delete') {
        if (typed !== '' && !this.full) this.session.screen.print('\b \b');
        typed = typed.slice(0, -1);
      } else if (key.kind === 'char' && /^[0-9]$/.test(key.char) && typed.length < JUMP_DIGITS) {
        typed += key.char;
        if (!this.full) this.session.screen.print(key.char);
      }
    }
  }

  private async goTo(at: number): Promise<void> {
    this.at = at;
    this.first = 0;
    await this.tell();
  }

  async run(): Promise<void> {
    await this.goTo(0);
    for (;;) {
      const move = watchMove(await this.session.ctx.keys.next(), WATCH_ROWS);
      if (move === null) continue;
      if (move.kind === 'quit') return;
      if (move.kind === 'turn') {
        const to = stepTurn(this.at, move.by, this.turns.length);
        if (to === null) this.showTurn(move.by > 0 ? 'That was the last game turn: [B]ack a turn, [J]ump to a turn or [Q]uit.' : 'That was the first game turn: [N]ext turn, [J]ump to a turn or [Q]uit.');
        else await this.goTo(to);
      } else if (move.kind === 'scroll') {
        if (!this.full) continue;
        this.first = scrollTo(this.first, move.by, WATCH_ROWS, this.rows.length);
        this.showTurn();
      } else if (move.kind === 'pace') {
        this.pace = nextPace(this.pace);
        await savePace(this.session.service.games.store, this.session.ctx.player, this.pace).catch(() => undefined);
        this.showTurn();
      } else {
        const typed = await this.readTurnNumber();
        const target = typed === null ? null : jumpTarget(typed, this.turns);
        if (target === null) this.showTurn();
        else if ('refused' in target) this.showTurn(target.refused);
        else await this.goTo(target.at);
      }
    }
  }
}

/** Watches the finished game `gameId` again; a history that does not replay is told in a line. */
export async function watchGame(session: PlaySession, gameId: string): Promise<void> {
  const tale = await tryService(session, () => session.service.games.replayTale(gameId));
  if (tale === null) return;
  const width = session.screen.fullScreen ? PANEL_WIDTH : undefined;
  const revised = tale.game.ruleset === 'revised' ? revisedTellingOf(session) : undefined;
  const turns = watchTurns(tale.turns, { content: contentOf(session), playerName }, width, revised);
  if (turns.length === 0) {
    await showWords(session, tale.game.title, ['This table never began: there is no game turn to watch.']);
    return;
  }
  await new Watch(session, tale.game.title, turns, await callerPace(session)).run();
}

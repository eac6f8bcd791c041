// The table as the caller sees it, on a whole screen (ANSI, 80x24: the map with a panel over it, every
// change sent as a diff) or as plain lines (ASCII, or a terminal too small for the map): a decision to
// make, the narration of what happened, the map and the investigator sheets on request.
import type { Content } from '../content/schema.js';
import type { PlayerPrompt } from '../../../service/player-prompts.js';
import type { LogRecord } from '../../../service/game-doc.js';
import { ScreenBuffer } from '../../../term/screen-buffer.js';
import type { AskResult } from '../../../screens/game/ask-prompt.js';
import type { PromptMenu } from '../../../screens/game/menu-model.js';
import { drawMap, mapCursor, renderMap } from '../../../screens/game/map.js';
import { investigatorName } from '../../../screens/game/names.js';
import { renderOtherWorld, worldOf } from '../../../screens/game/other-world.js';
import { savePace, type Pace } from '../../../service/accounts/pace.js';
import { narrationRows } from '../../../screens/game/pacing.js';
import { buildPromptMenu } from '../../../screens/game/prompt-menu.js';
import { cardPages, drawCards, drawSheet, renderCards, renderSheet, type SheetView } from './sheet.js';
import type { TableState } from './table-state.js';
import { fittedMenu } from '../../../screens/game/fit-menu.js';
import { ask, contentOf, menuRows, type PlaySession } from '../../../screens/play/play-session.js';
import { playerName, recordBlocks } from '../../../screens/play/record-blocks.js';
import { showTaleLog } from '../../../screens/play/tale-log.js';
import { callerPace, tellPaced } from '../../../screens/play/paced-tale.js';
import { showFullMap } from './map-screen.js';
import { startTicker } from '../../../screens/play/ticker.js';
import type { PlacedPage } from '../../../screens/game/ask-prompt.js';
import type { Cell } from '../../../term/cursor-moves.js';
import { bannerText, cursorAfter, drawScene, MENU_ROWS, PANEL_WIDTH, placeOverScene, SCREEN_ROWS } from '../../../screens/play/table-view.js';

/** The table's own keys at a decision; option hotkeys never take them. */
export const TABLE_COMMANDS: Readonly<Record<string, 'map' | 'sheet' | 'log' | 'leave'>> = { m: 'map', s: 'sheet', l: 'log', q: 'leave' };
const KEYS_HINT = '[M] map  [S] investigators  [L] the tale so far  [Q] lobby';
const MORE_HELP =
  'At the table, M shows the whole map of Arkham (and there P looks at a place: who and what is there; K is the key to the map and its streets), S the sheets of your investigators, L the tale of this turn and the night before (and the pace it is told at), and Q or Esc takes you back to the lobby; the decision waits for you.';
export const NARRATION_HINT = 'A key hurries the tale along; [L] at your next move reads it again.';
const BACK = 'Press any key to go back.';
/** Before a move of another player's, on the ticker. */
const TICKER_MARK = '»';

/** A decision's menu over the map: it, and each sub-menu it opens (the street spaces of a move), takes only the rows it needs. */
export function tableMenu(content: Content, prompt: PlayerPrompt['prompt'], state: TableState): PromptMenu {
  const layout = { reservedKeys: Object.keys(TABLE_COMMANDS).join(''), keysHint: KEYS_HINT, panelRows: MENU_ROWS };
  return fittedMenu((rows) => buildPromptMenu(content, prompt, rows, layout, state), MENU_ROWS);
}

export class TableScreen {
  private pace: Pace | null = null;

  constructor(private readonly session: PlaySession) {}

  /** The caller's pace: as kept in their profile, or the default for their line. */
  async currentPace(): Promise<Pace> {
    if (this.pace === null) this.pace = await callerPace(this.session);
    return this.pace;
  }

  /** This game turn's tale and the turn's before it, paged; the pace can be changed there. */
  async showLog(gameId: string, turn: number): Promise<void> {
    const { records } = await this.session.service.games.eventsSince(gameId, 0);
    const recent = records.filter((record) => record.turn >= turn - 1);
    const rows = narrationRows(recordBlocks(recent, { content: this.content, playerName }), PANEL_WIDTH);
    const store = this.session.service.games.store;
    const player = this.session.ctx.player;
    this.pace = await showTaleLog(this.session, { rows, pace: await this.currentPace(), setPace: (pace) => savePace(store, player, pace) });
  }

  private get content(): Content {
    return contentOf(this.session);
  }

  private get full(): boolean {
    return this.session.screen.fullScreen;
  }

  /**
   * Asks one of the caller's prompts over the map (or their Other World); a table key comes back as a
   * command. With `watch`, other players' moves show on the banner row as they come, the menu kept.
   */
  async ask(state: TableState, entry: PlayerPrompt, watch?: { gameId: string; known: number }): Promise<AskResult> {
    const { prompt, pending } = entry;
    const name = investigatorName(this.content, prompt.investigator);
    const who = `${name}${pending ? ', this waited for you' : ''}`;
    const layout = { reservedKeys: Object.keys(TABLE_COMMANDS).join(''), keysHint: KEYS_HINT };
    const options = { commands: TABLE_COMMANDS, escape: 'leave', moreHelp: MORE_HELP };
    if (!this.full) {
      const menu = buildPromptMenu(this.content, prompt, menuRows(this.session), layout, state);
      this.session.screen.print(`\r\n${bannerLine(bannerText(this.content, state, who))}`);
      // A line of its own above the prompt, which is written again after it: the menu stays in sight.
      const watching = watch ? startTicker(this.session, watch.gameId, watch.known, (line) => this.session.screen.notice(`${TICKER_MARK} ${line}`)) : null;
      try {
        return await ask(this.session, menu, options);
      } finally {
        await watching?.stop();
      }
    }
    const menu = tableMenu(this.content, prompt, state);
    const scene = { content: this.content, state, art: this.session.ctx.art, slot: prompt.slot };
    const banner = bannerText(this.content, state, who);
    let ticker: string | null = null;
    const inner = placeOverScene(scene, prompt, () => (ticker === null ? banner : { left: `${TICKER_MARK} ${ticker}`, right: name }));
    let last: { page: ScreenBuffer; cursorAt: Cell; placed: PlacedPage } | null = null;
    const place = (page: ScreenBuffer, cursorAt: Cell): PlacedPage => {
      const placed = inner(page, cursorAt);
      last = { page, cursorAt, placed };
      return placed;
    };
    const onLine = (line: string): void => {
      ticker = line;
      // Only over the menu itself: help or a sub-screen drawn over it is left alone.
      if (last === null || !this.session.screen.showing(last.placed.screen)) return;
      const placed = inner(last.page, last.cursorAt);
      last = { ...last, placed };
      this.session.screen.show(placed.screen, placed.cursorAt);
    };
    const watching = watch ? startTicker(this.session, watch.gameId, watch.known, onLine) : null;
    try {
      return await ask(this.session, menu, { ...options, place });
    } finally {
      await watching?.stop();
    }
  }

  /** Tells what the records hold, a line at a time; `state` is the table afterwards (the map under the tale). */
  async narrate(records: readonly LogRecord[], state: TableState | null, slot: number | null): Promise<void> {
    const blocks = recordBlocks(records, { content: this.content, playerName });
    if (blocks.length === 0) return;
    const base = (): ScreenBuffer => (state ? drawScene({ content: this.content, state, art: this.session.ctx.art, slot }) : new ScreenBuffer(80, SCREEN_ROWS));
    const banner = state ? bannerText(this.content, state, 'What came to pass') : { left: 'What came to pass', right: '' };
    await tellPaced(this.session, { blocks, base, banner, hint: NARRATION_HINT, pace: await this.currentPace() });
  }

  /** The whole map of Arkham, a look at any place on it, and its key; until a key goes back. */
  async showMap(state: TableState, slot: number | null): Promise<void> {
    await showFullMap(this.session, state, slot);
  }

  /** The sheets of the caller's investigators, one screen each; C on a sheet explains its cards. */
  async showSheets(state: TableState, slots: readonly number[]): Promise<void> {
    const { keys } = this.session.ctx;
    for (const [k, slot] of slots.entries()) {
      const onward = k + 1 < slots.length ? 'any other key: your next investigator' : 'any other key: back';
      const prompt = `Press C for what the cards do; ${onward}.`;
      const view = { content: this.content, state, slot, prompt };
      if (this.full) this.session.screen.show(drawSheet(view), cursorAfter(prompt, 1));
      else this.session.screen.print(renderSheet(view, false) + ' ');
      const key = await keys.next();
      if (key.kind === 'char' && key.char.toLowerCase() === 'c') await this.showCards(view, k + 1 < slots.length);
    }
  }

  /** The pages of what an investigator's cards do, a key each. */
  private async showCards(view: SheetView, another: boolean): Promise<void> {
    const pages = cardPages(view).length;
    for (let page = 0; page < pages; page += 1) {
      const prompt = page + 1 < pages ? 'Press any key for more.' : another ? 'Press any key for your next investigator.' : BACK;
      const shown = { ...view, prompt };
      if (this.full) this.session.screen.show(drawCards(shown, page), cursorAfter(prompt, 1));
      else this.session.screen.print(renderCards(shown, false, page) + ' ');
      await this.session.ctx.keys.next();
    }
  }

  /** The map with what the table waits for on the last row (plain mode: that line alone). */
  showWaiting(state: TableState, slot: number | null, text: string): void {
    if (!this.full) {
      this.session.screen.print(`\r\n${text} `);
      return;
    }
    const view = { content: this.content, state, viewer: slot, prompt: text };
    this.session.screen.show(drawMap(view), mapCursor(view));
  }

  /** Plain mode, on arriving at the table: the map, or the Other World the investigator in focus is in. */
  introduce(state: TableState, slot: number | null): void {
    if (this.full) return;
    const { art } = this.session.ctx;
    const inv = slot === null ? undefined : state.invs.find((i) => i.slot === slot);
    const text =
      inv && worldOf(inv) !== null
        ? renderOtherWorld({ content: this.content, state, slot: inv.slot, art }, false)
        : renderMap({ content: this.content, state, viewer: slot }, false);
    this.session.screen.print(text + '\r\n');
  }
}


/** The banner as one plain line. */
function bannerLine(banner: { left: string; right: string }): string {
  return `-- ${banner.left} -- ${banner.right} --`;
}

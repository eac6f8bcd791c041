// What happened, told at the caller's pace (pacing.ts) over a picture of the table: line by line in
// the panel over the map, or as plain lines; a key hurries it along, and then each page still stands
// as long as it takes to read, so no line of the tale goes by unsent. Classic and revised tables both
// tell their tales through it.
import type { ScreenBuffer } from '../../term/screen-buffer.js';
import type { NarrationBlock } from '../game/narrate.js';
import { readPace } from '../../service/accounts/pace.js';
import { defaultPace, lingerMs, linePauseMs, narrationLines, narrationRows, paceLines, paceSteps, panelPausesMs, type Pace, type PacedStep } from '../game/pacing.js';
import { plainVignettes, vignetteRoom } from '../game/place-vignette.js';
import type { PlaySession } from './play-session.js';
import { cursorAfter, narrationPanels, PANEL_ROWS, PANEL_WIDTH, withNarration } from './table-view.js';

/** The pace the caller's tales go at: as kept in their profile, or the default for their line. */
export async function callerPace(session: PlaySession): Promise<Pace> {
  const kept = await readPace(session.service.games.store, session.ctx.player).catch(() => null);
  return kept ?? defaultPace(session.ctx.term.caps.baud);
}

export interface PacedTale {
  blocks: readonly NarrationBlock[];
  /** The screen under the panel (the map); none on a plain terminal. */
  base: () => ScreenBuffer;
  banner: { left: string; right: string };
  /** The panel's last row: what a key does. */
  hint: string;
  pace: Pace;
  /**
   * Stays on the tale's last page until a key (`hold` its last row then): for a tale with words to
   * read, such as an encounter's, that the next decision's menu would otherwise cover.
   */
  hold?: string;
}

export async function tellPaced(session: PlaySession, tale: PacedTale): Promise<void> {
  const { blocks, pace } = tale;
  if (blocks.length === 0) return;
  const { term, keys, art } = session.ctx;
  if (!session.screen.fullScreen) {
    session.screen.print('\r\n');
    await paceLines(term, narrationLines(blocks, term.caps.ansi, plainVignettes(art)), { keys, pauseMs: (line) => linePauseMs(line, pace) });
    if (tale.hold !== undefined) {
      session.screen.print(`\r\n${tale.hold} `);
      await keys.next();
    }
    return;
  }
  const rows = narrationRows(blocks, PANEL_WIDTH, vignetteRoom(art, PANEL_ROWS));
  const cursorAt = cursorAfter(tale.hint);
  const screens = narrationPanels(tale.base(), rows, tale.banner, tale.hint, art);
  const height = Math.min(PANEL_ROWS, rows.length);
  const pauses = panelPausesMs(rows, height, pace);
  const steps: PacedStep[] = screens.map((screen, k) => ({ show: () => session.screen.show(screen, cursorAt), pauseMs: pauses[k] ?? 0 }));
  let hurriedAt = screens.length;
  const hurried = await paceSteps(steps, keys, (next) => {
    hurriedAt = next;
  });
  const holdOn = async (): Promise<void> => {
    if (tale.hold === undefined) return;
    const lastPage = rows.slice(Math.floor((rows.length - 1) / height) * height);
    session.screen.show(withNarration(tale.base(), lastPage, height, tale.banner, tale.hold, art), cursorAfter(tale.hold));
    await keys.next();
  };
  if (!hurried) {
    const linger = tale.hold === undefined ? lingerMs(rows, pace) : 0;
    if (linger > 0) await keys.nextWithin(linger);
    await holdOn();
    return;
  }
  // Hurried: the page under way at once, then each page after it whole, turned by a key or by the
  // time it takes to read.
  for (let page = Math.floor((hurriedAt - 1) / height); page * height < screens.length; page += 1) {
    const end = Math.min(screens.length, (page + 1) * height);
    const whole = screens[end - 1];
    if (end === screens.length) break;
    if (whole) session.screen.show(whole, cursorAt);
    const readMs = pauses.slice(page * height, end).reduce((a, b) => a + b, 0);
    if (readMs > 0) await keys.nextWithin(readMs);
  }
  const lastPage = screens.at(-1);
  if (tale.hold === undefined && lastPage) session.screen.show(lastPage, cursorAt);
  await holdOn();
}

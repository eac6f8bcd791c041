// A revised game at the table: what happened told one line each (a location's vignette beside its
// encounter), then each decision as a menu over the map (the investigator deciding and where a move
// may go in sight; an Other World's picture when they are out there) with the option's own words, the
// odds of its check and the investigator's status; `?` explains the kind of decision, M shows the whole
// map, S the caller's investigators. A plain terminal gets the same as lines, and the map on M.
import type { RevisedContent } from '../content/schema.js';
import type { RevisedOption, RevisedPrompt } from '../../../engine/index.js';
import type { LogRecord } from '../../../service/game-doc.js';
import { isTableEvent } from '../../../service/game-doc.js';
import type { RevisedView } from '../../../service/game-service.js';
import { ScreenBuffer } from '../../../term/screen-buffer.js';
import { fittedMenu } from '../../../screens/game/fit-menu.js';
import type { Cell } from '../../../term/cursor-moves.js';
import { followLive, waitingWords } from '../../../screens/play/waiting.js';
import type { ArtLibrary } from '../../../screens/art/library.js';
import type { PlacedPage } from '../../../screens/game/ask-prompt.js';
import type { MenuChoice, PromptMenu } from '../../../screens/game/menu-model.js';
import { INK } from '../../../screens/game/palette.js';
import { menuFromDraft } from '../../../screens/game/prompt-menu.js';
import { clip, wrapWords } from '../../../screens/game/wrap.js';
import { withOneMoment } from '../../../screens/play/one-moment.js';
import { ANY_KEY, ask, contentOf, menuRows, putWords, showWords, type PlaySession } from '../../../screens/play/play-session.js';
import { tellRefusal } from '../../../screens/play/refusals.js';
import { tableSentence } from '../../../screens/play/table-words.js';
import { MENU_ROWS, PANEL_WIDTH } from '../../../screens/play/table-view.js';
import { narrationRows } from '../../../screens/game/pacing.js';
import { savePace } from '../../../service/accounts/pace.js';
import { callerPace } from '../../../screens/play/paced-tale.js';
import { showTaleLog } from '../../../screens/play/tale-log.js';
import { revisedMapStatus } from './map.js';
import { showRevisedMap } from './map-screen.js';
import { drawRevisedScene, investigatorStatus, placeOverRevisedScene, reachOf, skillsLine, type RevisedScene } from './scene.js';
import { revisedSheetLines } from './sheet.js';
import { revisedBlocks, tellRevised } from './tale.js';
import { revisedNamer, revisedStory, type Namer, type RevisedStory } from './names.js';
import { revisedAwayLines } from './away.js';
import { revisedNarration, revisedPhaseName } from './narration.js';
import { oddsWords, revisedHelp, revisedPromptHeading } from './words.js';

export { skillsLine } from './scene.js';

const PAGE_LINES = 19;
/** The decision's own words, the investigator's status and skills; on a plain terminal where everyone is as well. */
const REVISED_CONTEXT_LINES = 8;
const FULL_CONTEXT_LINES = 5;
/** A decision's panel at most: two rows more than classic's (its status takes three), six map rows stay in sight. */
const REVISED_MENU_ROWS = MENU_ROWS + 2;
/** The table's own keys at a decision; option hotkeys never take them. */
const REVISED_COMMANDS: Readonly<Record<string, string>> = { m: 'map', s: 'sheet', l: 'log', q: 'back' };
const KEYS_HINT = '[M] map  [S] your investigators  [L] the tale so far  [Q] lobby';
const MORE_HELP = 'At the table, M shows the whole map of Arkham (and there P looks at an area, K is the key to the map: who is who, the open gates and their worlds), S the sheets of your investigators, L the tale of this turn and the one before (and the pace it is told at), and Q or Esc takes you back to the lobby; the decision waits for you.';

/** "Turn 3, Movement. Doom 4 of 10, the terror level 2." */
export function revisedStatusLine(state: RevisedView['state']): string {
  return `Turn ${state.turn}, ${revisedPhaseName(state.phase)}. Doom ${state.board.doom} of ${state.board.doomTrack}, the terror level ${state.terror}.`;
}

/** One line per investigator: who, where, Stamina, Sanity and Clues. */
export function whereaboutsLines(state: RevisedView['state'], name: Namer): string[] {
  return state.invs.map((inv) => {
    const where = inv.place.kind === 'arkham' ? name(inv.place.node) : inv.place.kind === 'other-world' ? `${name(inv.place.world)} (area ${inv.place.area})` : 'lost in time and space';
    return `${name(inv.id)}: ${where}; Stamina ${inv.stamina}, Sanity ${inv.sanity}, ${inv.clues} ${inv.clues === 1 ? 'Clue' : 'Clues'}.`;
  });
}

/** The records' events as lines: the revised engine's (told together, so each says its cause) and the table's own. */
export function revisedRecordLines(records: readonly LogRecord[], story: RevisedStory, session: PlaySession): string[] {
  const events = records.flatMap((record) => record.events);
  const told = revisedNarration(events.flatMap((event) => (!isTableEvent(event) && event.type === 'revised' ? [event.event] : [])), story);
  const lines: string[] = [];
  let k = 0;
  for (const event of events) {
    if (isTableEvent(event)) lines.push(tableSentence(event, contentOf(session)));
    else if (event.type === 'revised') lines.push(...(told[k++] ?? []));
  }
  return lines;
}

/** Shows lines a page at a time, each page waiting for a key. */
async function pageLines(session: PlaySession, title: string, lines: readonly string[]): Promise<void> {
  const wrapped = lines.flatMap((line) => wrapWords(line, 76));
  for (let at = 0; at < wrapped.length; at += PAGE_LINES) {
    const page = wrapped.slice(at, at + PAGE_LINES);
    const more = at + PAGE_LINES < wrapped.length;
    const prompt = more ? 'More follows: press any key.' : ANY_KEY;
    if (session.screen.fullScreen) {
      const screen = new ScreenBuffer(80, 24);
      screen.text(2, 3, clip(title, 76), INK.title);
      page.forEach((line, k) => screen.text(4 + k, 3, line, INK.text));
      screen.text(24, 2, prompt, INK.prompt);
      session.screen.show(screen, { row: 24, col: prompt.length + 2 });
    } else {
      session.screen.print(`\r\n${[title, ...page, prompt].join('\r\n')} `);
    }
    await session.ctx.keys.next();
  }
}

function promptChoices(prompt: RevisedPrompt): MenuChoice[] {
  // Keeping the tokens adds no die: the check stays failed, which needs no odds.
  const keeps = (option: RevisedOption): boolean => prompt.kind === 'clues' && option.dice === 0;
  return prompt.options.map((option) => ({ optionId: option.id, label: clip(option.label, 44), detail: keeps(option) ? 'the check stays failed' : (oddsWords(option) ?? '') }));
}

function outcomeWords(state: RevisedView['state']): string {
  const outcome = state.outcome;
  if (!outcome) return 'The table was put away before the end.';
  return outcome.result === 'won' ? `The investigators won: ${outcome.reason.replace(/-/g, ' ')}.` : `The investigators lost: ${outcome.reason.replace(/-/g, ' ')}.`;
}

export interface RevisedDecisionCall {
  content: RevisedContent;
  state: RevisedView['state'];
  prompt: RevisedPrompt;
  art: ArtLibrary;
}

/**
 * A decision's menu with its words, the odds and the investigator's status; on a whole screen
 * (`plainRows` null) sized to lie over the map, with the function that lays it there; on a plain
 * terminal of `plainRows` rows, with where everyone else is as well.
 */
export function revisedDecision(call: RevisedDecisionCall, plainRows: number | null): { menu: PromptMenu; place?: (page: ScreenBuffer, cursorAt: Cell) => PlacedPage } {
  const { content, state, prompt } = call;
  const name = revisedNamer(content);
  const slot = prompt.slot;
  const heading = revisedPromptHeading(prompt, name);
  const own = [...investigatorStatus(content, state, slot), ...skillsLine(state, slot)];
  const full = plainRows === null;
  const context = full ? [...heading.context, ...own] : [...heading.context, revisedStatusLine(state), ...own, ...whereaboutsLines(state, name).filter((_, k) => k !== slot)];
  const draft = { title: heading.title, context, groups: [{ heading: null, choices: promptChoices(prompt) }] };
  const identity = { id: prompt.id, kind: prompt.kind, defaultId: prompt.default, help: revisedHelp(prompt.kind) };
  const layout = { reservedKeys: Object.keys(REVISED_COMMANDS).join(''), keysHint: KEYS_HINT, contextLines: full ? FULL_CONTEXT_LINES : REVISED_CONTEXT_LINES };
  if (!full) return { menu: menuFromDraft(draft, identity, plainRows, layout) };
  const menu = fittedMenu((rows) => menuFromDraft(draft, identity, rows, { ...layout, panelRows: REVISED_MENU_ROWS }), REVISED_MENU_ROWS);
  const reach = prompt.kind === 'move' ? reachOf(prompt) : [];
  const banner = { left: `${revisedMapStatus(state)}  Gates ${Object.keys(state.board.gates).length}`, right: name(prompt.investigator) };
  return { menu, place: placeOverRevisedScene({ content, state, art: call.art, slot, reach }, slot, banner) };
}

/** This game turn's tale and the one before it, paged; the pace can be changed there. */
async function showRevisedLog(session: PlaySession, gameId: string, story: RevisedStory, turn: number): Promise<void> {
  const { records } = await session.service.games.eventsSince(gameId, 0);
  const recent = records.filter((record) => record.turn >= turn - 1);
  const rows = narrationRows(revisedBlocks(recent, story, (event) => tableSentence(event, contentOf(session))), PANEL_WIDTH);
  const { store } = session.service.games;
  const player = session.ctx.player;
  await showTaleLog(session, { rows, pace: await callerPace(session), setPace: (pace) => savePace(store, player, pace) });
}

/** The keys of the waiting screen, after who the table waits on. */
const WAITING_KEYS = '[S] sheets  [L] tale  [Q] lobby';

/** While the table waits on others: the map with who it waits on (plain terminals: the words), drawn again only when it changes. */
function drawWaiting(session: PlaySession, scene: Omit<RevisedScene, 'prompt'>, waiting: string, status: string): void {
  if (!session.screen.fullScreen) {
    putWords(session, 'Nothing for you to decide', [waiting, status], `${WAITING_KEYS}; the table's moves are told as they come.`);
    return;
  }
  const text = `${clip(waiting, 79 - WAITING_KEYS.length - 2)}  ${WAITING_KEYS}`;
  session.screen.show(drawRevisedScene({ ...scene, prompt: text }), { row: 24, col: Math.min(79, text.length + 1) });
}

/** Plays a revised game until it ends or the caller goes back; `since` tells what happened after it first. */
export async function runRevisedTable(session: PlaySession, gameId: string, content: RevisedContent, since?: number): Promise<void> {
  const { games } = session.service;
  const player = session.ctx.player;
  const story = revisedStory(content);
  let view = await games.view(gameId, player);
  let known = view.game.version;
  // A table just set up tells what followed `since`; a caller back at a table, what happened while away.
  const from = since ?? view.revised?.unseenSince ?? undefined;
  const told = from === undefined ? [] : (await games.eventsSince(gameId, from)).records;
  // The tale over the map, the caller's own investigator in focus; `lead` (the away summary's totals) before it.
  const mySlot = (state: RevisedView['state']): number | null => {
    const mine = state.invs.findIndex((inv) => inv.player === player);
    return mine < 0 ? null : mine;
  };
  const tell = async (title: string, records: readonly LogRecord[], state: RevisedView['state'] | undefined, lead: string[] = []): Promise<void> => {
    const blocks = revisedBlocks(records, story, (event) => tableSentence(event, contentOf(session)));
    if (blocks.length === 0 || !state) return;
    await tellRevised(session, title, [...(lead.length > 0 ? [{ heading: null, lines: lead }] : []), ...blocks], { content, state, slot: mySlot(state) });
  };
  const showSheets = async (state: RevisedView['state']): Promise<void> => {
    const mine = state.invs.flatMap((inv, k) => (inv.player === player ? [k] : []));
    await pageLines(session, 'Your investigators', mine.flatMap((k) => revisedSheetLines(content, state, k)));
  };
  if (since === undefined) await tell('While you were away', told, view.revised?.state, revisedAwayLines(view.away));
  else await tell('What happened', told, view.revised?.state);
  for (;;) {
    const revised = view.revised;
    if (!revised) return;
    const status = revisedStatusLine(revised.state);
    if (view.game.status === 'over') {
      await showWords(session, 'The game is over', [outcomeWords(revised.state), status]);
      return;
    }
    const next = revised.prompts[0];
    if (!next || view.game.status !== 'running') {
      // Followed live: every move committed anywhere is told as it comes, until a decision is the caller's.
      let drawn = '';
      const followed = await followLive(session, gameId, known, {
        draw: () => {
          const state = view.revised?.state;
          if (!state) return;
          const waiting = waitingWords(view.game, session.ctx.clock.now());
          const line = `${waiting}|${revisedStatusLine(state)}`;
          if (line === drawn) return;
          drawn = line;
          drawWaiting(session, { content, state, art: session.ctx.art, slot: mySlot(state) }, waiting, revisedStatusLine(state));
        },
        onKey: async (key) => {
          const char = key.kind === 'char' ? key.char.toLowerCase() : '';
          if (key.kind === 'escape' || char === 'q') return 'leave';
          const state = view.revised?.state;
          if (char === 's' && state) await showSheets(state);
          if (char === 'l' && state) await showRevisedLog(session, gameId, story, state.turn);
          if (char === 's' || char === 'l') drawn = '';
          return null;
        },
        onRecords: async (records) => {
          const fresh = await games.view(gameId, player);
          await tell('What happened', records, fresh.revised?.state);
          drawn = '';
          const ready = fresh.game.status !== view.game.status || (fresh.game.status === 'running' && (fresh.revised?.prompts.length ?? 0) > 0);
          view = fresh;
          return ready;
        },
      });
      known = Math.max(known, followed.seen);
      if (followed.left) return;
      continue;
    }
    const prompt = next.prompt;
    const state = revised.state;
    const slot = prompt.slot;
    const reach = prompt.kind === 'move' ? reachOf(prompt) : [];
    const { menu, place } = revisedDecision({ content, state, prompt, art: session.ctx.art }, session.screen.fullScreen ? null : menuRows(session));
    const asked = await ask(session, menu, { escape: 'back', commands: REVISED_COMMANDS, moreHelp: MORE_HELP, ...(place ? { place } : {}) });
    if (asked.kind === 'command' && asked.command === 'map') {
      await showRevisedMap(session, { content, state, slot, reach });
      continue;
    }
    if (asked.kind === 'command' && asked.command === 'log') {
      await showRevisedLog(session, gameId, story, state.turn);
      continue;
    }
    if (asked.kind === 'command' && asked.command === 'sheet') {
      await showSheets(state);
      continue;
    }
    if (asked.kind !== 'option') return;
    try {
      const answer = { promptId: prompt.id, optionId: asked.optionId, version: view.stateVersion };
      const answered = await withOneMoment(session.ctx.clock, (text) => session.screen.notice(text), () => games.answer(gameId, player, answer));
      const records = answered.records[0] !== undefined && answered.records[0].v > known + 1 ? (await games.eventsSince(gameId, known)).records : answered.records;
      await tell('What happened', records, answered.revised?.state);
      known = Math.max(known, answered.game.version);
      view = answered;
    } catch (error) {
      await tellRefusal(session, gameId, error);
      view = await games.view(gameId, player);
    }
  }
}

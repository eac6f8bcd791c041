// A revised game at the table, in a plain form of its own (no map): what happened told one line each,
// a status line (turn, phase, doom, terror) and where the investigators are, then each decision as a
// menu with the option's own words and the odds of its check; `?` explains the kind of decision.
import type { RevisedContent } from '../../../content/revised-schema.js';
import type { RevisedPrompt } from '../../../engine/index.js';
import type { LogRecord } from '../../../service/game-doc.js';
import { isTableEvent } from '../../../service/game-doc.js';
import type { RevisedView } from '../../../service/game-service.js';
import { ScreenBuffer } from '../../../term/screen-buffer.js';
import type { MenuChoice } from '../../game/menu-model.js';
import { INK } from '../../game/palette.js';
import { menuFromDraft } from '../../game/prompt-menu.js';
import { clip, wrapWords } from '../../game/wrap.js';
import { withOneMoment } from '../one-moment.js';
import { ANY_KEY, ask, contentOf, menuRows, showWords, type PlaySession } from '../play-session.js';
import { tellRefusal } from '../refusals.js';
import { tableSentence } from '../table-words.js';
import { revisedStory, type Namer, type RevisedStory } from './revised-names.js';
import { revisedNarration, revisedPhaseName } from './revised-narration.js';
import { oddsWords, revisedHelp, revisedPromptHeading } from './revised-words.js';

const PAGE_LINES = 19;
/** With no map above the menu, the decision's own words, the gauges, the skills and where everyone is. */
const REVISED_CONTEXT_LINES = 8;

/** "Turn 3, Movement. Doom 4 of 10, terror 2." */
export function revisedStatusLine(state: RevisedView['state']): string {
  return `Turn ${state.turn}, ${revisedPhaseName(state.phase)}. Doom ${state.board.doom} of ${state.board.doomTrack}, terror ${state.terror}.`;
}

/** One line per investigator: who, where, Stamina, Sanity and Clues. */
export function whereaboutsLines(state: RevisedView['state'], name: Namer): string[] {
  return state.invs.map((inv) => {
    const where = inv.place.kind === 'arkham' ? name(inv.place.node) : inv.place.kind === 'other-world' ? `${name(inv.place.world)} (area ${inv.place.area})` : 'lost in time and space';
    return `${name(inv.id)}: ${where}; Stamina ${inv.stamina}, Sanity ${inv.sanity}, ${inv.clues} ${inv.clues === 1 ? 'Clue' : 'Clues'}.`;
  });
}

/** The deciding investigator's skills as the sliders set them, in their linked pairs. */
export function skillsLine(state: RevisedView['state'], slot: number): string[] {
  const skills = state.invs[slot]?.skills;
  if (!skills) return [];
  return [`Skills: Speed ${skills.speed}, Sneak ${skills.sneak}; Fight ${skills.fight}, Will ${skills.will}; Lore ${skills.lore}, Luck ${skills.luck}.`];
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
  return prompt.options.map((option) => ({ optionId: option.id, label: clip(option.label, 44), detail: oddsWords(option) ?? '' }));
}

function outcomeWords(state: RevisedView['state']): string {
  const outcome = state.outcome;
  if (!outcome) return 'The table was put away before the end.';
  return outcome.result === 'won' ? `The investigators won: ${outcome.reason.replace(/-/g, ' ')}.` : `The investigators lost: ${outcome.reason.replace(/-/g, ' ')}.`;
}

/** Plays a revised game until it ends or the caller goes back; `since` tells what happened after it first. */
export async function runRevisedTable(session: PlaySession, gameId: string, content: RevisedContent, since?: number): Promise<void> {
  const { games } = session.service;
  const player = session.ctx.player;
  const story = revisedStory(content);
  const name = story.name;
  let view = await games.view(gameId, player);
  let known = view.game.version;
  // A table just set up tells what followed `since`; a caller back at a table, what happened while away.
  const from = since ?? view.revised?.unseenSince ?? undefined;
  const told = from === undefined ? [] : (await games.eventsSince(gameId, from)).records;
  const lines = revisedRecordLines(told, story, session);
  if (lines.length > 0) await pageLines(session, since === undefined ? 'While you were away' : 'What happened', lines);
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
      const waiting = view.game.waitingOn.length > 0 ? `The table waits on ${view.game.waitingOn.join(', ')}.` : 'Nothing waits on you.';
      const key = await showWords(session, 'Nothing for you to decide', [waiting, status], 'Press Q to go back, any other key to look again.');
      if (key.kind === 'char' && key.char.toLowerCase() === 'q') return;
      view = await games.view(gameId, player);
      continue;
    }
    const heading = revisedPromptHeading(next.prompt, name);
    const draft = { title: heading.title, context: [...heading.context, status, ...skillsLine(revised.state, next.prompt.slot), ...whereaboutsLines(revised.state, name)], groups: [{ heading: null, choices: promptChoices(next.prompt) }] };
    const menu = menuFromDraft(draft, { id: next.prompt.id, kind: next.prompt.kind, defaultId: next.prompt.default, help: revisedHelp(next.prompt.kind) }, menuRows(session), { contextLines: REVISED_CONTEXT_LINES });
    const asked = await ask(session, menu, { escape: 'back' });
    if (asked.kind !== 'option') return;
    try {
      const answer = { promptId: next.prompt.id, optionId: asked.optionId, version: view.stateVersion };
      const answered = await withOneMoment(session.ctx.clock, (text) => session.screen.notice(text), () => games.answer(gameId, player, answer));
      const records = answered.records[0] !== undefined && answered.records[0].v > known + 1 ? (await games.eventsSince(gameId, known)).records : answered.records;
      const lines = revisedRecordLines(records, story, session);
      if (lines.length > 0) await pageLines(session, 'What happened', lines);
      known = Math.max(known, answered.game.version);
      view = answered;
    } catch (error) {
      await tellRefusal(session, gameId, error);
      view = await games.view(gameId, player);
    }
  }
}

// Setting up a table: its name, the seats, who fills them, how long each turn waits, the turn order and
// the rules, each a short question with a sensible answer on Enter; then the caller's investigators,
// and the game begins (automatons in the empty seats) or waits for other callers. Esc backs out.
import { DEFAULT_RULESET, isRulesetId, rulesetById, rulesets } from '../../rulesets/registry.js';
import { DEFAULT_OPTIONS, type GameOptions, type RulesetName } from '../../engine/index.js';
import { toPlainText } from '../../support/plain-text.js';
import type { MenuChoice } from '../game/menu-model.js';
import { INK } from '../game/palette.js';
import { menuFromDraft } from '../game/prompt-menu.js';
import { wrapWords } from '../game/wrap.js';
import { durationWords } from './deadline-words.js';
import { ask, drawWords, menuRows, type PlaySession } from './play-session.js';
import { chooseInvestigators } from './pick-investigators.js';
import { nextValue, OPTION_WORDS, RULES_PAGE, valueWords } from '../../rulesets/classic/screens/rule-options.js';

export interface NewTable {
  gameId: string;
  /** The game version before it began: what happened since is told at the table. */
  since: number;
}

const TITLE_MAX = 40;
const DEADLINE_HOURS = [1, 4, 12, 24, 48];
const DEFAULT_SEATS = 2;
const DEFAULT_HOURS = 24;
const QUESTION_ROW = 8;

/** One question as a menu; null when the caller backs out. */
async function choose(session: PlaySession, title: string, context: string[], choices: MenuChoice[], defaultId: string, help: string): Promise<string | null> {
  const menu = menuFromDraft({ title, context, groups: [{ heading: null, choices }] }, { id: 'new-game', kind: 'new-game', defaultId, help }, menuRows(session));
  const answer = await ask(session, menu, { escape: 'back' });
  return answer.kind === 'option' ? answer.optionId : null;
}

/** The table's name; null when the caller backs out with Esc. */
async function askTitle(session: PlaySession): Promise<string | null> {
  const { term } = session.ctx;
  const fallback = `${toPlainText(session.ctx.player, 30)}'s table`;
  const question = 'Name of the table: ';
  const words = [`Every table has a name the other callers see in the lobby. Type one, or press Enter alone for "${fallback}".`];
  if (session.screen.fullScreen) {
    // Well above the last row: Enter ends the line with a line feed.
    const drawn = drawWords('A new table', words, 'Type the name, then press Enter; Esc goes back.');
    drawn.screen.text(QUESTION_ROW, 3, question, INK.value);
    session.screen.show(drawn.screen, { row: QUESTION_ROW, col: 3 + question.length });
    // The line editor draws on the screen itself: the next screen goes out whole.
    session.screen.forget();
  } else {
    session.screen.print(`\r\n${[...words, 'Esc goes back.'].flatMap((line) => wrapWords(line, 76)).join('\r\n')}\r\n${question}`);
  }
  const answer = await term.readLine({ maxLength: TITLE_MAX });
  if (answer === null) return null;
  const typed = toPlainText(answer, TITLE_MAX).trim();
  return typed === '' ? fallback : typed;
}

async function askRules(session: PlaySession, start: GameOptions): Promise<GameOptions | null> {
  let options = start;
  for (;;) {
    const choices: MenuChoice[] = RULES_PAGE.map((name) => ({ optionId: name, label: `${OPTION_WORDS[name].name}: ${valueWords(options, name)}`, detail: '' }));
    choices.push({ optionId: 'done', label: 'These rules will do', detail: '', key: 'd' });
    const picked = await choose(
      session,
      'The rules of this table',
      ['Press a key to change a rule; Enter keeps them as they stand. The first values are the rules sheet of 1987.'],
      choices,
      'done',
      'Where the old rules disagree with themselves, or the house likes its own way, a table may choose. Each key turns one rule to its next reading. Newcomers can keep them all as they are.',
    );
    const rule = RULES_PAGE.find((name) => name === picked);
    if (picked === null || rule === undefined) return picked === null ? null : options;
    options = nextValue(options, rule);
  }
}

/** Which rules the table plays: the default (Enter) or another the door plays. */
async function askRuleset(session: PlaySession): Promise<RulesetName | null> {
  const picked = await choose(
    session,
    'Which game does this table play?',
    ['Both are played here; the lobby shows which one each table plays.'],
    rulesets().map((ruleset) => ({ optionId: ruleset.id, label: ruleset.words.title, detail: ruleset.words.pitch })),
    DEFAULT_RULESET.id,
    rulesets()
      .map((ruleset) => ruleset.words.about)
      .join(' '),
  );
  return isRulesetId(picked) ? picked : null;
}

/** Runs the questions, creates the table and seats the caller; null when they back out. Refusals are thrown. */
export async function newGameWizard(session: PlaySession): Promise<NewTable | null> {
  const title = await askTitle(session);
  if (title === null) return null;
  const ruleset = await askRuleset(session);
  if (ruleset === null) return null;
  const seatsPicked = await choose(
    session,
    'How many seats at the table?',
    ['Two to four make a good table; you alone is a game of patience.'],
    Array.from({ length: 8 }, (_, k) => ({ optionId: String(k + 1), label: k === 0 ? '1: you alone' : `${k + 1} players`, detail: '' })),
    String(DEFAULT_SEATS),
    'Each seat is a player: you, another caller, or an automaton. Small tables give each player more investigators.',
  );
  if (seatsPicked === null) return null;
  const maxPlayers = Number(seatsPicked);
  let withBots = true;
  if (maxPlayers > 1) {
    const fill = await choose(
      session,
      'Who takes the other seats?',
      [],
      [
        { optionId: 'bots', label: 'Automatons, and the game begins at once', detail: '' },
        { optionId: 'open', label: 'Leave them open for other callers', detail: '' },
      ],
      'bots',
      'Automatons play fair and never keep the table waiting. Open seats wait in the lobby for other callers; you may begin with automatons in whatever seats are left.',
    );
    if (fill === null) return null;
    withBots = fill === 'bots';
  }
  const hours = await choose(
    session,
    'How long does each turn wait?',
    ['When the time is up the turn goes on without those who have not moved.'],
    DEADLINE_HOURS.map((h) => ({ optionId: String(h), label: durationWords(h * 60), detail: h === 24 ? 'a turn a day' : '' })),
    String(DEFAULT_HOURS),
    'Daily tables suit callers who ring in once a day. Short turns suit a table of friends online together.',
  );
  if (hours === null) return null;
  // A ruleset without rules options here has its table set up by the game.
  if (!rulesetById(ruleset).tableOptions) return createTable(session, { title, maxPlayers, deadlineMinutes: Number(hours) * 60, options: DEFAULT_OPTIONS, withBots, ruleset });
  const order = await choose(
    session,
    'In what order do the investigators act?',
    [],
    [
      { optionId: 'any', label: `Any order: ${OPTION_WORDS.strictOrder.values.false}`, detail: '' },
      { optionId: 'strict', label: `Strict: ${OPTION_WORDS.strictOrder.values.true}`, detail: '' },
    ],
    'any',
    'In any order nobody waits for anybody during the day. Strict order suits a table whose players are online at the same time.',
  );
  if (order === null) return null;
  const rules = await askRules(session, { ...DEFAULT_OPTIONS, strictOrder: order === 'strict' });
  if (rules === null) return null;
  return createTable(session, { title, maxPlayers, deadlineMinutes: Number(hours) * 60, options: rules, withBots, ruleset });
}

interface TableRequest {
  title: string;
  maxPlayers: number;
  deadlineMinutes: number;
  options: GameOptions;
  withBots: boolean;
  ruleset: RulesetName;
}

/** Creates the table, lets the caller choose investigators, and begins it when automatons fill it. */
async function createTable(session: PlaySession, request: TableRequest): Promise<NewTable | null> {
  const { games } = session.service;
  const player = session.ctx.player;
  const created = await games.create(player, {
    title: request.title,
    maxPlayers: request.maxPlayers,
    deadlineMinutes: request.deadlineMinutes,
    options: { ...request.options },
    ruleset: request.ruleset,
  });
  const picks = await chooseInvestigators(session, { maxPlayers: created.maxPlayers, options: created.options, taken: [], ruleset: request.ruleset });
  if (picks && picks.length > 0) await games.pick(created.id, player, picks);
  if (request.withBots) await games.start(created.id, player, { fillWithBots: true });
  return { gameId: created.id, since: created.version };
}

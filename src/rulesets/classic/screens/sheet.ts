// The investigator sheet on one 80x24 screen: who they are, their skills with the skill cards'
// bonuses, Strength and Sanity against their maxima, money, what they carry and can cast, their
// trophies, retainer, charity card and allies, and where they are (in Arkham or an Other World).
import type { Content, SkillName } from '../content/schema.js';
import { graphOf } from '../bots/board.js';
import type { InvestigatorState } from '../../../engine/index.js';
import type { TableState } from './table-state.js';
import { asciiLines, renderScreen, ScreenBuffer, type Attr } from '../../../term/screen-buffer.js';
import { allyName, cardName, investigatorName, monsterName, placeName, seatLetter, speciesOfCounter, worldInText, worldName } from '../../../screens/game/names.js';
import { carriedCards, type ExplainedCard } from './card-lines.js';
import { INK } from '../../../screens/game/palette.js';
import { clip, wrapWords } from '../../../screens/game/wrap.js';

export interface SheetView {
  content: Content;
  state: TableState;
  slot: number;
  /** Row 24: what to press to go on. */
  prompt?: string;
}

const SKILL_WORDS: Record<SkillName, string> = { fastTalk: 'Fast Talk', fight: 'Fight', knowledge: 'Knowledge', sneak: 'Sneak' };
const SKILL_ORDER: SkillName[] = ['fastTalk', 'fight', 'knowledge', 'sneak'];
const LEFT = 2;
const RIGHT = 42;
const COLUMN = 37;
const LAST_ROW = 23;

/** A column of lines written top-down, that stops (with a note) rather than run off the screen. */
class Column {
  constructor(
    private readonly screen: ScreenBuffer,
    private row: number,
    private readonly col: number,
  ) {}

  line(text: string, ink: Attr = INK.text): void {
    if (this.row > LAST_ROW) return;
    this.screen.text(this.row, this.col, clip(text, COLUMN), ink);
    this.row += 1;
  }

  /** A label in one colour and its value in another, on one line. */
  pair(label: string, value: string, ink: Attr = INK.value): void {
    if (this.row > LAST_ROW) return;
    const end = this.screen.text(this.row, this.col, label, INK.dim);
    this.screen.text(this.row, end, clip(value, COLUMN - (end - this.col)), ink);
    this.row += 1;
  }

  /** Words wrapped to the column, every line after the first indented. */
  wrapped(text: string, ink: Attr = INK.text): void {
    wrapWords(text, COLUMN - 2).forEach((line, k) => this.line(k === 0 ? line : `  ${line}`, ink));
  }

  gap(): void {
    this.row += 1;
  }
}

function investigatorOf(state: TableState, slot: number): InvestigatorState {
  const inv = state.invs.find((i) => i.slot === slot);
  if (!inv) throw new Error(`no investigator in seat ${slot}`);
  return inv;
}

/** Where the investigator is, in words. */
export function whereabouts(content: Content, state: TableState, inv: InvestigatorState): string {
  if (inv.status === 'lost') return 'Lost in time and space';
  if (inv.visit !== null) return `Visiting ${worldInText(content, inv.visit)}`;
  if (inv.world !== null) return `In ${worldInText(content, inv.world)}, box ${inv.box}`;
  if (inv.at < 0) return 'Not yet in Arkham';
  const id = graphOf(content).ids[inv.at] ?? '';
  const gate = state.gates.some((g) => g.n === inv.at) ? ', by an open gate' : '';
  return `At ${placeName(content, id)}${gate}`;
}

function bar(value: number, max: number, ascii: boolean): string {
  const full = Math.max(0, Math.min(max, value));
  return (ascii ? '#' : '█').repeat(full) + (ascii ? '.' : '░').repeat(Math.max(0, max - full));
}

export function drawSheet(view: SheetView, ascii = false): ScreenBuffer {
  const { content, state } = view;
  const inv = investigatorOf(state, view.slot);
  const profile = content.investigators.find((p) => p.id === inv.id);
  const screen = new ScreenBuffer(80, 24);
  const title = `${investigatorName(content, inv.id)}, ${profile?.occupation ?? 'investigator'}`;
  screen.text(1, LEFT, clip(title, 60), INK.title);
  screen.text(1, 70, `seat ${seatLetter(inv.slot)}`, INK.dim);
  screen.text(2, LEFT, clip(whereabouts(content, state, inv), 76), INK.value);

  const left = new Column(screen, 4, LEFT);
  left.line('Skills', INK.heading);
  for (const skill of SKILL_ORDER) left.pair(`  ${SKILL_WORDS[skill].padEnd(10)}`, skillText(content, inv, skill, profile?.skills[skill] ?? 0));
  left.gap();
  const max = content.rules.statMax;
  left.pair('Strength    ', `${bar(inv.str, max, ascii)} ${inv.str}/${max}`, inv.str <= 1 ? INK.bad : INK.value);
  left.pair('Sanity      ', `${bar(inv.san, max, ascii)} ${inv.san}/${max}`, inv.san <= 1 ? INK.bad : INK.value);
  left.pair('Money       ', `$${inv.money}`);
  left.pair('Retainer    ', inv.retainer ? `yes, $${content.rules.retainerPay} each turn` : 'none');
  left.pair('Charity     ', inv.charity ? 'the Mission would help' : 'owed to the Mission');
  left.pair('Allies      ', inv.allies.length === 0 ? 'none' : inv.allies.map((a) => allyName(content, a)).join(', '));
  for (const note of standingNotes(content, inv)) left.line(note, INK.hotkey);
  left.gap();
  left.line('Trophies', INK.heading);
  for (const line of trophyLines(content, inv)) left.wrapped(line);

  const right = new Column(screen, 4, RIGHT);
  right.line('Items', INK.heading);
  if (inv.items.length === 0) right.line('  nothing in hand', INK.dim);
  for (const id of inv.items) right.line(`  ${itemText(content, inv, id)}`);
  right.gap();
  right.line('Spells', INK.heading);
  if (inv.spells.length === 0) right.line('  none learned', INK.dim);
  inv.spells.forEach((id, k) => right.line(`  ${spellText(content, inv, id, k)}`));
  right.gap();
  right.line('Skill cards', INK.heading);
  if (inv.skills.length === 0) right.line('  none', INK.dim);
  for (const id of inv.skills) right.line(`  ${cardName(content, 'skill', id)}`);

  screen.text(24, 1, clip(view.prompt ?? 'Press any key to go back.', 79), INK.prompt);
  return screen;
}

export function renderSheet(view: SheetView, ansi: boolean): string {
  if (!ansi) return '\r\n' + asciiLines(drawSheet(view, true)).join('\r\n');
  const prompt = view.prompt ?? 'Press any key to go back.';
  return renderScreen(drawSheet(view), { cursorAt: { row: 24, col: Math.min(79, [...prompt].length + 1) } });
}

/** Cards explained per page of the sheet's second screen: a name and its line each, under a heading. */
export const CARDS_PER_PAGE = 10;

/** The pages of "what your cards do" for this investigator (one, saying so, when they have none). */
export function cardPages(view: SheetView): ExplainedCard[][] {
  const cards = carriedCards(view.content, investigatorOf(view.state, view.slot));
  const pages: ExplainedCard[][] = [];
  for (let k = 0; k < cards.length; k += CARDS_PER_PAGE) pages.push(cards.slice(k, k + CARDS_PER_PAGE));
  return pages.length === 0 ? [[]] : pages;
}

/** The sheet's second screen: each card the investigator has, in one line of plain words. */
export function drawCards(view: SheetView, page = 0): ScreenBuffer {
  const { content, state } = view;
  const inv = investigatorOf(state, view.slot);
  const pages = cardPages(view);
  const screen = new ScreenBuffer(80, 24);
  const more = pages.length > 1 ? ` (${page + 1} of ${pages.length})` : '';
  screen.text(1, LEFT, clip(`What ${investigatorName(content, inv.id)}'s cards do${more}`, 76), INK.title);
  const cards = pages[page] ?? [];
  if (cards.length === 0) screen.text(3, LEFT, 'No cards, allies or retainer yet.', INK.dim);
  cards.forEach((card, k) => {
    screen.text(3 + 2 * k, LEFT, clip(card.name, 76), INK.heading);
    screen.text(4 + 2 * k, LEFT + 2, clip(card.line, 76), INK.text);
  });
  screen.text(24, 1, clip(view.prompt ?? 'Press any key to go back.', 79), INK.prompt);
  return screen;
}

export function renderCards(view: SheetView, ansi: boolean, page = 0): string {
  if (!ansi) return '\r\n' + asciiLines(drawCards(view, page)).filter((line, k, all) => line !== '' || all[k - 1] !== '').join('\r\n');
  const prompt = view.prompt ?? 'Press any key to go back.';
  return renderScreen(drawCards(view, page), { cursorAt: { row: 24, col: Math.min(79, [...prompt].length + 1) } });
}

function skillText(content: Content, inv: InvestigatorState, skill: SkillName, base: number): string {
  const cards = inv.skills
    .map((id) => content.skills.find((s) => s.id === id))
    .filter((card) => card !== undefined && card.skill === skill);
  const fromCards = cards.reduce((n, card) => n + (card?.bonus ?? 0), 0);
  const temporary = inv.skillBonus !== null && inv.skillBonus.skill === skill ? inv.skillBonus.amount : 0;
  const parts = [`${base}`];
  if (fromCards !== 0) parts.push(`+${fromCards} card${cards.length === 1 ? '' : 's'}`);
  if (temporary !== 0) parts.push(`${temporary > 0 ? '+' : ''}${temporary} for now`);
  const total = base + fromCards + temporary;
  return parts.length === 1 ? `${total}` : `${total}  (${parts.join(' ')})`;
}

function itemText(content: Content, inv: InvestigatorState, id: string): string {
  const item = content.items.find((i) => i.id === id);
  const name = cardName(content, 'item', id);
  if (!item) return name;
  const facts = [
    item.attack ? `+${item.attack.bonus}${item.attack.magic ? ' magic' : ''}` : '',
    item.hands === 0 ? '' : item.hands === 1 ? '1 hand' : '2 hands',
    inv.inUse.includes(id) ? 'in use' : item.use === 'one-use' ? 'once' : '',
  ].filter((f) => f !== '');
  return facts.length === 0 ? name : `${name}: ${facts.join(', ')}`;
}

function spellText(content: Content, inv: InvestigatorState, id: string, index: number): string {
  const spell = content.spells.find((s) => s.id === id);
  const name = cardName(content, 'spell', id);
  // `spent` holds one entry per card used this turn: the first copies of a spell are the spent ones.
  const copiesBefore = inv.spells.slice(0, index).filter((s) => s === id).length;
  const used = copiesBefore < inv.spent.filter((s) => s === id).length;
  const attack = spell?.attack ? ` +${spell.attack.bonus}` : '';
  const cost = spell && spell.sanityCost > 0 ? ` (${spell.sanityCost} San)` : '';
  return `${name}${attack}${cost}${used ? ', used' : ''}`;
}

function trophyLines(content: Content, inv: InvestigatorState): string[] {
  const monsters = inv.trophies.map((counter) => {
    const species = speciesOfCounter(content, counter);
    const info = content.monsters.find((m) => m.id === species);
    return { name: species === null ? `monster ${counter}` : monsterName(content, species), sp: info?.sp ?? 0 };
  });
  const sp = monsters.reduce((n, m) => n + m.sp, 0);
  const lines: string[] = [];
  if (monsters.length > 0) lines.push(`Monsters: ${monsters.map((m) => `${m.name} ${m.sp}`).join(', ')} (${sp} SP)`);
  if (inv.gateTrophies.length > 0) lines.push(`Gates: ${inv.gateTrophies.map((w) => worldName(content, w)).join(', ')}`);
  return lines.length === 0 ? ['none yet'] : lines;
}

/** Things that hold over from one turn to the next. */
function standingNotes(content: Content, inv: InvestigatorState): string[] {
  const notes: string[] = [];
  if (inv.loseTurns > 0) notes.push(`Loses ${inv.loseTurns} more turn${inv.loseTurns === 1 ? '' : 's'}`);
  if (inv.stay) notes.push('Stays put next turn');
  if (inv.nextMove !== null) notes.push(inv.nextMove.dieOnly ? 'Next move: one die only' : `Next move: +${inv.nextMove.bonus}`);
  if (inv.healedShort) notes.push(`Treated on credit: must leave first`);
  if (inv.status === 'setup') notes.push(`Still choosing Strength and Sanity (${content.rules.statPoints} points)`);
  return notes;
}

// Engine events in words: a sentence or two each, dice and totals shown for checks, combat and
// sanity, grouped into blocks by who acts (an investigator's decision, the Mythos Phase). An event
// these screens do not know yet still reads as a plain line built from its fields.
import type { Content, Effect, TableFace } from '../../rulesets/classic/content/schema.js';
import type { GameEvent, GameEventType } from '../../engine/index.js';
import { knownName, stringField } from '../../rulesets/classic/screens/describe-option.js';
import { MORE_NARRATORS } from '../../rulesets/classic/screens/narrate-more.js';
import { monsterWalk, runLine } from '../../rulesets/classic/screens/narrate-runs.js';
import { faceOf } from '../../rulesets/classic/screens/table-faces.js';
import { cardName, investigatorName, listWords, monsterName, placeInText, plural, tidyId, withArticle, worldInText } from './names.js';

export interface NarrationContext {
  content: Content;
  /** A player's name for the screen, from their id (the service knows aliases); the id by default. */
  playerName?: (id: string) => string;
}

export interface NarrationBlock {
  /** Whose decision or which phase the lines tell of; null for the table as a whole. */
  heading: string | null;
  lines: string[];
  /** The indexes of `lines` that are an encounter's own text (the screens set them apart). */
  story?: number[];
  /** The location whose encounter the block tells (its first location table roll, line `placeLine` on): its vignette goes beside it. */
  place?: string;
  placeLine?: number;
}

/**
 * What the lines just told have set going, so that what follows says why: a stat lost after a
 * monster's blow reads as that blow, not as a bare number.
 */
export type Cause =
  | { kind: 'face'; face: TableFace | null }
  | { kind: 'blow'; species: string }
  | { kind: 'horror'; species: string; held: boolean }
  | { kind: 'spell'; spell: string }
  | { kind: 'spotted' }
  | { kind: 'card'; card: string }
  | { kind: 'care'; service: string };

type Narrator<T extends GameEventType> = (event: Extract<GameEvent, { type: T }>, ctx: NarrationContext, cause: Cause | null) => string;
type Narrators = { [T in GameEventType]?: Narrator<T> };

const CHECK_WORDS: Record<string, string> = {
  fastTalk: 'Fast Talk',
  fight: 'Fight',
  knowledge: 'Knowledge',
  sneak: 'Sneak',
  strength: 'Strength',
  sanity: 'Sanity',
};

const RETURN_WORDS: Record<string, string> = {
  sneaked: 'left behind in the dark',
  hound: 'its hunger sated for now',
  'gate-closed': 'its gate closed behind it',
  refused: 'it finds no way in',
  'left-world': 'left behind in its world',
  lost: 'its keeper lost',
  charity: 'taken by the Mission',
  'gives-item': 'leaving something behind',
};

const LOSS_WORDS: Record<string, string> = {
  discard: 'gives up',
  used: 'uses up',
  lost: 'loses',
  'one-turn': 'has spent',
};

const who = (ctx: NarrationContext, id: string): string => investigatorName(ctx.content, id);
const place = (ctx: NarrationContext, id: string): string => placeInText(ctx.content, id);
const player = (ctx: NarrationContext, id: string): string => (ctx.playerName ? ctx.playerName(id) : id);
const beast = (ctx: NarrationContext, species: string): string => monsterName(ctx.content, species);
const dice = (rolled: readonly number[]): string => listWords(rolled.map(String));
const outcome = (pass: boolean, yes: string, no: string): string => (pass ? yes : no);
const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const serviceWord = (service: string): string => (service === 'hospital' ? 'Hospital' : 'Sanitarium');
/** What a roll of one die needs: "needs 4 or less", or that it cannot pass. */
const needs = (target: number): string => (target >= 6 ? 'anything passes' : target <= 0 ? 'nothing can pass' : `needs ${target} or less`);

/** "rolls 4, +3 for Fight and weapons, 7 in all": the total's parts from the die and the total. */
function rollTotal(die: number, total: number, what: string): string {
  const bonus = total - die;
  return bonus === 0 ? `rolls ${die}` : `rolls ${die}, ${bonus > 0 ? '+' : '-'}${Math.abs(bonus)} for ${what}, ${total} in all,`;
}

/** A monster's measure in a few words: what it takes to beat, what facing it costs. */
function monsterStrength(ctx: NarrationContext, species: string): string {
  const found = ctx.content.monsters.find((m) => m.id === species);
  if (!found) return 'unknown strength';
  const [passed, failed] = found.sanity;
  const cost =
    String(failed) === '0' ? 'no Sanity to face' : String(passed) === '0' ? `${failed} Sanity if nerve fails` : `${passed} Sanity, ${failed} if nerve fails`;
  return `${found.sp} to beat, ${cost}`;
}

/** A change of Strength or Sanity, said with what caused it when the lines before tell. */
function statLine(e: Extract<GameEvent, { type: 'stat' }>, ctx: NarrationContext, cause: Cause | null): string {
  const name = who(ctx, e.investigator);
  const stat = CHECK_WORDS[e.stat] ?? e.stat;
  const amount = Math.abs(e.delta);
  if (e.delta < 0) {
    const left = `(${e.value} left)`;
    switch (cause?.kind) {
      case 'blow':
        return `The ${beast(ctx, cause.species)} strikes: ${name} loses ${amount} ${stat} ${left}.`;
      case 'horror':
        return `${cause.held ? 'Even so, the' : 'The'} sight of the ${beast(ctx, cause.species)} costs ${name} ${amount} ${stat} ${left}.`;
      case 'spell':
        return `Casting ${cardName(ctx.content, 'spell', cause.spell)} costs ${name} ${amount} ${stat} ${left}.`;
      case 'spotted':
        return `The gate's guardians catch ${name} creeping in: ${name} loses ${amount} ${stat} ${left}.`;
      case 'card':
        return `The ${cardName(ctx.content, 'item', cause.card)} costs ${name} ${amount} ${stat} ${left}.`;
      case 'face':
        return `That costs ${name} ${amount} ${stat} ${left}.`;
      default:
        return `${name} loses ${amount} ${stat} ${left}.`;
    }
  }
  if (cause?.kind === 'spell') return `${cardName(ctx.content, 'spell', cause.spell)} restores ${amount} ${stat} to ${name} (now ${e.value}).`;
  if (cause?.kind === 'card') return `The ${cardName(ctx.content, 'item', cause.card)} restores ${amount} ${stat} to ${name} (now ${e.value}).`;
  if (cause?.kind === 'care') return `The ${serviceWord(cause.service)} restores ${amount} ${stat} to ${name} (now ${e.value}).`;
  return `${name} gains ${amount} ${stat} (now ${e.value}).`;
}

/** The skill a face's bonus is for ("Sneak"), found among its effects; "skill" when it cannot be told. */
function skillOfFace(cause: Cause | null): string {
  const find = (effects: readonly Effect[]): string | null => {
    for (const effect of effects) {
      if (effect.do === 'skillBonus') return CHECK_WORDS[effect.skill] ?? effect.skill;
      const inner = effect.do === 'check' ? [...effect.pass, ...effect.fail] : effect.do === 'coin' ? [...effect.heads, ...effect.tails] : effect.do === 'choice' ? effect.options.flatMap((o) => o.effects) : [];
      const found = find(inner);
      if (found !== null) return found;
    }
    return null;
  };
  return (cause?.kind === 'face' && cause.face ? find(cause.face.effects) : null) ?? 'skill';
}

/** The cause that `event` sets going for the lines after it; `current` when it changes nothing. */
function causeAfter(event: GameEvent, current: Cause | null, ctx: NarrationContext): Cause | null {
  switch (event.type) {
    case 'table-roll':
      return { kind: 'face', face: faceOf(ctx.content, event.table, event.id, event.die) };
    case 'combat':
      return event.killed ? null : { kind: 'blow', species: event.species };
    case 'monster-attacks':
      return { kind: 'blow', species: event.species };
    case 'sanity-check':
      return { kind: 'horror', species: event.species, held: event.pass };
    case 'spell-cast':
      return { kind: 'spell', spell: event.spell };
    case 'sneak':
      return !event.pass && event.toGate ? { kind: 'spotted' } : current;
    case 'card-used':
      return { kind: 'card', card: event.card };
    case 'service':
      return { kind: 'care', service: event.service };
    case 'phase':
    case 'turn-ended':
    case 'move-roll':
    case 'gate-entered':
    case 'box':
      return null;
    default:
      return current;
  }
}

const NARRATORS: Narrators = {
  'game-started': (e, ctx) =>
    `The table is set: ${listWords(e.players.map((p) => player(ctx, p)))}, with ${plural(e.investigators.length, 'investigator')} on the case.`,
  'kit-dealt': (e, ctx) => {
    const cards = [...e.items.map((c) => cardName(ctx.content, 'item', c)), ...e.spells.map((c) => cardName(ctx.content, 'spell', c)), ...e.skills.map((c) => cardName(ctx.content, 'skill', c))];
    return `${who(ctx, e.investigator)} sets out with $${e.money}${cards.length > 0 ? `, ${listWords(cards)}` : ''}.`;
  },
  'stats-set': (e, ctx) => `${who(ctx, e.investigator)} settles on Strength ${e.strength} and Sanity ${e.sanity}.`,
  'first-player': (e, ctx) => {
    const rolls = e.rolls.map((r) => `${player(ctx, r.player)} ${dice(r.dice)}`).join(', ');
    return `Dice for the lead (${rolls}): ${player(ctx, e.player)} goes first.`;
  },
  phase: (e) =>
    e.phase === 'mythos'
      ? `Night falls over Arkham: the Mythos of turn ${e.turn}.`
      : `Turn ${e.turn} dawns over Arkham.`,
  'gate-roll': (e, ctx) => `The gate dice show ${dice(e.dice)}: ${place(ctx, e.location)}.`,
  'gate-opened': (e, ctx) =>
    `A gate tears open at ${place(ctx, e.location)}. The Doom track stands at ${e.doom} of ${ctx.content.rules.doomLimit}; ${plural(e.gatesOnBoard, 'gate')} open.`,
  'gate-blocked': (e, ctx) =>
    e.reason === 'elder-sign'
      ? `An Elder Sign holds ${place(ctx, e.location)} shut.`
      : e.reason === 'no-gate-cards'
        ? 'There is no gate left to open.'
        : `${capitalise(place(ctx, e.location))} already has its gate; something crawls out instead.`,
  'monster-appeared': (e, ctx) =>
    e.faceUp
      ? `${capitalise(withArticle(beast(ctx, e.species)))} appears at ${place(ctx, e.location)} (${monsterStrength(ctx, e.species)}).`
      : `Something unseen stirs at ${place(ctx, e.location)}.`,
  'monster-met': (e, ctx) => `In ${worldInText(ctx.content, e.world)}, ${who(ctx, e.investigator)} meets ${withArticle(beast(ctx, e.species))}.`,
  'monster-returned': (e, ctx) => `The ${beast(ctx, e.species)} is gone, ${RETURN_WORDS[e.reason] ?? tidyId(e.reason).toLowerCase()}.`,
  'monster-moved': (e, ctx) => `${capitalise(monsterWalk(ctx.content, e, ' walks'))}.`,
  'monster-grew': (e, ctx) => `The ${beast(ctx, e.species)} grows stronger: ${e.sp} to beat now.`,
  'monster-aimed': (e, ctx) => `${who(ctx, e.investigator)} turns the ${beast(ctx, e.species)} at ${place(ctx, e.location)} toward ${place(ctx, e.toward)}.`,
  'car-bought': (e, ctx) => `${who(ctx, e.investigator)} buys a motor car for $${e.price}.`,
  'monster-attacks': (e, ctx) =>
    `The ${beast(ctx, e.species)} falls upon ${who(ctx, e.investigator)} at ${place(ctx, e.location)} (${monsterStrength(ctx, e.species)})!`,
  'turn-skipped': (e, ctx) =>
    `${who(ctx, e.investigator)} sits this turn out${e.turnsLeft > 0 ? ` (${plural(e.turnsLeft, 'more turn')} to go)` : ''}.`,
  // A turn that ends as it should goes without saying: the next heading says whose turn it is.
  'turn-ended': (e, ctx) => (e.passed ? `${who(ctx, e.investigator)} never came: the turn passes them by.` : ''),
  'move-roll': (e, ctx) =>
    `${who(ctx, e.investigator)} rolls ${dice(e.dice)}${e.bonus !== 0 ? ` ${e.bonus > 0 ? '+' : '-'}${Math.abs(e.bonus)}` : ''} to move: ${plural(e.roll, 'step')}.`,
  moved: (e, ctx) => {
    const name = who(ctx, e.investigator);
    if (e.taxi) return `${name} takes a cab to ${place(ctx, e.to)} for $${e.price}.`;
    if (e.car === true) return `${name} drives to ${place(ctx, e.to)}.`;
    if (e.cost === 0) return `${name} goes to ${place(ctx, e.to)}.`;
    return `${name} walks from ${place(ctx, e.from)} to ${place(ctx, e.to)}, ${plural(e.cost, 'step')}.`;
  },
  'table-roll': (e, ctx) => {
    const where = e.table === 'world' ? `In ${worldInText(ctx.content, e.id)}` : `At ${place(ctx, e.id)}`;
    const face = faceOf(ctx.content, e.table, e.id, e.die);
    return `${where}, a ${e.die}: ${face ? face.text : 'nothing is written for this face.'}`;
  },
  check: (e, ctx) =>
    `${who(ctx, e.investigator)} tries ${CHECK_WORDS[e.check] ?? e.check}: rolls ${e.die}, ${needs(e.target)}: ${outcome(e.pass, 'passed', 'failed')}.`,
  coin: (e, ctx) => `${who(ctx, e.investigator)} tosses a coin: ${outcome(e.heads, 'heads', 'tails')} (${e.die}).`,
  'choice-made': (e, ctx) => `${who(ctx, e.investigator)} chooses: ${tidyId(e.key).toLowerCase()}.`,
  stat: (e, ctx, cause) => statLine(e, ctx, cause),
  money: (e, ctx) =>
    e.delta >= 0 ? `${who(ctx, e.investigator)} pockets $${e.delta} (now $${e.value}).` : `${who(ctx, e.investigator)} pays $${-e.delta} ($${e.value} left).`,
  'card-gained': (e, ctx) =>
    e.price > 0
      ? `${who(ctx, e.investigator)} buys ${cardName(ctx.content, e.deck, e.card)} for $${e.price}.`
      : `${who(ctx, e.investigator)} gains ${cardName(ctx.content, e.deck, e.card)}.`,
  'card-lost': (e, ctx) => {
    const card = cardName(ctx.content, e.deck, e.card);
    const name = who(ctx, e.investigator);
    if (e.reason === 'knocked-out') return `While senseless, ${name} loses ${card}.`;
    if (e.reason === 'insane') return `In the madness, ${name} loses ${card}.`;
    return `${name} ${LOSS_WORDS[e.reason] ?? 'loses'} ${card}.`;
  },
  'fast-talk': (e, ctx) =>
    `${who(ctx, e.investigator)} haggles over ${cardName(ctx.content, 'item', e.card)}: rolls ${e.die} against Fast Talk ${e.skill}, ${outcome(e.pass, 'a bargain', 'no luck')}; the price is $${e.price}.`,
  'flag-set': (e, ctx, cause) => {
    const name = who(ctx, e.investigator);
    switch (e.flag) {
      case 'next-move':
        return e.value < 0 ? `${name} moves on one die next turn.` : `${name} gets +${e.value} on the next move.`;
      case 'skill-bonus':
        return `${name} has +${e.value} for the next ${skillOfFace(cause)} check.`;
      case 'stay':
        return `${name} must stay put next turn.`;
      default:
        return e.value === 1 ? `${name} will lose the next turn.` : `${name} will lose the next ${e.value} turns.`;
    }
  },
  jailed: (e, ctx) => `${who(ctx, e.investigator)} is hauled off to the Police Station for ${plural(e.turns, 'turn')}.`,
  service: (e, ctx) =>
    e.paid > 0
      ? `${who(ctx, e.investigator)} pays $${e.paid} for care at the ${serviceWord(e.service)}.`
      : `${who(ctx, e.investigator)} is cared for at the ${serviceWord(e.service)}.`,
  'effect-owed': (e, ctx) => `Something more should befall ${who(ctx, e.investigator)} here (${tidyId(e.effect).toLowerCase()}), but not in this version.`,
  sneak: (e, ctx) =>
    e.die === 0
      ? `${who(ctx, e.investigator)} slips ${e.toGate ? 'into the gate' : 'past'} unseen, hidden by magic.`
      : `${who(ctx, e.investigator)} tries to slip ${e.toGate ? 'into the gate' : 'past'}: rolls ${e.die} against Sneak ${e.skill}, ${outcome(e.pass, 'unseen', 'spotted')}.`,
  'sanity-check': (e, ctx) =>
    `${who(ctx, e.investigator)} faces the ${beast(ctx, e.species)}: rolls ${e.die} against Sanity ${e.sanity}: ${outcome(e.pass, 'holds firm', 'falters')}${e.loss === 0 ? ', and loses nothing' : ''}.`,
  'spell-cast': (e, ctx) =>
    `${who(ctx, e.investigator)} casts ${cardName(ctx.content, 'spell', e.spell)}: rolls ${e.die} against Knowledge ${e.knowledge}: ${outcome(e.pass, 'it works', 'the words fail')}.`,
  combat: (e, ctx) =>
    `${who(ctx, e.investigator)} fights the ${beast(ctx, e.species)}: ${rollTotal(e.die, e.total, 'Fight and weapons')} against the ${e.sp} it takes. ${e.killed ? 'It falls!' : 'Not enough: it strikes back.'}`,
  trophy: (e, ctx) => `${who(ctx, e.investigator)} keeps the ${beast(ctx, e.species)} as a trophy.`,
  'knocked-out': (e, ctx) =>
    e.stat === 'strength'
      ? `${who(ctx, e.investigator)} is knocked senseless and wakes at ${place(ctx, e.to)}.`
      : `${who(ctx, e.investigator)}'s mind gives way; they come to at ${place(ctx, e.to)}.`,
  carried: (e, ctx) => `The ${beast(ctx, e.species)} carries ${who(ctx, e.investigator)} off through the gate to ${worldInText(ctx.content, e.world)}!`,
  lost: (e, ctx) => `${who(ctx, e.investigator)} is lost in time and space.`,
  'investigator-joined': (e, ctx) => `${who(ctx, e.investigator)} takes up the case for ${player(ctx, e.player)}.`,
  'gate-revealed': (e, ctx) => `The gate at ${place(ctx, e.location)} opens onto ${worldInText(ctx.content, e.world)}.`,
  'gate-entered': (e, ctx) => `${who(ctx, e.investigator)} steps through the gate at ${place(ctx, e.location)} into ${worldInText(ctx.content, e.world)}.`,
  box: (e, ctx) =>
    `${who(ctx, e.investigator)} ${e.box === 1 ? 'nears the way back' : 'wanders deep'} in ${worldInText(ctx.content, e.world)} (box ${e.box}).`,
  visit: (e, ctx) => `${who(ctx, e.investigator)} is drawn away to ${worldInText(ctx.content, e.world)}.`,
  returned: (e, ctx) => `${who(ctx, e.investigator)} comes back from ${worldInText(ctx.content, e.world)} to ${place(ctx, e.location)}.`,
  'gate-attack': (e, ctx) =>
    `${who(ctx, e.investigator)} attacks the gate at ${place(ctx, e.location)}: ${rollTotal(e.die, e.total, 'Fight and weapons')} against the ${e.sp} it takes. ${e.destroyed ? 'It gives way!' : 'It holds.'}`,
  'gate-closed': (e, ctx) =>
    `The gate to ${worldInText(ctx.content, e.world)} at ${place(ctx, e.location)} is closed for good; ${plural(e.gatesOnBoard, 'gate')} still open.`,
  deadline: (e) => `Time ran out on turn ${e.turn}; those who had not acted pass.`,
  'game-over': (e) =>
    e.result === 'won'
      ? 'Every gate is closed. Arkham sleeps easy, for now.'
      : e.reason === 'doom'
        ? 'The Doom track is full. The Ancient One wakes, and Arkham is lost.'
        : 'Too many gates stand open. Arkham is lost.',
};

/** A line for an event these screens have no words for: its kind and its fields, names looked up. */
function plainLine(event: { type: string }, ctx: NarrationContext): string {
  const facts: string[] = [];
  let actor = '';
  for (const [key, value] of Object.entries(event)) {
    if (key === 'type') continue;
    if (key === 'investigator' && typeof value === 'string') actor = who(ctx, value);
    else if (typeof value === 'string' && value !== '') facts.push(knownName(ctx.content, value) ?? tidyId(value));
    else if (typeof value === 'number') facts.push(`${tidyId(key).toLowerCase()} ${value}`);
    else if (typeof value === 'boolean' && value) facts.push(tidyId(key).toLowerCase());
  }
  const what = tidyId(event.type);
  return `${actor === '' ? what : `${actor}: ${what.toLowerCase()}`}${facts.length > 0 ? ` (${facts.join(', ')})` : ''}.`;
}

/** One event as a sentence or two; `cause`, what the events before it set going. */
export function narrateEvent(event: GameEvent, ctx: NarrationContext, cause: Cause | null = null): string {
  // The map is keyed by type, so the narrator found takes exactly this event's shape.
  const narrator = NARRATORS[event.type] as ((e: GameEvent, c: NarrationContext, why: Cause | null) => string) | undefined;
  if (narrator) return narrator(event, ctx, cause);
  return MORE_NARRATORS[event.type]?.(event, ctx.content) ?? plainLine(event, ctx);
}

function actorOf(event: GameEvent): string | null {
  return stringField(event, 'investigator') ?? null;
}

/** Events that open a block of no one's: a phase, the end, a deadline, and the setup's first gate and lead roll. */
const BLOCK_BREAKS: ReadonlySet<GameEvent['type']> = new Set(['phase', 'game-over', 'deadline', 'gate-roll', 'first-player']);

/**
 * Events in blocks: a new block with each phase and whenever another investigator acts; events of no
 * one in particular (a gate opening on someone's table roll) stay in the block they happen in.
 */
export function narrate(events: readonly GameEvent[], ctx: NarrationContext): NarrationBlock[] {
  const blocks: NarrationBlock[] = [];
  let current: NarrationBlock | null = null;
  let actor: string | null = null;
  let cause: Cause | null = null;
  for (let k = 0; k < events.length; ) {
    const event = events[k];
    if (!event) break;
    const acting = actorOf(event);
    const turnOfPhase = BLOCK_BREAKS.has(event.type);
    if (current === null || turnOfPhase || (acting !== null && acting !== actor)) {
      const heading = turnOfPhase ? null : acting !== null ? who(ctx, acting) : null;
      current = { heading, lines: [] };
      blocks.push(current);
      actor = turnOfPhase ? null : acting;
      // A change to another investigator's stats (healed by a spell, a card) keeps its cause.
      if (event.type !== 'stat') cause = null;
    }
    if (event.type === 'table-roll') {
      current.story = [...(current.story ?? []), current.lines.length];
      if (event.table === 'location' && current.place === undefined) {
        current.place = event.id;
        current.placeLine = current.lines.length;
      }
    }
    const why = cause;
    const run = runLine(events, k, ctx.content, (e) => narrateEvent(e, ctx, why));
    const text = run ? run.text : narrateEvent(event, ctx, cause);
    const next = run ? run.next : k + 1;
    for (let j = k; j < next; j += 1) cause = causeAfter(events[j] ?? event, cause, ctx);
    if (text !== '') current.lines.push(text);
    k = next;
  }
  return blocks.filter((block) => block.lines.length > 0);
}

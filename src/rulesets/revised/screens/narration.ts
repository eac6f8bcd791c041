// The revised game's events told one line each, in our words; a number is always said with its why:
// a change of Stamina or Sanity names its cause, read from the events before it (the encounter, the
// monster's horror or blow, a spell's cost, the Ancient One, a collapse), as classic's narration does.
import { listWords, plural, withArticle } from '../../../screens/game/names.js';
import type { RevisedEvent } from '../../../engine/index.js';
import type { EncounterText, Namer, RevisedStory } from './names.js';

const PHASES: Readonly<Record<string, string>> = {
  upkeep: 'Upkeep',
  movement: 'Movement',
  arkham: 'Arkham Encounters',
  otherworld: 'Other World Encounters',
  mythos: 'the Mythos Phase',
  'final-attack': 'the final battle',
  'final-harm': 'the final battle',
  over: 'the end',
};

const CHECKS: Readonly<Record<string, string>> = { evade: 'Evade', horror: 'Horror', combat: 'Combat', spell: 'Spell', 'close-gate': 'gate-closing' };

const capitalised = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** A check's kind as the rules name it: "Evade", "Luck", "gate-closing". */
export function revisedCheckName(check: string): string {
  return CHECKS[check] ?? capitalised(check);
}
const signed = (delta: number): string => (delta >= 0 ? `gains ${delta}` : `loses ${-delta}`);
const signedCount = (delta: number, one: string): string => `${delta >= 0 ? 'gains' : 'loses'} ${plural(Math.abs(delta), one)}`;
const list = (ids: readonly string[], name: Namer): string => (ids.length === 0 ? 'nothing' : ids.map(name).join(', '));

export function revisedPhaseName(phase: string): string {
  return PHASES[phase] ?? phase;
}

/** What the events just told have set going, so that a change of Stamina or Sanity after them says why. */
type Cause =
  | { kind: 'encounter'; at: string }
  | { kind: 'caught' }
  | { kind: 'sight'; monster: string; held: boolean }
  | { kind: 'blow'; monster: string }
  | { kind: 'spell'; spell: string }
  | { kind: 'healed'; spell: string }
  | { kind: 'ancient' }
  | { kind: 'card'; card: string }
  | { kind: 'care'; at: string }
  | { kind: 'collapse' };

type Stat = Extract<RevisedEvent, { type: 'stamina' | 'sanity' }>;

interface Telling {
  name: Namer;
  story?: RevisedStory;
  encounterText?: EncounterText;
}

/** One line for one event, told alone (no cause from the events before it). */
export function revisedEventLine(event: RevisedEvent, name: Namer, encounterText?: EncounterText): string {
  return lineOf(event, { name, encounterText }, null);
}

/** The cause `event` sets going for the events after it; `battle`, the monster of the battle under way. */
function causeAfter(event: RevisedEvent, current: Cause | null, battle: string | null): Cause | null {
  switch (event.type) {
    case 'encounter-outcome':
      return { kind: 'encounter', at: event.at };
    case 'check':
      if (event.check === 'evade') return event.passed ? null : { kind: 'caught' };
      if (event.check === 'horror') return battle === null ? null : { kind: 'sight', monster: battle, held: event.passed };
      // With no monster's battle under way, a Combat check is the final battle's: the Ancient One's blow follows it.
      if (event.check === 'combat') return battle === null ? current : event.passed ? null : { kind: 'blow', monster: battle };
      return event.check === 'spell' ? current : null;
    case 'cast':
      return event.passed ? { kind: 'healed', spell: event.spell } : null;
    case 'final-round':
      return { kind: 'ancient' };
    case 'card-used':
      return { kind: 'card', card: event.card };
    case 'paid':
      return { kind: 'care', at: event.at };
    case 'stamina':
    case 'sanity':
    case 'clues':
    case 'money':
    case 'card-gained':
    case 'monster-placed':
    case 'arrested':
    case 'lost-in-time':
    case 'drawn-through':
    case 'doom-removed':
    case 'devoured':
      return current;
    default:
      return null;
  }
}

/**
 * A cause read from the events just after a change: a spell's or a card's cost is paid before its
 * check and its use are told, and a collapse sets Stamina and Sanity before the collapse itself is told.
 */
function causeAhead(events: readonly RevisedEvent[], k: number, stat: Stat): Cause | null {
  const mine = (j: number): RevisedEvent | undefined => {
    const next = events[j];
    return next !== undefined && 'inv' in next && next.inv === stat.inv ? next : undefined;
  };
  const next = mine(k + 1);
  if (stat.delta < 0 && next !== undefined) {
    // A spell's or a card's cost is paid before its check and its use are told.
    const used = next.type === 'check' ? mine(k + 2) : next;
    if (used?.type === 'cast' && stat.type === 'sanity') return { kind: 'spell', spell: used.spell };
    if (used?.type === 'card-used') return { kind: 'card', card: used.card };
  }
  // Lost in time and space, Sanity and then Stamina are raised to 1 before the collapse is told.
  const other = next?.type === 'stamina' || next?.type === 'sanity' ? next : undefined;
  const after = other !== undefined && other.type !== stat.type && other.delta > 0 ? mine(k + 2) : next;
  return stat.delta > 0 && after?.type === 'collapsed' ? { kind: 'collapse' } : null;
}

function statLine(event: Stat, t: Telling, cause: Cause | null): string {
  const who = t.name(event.inv);
  const stat = event.type === 'stamina' ? 'Stamina' : 'Sanity';
  const amount = `${Math.abs(event.delta)} ${stat}`;
  const now = `(now ${event.now})`;
  const loss = event.delta < 0;
  switch (cause?.kind) {
    case 'encounter': {
      const where = `${t.story?.isWorld(cause.at) === true ? 'in' : 'at'} ${t.name(cause.at)}`;
      return loss ? `The encounter ${where} costs ${who} ${amount} ${now}.` : `The encounter ${where} gives ${who} ${amount} ${now}.`;
    }
    case 'caught':
      if (loss) return `Caught trying to slip past, ${who} takes the monster's blow: ${amount} lost ${now}.`;
      break;
    case 'sight':
      if (loss) return `${cause.held ? 'Even so, the' : 'The'} sight of the ${t.name(cause.monster)} costs ${who} ${amount} ${now}.`;
      break;
    case 'blow':
      if (loss) return `The ${t.name(cause.monster)} strikes: ${who} loses ${amount} ${now}.`;
      break;
    case 'spell':
      return `Casting ${t.name(cause.spell)} costs ${who} ${amount} ${now}.`;
    case 'healed':
      if (!loss) return `${t.name(cause.spell)} restores ${amount} to ${who} ${now}.`;
      break;
    case 'ancient':
      if (loss) return `${t.story?.ancientOne.name ?? 'The Ancient One'} strikes: ${who} loses ${amount} ${now}.`;
      break;
    case 'card':
      return loss ? `The ${t.name(cause.card)} costs ${who} ${amount} ${now}.` : `The ${t.name(cause.card)} restores ${amount} to ${who} ${now}.`;
    case 'care':
      return `What ${who} paid for at ${t.name(cause.at)} ${loss ? 'costs' : 'restores'} ${amount} ${now}.`;
    case 'collapse':
      // The collapse's own line tells where the investigator wakes, and with what.
      return '';
    default:
      break;
  }
  return `${who} ${signed(event.delta)} ${stat} ${now}.`;
}

/**
 * Each event's lines, in order: an event told in one line, an encounter's outcome in its own words,
 * a change of Stamina or Sanity with its cause; an event with nothing to tell has no line.
 */
export function revisedNarration(events: readonly RevisedEvent[], story: RevisedStory): string[][] {
  const t: Telling = { name: story.name, story, encounterText: story.opening };
  let cause: Cause | null = null;
  let battle: string | null = null;
  return events.map((event, k) => {
    const why = event.type === 'stamina' || event.type === 'sanity' ? (causeAhead(events, k, event) ?? cause) : cause;
    const line = lineOf(event, t, why);
    if (event.type === 'battle-began') battle = event.monster;
    else if (event.type === 'phase' || event.type === 'defeated' || event.type === 'fled') battle = null;
    cause = causeAfter(event, cause, battle);
    return line === '' ? [] : [line];
  });
}

function lineOf(event: RevisedEvent, t: Telling, cause: Cause | null): string {
  const { name, story, encounterText } = t;
  switch (event.type) {
    case 'check': {
      const kind = revisedCheckName(event.check);
      const article = /^[AEIOU]/.test(kind) ? 'an' : 'a';
      return `${name(event.inv)} makes ${article} ${kind} check: ${plural(event.dice, 'die', 'dice')}${event.rolls.length > 0 ? ` (${event.rolls.join(' ')})` : ''}, ${event.successes} ${event.successes === 1 ? 'success' : 'successes'} of the ${event.needed} needed: ${event.passed ? 'passed' : 'failed'}.`;
    }
    case 'stamina':
    case 'sanity':
      return statLine(event, t, event.by === 'ancient-one' ? { kind: 'ancient' } : cause);
    case 'evaded':
      return `${name(event.inv)} slips past the ${name(event.monster)}.`;
    case 'battle-began':
      return `${name(event.inv)} faces the ${name(event.monster)} in battle${event.surprise ? ', taken by surprise' : ''}.`;
    case 'fled':
      return `${name(event.inv)} flees the ${name(event.monster)}.`;
    case 'defeated':
      return `${name(event.inv)} defeats the ${name(event.monster)} and keeps it as a trophy.`;
    case 'cast':
      return `${name(event.inv)} casts ${name(event.spell)}: ${event.passed ? 'it works' : 'it fails'}.`;
    case 'collapsed':
      return `${name(event.inv)} is ${event.cause === 'insane' ? 'driven insane' : 'knocked unconscious'}, loses ${plural(event.discarded.length, 'item')} and ${plural(event.cluesLost, 'Clue token')}, and ${event.to.kind === 'lost' ? 'is lost in time and space' : event.to.kind === 'arkham' ? `wakes at ${name(event.to.node)} with 1 ${event.cause === 'insane' ? 'Sanity' : 'Stamina'}` : `is left in ${name(event.to.world)}`}.`;
    case 'arrested':
      return `${name(event.inv)} is arrested and loses $${event.moneyLost} on the way to the cells.`;
    case 'stood-up':
      return `${name(event.inv)}, delayed, spends this Movement Phase getting back on their feet.`;
    case 'doom':
      return `A doom token goes on the Ancient One's track (now ${event.now}).`;
    case 'gate-opened':
      return `A gate to ${name(event.world)} opens at ${name(event.location)}.`;
    case 'drawn-through':
      return `${name(event.inv)} is drawn through the gate into ${name(event.world)}.`;
    case 'monster-placed':
      return `${capitalised(withArticle(name(event.monster)))} appears at ${name(event.at)}.`;
    case 'monster-moved':
      return `The ${name(event.monster)} moves from ${name(event.from)} to ${name(event.to)}.`;
    case 'clue-placed':
      return event.takenBy ? `A Clue token appears at ${name(event.location)}, and ${name(event.takenBy)} picks it up.` : `A Clue token appears at ${name(event.location)}.`;
    case 'game-started': {
      const against = `On the case: ${listWords(event.investigators.map(name))}. Against them waits ${name(event.ancientOne)}.`;
      return story?.ancientOne.id === event.ancientOne ? `${against} ${story.ancientOne.line}` : against;
    }
    case 'phase':
      return `Turn ${event.turn}: ${revisedPhaseName(event.phase)}.`;
    case 'sliders':
      return `${name(event.inv)} sets the sliders: Speed ${event.skills.speed}, Sneak ${event.skills.sneak}, Fight ${event.skills.fight}, Will ${event.skills.will}, Lore ${event.skills.lore}, Luck ${event.skills.luck}.`;
    case 'moved':
      return `${name(event.inv)} goes from ${name(event.from)} to ${name(event.to)}.`;
    case 'clues':
      return `${name(event.inv)} ${signedCount(event.delta, 'Clue token')} (now ${event.now}).`;
    case 'money':
      return `${name(event.inv)} ${signedCount(event.delta, 'dollar')} (now $${event.now}).`;
    case 'card-gained': {
      const from = ` (${name(event.from)})`;
      if (event.kind === 'ally') return `${name(event.card)} joins ${name(event.inv)}${from}.`;
      if (event.kind === 'skill') return `${name(event.inv)} learns the skill ${name(event.card)}${from}.`;
      if (event.kind === 'spell') return `${name(event.inv)} learns the spell ${name(event.card)}${from}.`;
      return `${name(event.inv)} gains ${name(event.card)}${from}.`;
    }
    case 'card-bought':
      return `${name(event.inv)} buys ${name(event.card)} for $${event.price} at ${name(event.at)}.`;
    case 'card-used':
      return `${name(event.inv)} uses ${name(event.card)}${event.discarded ? ', and it is spent' : ''}.`;
    case 'maximum':
      return `With ${name(event.by)} at their side, ${name(event.inv)}'s maximum ${event.stat === 'stamina' ? 'Stamina' : 'Sanity'} is now ${event.now}.`;
    case 'paid':
      return `${name(event.inv)} pays $${event.price} at ${name(event.at)}.`;
    case 'encounter':
    {
      const words = encounterText?.(event.at, event.index);
      return `${story?.isWorld(event.at) === true ? 'In' : 'At'} ${name(event.at)}, ${name(event.inv)}: ${words ?? 'an encounter.'}`;
    }
    case 'encounter-outcome':
      return story?.outcome(event.at, event.index, event.passed) ?? `The encounter at ${name(event.at)} ${event.passed ? 'goes well' : 'goes badly'} for ${name(event.inv)}.`;
    case 'entered-gate':
      return `${name(event.inv)} steps through the gate at ${name(event.location)} into ${name(event.world)}.`;
    case 'world-moved':
      return `${name(event.inv)} goes on into the ${event.area === 1 ? 'first' : 'second'} area of ${name(event.world)}.`;
    case 'returned':
      return `${name(event.inv)} comes back from ${name(event.world)} to ${name(event.location)}.`;
    case 'lost-in-time':
      return `${name(event.inv)} is lost in time and space.`;
    case 'gate-closed':
      return `${name(event.inv)} closes the gate at ${name(event.location)}${event.monstersReturned.length > 0 ? `; ${plural(event.monstersReturned.length, 'monster')} from ${name(event.world)} ${event.monstersReturned.length === 1 ? 'goes' : 'go'} back to the cup` : ''}.`;
    case 'sealed':
      return `${name(event.inv)} seals ${name(event.location)}: no gate opens there again.`;
    case 'mythos-card': {
      const line = story?.mythosLine(event.card);
      return `The Mythos card: ${name(event.card)}.${line === undefined ? '' : ` ${line}`}`;
    }
    case 'surge':
      return `A monster surge at ${name(event.location)}: ${list(event.monsters, name)}.`;
    case 'terror':
      return `The terror level rises to ${event.now}.`;
    case 'outskirts-cleared':
      return `The Outskirts overflow: ${list(event.monsters, name)} go back to the cup, and terror grows.`;
    case 'awakened':
      return `${name(event.ancientOne)} awakens, ${event.by === 'doom' ? 'its doom track full' : 'too many gates open'}.`;
    case 'final-round':
      return `Final battle, round ${event.round}: ${story?.ancientOne.name ?? 'the Ancient One'} attacks with strength ${event.attack}.`;
    case 'doom-removed':
      return `The investigators' successes strike ${plural(event.removed, 'doom token')} off the track (${event.now} left).`;
    case 'devoured':
      return `${name(event.inv)} is devoured.`;
    case 'first-player':
      return `${name(event.inv)} is the first player this turn.`;
    case 'game-over':
      return event.result === 'won' ? `The investigators win (${event.reason.replace(/-/g, ' ')}).` : `The investigators lose (${event.reason.replace(/-/g, ' ')}).`;
  }
}

// The revised game's events told one line each, in our words; a number is always said with its why.
import { plural } from '../../game/names.js';
import type { RevisedEvent } from '../../../engine/index.js';
import type { EncounterText, Namer } from './revised-names.js';

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

const signed = (delta: number): string => (delta >= 0 ? `gains ${delta}` : `loses ${-delta}`);
const signedCount = (delta: number, one: string): string => `${delta >= 0 ? 'gains' : 'loses'} ${plural(Math.abs(delta), one)}`;
const list = (ids: readonly string[], name: Namer): string => (ids.length === 0 ? 'nothing' : ids.map(name).join(', '));

export function revisedPhaseName(phase: string): string {
  return PHASES[phase] ?? phase;
}

/** One line for one event. */
export function revisedEventLine(event: RevisedEvent, name: Namer, encounterText?: EncounterText): string {
  switch (event.type) {
    case 'check': {
      const kind = CHECKS[event.check] ?? `${event.check.charAt(0).toUpperCase()}${event.check.slice(1)}`;
      const article = /^[AEIOU]/.test(kind) ? 'an' : 'a';
      return `${name(event.inv)} makes ${article} ${kind} check: ${event.dice} dice (${event.rolls.join(' ')}), ${event.successes} ${event.successes === 1 ? 'success' : 'successes'} of the ${event.needed} needed: ${event.passed ? 'passed' : 'failed'}.`;
    }
    case 'stamina':
      return `${name(event.inv)} ${signed(event.delta)} Stamina (now ${event.now}).`;
    case 'sanity':
      return `${name(event.inv)} ${signed(event.delta)} Sanity (now ${event.now}).`;
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
      return `${name(event.inv)} is ${event.cause === 'insane' ? 'driven insane' : 'knocked unconscious'}, loses ${plural(event.discarded.length, 'item')} and ${plural(event.cluesLost, 'Clue token')}, and ${event.to.kind === 'lost' ? 'is lost in time and space' : event.to.kind === 'arkham' ? `wakes at ${name(event.to.node)}` : `is left in ${name(event.to.world)}`}.`;
    case 'arrested':
      return `${name(event.inv)} is arrested and loses $${event.moneyLost} on the way to the cells.`;
    case 'stood-up':
      return `${name(event.inv)} gets back on their feet.`;
    case 'doom':
      return `A doom token goes on the Ancient One's track (now ${event.now}).`;
    case 'gate-opened':
      return `A gate to ${name(event.world)} opens at ${name(event.location)}.`;
    case 'drawn-through':
      return `${name(event.inv)} is drawn through the gate into ${name(event.world)}.`;
    case 'monster-placed':
      return `A ${name(event.monster)} appears at ${name(event.at)}.`;
    case 'monster-moved':
      return `The ${name(event.monster)} moves from ${name(event.from)} to ${name(event.to)}.`;
    case 'clue-placed':
      return event.takenBy ? `A Clue token appears at ${name(event.location)}, and ${name(event.takenBy)} picks it up.` : `A Clue token appears at ${name(event.location)}.`;
    case 'game-started':
      return `The game begins: ${list(event.investigators, name)} against ${name(event.ancientOne)}.`;
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
      return `At ${name(event.at)}, ${name(event.inv)}: ${words ?? 'an encounter.'}`;
    }
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
    case 'mythos-card':
      return `The Mythos card: ${name(event.card)}.`;
    case 'surge':
      return `A monster surge at ${name(event.location)}: ${list(event.monsters, name)}.`;
    case 'terror':
      return `The terror level rises to ${event.now}.`;
    case 'outskirts-cleared':
      return `The Outskirts overflow: ${list(event.monsters, name)} go back to the cup, and terror grows.`;
    case 'awakened':
      return `${name(event.ancientOne)} awakens, ${event.by === 'doom' ? 'its doom track full' : 'too many gates open'}.`;
    case 'final-round':
      return `Final battle, round ${event.round}: the Ancient One attacks with strength ${event.attack}.`;
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

// Runs of events the narration tells as one line instead of many: the monsters' walk of a Mythos
// Phase, counters placed face down, and a payment with what it paid for ("takes a cab to the Woods
// for $1 ($12 left)" rather than a line for the dollar and another for the cab).
import type { Content } from '../content/schema.js';
import type { GameEvent } from '../../../engine/index.js';
import { numberField, stringField } from './describe-option.js';
import { listWords, monsterName, placeInText } from '../../../screens/game/names.js';

export interface RunLine {
  text: string;
  /** The index of the first event after the run. */
  next: number;
}

function runOf<T extends GameEvent['type']>(events: readonly GameEvent[], k: number, type: T): Extract<GameEvent, { type: T }>[] {
  const run: Extract<GameEvent, { type: T }>[] = [];
  for (let j = k; j < events.length; j += 1) {
    const event = events[j];
    if (event?.type !== type) break;
    run.push(event as Extract<GameEvent, { type: T }>);
  }
  return run;
}

/** Where a monster went, in a few words: "the Ghoul to Boundary Street", "the Dhole walks along College Street". */
export function monsterWalk(content: Content, e: Extract<GameEvent, { type: 'monster-moved' }>, verb = ''): string {
  const from = placeInText(content, e.from);
  const to = placeInText(content, e.to);
  return `the ${monsterName(content, e.species)}${verb} ${from === to ? 'along' : 'to'} ${to}`;
}

const PRICE_FIELDS = ['price', 'paid', 'amount'];

/** The event after a money change that says what the money was for: same investigator, same sum. */
function paidFor(money: Extract<GameEvent, { type: 'money' }>, next: GameEvent | undefined): boolean {
  if (!next || stringField(next, 'investigator') !== money.investigator) return false;
  return PRICE_FIELDS.some((name) => numberField(next, name) === Math.abs(money.delta));
}

/**
 * The line for a run starting at `events[k]`, or null when no run starts there. `tell` narrates one
 * event (for the event a payment was for).
 */
export function runLine(events: readonly GameEvent[], k: number, content: Content, tell: (event: GameEvent) => string): RunLine | null {
  const event = events[k];
  if (!event) return null;
  if (event.type === 'monster-moved') {
    const run = runOf(events, k, 'monster-moved');
    if (run.length < 2) return null;
    const walks = run.map((e) => monsterWalk(content, e));
    return { text: `The monsters walk: ${listWords(walks)}.`, next: k + run.length };
  }
  if (event.type === 'monster-appeared' && !event.faceUp) {
    const run = runOf(events, k, 'monster-appeared');
    const hidden = run.slice(0, run.findIndex((e) => e.faceUp) < 0 ? run.length : run.findIndex((e) => e.faceUp));
    if (hidden.length < 2) return null;
    const places = [...new Set(hidden.map((e) => placeInText(content, e.location)))];
    return { text: `Unseen things stir at ${listWords(places)}.`, next: k + hidden.length };
  }
  if (event.type === 'money') {
    const next = events[k + 1];
    if (!next || !paidFor(event, next)) return null;
    const left = event.delta < 0 ? `$${event.value} left` : `now $${event.value}`;
    return { text: `${tell(next).replace(/[.!]$/, '')} (${left}).`, next: k + 2 };
  }
  return null;
}

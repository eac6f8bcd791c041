// One game turn of a revised game becomes the Advertiser's stories, from its revised events (logged
// wrapped, { type: 'revised', event }): gates opening and closing, seals, monster surges, the terror
// level, investigators lost in time and space, driven insane, knocked out or arrested, the Ancient
// One waking, the final battle and the end. Worded from revised-headlines.ts the way stories.ts words
// classic's, seeded by game, turn, kind and place in the turn.
import type { RevisedEvent } from '../../../engine/index.js';
import type { LoggedEvent } from '../../../service/game-doc.js';
import type { revisedContentNames } from '../../../service/news/names.js';
import { countFacts, writtenStories, type Facts, type TurnReport } from '../../../service/news/stories.js';
import type { Story, StoryKind } from '../../../service/news/story.js';

export type RevisedNames = ReturnType<typeof revisedContentNames>;

function revisedEvents(events: readonly LoggedEvent[]): RevisedEvent[] {
  return events.flatMap((logged) => (logged.type === 'revised' ? [logged.event] : []));
}

/** Doom tokens on the Ancient One's track and gates standing after a turn's revised events. */
export function revisedGaugesAfter(events: readonly LoggedEvent[], before: { doom: number; gatesOnBoard: number }): { doom: number; gatesOnBoard: number } {
  let { doom, gatesOnBoard } = before;
  for (const event of revisedEvents(events)) {
    if (event.type === 'doom' || event.type === 'doom-removed') doom = event.now;
    else if (event.type === 'gate-opened') gatesOnBoard += 1;
    else if (event.type === 'gate-closed') gatesOnBoard = Math.max(0, gatesOnBoard - 1);
  }
  return { doom, gatesOnBoard };
}

/** How the investigators won, as a few words the leads put in a sentence. */
function victoryWords(reason: string, names: RevisedNames): string {
  if (reason === 'sealed') return 'enough seals set that no gate can open';
  if (reason === 'gates-closed') return 'every gate closed';
  if (reason === 'ancient-one-banished') return `${names.ancientOne} driven back`;
  return reason.replace(/-/g, ' ');
}

export function revisedStoriesOf(report: TurnReport, names: RevisedNames): Story[] {
  const events = revisedEvents(report.events);
  const gauges = revisedGaugesAfter(report.events, report);
  const base: Facts = { doom: String(gauges.doom), gates: String(gauges.gatesOnBoard), ancient: names.ancientOne };
  const found: { kind: StoryKind; facts: Facts }[] = [];
  const add = (kind: StoryKind, facts: Facts): void => void found.push({ kind, facts: { ...base, ...facts } });
  // A gate closed and sealed in the same turn is one story, the seal's; it names the world the gate led to.
  const closedTo = new Map<string, string>();
  const sealed = new Set<string>();
  for (const event of events) {
    if (event.type === 'gate-closed') closedTo.set(event.location, event.world);
    if (event.type === 'sealed') sealed.add(event.location);
  }
  const lost = new Set<string>();
  const loseInTime = (inv: string): void => {
    if (lost.has(inv)) return;
    lost.add(inv);
    add('lost-in-time', { name: names.investigator(inv) });
  };
  const slain: string[] = [];
  // The game's setup (from its start to its first phase) opens the first gate: the gathering's story tells it.
  let setup = false;
  let firstGate: string | null = null;
  let firstInvestigator: string | null = null;
  let terror: number | null = null;
  let battle: { round: number; attack: number } | null = null;
  for (const event of events) {
    switch (event.type) {
      case 'game-over':
        if (event.result === 'won') add('revised-victory', { cause: victoryWords(event.reason, names) });
        else add('revised-defeat', {});
        break;
      case 'awakened':
        add('ancient-one-wakes', {});
        break;
      case 'final-round':
        battle ??= { round: event.round, attack: event.attack };
        break;
      case 'devoured':
        add('devoured', { name: names.investigator(event.inv) });
        break;
      case 'lost-in-time':
        loseInTime(event.inv);
        break;
      case 'collapsed':
        if (event.to.kind === 'lost') loseInTime(event.inv);
        else add(event.cause === 'insane' ? 'driven-insane' : 'knocked-unconscious', { name: names.investigator(event.inv) });
        break;
      case 'sealed': {
        const world = closedTo.get(event.location);
        add('elder-sign', { name: names.investigator(event.inv), place: names.place(event.location), world: world === undefined ? 'the world beyond' : names.world(world) });
        break;
      }
      case 'gate-closed':
        if (!sealed.has(event.location)) add('revised-gate-closed', { name: names.investigator(event.inv), place: names.place(event.location), world: names.world(event.world) });
        break;
      case 'surge':
        add('monster-surge', { place: names.place(event.location), ...countFacts(event.monsters.length) });
        break;
      case 'gate-opened':
        if (setup) firstGate ??= names.place(event.location);
        else add('revised-gate-opened', { place: names.place(event.location), world: names.world(event.world) });
        break;
      case 'terror':
        terror = event.now;
        break;
      case 'arrested':
        add('arrested', { name: names.investigator(event.inv) });
        break;
      case 'defeated':
        slain.push(names.species(event.monster));
        break;
      case 'game-started':
        setup = true;
        firstInvestigator ??= event.investigators[0] === undefined ? null : names.investigator(event.investigators[0]);
        break;
      case 'phase':
        setup = false;
        break;
      default:
        break;
    }
  }
  if (firstInvestigator !== null) add('revised-gathering', { place: firstGate ?? 'the edge of town', name: firstInvestigator ?? 'a stranger' });
  if (terror !== null) add('terror-rising', { terror: String(terror) });
  if (battle !== null) add('final-battle', { round: String(battle.round), attack: String(battle.attack) });
  const last = slain[slain.length - 1];
  if (last !== undefined) add('monsters-slain', { ...countFacts(slain.length), species: last });
  return writtenStories(report, found, base);
}

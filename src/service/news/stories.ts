// One game turn's events become the Advertiser's stories. The wording is picked from the stock in
// headlines.ts by a generator seeded with the game id, the turn, the kind of story and its place in
// the turn: the same game always reads the same, and no Math.random is involved.
import { below, seedRng } from '../../engine/index.js';
import type { LoggedEvent } from '../game-doc.js';
import { WORDING, type Wording } from './headlines.js';
import type { ContentNames } from './names.js';
import { REVISED_WORDING } from '../../rulesets/revised/news/headlines.js';
import { STORY_WEIGHT, type Story, type StoryKind } from './story.js';

export interface TurnReport {
  gameId: string;
  turn: number;
  events: readonly LoggedEvent[];
  /** The Doom Factor and the gates standing before the turn, for a turn whose events do not tell. */
  doom: number;
  gatesOnBoard: number;
}

/** The Doom Factor and the gates standing after a turn's events. */
export function gaugesAfter(events: readonly LoggedEvent[], before: { doom: number; gatesOnBoard: number }): { doom: number; gatesOnBoard: number } {
  let { doom, gatesOnBoard } = before;
  for (const event of events) {
    if (event.type === 'gate-opened') {
      doom = event.doom;
      gatesOnBoard = event.gatesOnBoard;
    } else if (event.type === 'gate-closed') gatesOnBoard = event.gatesOnBoard;
  }
  return { doom, gatesOnBoard };
}

export type Facts = Record<string, string>;

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** A count as the paper prints it: "three" and "Three" (a figure past twelve). */
export function countFacts(count: number): Facts {
  const word = NUMBER_WORDS[count] ?? String(count);
  return { count: word, Count: word.charAt(0).toUpperCase() + word.slice(1) };
}

/** The turn's stories found, each worded, biggest first; a turn with none gets the quiet story. */
export function writtenStories(report: Pick<TurnReport, 'gameId' | 'turn'>, found: { kind: StoryKind; facts: Facts }[], quiet: Facts): Story[] {
  const all = found.length === 0 ? [{ kind: 'quiet' as const, facts: quiet }] : found;
  return all.map(({ kind, facts }, index) => write(report, kind, facts, index)).sort((a, b) => b.weight - a.weight);
}

export function storiesOf(report: TurnReport, names: ContentNames): Story[] {
  const gauges = gaugesAfter(report.events, report);
  const base: Facts = { doom: String(gauges.doom), gates: String(gauges.gatesOnBoard) };
  const found: { kind: StoryKind; facts: Facts }[] = [];
  const add = (kind: StoryKind, facts: Facts): void => void found.push({ kind, facts: { ...base, ...facts } });
  const slain: string[] = [];
  let firstGate: string | null = null;
  let firstInvestigator: string | null = null;
  for (const event of report.events) {
    switch (event.type) {
      case 'game-over':
        if (event.result === 'won') add('victory', {});
        else add(event.reason === 'doom' ? 'defeat-doom' : 'defeat-gates', {});
        break;
      case 'lost':
        add('investigator-lost', { name: names.investigator(event.investigator) });
        break;
      case 'gate-closed':
        add('gate-sealed', { name: names.investigator(event.investigator), place: names.place(event.location), world: names.world(event.world) });
        break;
      case 'knocked-out':
        add(event.stat === 'sanity' ? 'madness' : 'injury', { name: names.investigator(event.investigator) });
        break;
      case 'gate-opened':
        if (report.turn === 0) firstGate ??= names.place(event.location);
        else add('gate-opened', { place: names.place(event.location) });
        break;
      case 'trophy':
        slain.push(names.species(event.species));
        break;
      case 'investigator-joined':
        add('arrival', { name: names.investigator(event.investigator) });
        break;
      case 'game-started':
        firstInvestigator ??= event.investigators[0] ? names.investigator(event.investigators[0].investigator) : null;
        break;
      default:
        break;
    }
  }
  if (firstGate !== null) add('gathering', { place: firstGate, name: firstInvestigator ?? 'a stranger' });
  const last = slain[slain.length - 1];
  if (last !== undefined) add('monsters-slain', { ...countFacts(slain.length), species: last });
  return writtenStories(report, found, base);
}

const WORDINGS: { readonly [K in StoryKind]: Wording } = { ...WORDING, ...REVISED_WORDING };

function write(report: Pick<TurnReport, 'gameId' | 'turn'>, kind: StoryKind, facts: Facts, index: number): Story {
  const wording = WORDINGS[kind];
  const rng = seedRng(`${report.gameId}:${report.turn}:${kind}:${index}`);
  const headline = wording.headlines[below(rng, wording.headlines.length)] ?? '';
  const lead = wording.leads[below(rng, wording.leads.length)] ?? '';
  return { turn: report.turn, kind, weight: STORY_WEIGHT[kind], headline: fill(headline, facts), lead: fill(lead, facts) };
}

function fill(template: string, facts: Facts): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => facts[key] ?? whole);
}

// "What happened while you were away": a long run of events boiled down to a few lines: the turns
// that passed, gates opened and closed, the Doom track, monsters come and gone, and for each
// investigator where they ended up, what they fought and what befell them.
import type { GameEvent } from '../../../engine/index.js';
import type { NarrationContext } from '../../../screens/game/narrate.js';
import { ScreenBuffer } from '../../../term/screen-buffer.js';
import { investigatorName, listWords, placeName, plural, worldInText } from '../../../screens/game/names.js';
import { INK } from '../../../screens/game/palette.js';
import { clip, wrapWords } from '../../../screens/game/wrap.js';

interface Doings {
  where: string | null;
  fights: number;
  kills: number;
  gatesClosed: number;
  fates: string[];
}

const WIDTH = 79;

function times(n: number): string {
  return n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`;
}

/** The summary as sentences, most important first. */
export function awaySummary(events: readonly GameEvent[], ctx: NarrationContext): string[] {
  const { content } = ctx;
  const turns = new Set<number>();
  const opened: string[] = [];
  const closed: string[] = [];
  let doom: number | null = null;
  let appeared = 0;
  let returned = 0;
  let ending: string | null = null;
  const people = new Map<string, Doings>();
  const doings = (id: string): Doings => {
    let d = people.get(id);
    if (!d) {
      d = { where: null, fights: 0, kills: 0, gatesClosed: 0, fates: [] };
      people.set(id, d);
    }
    return d;
  };
  for (const e of events) {
    switch (e.type) {
      case 'phase':
        turns.add(e.turn);
        break;
      case 'gate-opened':
        opened.push(placeName(content, e.location));
        doom = e.doom;
        break;
      case 'gate-closed':
        closed.push(placeName(content, e.location));
        doings(e.investigator).gatesClosed += 1;
        break;
      case 'monster-appeared':
        appeared += 1;
        break;
      case 'monster-returned':
        returned += 1;
        break;
      case 'moved':
        doings(e.investigator).where = placeName(content, e.to);
        break;
      case 'returned':
        doings(e.investigator).where = placeName(content, e.location);
        break;
      case 'gate-entered':
        doings(e.investigator).where = worldInText(content, e.world);
        break;
      case 'combat': {
        const d = doings(e.investigator);
        d.fights += 1;
        if (e.killed) d.kills += 1;
        break;
      }
      case 'knocked-out':
        doings(e.investigator).fates.push(e.stat === 'strength' ? 'was knocked senseless' : 'lost their wits for a while');
        doings(e.investigator).where = placeName(content, e.to);
        break;
      case 'lost':
        doings(e.investigator).fates.push('was lost in time and space');
        break;
      case 'jailed':
        doings(e.investigator).fates.push('spent time in a cell');
        break;
      case 'game-over':
        ending = e.result === 'won' ? 'The last gate closed: Arkham is saved.' : 'Arkham has fallen: the game is lost.';
        break;
      default:
        break;
    }
  }
  const lines: string[] = [];
  if (turns.size > 0) {
    const sorted = [...turns].sort((a, b) => a - b);
    const first = sorted[0] ?? 0;
    const last = sorted[sorted.length - 1] ?? 0;
    lines.push(first === last ? `Turn ${first} came and went.` : `Turns ${first} to ${last} came and went.`);
  }
  if (opened.length > 0) lines.push(`Gates opened at ${listWords(opened)}${doom !== null ? `; Doom now stands at ${doom}` : ''}.`);
  if (closed.length > 0) lines.push(`Gates closed at ${listWords(closed)}.`);
  if (appeared > 0 || returned > 0) {
    lines.push(`${plural(appeared, 'monster')} appeared; ${plural(returned, 'monster')} went back to the dark.`);
  }
  for (const [id, d] of people) {
    const parts: string[] = [];
    if (d.where !== null) parts.push(`ended at ${d.where}`);
    if (d.fights > 0) parts.push(`fought ${times(d.fights)} and won ${d.kills === 0 ? 'never' : times(d.kills)}`);
    if (d.gatesClosed > 0) parts.push(`closed ${plural(d.gatesClosed, 'gate')}`);
    parts.push(...d.fates);
    if (parts.length > 0) lines.push(`${investigatorName(content, id)} ${listWords(parts)}.`);
  }
  if (ending !== null) lines.push(ending);
  if (lines.length === 0) lines.push('All was quiet in Arkham.');
  return lines;
}

/** The summary for the screen: a heading, then each sentence wrapped to the width. */
export function renderAwaySummary(events: readonly GameEvent[], ctx: NarrationContext, ansi: boolean): string {
  const heading = 'While you were away';
  const body = awaySummary(events, ctx).flatMap((sentence) => wrapWords(sentence, WIDTH - 2).map((line, k) => (k === 0 ? line : `  ${line}`)));
  return [ansi ? `\x1b[0;1;33m${heading}\x1b[0m` : `${heading}:`, ...body].join('\r\n') + '\r\n';
}

export interface AwayScreenOptions {
  /** Sentences about the table itself (who joined, who missed a turn), after the summary. */
  table?: readonly string[];
  /** Row 24: what to press. */
  prompt?: string;
}

/** The summary on one 80x24 screen: the heading, the sentences that fit, the prompt on the last row. */
export function drawAwaySummary(events: readonly GameEvent[], ctx: NarrationContext, options: AwayScreenOptions = {}): ScreenBuffer {
  const screen = new ScreenBuffer(80, 24);
  screen.text(2, 3, 'While you were away', INK.title);
  const sentences = [...awaySummary(events, ctx), ...(options.table ?? [])];
  const lines = sentences.flatMap((sentence) => wrapWords(sentence, 74).map((line, k) => (k === 0 ? line : `  ${line}`)));
  const room = 24 - 4 - 2;
  const shown = lines.length > room ? [...lines.slice(0, room - 1), '...and more besides.'] : lines;
  shown.forEach((line, k) => screen.text(4 + k, 3, line, INK.text));
  screen.text(24, 1, clip(options.prompt ?? 'Press any key to go on.', 79), INK.prompt);
  return screen;
}

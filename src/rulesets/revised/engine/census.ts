// Where every card, monster and gate marker of a revised game is (the invariant "every card in one
// place"): counted over the five decks, the investigators' items and other cards, the cup, the board, the Outskirts, trophies and open gates.
import { CARD_DECKS } from './cards.js';
import type { RevisedContent } from './types.js';
import type { RevisedGameState } from './game-types.js';

export interface RevisedCensus {
  /** By card id: copies found, against copies made. */
  cards: Record<string, { found: number; made: number }>;
  monsters: Record<string, { found: number; made: number }>;
  gateMarkers: Record<string, { found: number; made: number }>;
}

function tally(into: Record<string, { found: number; made: number }>, ids: Iterable<string>): void {
  for (const id of ids) (into[id] ??= { found: 0, made: 0 }).found += 1;
}

export function revisedCensus(s: RevisedGameState, c: RevisedContent): RevisedCensus {
  const out: RevisedCensus = { cards: {}, monsters: {}, gateMarkers: {} };
  for (const card of Object.values(c.cards)) out.cards[card.id] = { found: 0, made: card.copies };
  for (const m of Object.values(c.monsters)) out.monsters[m.id] = { found: 0, made: m.count };
  for (const w of Object.values(c.worlds)) out.gateMarkers[w.id] = { found: 0, made: w.markers };
  tally(out.cards, [...CARD_DECKS.flatMap((d) => s.decks[d]), ...s.invs.flatMap((i) => [...i.items, ...i.others])]);
  const inFrames = s.invs.flatMap((i) => i.flow.flatMap((f) => (f.k === 'face' ? f.pending.filter((p) => p.fromEncounter).map((p) => p.monster) : f.k === 'battle' && f.fromEncounter && f.battle?.over !== 'defeated' ? [f.monster] : [])));
  tally(out.monsters, [...s.cup, ...Object.values(s.board.monsters).flat(), ...s.board.outskirts, ...s.invs.flatMap((i) => i.trophies), ...inFrames]);
  tally(out.gateMarkers, [...s.board.gateStack, ...Object.values(s.board.gates), ...s.invs.flatMap((i) => i.gateTrophies)]);
  return out;
}

/** The ids whose count is off, as "kind id: found/made". */
export function censusProblems(census: RevisedCensus): string[] {
  const out: string[] = [];
  for (const [kind, table] of Object.entries(census)) {
    for (const [id, n] of Object.entries(table as RevisedCensus['cards'])) if (n.found !== n.made) out.push(`${kind} ${id}: ${n.found}/${n.made}`);
  }
  return out;
}

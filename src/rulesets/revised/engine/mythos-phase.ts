// The Mythos Phase as one frame of the Mythos flow (R-GATE-*, R-CLUE-1, R-MOVE-*, D-SURGE, D-TERROR,
// D-OUTSKIRTS, D-GATE-LIMIT): a card drawn, its gate opened (or a surge where a gate stands), the
// Outskirts and the terror level seen to, the Ancient One woken by a full doom track or too many
// gates, a Clue token placed, the monsters moved. The first Mythos of the game moves no monster.
import { drawTop } from '../../../engine/core/decks.js';
import { shuffleInPlace } from '../../../engine/core/rng.js';
import { emit } from '../../../engine/core/run.js';
import { awaken } from './final-battle.js';
import type { GameRun, Handler } from './game-run.js';
import { inOrder } from './game-run.js';
import { moveMonsters } from './monster-movement.js';
import { openGate, placeClue, placeMonster } from './mythos-gate.js';
import type { RevisedMythos } from '../content/schema.js';

export const TERROR_MAX = 10;

/** Gates open at once that wake the Ancient One (D-GATE-LIMIT). */
export function gateLimit(investigators: number): number {
  if (investigators <= 2) return 8;
  if (investigators <= 4) return 7;
  if (investigators <= 6) return 6;
  return 5;
}

/** The Outskirts hold this many before they empty into the cup (D-OUTSKIRTS). */
export const outskirtsLimit = (investigators: number): number => Math.max(0, 8 - investigators);

/** Terror rises by one; at its top, a doom token goes on the track instead (D-TERROR). */
export function raiseTerror(r: GameRun): void {
  const b = r.s.board;
  if (r.s.terror < TERROR_MAX) {
    r.s.terror += 1;
    emit(r, { type: 'terror', now: r.s.terror });
  } else if (b.doom < b.doomTrack) {
    b.doom += 1;
    emit(r, { type: 'doom', now: b.doom });
  }
}

function drawMythos(r: GameRun): RevisedMythos {
  const d = r.s.decks;
  if (d.mythos.length === 0) {
    d.mythos.push(...d.mythosDiscard.splice(0));
    shuffleInPlace(r.s.rng, d.mythos);
  }
  const id = drawTop(d.mythos);
  const card = r.c.mythos.find((m) => m.id === id);
  if (card === undefined) throw new Error(`no Mythos card ${String(id)}`);
  d.mythosDiscard.push(card.id);
  emit(r, { type: 'mythos-card', card: card.id });
  return card;
}

function openAt(r: GameRun, location: string): 'awakened' | 'done' {
  const there = r.s.invs.filter((i) => i.place.kind === 'arkham' && i.place.node === location).length;
  const opened = openGate(r, location);
  if (opened.kind === 'awakened') return 'awakened';
  if (opened.kind === 'blocked' && opened.by === 'gate') {
    const monsters: string[] = [];
    for (const at of Object.keys(r.s.board.gates)) {
      const m = placeMonster(r, at);
      if (m !== null) monsters.push(m);
    }
    emit(r, { type: 'surge', location, monsters });
  }
  if (opened.kind === 'opened') {
    for (let k = 0; k < there; k += 1) raiseTerror(r);
    if (r.s.terror >= TERROR_MAX) placeMonster(r, location);
  }
  return 'done';
}

function overflowOutskirts(r: GameRun): void {
  const b = r.s.board;
  if (b.outskirts.length <= outskirtsLimit(r.s.invs.length)) return;
  const monsters = b.outskirts.splice(0);
  r.s.cup.push(...monsters);
  emit(r, { type: 'outskirts-cleared', monsters });
  raiseTerror(r);
}

export const mythosHandler: Handler<'mythos'> = {
  run(r, flow, f) {
    flow.pop();
    const card = drawMythos(r);
    const woke = openAt(r, card.gate);
    overflowOutskirts(r);
    const b = r.s.board;
    if (woke === 'awakened' || b.doom >= b.doomTrack || Object.keys(b.gates).length >= gateLimit(r.s.invs.length)) {
      awaken(r, woke === 'awakened' || b.doom >= b.doomTrack ? 'doom' : 'gates');
      return;
    }
    const taker = inOrder(r).find((i) => i.place.kind === 'arkham' && i.place.node === card.clue);
    placeClue(r, card.clue, taker?.id ?? null);
    if (!f.first) moveMonsters(r, r.c.exits, card);
  },
};

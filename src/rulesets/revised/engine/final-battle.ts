// The final battle against the Ancient One (D-ANCIENT): woken, its doom track is full; each round
// every investigator still standing makes a Combat check (Fight, weapons and spells cast anew each
// round, R-HANDS-3, against the Ancient One's combat rating); every as many successes as there are
// investigators standing take a doom token off; an empty track banishes it. Then it strikes: each
// loses its attack (one more every second round) in Stamina or Sanity, their choice; at 0 they are
// devoured. All devoured: the game is lost.
import { askFor } from '../../../engine/core/frames.js';
import { emit } from '../../../engine/core/run.js';
import { skillCheck } from './checks.js';
import type { GameRun, Handler } from './game-run.js';
import { invAt } from './game-run.js';
import type { GameInvestigator } from './game-types.js';
import { bonusOf, fightOptions, strongest } from './loadouts.js';
import { castSpell } from './spells.js';
import { changeSanity, changeStamina } from './status.js';
import { endGame } from './win-loss.js';

/** The Ancient One wakes: by a full doom track, or by too many gates open (D-GATE-LIMIT). */
export function awaken(r: GameRun, by: 'doom' | 'gates'): void {
  const b = r.s.board;
  emit(r, { type: 'awakened', ancientOne: r.c.ancientOne.id, by });
  b.doom = b.doomTrack;
  r.s.final = { round: 1, successes: 0, by };
  r.s.phase = 'final-attack';
  r.s.actor = -1;
  emit(r, { type: 'final-round', round: 1, attack: attackIn(r, 1) });
}

export const attackIn = (r: GameRun, round: number): number => r.c.ancientOne.attack + Math.floor((round - 1) / 2);

const standing = (r: GameRun): GameInvestigator[] => r.s.invs.filter((i) => !i.devoured);

function devourIfDown(r: GameRun, inv: GameInvestigator): void {
  if (inv.devoured || (inv.stamina > 0 && inv.sanity > 0)) return;
  inv.devoured = true;
  emit(r, { type: 'devoured', inv: inv.id });
}

/** The end of the investigators' attacks: doom tokens off, and the game won, or the Ancient One strikes. */
export function endAttacks(r: GameRun): void {
  const final = r.s.final;
  const n = standing(r).length;
  if (final === null) throw new Error('no final battle');
  if (n === 0) {
    endGame(r, { result: 'lost', reason: 'devoured' });
    return;
  }
  const removed = Math.min(r.s.board.doom, Math.floor(final.successes / n));
  final.successes -= removed * n;
  r.s.board.doom -= removed;
  emit(r, { type: 'doom-removed', removed, now: r.s.board.doom });
  if (r.s.board.doom <= 0) endGame(r, { result: 'won', reason: 'ancient-one-banished' });
  else r.s.phase = 'final-harm';
}

/** The end of the Ancient One's strike: lost if no one stands, else the next round. */
export function endStrike(r: GameRun): void {
  const final = r.s.final;
  if (final === null) throw new Error('no final battle');
  if (standing(r).length === 0) {
    endGame(r, { result: 'lost', reason: 'devoured' });
    return;
  }
  final.round += 1;
  r.s.phase = 'final-attack';
  emit(r, { type: 'final-round', round: final.round, attack: attackIn(r, final.round) });
}

export const finalAttackHandler: Handler<'final-attack'> = {
  run: (_r, _flow, f) => askFor(f),
  prompt(r, f) {
    const inv = invAt(r, f.slot);
    const options = fightOptions(r, inv, { combatRating: r.c.ancientOne.combatRating, toughness: 1 }, []);
    return { kind: 'final-attack', options, default: strongest(options), context: { doom: r.s.board.doom, round: r.s.final?.round ?? 1, standing: standing(r).length } };
  },
  answer(r, flow, f, option) {
    flow.pop();
    const inv = invAt(r, f.slot);
    const foe = { combatRating: r.c.ancientOne.combatRating, toughness: 1 };
    let bonus = 0;
    for (const id of option.hold ?? []) {
      const card = r.c.cards[id];
      if (card?.kind !== 'spell') bonus += bonusOf(r, id, foe);
      else if (castSpell(r, inv, card)?.passed === true) bonus += bonusOf(r, id, foe);
    }
    devourIfDown(r, inv);
    if (inv.devoured) return;
    const result = skillCheck(r, inv, 'combat', inv.skills.fight + bonus, foe.combatRating, 1);
    if (r.s.final !== null) r.s.final.successes += result.successes;
  },
};

export const finalHarmHandler: Handler<'final-harm'> = {
  run: (_r, _flow, f) => askFor(f),
  prompt(r, f) {
    const inv = invAt(r, f.slot);
    const n = attackIn(r, r.s.final?.round ?? 1);
    return {
      kind: 'final-harm',
      options: [{ id: 'stamina', label: `Lose ${n} Stamina` }, { id: 'sanity', label: `Lose ${n} Sanity` }],
      default: inv.stamina >= inv.sanity ? 'stamina' : 'sanity',
      context: { loss: n, stamina: inv.stamina, sanity: inv.sanity },
    };
  },
  answer(r, flow, f, option) {
    flow.pop();
    const inv = invAt(r, f.slot);
    const n = attackIn(r, r.s.final?.round ?? 1);
    if (option.id === 'stamina') changeStamina(r, inv, -n, 'ancient-one');
    else changeSanity(r, inv, -n, 'ancient-one');
    devourIfDown(r, inv);
  },
};

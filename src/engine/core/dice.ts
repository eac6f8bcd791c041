// Dice and seeded draws for any ruleset: every result comes from the state's generator, or from its
// forced test queue first (so tests set the dice a rule will see).
import { below, nextU32 } from './rng.js';
import type { KernelState } from './run.js';

type Rolls = { readonly s: Pick<KernelState, 'rng' | 'forcedDice'> };

export function d6(r: Rolls): number {
  const forced = r.s.forcedDice;
  if (forced !== undefined && forced.length > 0) {
    const die = forced.shift() ?? 1;
    if (forced.length === 0) delete r.s.forcedDice;
    return die;
  }
  return Math.floor((nextU32(r.s.rng) * 6) / 4294967296) + 1;
}

export function roll2d6(r: Rolls): [number, number] {
  return [d6(r), d6(r)];
}

/** A coin flip is a D6: 1–3 heads (so tests force coins like dice). */
export function coinDie(r: Rolls): number {
  return d6(r);
}

/** A seeded draw of one of `n` (a card, a counter from the pile). */
export function randomIndex(r: Rolls, n: number): number {
  return below(r.s.rng, n);
}

/** Rolls an amount: a number, or "D6", "-D6", "2D6", "D6+1". */
export function rollAmount(r: Rolls, amount: number | string): number {
  if (typeof amount === 'number') return amount;
  const m = /^(-?)(\d*)D6([+-]\d+)?$/.exec(amount);
  if (!m) throw new Error(`bad amount: ${amount}`);
  const dice = m[2] === '' || m[2] === undefined ? 1 : Number(m[2]);
  let total = Number(m[3] ?? 0);
  for (let i = 0; i < dice; i += 1) total += d6(r);
  return m[1] === '-' ? -total : total;
}

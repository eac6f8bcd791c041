// The heuristic bot's smaller decisions: what to buy (what most helps it close gates), what to give up
// (what least does), which branch of a table face to take, whether to pay for treatment, and where to
// aim a monster's arrow (away from the investigators).
import type { Content, Effect } from '../content/schema.js';
import { walkerRoute } from '../../../engine/index.js';
import type { BuyOption, CardOption, GameState, InvestigatorState } from '../../../engine/index.js';
import { factsOf } from './facts.js';
import { bestAttack, planChance, skillOf } from './odds.js';

/** The gate SP the bot arms itself against (most gates are 13 to 15). */
const TYPICAL_GATE = 14;
/** Treatment goes on while the stat is at or under this... */
const HEAL_UP_TO = 5;
/** ...or while the investigator has this much money to spare. */
const RICH = 6;
/** A card must add more than this (hundredths of a gate-closing chance) to be bought. */
const WORTH_BUYING = 4;
/** Worth of cards that close gates outright, in the same units as a weapon's gain (hundredths of a chance). */
const CLOSER_WORTH: Record<string, number> = { 'elder-sign': 60, 'dragons-eye': 45, 'blue-watcher': 45 };

function gateOdds(content: Content, i: InvestigatorState): number {
  return planChance(bestAttack(content, i, { onlyMagic: false, weaponsDoOne: false }, true, true), TYPICAL_GATE);
}

/** What a card adds to `i` (in hundredths of a gate-closing chance, or a closer's worth). */
export function cardWorth(content: Content, i: InvestigatorState, deck: 'item' | 'spell', card: string): number {
  const effect = deck === 'item' ? content.items.find((x) => x.id === card)?.effect : content.spells.find((x) => x.id === card)?.effect;
  const closer = effect === undefined ? undefined : CLOSER_WORTH[effect];
  if (closer !== undefined) return closer;
  const before = gateOdds(content, i);
  const withCard = deck === 'item' ? { ...i, items: [...i.items, card] } : { ...i, spells: [...i.spells, card] };
  return Math.round(100 * (gateOdds(content, withCard) - before));
}

export function chooseBuy(options: BuyOption[], i: InvestigatorState, deck: 'item' | 'spell', content: Content): string {
  let best: BuyOption | undefined;
  let bestWorth = WORTH_BUYING;
  const talker = skillOf(content, i, 'fastTalk') >= 4;
  for (const o of options) {
    if (o.card === null || o.action === 'done') continue;
    if (o.action === 'talk' && !talker) continue;
    if (o.action === 'buy' && talker && options.some((t) => t.action === 'talk' && t.card === o.card)) continue;
    const worth = cardWorth(content, i, deck, o.card);
    if (worth > bestWorth) {
      bestWorth = worth;
      best = o;
    }
  }
  return best?.id ?? 'done';
}

/** The card to give up: the one worth least (a card's list price breaks ties). */
export function chooseDiscard(options: CardOption[], deck: 'item' | 'spell', i: InvestigatorState, content: Content): string | undefined {
  let pick: CardOption | undefined;
  let least = Number.POSITIVE_INFINITY;
  for (const o of options) {
    const without = deck === 'item' ? { ...i, items: i.items.filter((c) => c !== o.card) } : { ...i, spells: i.spells.filter((c) => c !== o.card) };
    const price = deck === 'item' ? (content.items.find((x) => x.id === o.card)?.price ?? 0) : 0;
    const worth = cardWorth(content, without, deck, o.card) + price / 10;
    if (worth < least) {
      least = worth;
      pick = o;
    }
  }
  return pick?.id;
}

function effectsWorth(effects: readonly Effect[], i: InvestigatorState, content: Content): number {
  let worth = 0;
  for (const e of effects) {
    if (e.do === 'stat') {
      const now = e.stat === 'strength' ? i.str : i.san;
      const amount = typeof e.amount === 'number' ? e.amount : e.amount.startsWith('-') ? -3.5 : 3.5;
      worth += Math.max(-now, Math.min(content.rules.statMax - now, amount));
    } else if (e.do === 'money' && typeof e.amount === 'number') worth += e.amount * 0.4;
    else if (e.do === 'draw') worth += 2 * e.count;
    else if (e.do === 'special') worth += 5;
  }
  return worth;
}

/** A table face's branch: the one worth most to the investigator as things stand. */
export function chooseBranch(ids: string[], branches: { key: string; effects: Effect[] }[] | null, i: InvestigatorState, content: Content): string | undefined {
  if (branches === null) return undefined;
  let pick: string | undefined;
  let most = Number.NEGATIVE_INFINITY;
  for (const b of branches) {
    if (!ids.includes(b.key)) continue;
    const worth = effectsWorth(b.effects, i, content);
    if (worth > most) {
      most = worth;
      pick = b.key;
    }
  }
  return pick;
}

/** Treatment: worth paying for until the stat is well up, or whenever money is plentiful. */
export function chooseHeal(i: InvestigatorState, service: 'hospital' | 'sanitarium'): 'heal' | 'leave' {
  const stat = service === 'hospital' ? i.str : i.san;
  return stat <= HEAL_UP_TO || i.money >= RICH ? 'heal' : 'leave';
}

/** A monster's arrow: the way whose next walk meets the fewest investigators (keep it on a tie). */
export function chooseAim(ids: string[], counter: number, state: GameState, content: Content): string {
  const facts = factsOf(content);
  const m = state.monsters.find((x) => x.c === counter);
  const c = facts.counters[counter];
  if (!m || !c || (c.hand !== 'L' && c.hand !== 'R')) return 'keep';
  const hand = c.hand;
  const occupied = new Uint8Array(facts.graph.size);
  for (const i of state.invs) if (i.status === 'active' && i.world === null && i.at >= 0) occupied[i.at] = 1;
  const meets = (aim: number | undefined): number => {
    const route = walkerRoute(facts.graph, { n: m.n, from: m.from, aim }, hand, c.speed, (n) => occupied[n] === 1);
    return route.filter((n) => occupied[n] === 1).length;
  };
  let pick = 'keep';
  let fewest = meets(m.aim);
  for (const id of ids) {
    if (id === 'keep') continue;
    const n = meets(facts.graph.indexOf(id));
    if (n < fewest) {
      fewest = n;
      pick = id;
    }
  }
  return pick;
}

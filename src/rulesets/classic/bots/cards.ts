// The heuristic bot's use of item and spell cards, kept apart from its moves and fights: which card to
// use when a prompt offers some (gates closed first, then monsters sent away, then healing, then the
// gamble cards, which it keeps for a moment that costs it no move), how to bid at an Auction, and which
// loadouts to favour in combat (the Silver Bullet, and the free counterattack wards: Piccolo of Leng,
// Flesh Ward).
import type { Content } from '../content/schema.js';
import { isUseOption } from '../../../engine/index.js';
import type { GameState, InvestigatorState, LoadoutOption, Prompt, PromptOption, UseOption } from '../../../engine/index.js';
import { graphOf, investigatorOf, monstersAt } from './board.js';
import { GEM_STRENGTH } from './plan.js';

/** STR and SAN the Brazen Head's monster may cost. */
const BRAZEN_STAT = 5;
/** Money kept in hand when bidding or calling an auction. */
const RESERVE = 3;
/** A faced monster at least this strong is worth sending away with a card. */
const TOUGH = 12;
/** A stat at or under this is worth a heal. */
const HURT = 5;

function effectOf(content: Content, o: UseOption): string | undefined {
  return (o.deck === 'item' ? content.items.find((x) => x.id === o.card) : content.spells.find((x) => x.id === o.card))?.effect;
}

function spOf(content: Content, state: GameState, counter: number | null): number {
  if (counter === null) return 0;
  let index = 0;
  for (const m of content.monsters) {
    if (counter < index + m.counters.length) return m.sp + (state.monsters.find((b) => b.c === counter)?.grow ?? 0);
    index += m.counters.length;
  }
  return 0;
}

function statOf(state: GameState, id: string | null, stat: 'str' | 'san'): number {
  const i = state.invs.find((x) => x.id === id);
  return i ? i[stat] : 99;
}

/** Card uses worth making now, best first. */
function rankUses(uses: UseOption[], prompt: Prompt, me: InvestigatorState, state: GameState, content: Content): UseOption[] {
  const graph = graphOf(content);
  const scored: { o: UseOption; score: number }[] = [];
  for (const o of uses) {
    const effect = effectOf(content, o);
    const sp = spOf(content, state, o.counter);
    let score = 0;
    if (effect === 'elder-sign' && me.san > 2) score = 100;
    else if ((effect === 'dragons-eye' || effect === 'blue-watcher') && me.str >= GEM_STRENGTH) {
      if (o.mode === 'close' && o.location !== null) score = 90 + monstersAt(state, graph.indexOf(o.location));
      else if (o.mode === 'banish' && sp >= TOUGH + 3 && state.monsters.some((m) => m.c === o.counter && m.n === me.at)) score = 50;
    } else if (effect === 'find-gate') score = prompt.kind === 'use-cards' ? 80 : 0;
    else if (effect === 'flute' && sp >= TOUGH) score = 70 + sp;
    else if (effect === 'bind-monster' && o.mode === 'banish' && sp >= TOUGH) score = 60 + sp;
    else if (effect === 'heal' || effect === 'healing-stone') {
      const str = statOf(state, o.investigator, 'str');
      if (str <= HURT) score = 40 - str;
    } else if (effect === 'cloud-memory') {
      const san = statOf(state, o.investigator, 'san');
      if (san <= HURT) score = 40 - san;
    } else if (prompt.kind !== 'move' && effect === 'brazen-head' && me.str >= BRAZEN_STAT && me.san >= BRAZEN_STAT) score = 20;
    else if (prompt.kind !== 'move' && effect === 'auction' && me.money >= RESERVE * 2) score = 10;
    if (score > 0) scored.push({ o, score });
  }
  return scored.sort((a, b) => b.score - a.score).map((x) => x.o);
}

/** Find Gate in an Other World's encounter: worth it against a monster one would rather not fight. */
function findGateInFight(prompt: Prompt, content: Content, state: GameState): string | undefined {
  if (prompt.kind !== 'sneak-or-fight' || prompt.context.where !== 'world') return undefined;
  const toughest = Math.max(0, ...prompt.options.map((o) => ('sp' in o ? (o.sp ?? 0) : 0)));
  if (toughest < TOUGH - 2) return undefined;
  return prompt.options.find((o) => isUseOption(o) && effectOf(content, o) === 'find-gate' && state.phase !== 'over')?.id;
}

function wanted(content: Content, card: string): boolean {
  const item = content.items.find((x) => x.id === card);
  return item !== undefined && (item.attack !== undefined || item.tags.includes('gate-closer'));
}

function bid(prompt: Extract<Prompt, { kind: 'auction-bid' }>, state: GameState, content: Content): string {
  const money = investigatorOf(state, prompt.slot).money;
  const { card, price, high, stage } = prompt.context;
  if (!wanted(content, card)) return 'pass';
  if (stage === 'list') return money - price >= RESERVE && prompt.options.some((o) => o.id === 'buy') ? 'buy' : 'pass';
  const next = high + 1;
  const limit = Math.min(price, money - RESERVE);
  return next <= limit && prompt.options.some((o) => o.id === `bid:${next}`) ? `bid:${next}` : 'pass';
}

/**
 * The bot's card decision for this prompt, if it makes one: a card use, a bid, the Silver Bullet. With
 * none, the bot plays the prompt as it would without cards (see plainOptions, favourCards).
 */
export function cardChoice(prompt: Prompt, state: GameState, content: Content): string | undefined {
  if (prompt.kind === 'auction-bid') return bid(prompt, state, content);
  if (prompt.kind === 'combat-loadout') {
    return prompt.options.find((o) => o.items.some((id) => content.items.find((x) => x.id === id)?.effect === 'silver-bullet'))?.id;
  }
  const inFight = findGateInFight(prompt, content, state);
  if (inFight !== undefined) return inFight;
  const uses = (prompt.options as readonly PromptOption[]).filter(isUseOption);
  const best = uses.length > 0 ? rankUses(uses, prompt, investigatorOf(state, prompt.slot), state, content)[0] : undefined;
  if (best !== undefined) return best.id;
  if (prompt.kind === 'use-cards') return prompt.default;
  return undefined;
}

/** The options of a prompt that are not card uses. */
export function plainOptions<T extends { id: string }>(options: readonly (T | UseOption)[]): T[] {
  return options.filter((o): o is T => !isUseOption(o));
}

/** Loadouts that bring every free counterattack ward the bot holds (Piccolo of Leng, Flesh Ward), if any do. */
export function favourCards(options: LoadoutOption[], content: Content): LoadoutOption[] {
  const ward = (o: LoadoutOption): number =>
    o.items.filter((id) => content.items.find((x) => x.id === id)?.effect === 'piccolo-of-leng').length +
    o.spells.filter((id) => content.spells.find((x) => x.id === id)?.effect === 'flesh-ward').length;
  const most = Math.max(0, ...options.map(ward));
  return most === 0 ? options : options.filter((o) => ward(o) === most);
}

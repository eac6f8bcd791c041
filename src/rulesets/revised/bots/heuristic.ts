// The heuristic bot of the revised game: it makes for the nearest open gate to go through it, comes
// back and closes it (sealing when it has the Clue tokens, or with a ward card), heals when low,
// otherwise picks up Clue tokens; it evades what it would not likely beat, fights with its strongest
// hands, re-rolls a failed check when a skill lets it, and spends Clue tokens only to close a gate. In
// Upkeep it uses what it holds when that does good; in a shop it buys the card that adds most to it
// (a ward first, then a weapon or spell stronger than its best); it pays for care when low.
import type { RevisedContent } from '../content/schema.js';
import type { RevisedGameState, RevisedInvestigatorState, RevisedOption, RevisedPrompt } from '../../../engine/index.js';
import type { RevisedBot } from './types.js';

const LOW = 2;

function byChance(options: readonly RevisedOption[]): RevisedOption | undefined {
  let best: RevisedOption | undefined;
  for (const o of options) if (best === undefined || (o.chance ?? 0) > (best.chance ?? 0) || ((o.chance ?? 0) === (best.chance ?? 0) && (o.dice ?? 0) > (best.dice ?? 0))) best = o;
  return best;
}

/** An area reached from some start, and the first step of a shortest way there. */
interface Reached {
  node: string;
  step: string;
}

/** Per content, per start: every area breadth first from it (the order never depends on the goals). */
const reachedByContent = new WeakMap<RevisedContent, Map<string, readonly Reached[]>>();

function reachedFrom(c: RevisedContent, from: string): readonly Reached[] {
  let byStart = reachedByContent.get(c);
  if (byStart === undefined) {
    byStart = new Map();
    reachedByContent.set(c, byStart);
  }
  const known = byStart.get(from);
  if (known !== undefined) return known;
  const firstStep = new Map<string, string>();
  const queue: string[] = [];
  for (const n of c.board[from]?.neighbours ?? []) {
    if (!firstStep.has(n)) {
      firstStep.set(n, n);
      queue.push(n);
    }
  }
  const out: Reached[] = [];
  for (let k = 0; k < queue.length; k += 1) {
    const at = queue[k] ?? '';
    const step = firstStep.get(at) ?? at;
    out.push({ node: at, step });
    for (const n of c.board[at]?.neighbours ?? []) {
      if (n === from || firstStep.has(n)) continue;
      firstStep.set(n, step);
      queue.push(n);
    }
  }
  byStart.set(from, out);
  return out;
}

/** The first step from `from` on a shortest way to any of `goals` (breadth first over the board). */
function stepToward(c: RevisedContent, from: string, goals: ReadonlySet<string>): string | null {
  if (goals.has(from)) return null;
  for (const { node, step } of reachedFrom(c, from)) if (goals.has(node)) return step;
  return null;
}

/** The locations with a shop among their encounters. */
function shops(c: RevisedContent): Set<string> {
  return new Set(Object.values(c.board).filter((a) => a.encounters?.some((e) => e.pass.some((x) => x.kind === 'shop')) === true).map((a) => a.id));
}

/** Money enough to make a shop worth the walk, for one who has no strong weapon yet. */
const SHOPPING_MONEY = 5;
const STRONG = 5;

function goalsOf(s: RevisedGameState, c: RevisedContent, inv: RevisedInvestigatorState): Set<string> {
  if (inv.stamina <= LOW) return new Set(['st-marys-hospital']);
  if (inv.sanity <= LOW) return new Set(['arkham-asylum']);
  if (inv.explored !== null && inv.explored in s.board.gates) return new Set([inv.explored]);
  if (inv.money >= SHOPPING_MONEY && bestBonus(c, inv) < STRONG) return shops(c);
  const gates = Object.keys(s.board.gates);
  if (gates.length > 0) return new Set(gates);
  const clues = Object.keys(s.board.clues);
  return new Set(clues);
}

function move(p: RevisedPrompt, s: RevisedGameState, c: RevisedContent, inv: RevisedInvestigatorState): string {
  const at = inv.place.kind === 'arkham' ? inv.place.node : null;
  if (at === null) return p.default;
  const step = stepToward(c, at, goalsOf(s, c, inv));
  return step !== null && p.options.some((o) => o.id === `go:${step}`) ? `go:${step}` : 'stay';
}

function face(p: RevisedPrompt, c: RevisedContent, inv: RevisedInvestigatorState): string {
  const evade = byChance(p.options.filter((o) => o.id.startsWith('evade:')));
  const id = evade?.monster;
  const m = id === undefined ? undefined : c.monsters[id];
  if (evade === undefined || m === undefined) return p.default;
  const fightDice = Math.max(0, inv.skills.fight + bestBonus(c, inv) + m.combatRating);
  const fightChance = fightDice >= m.toughness * 3 ? 0.7 : fightDice >= m.toughness * 2 ? 0.5 : 0.2;
  return (evade.chance ?? 0) >= fightChance || inv.stamina <= m.combatDamage ? evade.id : `fight:${m.id}`;
}

/** A card's Combat bonus, against no defence (0 for a card that is not a weapon or a combat spell). */
function combatBonusOf(c: RevisedContent, id: string): number {
  const card = c.cards[id];
  if (card?.kind === 'spell') return card.combatBonus;
  if (card?.kind !== 'weapon') return 0;
  return 'physical' in card.bonus ? card.bonus.physical : card.bonus.magical;
}

function bestBonus(c: RevisedContent, inv: RevisedInvestigatorState): number {
  let best = 0;
  for (const id of inv.items) best = Math.max(best, combatBonusOf(c, id));
  return best;
}

/** What a card is worth to buy: a ward most, a weapon or combat spell by how much it beats the best held, anything else a little. */
function worth(c: RevisedContent, inv: RevisedInvestigatorState, id: string): number {
  const card = c.cards[id];
  if (card === undefined) return 0;
  if (card.kind === 'item' && card.ward !== undefined) return 10;
  const more = combatBonusOf(c, id) - bestBonus(c, inv);
  if (combatBonusOf(c, id) > 0) return more > 0 ? 2 * more : 0;
  return 1;
}

function shop(p: RevisedPrompt, c: RevisedContent, inv: RevisedInvestigatorState): string {
  let best: RevisedOption | undefined;
  let score = 0;
  for (const o of p.options) {
    const w = o.card === undefined ? 0 : worth(c, inv, o.card);
    if (w > score) [best, score] = [o, w];
  }
  return best?.id ?? 'leave';
}

function offer(p: RevisedPrompt, inv: RevisedInvestigatorState): string {
  return inv.stamina <= LOW + 1 || inv.sanity <= LOW + 1 ? 'pay' : p.default;
}

/** The card uses worth taking now: healing when hurt, and cards that bring Clue tokens or spells while Sanity allows. */
function usable(p: RevisedPrompt, c: RevisedContent, inv: RevisedInvestigatorState): string | undefined {
  for (const o of p.options) {
    const card = o.card === undefined ? undefined : c.cards[o.card];
    if (card === undefined) continue;
    if (card.kind === 'spell') {
      if (card.effect === 'heal' && inv.stamina <= LOW + 1) return o.id;
      if (card.effect === 'calm' && inv.sanity <= LOW + 1) return o.id;
      if (card.effect === 'scry' && inv.sanity > LOW + 2) return o.id;
    } else if (card.kind === 'item' && card.use !== undefined) {
      const heals = card.use.gain.every((g) => g.kind === 'stamina' || g.kind === 'sanity');
      if (heals && (inv.stamina <= LOW + 1 || inv.sanity <= LOW + 1)) return o.id;
      if (!heals && (card.use.cost?.sanity === undefined || inv.sanity > LOW + 2)) return o.id;
    }
  }
  return undefined;
}

function battle(p: RevisedPrompt): string {
  const fights = p.options.filter((o) => o.id.startsWith('fight'));
  const best = byChance(fights);
  const flee = p.options.find((o) => o.id === 'flee');
  if (flee !== undefined && best !== undefined && (best.chance ?? 0) < 0.25 && (flee.chance ?? 0) > (best.chance ?? 0)) return 'flee';
  return best?.id ?? p.default;
}

function clues(p: RevisedPrompt): string {
  const reroll = p.options.find((o) => o.id.startsWith('reroll:'));
  if (reroll !== undefined) return reroll.id;
  if (p.context.check !== 'close-gate') return 'spend:0';
  const enough = p.options.find((o) => (o.chance ?? 0) >= 0.6);
  return enough?.id ?? p.options[p.options.length - 1]?.id ?? p.default;
}

function closeGate(p: RevisedPrompt): string {
  const checks = byChance(p.options.filter((o) => o.id.startsWith('close:')));
  const ward = p.options.find((o) => o.id.startsWith('ward:'));
  if (ward !== undefined && (checks?.chance ?? 0) < 0.75) return ward.id;
  return checks?.id ?? p.default;
}

function upkeep(p: RevisedPrompt, c: RevisedContent, inv: RevisedInvestigatorState): string {
  const use = usable(p, c, inv);
  if (use !== undefined) return use;
  const wantSpeed = inv.skills.speed < 3 && p.options.some((o) => o.id === 'slide:speed:up');
  if (wantSpeed) return 'slide:speed:up';
  if (inv.skills.fight < 4 && p.options.some((o) => o.id === 'slide:fight:up') && inv.skills.will > 2) return 'slide:fight:up';
  return 'done';
}

export const revisedHeuristicBot: RevisedBot = (p, s, c) => {
  const inv = s.invs[p.slot];
  if (inv === undefined) return p.default;
  switch (p.kind) {
    case 'upkeep':
      return upkeep(p, c, inv);
    case 'move':
      return move(p, s, c, inv);
    case 'face':
      return face(p, c, inv);
    case 'battle':
      return battle(p);
    case 'clues':
      return clues(p);
    case 'close-gate':
      return closeGate(p);
    case 'shop':
      return shop(p, c, inv);
    case 'offer':
      return offer(p, inv);
    default:
      return p.default;
  }
};

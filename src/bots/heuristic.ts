// The heuristic bot plays to win: an even STR/SAN split, straight for the nearest gate it can face,
// fights what it can likely beat and sneaks past the rest, heals when low, and once back from an
// Other World stays put and attacks the gate until it falls.
import type { Content } from '../content/schema.js';
import type { EncounterOption, GameState, InvestigatorState, LoadoutOption, MoveOption, Prompt } from '../engine/index.js';
import { fightOf, graphOf, investigatorOf, monstersAt } from './board.js';
import { killChance, loadoutChance } from './odds.js';
import type { Bot } from './types.js';

/** At or below this STR or SAN the bot heads for treatment rather than a gate. */
const LOW = 3;

export const heuristicBot: Bot = (prompt, state, content) => {
  switch (prompt.kind) {
    case 'setup-stats':
      return prompt.options.find((o) => o.strength === 5)?.id ?? prompt.default;
    case 'move':
      return chooseMove(prompt.options, prompt.slot, state, content) ?? prompt.default;
    case 'gate-or-location':
      return has(prompt, 'attack') ?? (fit(state, prompt.slot) ? has(prompt, 'gate') : undefined) ?? prompt.default;
    case 'attack-gate':
      return 'attack';
    case 'enter-gate':
      return fit(state, prompt.slot) ? 'gate' : 'stay';
    case 'sneak-or-fight':
      return chooseEncounter(prompt.options, content, state, prompt.slot) ?? prompt.default;
    case 'combat-loadout':
      return bestLoadout(prompt.options, prompt.context.target.sp, content)?.id ?? prompt.default;
    case 'return-gate':
      return [...prompt.options].sort((a, b) => guards(state, content, a.node) - guards(state, content, b.node))[0]?.id ?? prompt.default;
    case 'pick-location':
      return pickLocation(prompt.options.map((o) => o.id), state, content) ?? prompt.default;
    case 'buy':
      return prompt.options.find((o) => o.action === 'buy' && isWeapon(content, o.card) && investigatorOf(state, prompt.slot).money - o.price >= 3)?.id ?? 'done';
    case 'heal':
      return 'heal';
    default:
      return prompt.default;
  }
};

/** Strong and sane enough for an Other World. */
function fit(state: GameState, slot: number): boolean {
  const i = investigatorOf(state, slot);
  return i.str > LOW && i.san > LOW;
}

function has(prompt: Prompt, id: string): string | undefined {
  return prompt.options.some((o) => o.id === id) ? id : undefined;
}

function isWeapon(content: Content, card: string | null): boolean {
  return content.items.some((i) => i.id === card && i.attack !== undefined);
}

function guards(state: GameState, content: Content, id: string): number {
  return monstersAt(state, graphOf(content).indexOf(id));
}

function pickLocation(ids: string[], state: GameState, content: Content): string | undefined {
  const graph = graphOf(content);
  const gated = state.gates.map((g) => graph.ids[g.n]).filter((id): id is string => id !== undefined && ids.includes(id));
  return gated.sort((a, b) => guards(state, content, a) - guards(state, content, b))[0];
}

/** Where the investigator wants to be: the Hospital or Sanitarium when low, else the best gate. */
function goal(slot: number, state: GameState, content: Content): number | null {
  const graph = graphOf(content);
  const i = investigatorOf(state, slot);
  const hospital = content.board.locations.find((l) => l.services.includes('hospital'))?.id;
  const sanitarium = content.board.locations.find((l) => l.services.includes('sanitarium'))?.id;
  // At a gate whose far side it has seen, the bot keeps attacking unless guardians would break it.
  if (i.explored === i.at && state.gates.some((g) => g.n === i.at)) {
    const guarded = monstersAt(state, i.at) > 0;
    if (!guarded || (i.str > 2 && i.san > 2)) return i.at;
  }
  if (i.str <= LOW && hospital) return graph.indexOf(hospital);
  if (i.san <= LOW && sanitarium) return graph.indexOf(sanitarium);
  let best: number | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const g of state.gates) {
    // Guardians cost time and blood; a gate a teammate already works on is left to them.
    const taken = state.invs.some((o) => o.slot !== slot && o.status === 'active' && (o.explored === g.n || (o.world === g.world && o.world !== null)));
    const score = graph.distance(i.at, g.n) + 4 * monstersAt(state, g.n) + (taken ? 12 : 0);
    if (score < bestScore) {
      bestScore = score;
      best = g.n;
    }
  }
  return best;
}

function chooseMove(options: MoveOption[], slot: number, state: GameState, content: Content): string | undefined {
  const target = goal(slot, state, content);
  if (target === null) return undefined;
  const graph = graphOf(content);
  const i = investigatorOf(state, slot);
  if (i.at === target) return 'stay';
  let best: MoveOption | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const o of options) {
    const end = graph.indexOf(o.end);
    const d = end === target ? 0 : graph.distance(end, target);
    // Monsters on the way are a fight; the target's own guardians are met anyway.
    const danger = end !== target && o.monsters > 0 ? 6 : 0;
    const fare = o.taxi ? 1 : 0;
    const score = d + danger + fare;
    if (score < bestScore) {
      bestScore = score;
      best = o;
    }
  }
  return best?.id;
}

function chooseEncounter(options: EncounterOption[], content: Content, state: GameState, slot: number): string | undefined {
  const i = investigatorOf(state, slot);
  const fightOptions = options.filter((o) => o.action === 'fight');
  let best: EncounterOption | undefined;
  let bestChance = -1;
  for (const o of fightOptions) {
    const chance = killChance(attackBonus(content, i, o.species), o.sp ?? 99);
    if (chance > bestChance) {
      bestChance = chance;
      best = o;
    }
  }
  const sneakGate = options.find((o) => o.action === 'sneak-gate');
  const sneak = options.find((o) => o.action === 'sneak');
  if (bestChance >= 0.5 && best) return best.id;
  if (sneakGate && sneakGate.chance >= 3 && i.str > LOW + 1) return sneakGate.id;
  if (sneak && sneak.chance >= 2) return sneak.id;
  return best?.id ?? sneak?.id ?? sneakGate?.id;
}

/** A rough attack bonus from Fight and the best two 1-handed-or-better weapons, as it counts against a species. */
function attackBonus(content: Content, i: InvestigatorState, species: string | null): number {
  const info = content.monsters.find((m) => m.id === species);
  const onlyMagic = info?.specials.some((s) => s === 'only-magic' || s === 'only-magic-or-silver') ?? false;
  const doOne = info?.specials.includes('weapons-do-one') ?? false;
  const values = i.items
    .map((id) => content.items.find((x) => x.id === id)?.attack)
    .map((a) => (a === undefined ? 0 : a.magic ? a.bonus : onlyMagic ? 0 : doOne ? 1 : a.bonus))
    .sort((a, b) => b - a);
  const fight = fightOf(content, i);
  return (onlyMagic ? 0 : doOne ? Math.min(1, fight) : fight) + (values[0] ?? 0) + (values[1] ?? 0);
}

function bestLoadout(options: LoadoutOption[], sp: number, content: Content): LoadoutOption | undefined {
  let best: LoadoutOption | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const o of options) {
    const bonuses = o.spells.map((id) => content.spells.find((s) => s.id === id)?.attack?.bonus ?? 0);
    const chance = loadoutChance(o.fixed, bonuses, o.knowledge, sp);
    // Spent cards and SAN are worth a little: prefer the cheaper of two equal chances.
    const cost = o.sanityCost * 0.05 + o.items.filter((id) => content.items.find((x) => x.id === id)?.use !== 'keep').length * 0.1;
    const score = chance - cost;
    if (score > bestScore) {
      bestScore = score;
      best = o;
    }
  }
  return best;
}

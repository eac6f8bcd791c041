// The heuristic bot of the revised game: it makes for the nearest open gate to go through it, comes
// back and closes it (sealing when it has the Clue tokens), heals when low, otherwise picks up Clue
// tokens; it evades what it would not likely beat, fights with its strongest hands, and spends Clue
// tokens only to close a gate.
import type { RevisedContent } from '../../content/revised-schema.js';
import type { RevisedGameState, RevisedInvestigatorState, RevisedOption, RevisedPrompt } from '../../engine/index.js';
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

function goalsOf(s: RevisedGameState, inv: RevisedInvestigatorState): Set<string> {
  if (inv.stamina <= LOW) return new Set(['st-marys-hospital']);
  if (inv.sanity <= LOW) return new Set(['arkham-asylum']);
  if (inv.explored !== null && inv.explored in s.board.gates) return new Set([inv.explored]);
  const gates = Object.keys(s.board.gates);
  if (gates.length > 0) return new Set(gates);
  const clues = Object.keys(s.board.clues);
  return new Set(clues);
}

function move(p: RevisedPrompt, s: RevisedGameState, c: RevisedContent, inv: RevisedInvestigatorState): string {
  const at = inv.place.kind === 'arkham' ? inv.place.node : null;
  if (at === null) return p.default;
  const step = stepToward(c, at, goalsOf(s, inv));
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

function bestBonus(c: RevisedContent, inv: RevisedInvestigatorState): number {
  let best = 0;
  for (const id of inv.items) {
    const card = c.cards[id];
    if (card === undefined) continue;
    const b = card.kind === 'spell' ? card.combatBonus : 'physical' in card.bonus ? card.bonus.physical : card.bonus.magical;
    best = Math.max(best, b);
  }
  return best;
}

function battle(p: RevisedPrompt): string {
  const fights = p.options.filter((o) => o.id.startsWith('fight'));
  const best = byChance(fights);
  const flee = p.options.find((o) => o.id === 'flee');
  if (flee !== undefined && best !== undefined && (best.chance ?? 0) < 0.25 && (flee.chance ?? 0) > (best.chance ?? 0)) return 'flee';
  return best?.id ?? p.default;
}

function clues(p: RevisedPrompt): string {
  if (p.context.check !== 'close-gate') return 'spend:0';
  const enough = p.options.find((o) => (o.chance ?? 0) >= 0.6);
  return enough?.id ?? p.options[p.options.length - 1]?.id ?? p.default;
}

function upkeep(p: RevisedPrompt, inv: RevisedInvestigatorState): string {
  const heal = p.options.find((o) => o.id.startsWith('heal:'));
  if (heal !== undefined && inv.stamina <= LOW + 1) return heal.id;
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
      return upkeep(p, inv);
    case 'move':
      return move(p, s, c, inv);
    case 'face':
      return face(p, c, inv);
    case 'battle':
      return battle(p);
    case 'clues':
      return clues(p);
    case 'close-gate':
      return byChance(p.options.filter((o) => o.id !== 'leave'))?.id ?? p.default;
    default:
      return p.default;
  }
};

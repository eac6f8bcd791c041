// The heuristic bot's monster encounters: fight what it will likely kill, sneak past the rest while it
// can (into the gate when that gate is its goal), never trade a low STR for a long shot; and in combat
// the loadout with the best chance, keeping one-use weapons and SAN for the gates.
import type { Content } from '../content/schema.js';
import type { EncounterOption, GameState, InvestigatorState, LoadoutOption } from '../../../engine/index.js';
import { counterFacts, factsOf } from './facts.js';
import { bestAttack, loadoutChance, planChance } from './odds.js';
import { fitForGate, HEAL_AT } from './plan.js';

/** A fight this likely to kill is always taken. */
const SURE = 0.66;
/** Below this, a fight is taken only when nothing else is offered. */
const LONG_SHOT = 0.4;
/** Chance a one-use weapon (Dynamite, Holy Water) must add to be spent on a monster; on a gate, hardly any. */
const SPEND_ON_MONSTER = 0.2;
const SPEND_ON_GATE = 0.02;
/** Chance a point of SAN paid for a spell must add. */
const SANITY_SPENT = 0.04;

function killChanceOf(content: Content, i: InvestigatorState, o: EncounterOption): number {
  const c = o.counter === null ? undefined : counterFacts(factsOf(content), o.counter);
  if (!c) return 0;
  return planChance(bestAttack(content, i, c, false), o.sp ?? c.species.sp);
}

/** `intoGate`: the gate here is the investigator's goal, worth sneaking past its guardians for. */
export function chooseEncounter(options: EncounterOption[], i: InvestigatorState, intoGate: boolean, state: GameState, content: Content): string | undefined {
  let best: EncounterOption | undefined;
  let kill = -1;
  for (const o of options) {
    if (o.action !== 'fight') continue;
    const p = killChanceOf(content, i, o);
    if (p > kill) {
      kill = p;
      best = o;
    }
  }
  const sneak = options.find((o) => o.action === 'sneak');
  const gate = options.find((o) => o.action === 'sneak-gate');
  const sneakChance = (sneak ?? gate)?.chance ?? 0;
  if (gate && intoGate && fitForGate(i, state) && gate.chance >= 3 && kill < SURE) return gate.id;
  if (best && kill >= SURE) return best.id;
  const hurt = i.str <= HEAL_AT + 1;
  if (sneak && (sneakChance / 6 >= kill || hurt)) return sneak.id;
  if (best && kill >= LONG_SHOT) return best.id;
  return sneak?.id ?? best?.id ?? gate?.id;
}

/** The loadout with the best chance; one-use cards and SAN count against it, more so against a monster than a gate. */
export function bestLoadout(options: LoadoutOption[], sp: number, gate: boolean, content: Content): LoadoutOption | undefined {
  let best: LoadoutOption | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  const spend = gate ? SPEND_ON_GATE : SPEND_ON_MONSTER;
  for (const o of options) {
    const bonuses = o.spells.map((id) => content.spells.find((s) => s.id === id)?.attack?.bonus ?? 0);
    const chance = loadoutChance(o.fixed, bonuses, o.knowledge, sp);
    const used = o.items.filter((id) => content.items.find((x) => x.id === id)?.use !== 'keep').length;
    const score = chance - o.sanityCost * SANITY_SPENT - used * spend;
    if (score > bestScore) {
      bestScore = score;
      best = o;
    }
  }
  return best;
}

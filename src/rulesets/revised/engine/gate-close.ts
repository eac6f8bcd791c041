// Closing a gate (D-CLOSE): back in Arkham through a gate (the explored marker), in the Arkham
// Encounters Phase the investigator may try a Fight or a Lore check, modified by the gate's world,
// needing one success (Clue tokens may be spent after it). Closed, the gate marker is a trophy, every
// monster of the world's dimension goes back to the cup and terror falls by one; with enough Clue
// tokens the gate may then be sealed with an elder sign (D-SEAL). A ward card closes and seals it at
// once, for its cost, and goes back under its deck (D-WARD).
import { askFor } from '../../../engine/core/frames.js';
import { emit } from '../../../engine/core/run.js';
import { costWords, discardFrom } from './cards.js';
import { checkDice, poolChance, skillCheck } from './checks.js';
import { afterSpend, cluePrompt, isReroll, maySpend } from './clue-spend.js';
import { changeSanity, changeStamina } from './status.js';
import type { GameInvestigator, RevisedOption } from './game-types.js';
import type { GameRun, Handler } from './game-run.js';
import { invAt } from './game-run.js';
import { SEAL_COST, checkWin } from './win-loss.js';

const CLOSE_DIFFICULTY = 1;

function closeGate(r: GameRun, inv: GameInvestigator, location: string): void {
  const b = r.s.board;
  const world = b.gates[location];
  if (world === undefined) return;
  delete b.gates[location];
  inv.gateTrophies.push(world);
  inv.explored = null;
  const dimension = r.c.worlds[world]?.dimension;
  const back: string[] = [];
  const ofWorld = (id: string): boolean => r.c.monsters[id]?.dimension === dimension;
  for (const [at, list] of Object.entries(b.monsters)) {
    const stay = list.filter((m) => !ofWorld(m));
    back.push(...list.filter(ofWorld));
    if (stay.length === 0) delete b.monsters[at];
    else b.monsters[at] = stay;
  }
  back.push(...b.outskirts.filter(ofWorld));
  b.outskirts = b.outskirts.filter((m) => !ofWorld(m));
  r.s.cup.push(...back);
  emit(r, { type: 'gate-closed', inv: inv.id, location, world, monstersReturned: back });
  if (r.s.terror > 0) {
    r.s.terror -= 1;
    emit(r, { type: 'terror', now: r.s.terror });
  }
}

/** A ward the investigator may use here: one they hold whose cost leaves them standing. */
function wardOptions(r: GameRun, inv: GameInvestigator): RevisedOption[] {
  const options: RevisedOption[] = [];
  for (const id of new Set(inv.items)) {
    const card = r.c.cards[id];
    if (card?.kind !== 'item' || card.ward === undefined) continue;
    if (inv.stamina <= (card.ward.stamina ?? 0) || inv.sanity <= (card.ward.sanity ?? 0)) continue;
    options.push({ id: `ward:${id}`, label: `Use ${card.name}${costWords(card.ward)}: close and seal the gate`, card: id });
  }
  return options;
}

/** The ward's cost paid, the gate closed and sealed with an elder sign, the card back under its deck. */
function useWard(r: GameRun, inv: GameInvestigator, id: string, location: string): void {
  const card = r.c.cards[id];
  if (card?.kind !== 'item' || card.ward === undefined || !inv.items.includes(id)) throw new Error(`${inv.id} holds no ward ${id}`);
  changeStamina(r, inv, -(card.ward.stamina ?? 0));
  changeSanity(r, inv, -(card.ward.sanity ?? 0));
  discardFrom(r, inv, id);
  emit(r, { type: 'card-used', inv: inv.id, card: id, discarded: true });
  closeGate(r, inv, location);
  if (!r.s.board.elderSigns.includes(location)) {
    r.s.board.elderSigns.push(location);
    emit(r, { type: 'sealed', inv: inv.id, location });
  }
}

export const closeGateHandler: Handler<'close-gate'> = {
  run(r, flow, f) {
    const inv = invAt(r, f.slot);
    if (f.sealing || f.result === null || maySpend(r, inv, f.result, f.offered)) {
      askFor(f);
      return;
    }
    if (f.result.passed) {
      closeGate(r, inv, f.location);
      if (checkWin(r)) return;
      if (inv.clues >= SEAL_COST && !r.s.board.elderSigns.includes(f.location)) {
        f.sealing = true;
        askFor(f);
        return;
      }
    }
    flow.pop();
  },
  prompt(r, f) {
    const inv = invAt(r, f.slot);
    if (f.sealing) {
      return { kind: 'seal', options: [{ id: 'seal', label: `Seal the location for ${SEAL_COST} Clue tokens` }, { id: 'keep', label: 'Keep the Clue tokens' }], default: 'seal', context: { location: f.location, clues: inv.clues } };
    }
    if (f.result !== null) return cluePrompt(r, inv, 'close-gate', f.result);
    const world = r.c.worlds[r.s.board.gates[f.location] ?? ''];
    const modifier = world?.closeModifier ?? 0;
    const options: RevisedOption[] = (['fight', 'lore'] as const).map((skill) => {
      const dice = checkDice(r.c, inv, 'close-gate', inv.skills[skill], modifier, skill);
      return { id: `close:${skill}`, label: `Close the gate with ${skill === 'fight' ? 'Fight' : 'Lore'}`, dice, needed: CLOSE_DIFFICULTY, chance: poolChance(dice, CLOSE_DIFFICULTY) };
    });
    options.push(...wardOptions(r, inv));
    options.push({ id: 'leave', label: 'Leave the gate open for now' });
    const best = (options[0]?.dice ?? 0) >= (options[1]?.dice ?? 0) ? 'close:fight' : 'close:lore';
    return { kind: 'close-gate', options, default: best, context: { location: f.location, world: world?.id ?? null } };
  },
  answer(r, flow, f, option) {
    const inv = invAt(r, f.slot);
    if (option.id === 'leave' || option.id === 'keep') {
      flow.pop();
      return;
    }
    if (option.id === 'seal') {
      inv.clues -= SEAL_COST;
      r.s.board.elderSigns.push(f.location);
      emit(r, { type: 'sealed', inv: inv.id, location: f.location });
      flow.pop();
      checkWin(r);
      return;
    }
    if (option.id.startsWith('ward:')) {
      useWard(r, inv, option.id.slice('ward:'.length), f.location);
      flow.pop();
      checkWin(r);
      return;
    }
    if ((option.id.startsWith('spend:') || isReroll(option.id)) && f.result !== null) {
      f.offered = !isReroll(option.id);
      f.result = afterSpend(r, inv, 'close-gate', f.result, option.id);
      return;
    }
    const skill = option.id === 'close:fight' ? 'fight' : 'lore';
    const world = r.c.worlds[r.s.board.gates[f.location] ?? ''];
    f.result = skillCheck(r, inv, 'close-gate', inv.skills[skill], world?.closeModifier ?? 0, CLOSE_DIFFICULTY, skill);
  },
};

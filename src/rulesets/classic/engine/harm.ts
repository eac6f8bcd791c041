// Gains and losses of STR, SAN and money, and what 0 means: in Arkham the Hospital (losing an item of
// one's choice) or the Sanitarium (losing a spell); in an Other World the investigator is lost.
import { putUnder } from '../../../engine/core/decks.js';
import { emit } from '../../../engine/core/run.js';
import type { StatName } from '../content/schema.js';
import type { Frame } from './types/frames.js';
import type { InvestigatorState } from './types/state.js';
import { goAdrift, heldForRescue, reviveIfRestored } from './adrift.js';
import { putBack } from './cards.js';
import { dropBound, returnMonster } from './board-monsters.js';
import { unwind } from './flow.js';
import { inArkham, nodeId } from './run.js';
import type { Run } from './run.js';

/** Changes STR or SAN (clamped to 0..max). Returns true when the investigator is out of play for now. */
export function changeStat(r: Run, flow: Frame[], i: InvestigatorState, stat: StatName, delta: number): boolean {
  const before = stat === 'strength' ? i.str : i.san;
  const after = Math.max(0, Math.min(r.c.content.rules.statMax, before + delta));
  if (stat === 'strength') i.str = after;
  else i.san = after;
  if (after !== before) emit(r, { type: 'stat', investigator: i.id, stat, delta: after - before, value: after });
  // Adrift in an Other World ("Investigator Lost" rules): out of play already; points given may revive them.
  if (i.status === 'adrift') {
    reviveIfRestored(r, i);
    return false;
  }
  if (after > 0 || delta >= 0) return false;
  if (inArkham(i)) knockOut(r, flow, i, stat);
  else loseInvestigator(r, flow, i);
  return true;
}

export function changeMoney(r: Run, i: InvestigatorState, delta: number): void {
  const after = Math.max(0, i.money + delta);
  if (after === i.money) return;
  const actual = after - i.money;
  i.money = after;
  emit(r, { type: 'money', investigator: i.id, delta: actual, value: after });
}

function knockOut(r: Run, flow: Frame[], i: InvestigatorState, stat: StatName): void {
  const to = stat === 'strength' ? r.c.hospital : r.c.sanitarium;
  i.at = to;
  i.explored = -1;
  i.healedShort = false;
  emit(r, { type: 'knocked-out', investigator: i.id, stat, to: nodeId(r, to) });
  unwind(r, flow);
  const deck = stat === 'strength' ? 'item' : 'spell';
  const cards = deck === 'item' ? i.items : i.spells;
  if (cards.length > 0) {
    flow.push({ k: 'discard', slot: i.slot, deck, count: 1, reason: stat === 'strength' ? 'knocked-out' : 'insane', ask: 0 });
  }
}

/** Lost in time and space: cards, trophies and money go back; a new investigator comes next turn. */
export function loseInvestigator(r: Run, flow: Frame[], i: InvestigatorState): void {
  if (heldForRescue(r, i)) {
    goAdrift(r, flow, i);
    return;
  }
  for (const c of i.owMonsters) returnMonster(r, c, 'lost');
  i.owMonsters = [];
  dropBound(r, i);
  for (const card of i.items) putBack(r, 'item', card);
  for (const card of i.spells) putBack(r, 'spell', card);
  for (const card of i.skills) putBack(r, 'skill', card);
  for (const c of i.trophies) returnMonster(r, c, 'lost');
  for (const world of i.gateTrophies) putUnder(r.s.decks.gate, world);
  i.items = [];
  i.spells = [];
  i.skills = [];
  i.spent = [];
  i.inUse = [];
  i.trophies = [];
  i.gateTrophies = [];
  i.allies = [];
  i.retainer = false;
  i.money = 0;
  i.status = 'lost';
  i.at = -1;
  i.world = null;
  i.visit = null;
  i.box = 0;
  i.explored = -1;
  if (!r.s.lostIds.includes(i.id)) r.s.lostIds.push(i.id);
  emit(r, { type: 'lost', investigator: i.id });
  unwind(r, flow);
}

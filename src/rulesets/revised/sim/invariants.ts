// Invariants every state of a revised game keeps (the simulator checks them on request, the property
// tests always): Stamina and Sanity within 0 and their maxima (the sheet's and the allies'), money and
// Clue tokens never below 0, items and spells among the items and skills and allies apart
// (R-STATUS-5), every card, monster and gate marker in exactly one place, the monster limit and the
// Outskirts' limit held, doom within its track, the version rising.
import type { RevisedContent } from '../content/schema.js';
import { revisedCensus, revisedCensusProblems } from '../../../engine/index.js';
import type { RevisedGameState } from '../../../engine/index.js';
import { anyCard, countsAsItem, maximumOf } from '../engine/cards.js';
import { outskirtsLimit } from '../engine/mythos-phase.js';

export function brokenRevisedInvariants(content: RevisedContent, s: RevisedGameState, versionBefore: number | null): string[] {
  const problems: string[] = [];
  if (versionBefore !== null && s.version <= versionBefore) problems.push(`version did not rise (${versionBefore} → ${s.version})`);
  for (const i of s.invs) {
    const sheet = content.investigators[i.card];
    if (sheet === undefined) problems.push(`${i.id} has no sheet`);
    else {
      const maxStamina = maximumOf(content, i, 'stamina');
      const maxSanity = maximumOf(content, i, 'sanity');
      if (i.stamina < 0 || i.stamina > maxStamina) problems.push(`${i.id} has Stamina ${i.stamina} of ${maxStamina}`);
      if (i.sanity < 0 || i.sanity > maxSanity) problems.push(`${i.id} has Sanity ${i.sanity} of ${maxSanity}`);
    }
    if (i.money < 0) problems.push(`${i.id} has $${i.money}`);
    for (const id of i.items) if (content.cards[id] === undefined || !countsAsItem(anyCard(content, id))) problems.push(`${i.id} holds ${id} among the items`);
    for (const id of i.others) if (content.cards[id] === undefined || countsAsItem(anyCard(content, id))) problems.push(`${i.id} holds ${id} among the skills and allies`);
    if (i.clues < 0) problems.push(`${i.id} has ${i.clues} Clue tokens`);
  }
  const b = s.board;
  const onBoard = Object.values(b.monsters).reduce((n, list) => n + list.length, 0);
  if (onBoard > b.monsterLimit) problems.push(`${onBoard} monsters on the board, limit ${b.monsterLimit}`);
  if (b.outskirts.length > outskirtsLimit(s.invs.length)) problems.push(`${b.outskirts.length} monsters in the Outskirts`);
  if (b.doom < 0 || b.doom > b.doomTrack) problems.push(`doom ${b.doom} off its track of ${b.doomTrack}`);
  problems.push(...revisedCensusProblems(revisedCensus(s, content)));
  return problems;
}

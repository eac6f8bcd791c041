// An investigator's sheet in a revised game, as lines: who they are, where they are and how they
// stand, the skills as the sliders set them, and every card they hold with what it does.
import type { RevisedContent } from '../content/schema.js';
import { toPlainText } from '../../../support/plain-text.js';
import type { RevisedTableState } from './map.js';
import { revisedNamer } from './names.js';
import { investigatorStatus, skillsLine } from './scene.js';

export function revisedSheetLines(content: RevisedContent, state: RevisedTableState, slot: number): string[] {
  const inv = state.invs[slot];
  if (!inv) return [];
  const name = revisedNamer(content);
  // Each card once, with how many are held, and its own line (what it does).
  const cardLines = (ids: readonly string[]): string[] => {
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    return [...counts].map(([id, n]) => {
      const line = content.cards[id]?.line;
      return `  ${name(id)}${n > 1 ? ` (${n})` : ''}${line === undefined ? '' : `: ${toPlainText(line, 160)}`}`;
    });
  };
  const held = (label: string, ids: readonly string[]): string[] => (ids.length === 0 ? [] : [`${label}:`, ...cardLines(ids)]);
  const named = (label: string, ids: readonly string[]): string[] => (ids.length === 0 ? [] : [`${label}: ${ids.map(name).join(', ')}.`]);
  const cards = [...held('Items and spells', inv.items), ...held('Allies and skills', inv.others), ...named('Retainers', inv.retainers), ...named('Trophies', [...inv.trophies, ...inv.gateTrophies])];
  const who = content.investigators[inv.card]?.line;
  return [...(who === undefined ? [] : [toPlainText(who, 160)]), ...investigatorStatus(content, state, slot), ...skillsLine(state, slot), ...(cards.length > 0 ? cards : ['No cards held.']), ''];
}

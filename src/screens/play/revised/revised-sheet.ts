// An investigator's sheet in a revised game, as lines: where they are and how they stand, the skills
// as the sliders set them, and every card they hold by name.
import type { RevisedContent } from '../../../content/revised-schema.js';
import type { RevisedTableState } from './revised-map.js';
import { revisedNamer } from './revised-names.js';
import { investigatorStatus, skillsLine } from './revised-scene.js';

export function revisedSheetLines(content: RevisedContent, state: RevisedTableState, slot: number): string[] {
  const inv = state.invs[slot];
  if (!inv) return [];
  const name = revisedNamer(content);
  const held = (label: string, ids: readonly string[]): string[] => (ids.length === 0 ? [] : [`${label}: ${ids.map(name).join(', ')}.`]);
  const cards = [...held('Items and spells', inv.items), ...held('Allies and skills', inv.others), ...held('Retainers', inv.retainers), ...held('Trophies', [...inv.trophies, ...inv.gateTrophies])];
  return [...investigatorStatus(content, state, slot), ...skillsLine(state, slot), ...(cards.length > 0 ? cards : ['No cards held.']), ''];
}

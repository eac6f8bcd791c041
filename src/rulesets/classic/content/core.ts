// The core catalogue: the content cut down to what the first part of the rules engine played, so the
// benchmark can show the cost of the complete rules next to the core's (`sim --catalogue core`).
// The rules are code and stay in play either way; what the core catalogue removes is the data that
// brings the later rules in:
// - item cards with a rule of their own (Elder Sign, the gems, the Taxi Whistle, the Auction, …): only
//   the plain weapons and items stay (no `effect`);
// - spell cards other than the plain attack spells (Bind Monster, Find Gate, Heal, Mists, …);
// - the local characters (no allies to hire);
// - the location services of the later rules (shops' sales, the Dagon Mission's charity, retainers,
//   the story and the monograph, allies for hire), and every table face effect that offers them (a
//   local character, a retainer, a sale, a special such as the Lighthouse's car): it does nothing.
// Monsters, Other Worlds, skills, investigators and the board stay as they are.
import type { Content, Effect, Location, TableFace } from './schema.js';

/** The services the first part of the rules knew: treatment, jail and the start. */
const CORE_SERVICES: ReadonlySet<Location['services'][number]> = new Set(['hospital', 'sanitarium', 'jail', 'start']);
/** Table face effects that bring in the later rules; in the core catalogue they do nothing. */
const LATER_EFFECTS: ReadonlySet<Effect['do']> = new Set(['hireAlly', 'retainer', 'sell', 'special']);

/** Appended to the content version: a game started on one catalogue is never played on the other. */
export const CORE_VERSION_SUFFIX = '+core';

function coreEffect(effect: Effect): Effect {
  if (LATER_EFFECTS.has(effect.do)) return { do: 'nothing' };
  switch (effect.do) {
    case 'check':
      return { ...effect, pass: effect.pass.map(coreEffect), fail: effect.fail.map(coreEffect) };
    case 'coin':
      return { ...effect, heads: effect.heads.map(coreEffect), tails: effect.tails.map(coreEffect) };
    case 'choice':
      return { ...effect, options: effect.options.map((o) => ({ key: o.key, effects: o.effects.map(coreEffect) })) };
    case 'ifCarrying':
      return { ...effect, then: effect.then.map(coreEffect), ...(effect.else ? { else: effect.else.map(coreEffect) } : {}) };
    default:
      return effect;
  }
}

function coreTable(table: readonly TableFace[]): TableFace[] {
  return table.map((face) => ({ ...face, effects: face.effects.map(coreEffect) }));
}

/** The core catalogue of `content` (a new object; `content` is left as it was). */
export function coreContent(content: Content): Content {
  return {
    ...content,
    version: `${content.version}${CORE_VERSION_SUFFIX}`,
    board: { ...content.board, locations: content.board.locations.map((l) => ({ ...l, services: l.services.filter((s) => CORE_SERVICES.has(s)) })) },
    locationTables: Object.fromEntries(Object.entries(content.locationTables).map(([id, table]) => [id, coreTable(table)])),
    otherWorlds: content.otherWorlds.map((w) => ({ ...w, table: coreTable(w.table) })),
    items: content.items.filter((item) => item.effect === undefined),
    spells: content.spells.filter((spell) => spell.effect === undefined && spell.attack !== undefined),
    allies: [],
  };
}

export type Catalogue = 'core' | 'full';

/** The content for a catalogue: the full one as loaded, or its core. */
export function catalogueOf(content: Content, catalogue: Catalogue): Content {
  return catalogue === 'core' ? coreContent(content) : content;
}

// A place on the map looked at closely: where it is (a street space with its street, a location with
// the street its door opens on), who stands there, the monsters by species with their strength and
// what they cost in Sanity, a gate and where it leads, an Elder Sign. Pure: content and state in, words out.
import type { Content } from '../content/schema.js';
import { graphOf } from '../bots/board.js';
import type { TableState } from './table-state.js';
import { investigatorName, isLocation, locationName, monsterName, placeName, plural, seatLetter, speciesOfCounter, streetName, worldInText } from '../../../screens/game/names.js';
import { spaceLabel } from './street-words.js';
import { toPlainText } from '../../../support/plain-text.js';

export interface PlaceReport {
  title: string;
  lines: string[];
}

/** "1", "D6+1": a Sanity loss as the data gives it. */
function amount(value: number | string): string {
  return String(value);
}

/** One line for a monster species, with how many stand there: "2 Ghouls: strength 3; Sanity 0 if your nerve holds, 1 if not". */
export function monsterLine(content: Content, species: string, count: number, grow = 0): string {
  const found = content.monsters.find((m) => m.id === species);
  const name = monsterName(content, species);
  const who = count === 1 ? name : `${count} × ${name}`;
  if (!found) return who;
  const [held, lost] = found.sanity;
  const grown = grow > 0 ? ` (grown by ${grow})` : '';
  const sanity =
    held === lost ? (held === 0 ? 'it costs no Sanity' : `Sanity ${amount(held)} whether your nerve holds or not`) : `Sanity ${amount(held)} if your nerve holds, ${amount(lost)} if not`;
  return `${who}: strength ${found.sp + grow}${grown}; ${sanity}`;
}

/** Who and what is at board id `id`. */
export function placeReport(content: Content, state: TableState, id: string): PlaceReport {
  const graph = graphOf(content);
  const n = graph.indexOf(id);
  const lines: string[] = [];
  if (isLocation(content, id)) {
    const doors = content.board.locations.find((l) => l.id === id)?.entrances ?? [];
    const streets = [...new Set(doors.map((door) => streetName(content, door)))];
    if (streets.length > 0) lines.push(`Its door opens onto ${streets.join(' and ')}.`);
  } else {
    lines.push(`A space on ${streetName(content, id)}.`);
  }
  const where = lines.length;
  if (state.elderSigns.includes(n)) lines.push('An Elder Sign seals it: no gate opens and no monster appears here.');
  const gate = state.gates.find((g) => g.n === n);
  if (gate) lines.push(gate.up ? `A gate stands open to ${worldInText(content, gate.world)}.` : 'A gate stands open; where it leads is not yet known.');
  for (const inv of state.invs) {
    if (inv.status !== 'active' || inv.world !== null || inv.at !== n) continue;
    const player = state.players.find((p) => p.slots.includes(inv.slot))?.id;
    const seat = `seat ${seatLetter(inv.slot)}${player ? `, ${toPlainText(player, 30)}` : ''}`;
    lines.push(`${investigatorName(content, inv.id)} (${seat}): Strength ${inv.str}, Sanity ${inv.san}.`);
  }
  const bySpecies = new Map<string, { count: number; grow: number }>();
  for (const m of state.monsters) {
    if (m.n !== n) continue;
    const species = speciesOfCounter(content, m.c) ?? '?';
    const seen = bySpecies.get(species) ?? { count: 0, grow: 0 };
    bySpecies.set(species, { count: seen.count + 1, grow: Math.max(seen.grow, m.grow) });
  }
  for (const [species, { count, grow }] of bySpecies) lines.push(`${monsterLine(content, species, count, grow)}.`);
  if (lines.length === where) lines.push('Nobody and nothing is here just now.');
  return { title: isLocation(content, id) ? locationName(content, id) : spaceLabel(content, id), lines };
}

/** The places worth a look, as board ids: where someone or something is first (in board order), then every other location. */
export function placesToLook(content: Content, state: TableState): { busy: string[]; quiet: string[] } {
  const ids = graphOf(content).ids;
  const nodes = new Set<number>([...state.elderSigns, ...state.gates.map((g) => g.n), ...state.monsters.map((m) => m.n)]);
  for (const inv of state.invs) if (inv.status === 'active' && inv.world === null && inv.at >= 0) nodes.add(inv.at);
  const busy = [...nodes].sort((a, b) => a - b).flatMap((n) => (ids[n] === undefined ? [] : [ids[n]]));
  const byName = (a: string, b: string): number => placeName(content, a).localeCompare(placeName(content, b));
  const quiet = content.board.locations.map((l) => l.id).filter((id) => !busy.includes(id));
  return { busy: busy.sort((a, b) => Number(isLocation(content, b)) - Number(isLocation(content, a)) || byName(a, b)), quiet: quiet.sort(byName) };
}

/** What stands at a place, in a few words for a menu line: "B, 2 monsters, a gate". */
export function placeSummary(content: Content, state: TableState, id: string): string {
  const n = graphOf(content).indexOf(id);
  const parts: string[] = [];
  const seats = state.invs.filter((i) => i.status === 'active' && i.world === null && i.at === n).map((i) => seatLetter(i.slot));
  if (seats.length > 0) parts.push(`${seats.length === 1 ? 'seat' : 'seats'} ${seats.join(', ')}`);
  const monsters = state.monsters.filter((m) => m.n === n).length;
  if (monsters > 0) parts.push(plural(monsters, 'monster'));
  if (state.gates.some((g) => g.n === n)) parts.push('a gate');
  if (state.elderSigns.includes(n)) parts.push('sealed');
  return parts.join(', ');
}

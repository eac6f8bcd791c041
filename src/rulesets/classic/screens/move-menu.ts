// The move decision as a menu a caller takes in a key or two. The first menu holds staying put, one
// entry each that opens the street spaces, the taxi rides or the car rides as a menu of their own, the
// places in reach (where something waits and the nearest first), card uses and other business, and
// walks a monster would cut short. Every destination says what it costs and what waits there.
import type { Content } from '../content/schema.js';
import { describeOption, field, isCardUse, numberField, stringField, type OptionData } from './describe-option.js';
import type { MenuChoice, MenuDraft, MenuGroup } from '../../../screens/game/menu-model.js';
import { isLocation, placeName, plural, streetName } from '../../../screens/game/names.js';
import { spaceLabel } from './street-words.js';

interface MoveData {
  id: string;
  /** What kind of move the id names: `go`, `taxi`, `car`, `whistle` (and `stay`). */
  ride: string;
  to: string;
  end: string;
  stoppedAt: string | null;
  cost: number;
  taxi: boolean;
  car: boolean;
  price: number;
  monsters: number;
  gate: boolean;
}

function moveData(option: OptionData): MoveData | null {
  const to = stringField(option, 'to');
  const end = stringField(option, 'end');
  const cost = numberField(option, 'cost');
  if (to === undefined || end === undefined || cost === undefined) return null;
  const stoppedAt = stringField(option, 'stoppedAt');
  return {
    id: option.id,
    ride: option.id.split(':')[0] ?? '',
    to,
    end,
    stoppedAt: stoppedAt ?? null,
    cost,
    taxi: field(option, 'taxi') === true,
    car: field(option, 'car') === true,
    price: numberField(option, 'price') ?? 0,
    monsters: numberField(option, 'monsters') ?? 0,
    gate: field(option, 'gate') === true,
  };
}

/** "2 monsters, a gate": what the walker meets where the move ends. */
function waiting(move: MoveData): string {
  const things: string[] = [];
  if (move.monsters > 0) things.push(plural(move.monsters, 'monster'));
  if (move.gate) things.push('a gate');
  return things.join(', ');
}

function detail(...parts: string[]): string {
  return parts.filter((p) => p !== '').join('; ');
}

const steps = (n: number): string => plural(n, 'step');

function byName(content: Content, moves: readonly MoveData[]): MoveData[] {
  return [...moves].sort((a, b) => spaceLabel(content, a.to).localeCompare(spaceLabel(content, b.to)) || a.cost - b.cost);
}

/** Where something waits first (a gate, then monsters), then the nearest. */
function usefulFirst(content: Content, moves: readonly MoveData[]): MoveData[] {
  const weight = (m: MoveData): number => (m.gate ? 2 : 0) + (m.monsters > 0 ? 1 : 0);
  return byName(content, moves).sort((a, b) => weight(b) - weight(a) || a.cost - b.cost);
}

/** A street space under its street's heading: "west of Dagon Mission" under Garrison Street. */
function onStreet(content: Content, id: string): string {
  const label = spaceLabel(content, id);
  const street = streetName(content, id);
  return label.startsWith(`${street} `) ? label.slice(street.length + 1) : label;
}

/**
 * Where a move a monster cuts short ends, and what stops it there: "1 monster west of Lighthouse";
 * "outside" for the street by the place the entry already names.
 */
function stopWords(content: Content, move: MoveData): string {
  const street = isLocation(content, move.end) ? `at ${placeName(content, move.end)}` : onStreet(content, move.end);
  const where = isLocation(content, move.to) && street === `by ${placeName(content, move.to)}` ? 'outside' : street;
  const what = waiting(move);
  return what === '' ? `stops ${where}` : `${what} ${where}`;
}

/** Street spaces under a heading per street (streets by name, spaces in their order along it). */
function streetGroups(content: Content, moves: readonly MoveData[], words: (m: MoveData) => string): MenuGroup[] {
  const order = new Map(content.board.streets.map((s, k) => [s.id, k]));
  const streets = new Map<string, MoveData[]>();
  for (const move of moves) {
    const street = streetName(content, move.to);
    streets.set(street, [...(streets.get(street) ?? []), move]);
  }
  return [...streets.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([street, spaces]) => ({
      heading: street,
      choices: [...spaces]
        .sort((a, b) => (order.get(a.to) ?? 0) - (order.get(b.to) ?? 0) || a.cost - b.cost)
        .map((m) => ({ optionId: m.id, label: onStreet(content, m.to), detail: words(m) })),
    }));
}

function rideWords(content: Content, m: MoveData): string {
  return m.stoppedAt === null ? waiting(m) : stopWords(content, m);
}

/** Every place, then every street space, a ride of one kind goes to. */
function rideMenu(content: Content, title: string, rides: readonly MoveData[]): MenuDraft {
  const places = byName(content, rides.filter((m) => isLocation(content, m.to)));
  const streets = rides.filter((m) => !isLocation(content, m.to));
  return {
    title,
    context: [],
    columns: 2,
    groups: [
      { heading: 'Places', choices: places.map((m) => ({ optionId: m.id, label: placeName(content, m.to), detail: rideWords(content, m) })) },
      ...streetGroups(content, streets, (m) => rideWords(content, m)),
    ],
  };
}

/** The entry that opens the rides of one kind (a taxi from the stand, the Taxi Whistle, the car). */
function rideEntry(content: Content, ride: string, rides: readonly MoveData[]): MenuChoice | null {
  const first = rides[0];
  if (!first) return null;
  const fare = `$${first.price}`;
  const stand = first.cost === 0 ? 'the stand is here' : `the stand is ${steps(first.cost)} away`;
  const [label, words, title] =
    ride === 'car'
      ? ['Drive your car...', 'anywhere, free', 'Drive your car where?']
      : ride === 'whistle'
        ? [`Whistle up a taxi (${fare})...`, 'one ride, then it is gone', `Whistle up a taxi for ${fare}: where to?`]
        : [`Ride a taxi (${fare})...`, stand, `A taxi for ${fare}, ${stand}: where to?`];
  return { optionId: `menu:${ride}`, label, detail: words, opens: rideMenu(content, title, rides) };
}

export function moveDraft(content: Content, investigator: string, context: unknown, options: readonly OptionData[]): MenuDraft {
  const from = stringField(context, 'from') ?? '';
  const roll = numberField(context, 'roll') ?? 0;
  const dice = field(context, 'dice');
  const rolled = Array.isArray(dice) ? dice.filter((d): d is number => typeof d === 'number') : [];
  const moves: MoveData[] = [];
  const cards: MenuChoice[] = [];
  const others: MenuChoice[] = [];
  for (const option of options) {
    const move = moveData(option);
    if (move) moves.push(move);
    else (isCardUse(option) ? cards : others).push(describeOption(content, option));
  }
  const stay = moves.filter((m) => m.cost === 0 && !m.taxi && !m.car && m.end === from);
  const walks = moves.filter((m) => !stay.includes(m) && !m.taxi && !m.car);
  const places = walks.filter((m) => isLocation(content, m.to));
  const clear = places.filter((m) => m.stoppedAt === null);
  const cut = places.filter((m) => m.stoppedAt !== null);
  const streets = walks.filter((m) => !isLocation(content, m.to));
  const rides = new Map<string, MoveData[]>();
  for (const m of moves) if (m.taxi || m.car) rides.set(m.ride, [...(rides.get(m.ride) ?? []), m]);

  const first: MenuChoice[] = stay.map((m) => ({ optionId: m.id, label: `Stay at ${placeName(content, from)}`, detail: waiting(m) }));
  if (streets.length > 0) {
    first.push({
      optionId: 'menu:streets',
      label: 'Stop on a street...',
      detail: plural(streets.length, 'space'),
      opens: {
        // The steps go bare after each space (the title says what they count): the long names keep their room.
        title: `Stop on which street space? (steps from ${placeName(content, from)})`,
        context: [],
        columns: 2,
        groups: streetGroups(content, streets, (m) => (m.stoppedAt === null ? detail(String(m.cost), waiting(m)) : stopWords(content, m))),
      },
    });
  }
  for (const [ride, list] of rides) {
    const entry = rideEntry(content, ride, list);
    if (entry) first.push(entry);
  }
  const groups: MenuGroup[] = [
    { heading: null, choices: first },
    {
      heading: 'Places',
      paired: true,
      spills: true,
      choices: usefulFirst(content, clear).map((m) => ({ optionId: m.id, label: placeName(content, m.to), detail: detail(steps(m.cost), waiting(m)) })),
    },
    { heading: 'Cards to use first', choices: cards },
    { heading: 'Other', choices: others },
    {
      heading: 'A monster would stop you on the way',
      spills: true,
      choices: byName(content, cut).map((m) => ({ optionId: m.id, label: placeName(content, m.to), detail: stopWords(content, m) })),
    },
  ];
  return {
    title: `Where does ${investigator === '' ? 'You' : investigator} go?`,
    context: [`Rolled ${rolled.length > 0 ? rolled.join(' and ') : roll}: ${steps(roll)} from ${placeName(content, from)}.`],
    groups: groups.filter((g) => g.choices.length > 0),
  };
}

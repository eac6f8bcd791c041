// The move decision as a menu: staying put first, then places by name and street spaces by street,
// then walks a monster would cut short (and where they end), and taxi or car rides on pages of their
// own. Every destination says what it costs and what waits there.
import type { Content } from '../../content/schema.js';
import { describeOption, field, isCardUse, numberField, stringField, type OptionData } from './describe-option.js';
import type { MenuChoice, MenuDraft, MenuGroup } from './menu-model.js';
import { isLocation, placeName, plural } from './names.js';
import { spaceLabel } from './street-words.js';

interface MoveData {
  id: string;
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

/** "2 monsters, an open gate": what the walker meets where the move ends. */
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

function byName(content: Content, moves: MoveData[]): MoveData[] {
  return [...moves].sort((a, b) => spaceLabel(content, a.to).localeCompare(spaceLabel(content, b.to)) || a.cost - b.cost);
}

function rideGroup(content: Content, heading: string, moves: MoveData[]): MenuGroup {
  const places = byName(content, moves.filter((m) => isLocation(content, m.to)));
  const streets = byName(content, moves.filter((m) => !isLocation(content, m.to)));
  return {
    heading,
    newPage: true,
    choices: [...places, ...streets].map((m) => ({ optionId: m.id, label: spaceLabel(content, m.to), detail: waiting(m) })),
  };
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
  const cut = walks.filter((m) => m.stoppedAt !== null);
  const clear = walks.filter((m) => m.stoppedAt === null);
  const groups: MenuGroup[] = [];
  groups.push({
    heading: null,
    choices: stay.map((m) => ({ optionId: m.id, label: `Stay at ${placeName(content, from)}`, detail: waiting(m) })),
  });
  const walk = (m: MoveData): MenuChoice => ({ optionId: m.id, label: spaceLabel(content, m.to), detail: detail(steps(m.cost), waiting(m)) });
  groups.push({ heading: 'Places', choices: byName(content, clear.filter((m) => isLocation(content, m.to))).map(walk) });
  groups.push({ heading: 'Streets', choices: byName(content, clear.filter((m) => !isLocation(content, m.to))).map(walk) });
  groups.push({
    heading: 'A monster would stop you on the way',
    choices: byName(content, cut).map((m) => ({
      optionId: m.id,
      label: spaceLabel(content, m.to),
      detail: detail(`stops at ${spaceLabel(content, m.end)}`, waiting(m)),
    })),
  });
  const taxis = moves.filter((m) => m.taxi);
  const fare = taxis[0];
  if (fare) groups.push(rideGroup(content, `By taxi: $${fare.price}, the stand is ${steps(fare.cost)} away`, taxis));
  const cars = moves.filter((m) => m.car && !m.taxi);
  if (cars.length > 0) groups.push(rideGroup(content, 'In your own car', cars));
  groups.push({ heading: 'Cards to use first', choices: cards });
  groups.push({ heading: 'Other', choices: others });
  const who = investigator === '' ? 'You' : investigator;
  return {
    title: `Where does ${who} go?`,
    context: [`Rolled ${rolled.length > 0 ? rolled.join(' and ') : roll}: ${steps(roll)} from ${placeName(content, from)}.`],
    groups: groups.filter((g) => g.choices.length > 0),
  };
}

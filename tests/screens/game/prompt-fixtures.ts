// One example prompt per kind the menus know by name, shaped as the engine sends them. Kinds added to
// the engine later get a made-up prompt in the tests instead: the menus must cope with those too.
import type { Prompt } from '../../../src/engine/index.js';
import type { PromptData } from '../../../src/screens/game/prompt-menu.js';

const base = { investigator: 'ben-hale', slot: 0 };

type OptionFixture = { id: string } & Record<string, unknown>;
type PromptFixture = Omit<PromptData, 'options'> & { options: OptionFixture[] };

function move(id: string, to: string, extra: Record<string, unknown> = {}): OptionFixture {
  return { id, to, end: to, stoppedAt: null, cost: 2, taxi: false, price: 0, monsters: 0, gate: false, ...extra };
}

export const PROMPT_FIXTURES: Record<string, PromptFixture> = {
  'setup-stats': {
    ...base,
    id: 'p1',
    kind: 'setup-stats',
    default: 'str-5',
    context: { points: 10, min: 3, max: 7 },
    options: [3, 4, 5, 6, 7].map((str) => ({ id: `str-${str}`, strength: str, sanity: 10 - str })),
  },
  move: {
    ...base,
    id: 'p2',
    kind: 'move',
    default: 'stay',
    context: { dice: [2, 3], roll: 5, from: 'st-26' },
    options: [
      move('stay', 'st-26', { cost: 0, monsters: 1 }),
      move('go:woods', 'woods', { cost: 1, monsters: 2, gate: true }),
      move('go:st-27', 'st-27', { cost: 1 }),
      move('go:newspaper', 'newspaper', { cost: 3 }),
      move('go:shunned-house', 'shunned-house', { cost: 2 }),
      move('go:lighthouse', 'lighthouse', { end: 'st-33', stoppedAt: 'st-33', cost: 4, monsters: 1 }),
      move('taxi:hospital', 'hospital', { taxi: true, price: 1, cost: 1 }),
      move('taxi:graveyard', 'graveyard', { taxi: true, price: 1, cost: 1, monsters: 1 }),
      { id: 'use:taxi-whistle', card: 'taxi-whistle', deck: 'item', mode: null, investigator: null, counter: null, location: null },
    ],
  },
  'gate-or-location': { ...base, id: 'p3', kind: 'gate-or-location', default: 'location', context: { location: 'woods' }, options: [{ id: 'location' }, { id: 'gate' }, { id: 'attack' }] },
  'attack-gate': { ...base, id: 'p4', kind: 'attack-gate', default: 'skip', context: { location: 'woods' }, options: [{ id: 'skip' }, { id: 'attack' }] },
  'enter-gate': { ...base, id: 'p5', kind: 'enter-gate', default: 'stay', context: { location: 'woods' }, options: [{ id: 'stay' }, { id: 'gate' }] },
  'sneak-or-fight': {
    ...base,
    id: 'p6',
    kind: 'sneak-or-fight',
    default: 'sneak',
    context: { where: 'arkham', mythos: false },
    options: [
      { id: 'fight:18', action: 'fight', counter: 18, species: 'ghoul', sp: 8, chance: 0 },
      { id: 'sneak', action: 'sneak', counter: null, species: null, sp: null, chance: 4 },
    ],
  },
  'combat-loadout': {
    ...base,
    id: 'p7',
    kind: 'combat-loadout',
    default: 'w:automatic-45|s:',
    context: { target: { kind: 'monster', counter: 18, species: 'ghoul', world: null, sp: 8 } },
    options: [
      { id: 'w:automatic-45|s:', items: ['automatic-45'], spells: [], bound: [], fixed: 7, spellBonus: 0, knowledge: 5, sanityCost: 0 },
      { id: 'w:|s:shrivelling', items: [], spells: ['shrivelling'], bound: [], fixed: 3, spellBonus: 6, knowledge: 3, sanityCost: 1 },
      { id: 'w:|s:', items: [], spells: [], bound: [], fixed: 3, spellBonus: 0, knowledge: 3, sanityCost: 0 },
    ],
  },
  'sneak-to': { ...base, id: 'p8', kind: 'sneak-to', default: 'st-27', context: { from: 'st-26' }, options: [{ id: 'st-27', node: 'st-27' }, { id: 'st-22', node: 'st-22' }] },
  'pick-location': {
    ...base,
    id: 'p9',
    kind: 'pick-location',
    default: 'hospital',
    context: null,
    options: ['woods', 'hospital', 'graveyard', 'library'].map((id) => ({ id, node: id })),
  },
  'return-gate': { ...base, id: 'p10', kind: 'return-gate', default: 'woods', context: { world: 'abyss' }, options: [{ id: 'woods', node: 'woods' }, { id: 'graveyard', node: 'graveyard' }] },
  buy: {
    ...base,
    id: 'p11',
    kind: 'buy',
    default: 'done',
    context: { deck: 'item', money: 6 },
    options: [
      { id: 'done', action: 'done', card: null, price: 0 },
      { id: 'buy:0', action: 'buy', card: 'revolver-38', price: 4 },
      { id: 'talk:0', action: 'talk', card: 'revolver-38', price: 3 },
    ],
  },
  choice: { ...base, id: 'p12', kind: 'choice', default: 'leave', context: { table: 'location', id: 'velmas-diner' }, options: [{ id: 'pay' }, { id: 'leave' }] },
  discard: {
    ...base,
    id: 'p13',
    kind: 'discard',
    default: 'knife',
    context: { deck: 'item', reason: 'knocked-out' },
    options: [{ id: 'knife', card: 'knife' }, { id: 'shotgun', card: 'shotgun' }],
  },
  heal: { ...base, id: 'p14', kind: 'heal', default: 'heal', context: { service: 'hospital', price: 3 }, options: [{ id: 'heal' }, { id: 'leave' }] },
  'end-turn': {
    ...base,
    id: 'p15',
    kind: 'end-turn',
    default: 'end',
    context: null,
    options: [
      { id: 'end', action: 'end', card: null, price: 0, partner: null },
      { id: 'sell:knife', action: 'sell', card: 'knife', price: 1, partner: null },
      { id: 'trade:amos-wendell', action: 'trade', card: null, price: 0, partner: 'amos-wendell' },
    ],
  },
};

const NO_LOT = { money: 0, items: [], spells: [], skills: [], allies: [], charity: false };

/** The prompts of services, trading and cards, typed as the engine's own so their shapes cannot drift. */
const MORE_FIXTURES: Prompt[] = [
  { ...base, id: 'p16', kind: 'offer', default: 'leave', context: { what: 'ally', ally: 'black-cave-guide', price: 5 }, options: [{ id: 'take' }, { id: 'leave' }] },
  { ...base, id: 'p17', kind: 'charity', default: 'money', context: null, options: [{ id: 'money' }, { id: 'items' }, { id: 'spell' }, { id: 'decline' }] },
  {
    ...base,
    id: 'p18',
    kind: 'trade',
    default: 'cancel',
    context: { partner: 'amos-wendell', give: { ...NO_LOT, money: 2 }, take: { ...NO_LOT, items: ['knife'] }, setup: false },
    options: [
      { id: 'give:money:1', action: 'give', what: 'money', card: null, amount: 1 },
      { id: 'give:item:shotgun', action: 'give', what: 'item', card: 'shotgun', amount: 0 },
      { id: 'take:spell:shrivelling', action: 'take', what: 'spell', card: 'shrivelling', amount: 0 },
      { id: 'send', action: 'send', what: null, card: null, amount: 0 },
      { id: 'cancel', action: 'cancel', what: null, card: null, amount: 0 },
    ],
  },
  {
    ...base,
    id: 'p19',
    kind: 'trade-reply',
    default: 'decline',
    context: { from: 'amos-wendell', give: { ...NO_LOT, items: ['revolver-38'] }, take: { ...NO_LOT, money: 3 } },
    options: [{ id: 'accept' }, { id: 'decline' }],
  },
  {
    ...base,
    id: 'p27',
    kind: 'setup-trade',
    default: 'ready',
    context: null,
    options: [
      { id: 'trade:amos-wendell', action: 'trade', card: null, price: 0, partner: 'amos-wendell' },
      { id: 'ready', action: 'end', card: null, price: 0, partner: null },
    ],
  },
  { ...base, id: 'p20', kind: 'extra-cards', default: 'item+spell', context: null, options: [{ id: 'item+spell' }, { id: 'skill+item' }, { id: 'skill+spell' }] },
  { ...base, id: 'p21', kind: 'adrift', default: 'wait', context: { world: 'city-of-the-great-race', box: 2 }, options: [{ id: 'wait' }, { id: 'give-up' }] },
  { ...base, id: 'p22', kind: 'power-seal', default: 'skip', context: { location: 'woods', counter: 0, species: 'cthulhu' }, options: [{ id: 'seal' }, { id: 'skip' }] },
  {
    ...base,
    id: 'p23',
    kind: 'use-cards',
    default: 'go-on',
    context: { world: 'abyss', box: 2 },
    options: [{ id: 'go-on' }, { id: 'use:find-gate', card: 'find-gate', deck: 'spell', mode: null, investigator: null, counter: null, location: null }],
  },
  {
    ...base,
    id: 'p24',
    kind: 'auction-bid',
    default: 'pass',
    context: { auctioneer: 'amos-wendell', card: 'shotgun', price: 6, stage: 'bid', high: 2, bidder: 'amos-wendell' },
    options: [
      { id: 'pass', action: 'pass', amount: 0, item: null },
      { id: 'bid:3', action: 'bid', amount: 3, item: null },
      { id: 'bid:4', action: 'bid', amount: 4, item: null },
      { id: 'item:knife', action: 'bid', amount: 3, item: 'knife' },
    ],
  },
  { ...base, id: 'p25', kind: 'release-monster', default: 'st-27', context: { counter: 18, species: 'ghoul', from: 'st-26' }, options: [{ id: 'st-27', node: 'st-27' }, { id: 'woods', node: 'woods' }] },
  {
    ...base,
    id: 'p26',
    kind: 'aim-monster',
    default: 'keep',
    context: { counter: 18, species: 'ghoul', location: 'st-26' },
    options: [
      { id: 'keep', toward: null },
      { id: 'st-27', toward: 'st-27' },
    ],
  },
];

for (const prompt of MORE_FIXTURES) PROMPT_FIXTURES[prompt.kind] = { ...prompt, options: prompt.options.map((option) => ({ ...option })) };

/** The prompt kinds in the engine's Prompt type, read from its source. */
export function promptKinds(source: string): string[] {
  return [...new Set([...source.matchAll(/PromptOf<'([a-z0-9-]+)'/g)].map((m) => m[1] ?? ''))].filter((k) => k !== '');
}

/** A prompt of a kind no fixture covers: options by id, one of them the default. */
export function madeUpPrompt(kind: string): PromptFixture {
  return {
    ...base,
    id: `made-up-${kind}`,
    kind,
    default: 'second',
    context: { location: 'woods', price: 3 },
    options: [{ id: 'first' }, { id: 'second', price: 2 }, { id: 'use:elder-sign:woods', card: 'elder-sign' }],
  };
}

// The words of the decisions of Arkham's services and of dealings between investigators: an ally or a
// retainer on offer, the Dagon Mission's charity, building and answering a trade, the extra starting
// cards, lying adrift in an Other World, sealing a Power's corpse. Each says what is offered, by whom,
// and what it gives or costs.
import type { Content } from '../content/schema.js';
import { graphOf } from '../bots/board.js';
import { byId, decider, simple, type DraftInput, type Drafter } from './draft-kit.js';
import { describeOption, field, numberField, stringField, type OptionData } from './describe-option.js';
import type { MenuChoice, MenuDraft } from '../../../screens/game/menu-model.js';
import { allyName, cardName, investigatorName, listWords, monsterName, placeName, withArticle, worldInText } from '../../../screens/game/names.js';
import { clip } from '../../../screens/game/wrap.js';

const WIDTH = 78;

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** What one side of a trade hands over, in words ('' for nothing). */
export function lotWords(content: Content, lot: unknown): string {
  const money = numberField(lot, 'money') ?? 0;
  const parts = [
    ...(money > 0 ? [`$${money}`] : []),
    ...strings(field(lot, 'items')).map((id) => cardName(content, 'item', id)),
    ...strings(field(lot, 'spells')).map((id) => cardName(content, 'spell', id)),
    ...strings(field(lot, 'skills')).map((id) => cardName(content, 'skill', id)),
    ...strings(field(lot, 'allies')).map((id) => allyName(content, id)),
    ...(field(lot, 'charity') === true ? ['the charity card'] : []),
  ];
  return listWords(parts);
}

/** The place where the deciding investigator stands, when the table is known and they are in Arkham. */
function standingAt(input: DraftInput): string | undefined {
  const at = decider(input)?.at;
  return at === undefined || at < 0 ? undefined : graphOf(input.content).ids[at];
}

function retainerOffer(input: DraftInput): MenuDraft {
  const pay = input.content.rules.retainerPay;
  const at = standingAt(input);
  const title = at === undefined ? 'You are offered a retainer' : `${placeName(input.content, at)} offers you a retainer`;
  return simple(
    input,
    title,
    [`It pays $${pay} at the start of each of your turns for the rest of the game. While on retainer you may not sell a story or a monograph.`],
    byId({ take: 'Take the retainer', leave: 'Turn it down' }, { take: `$${pay} every turn` }),
  );
}

function allyOffer(input: DraftInput): MenuDraft {
  const id = stringField(input.prompt.context, 'ally') ?? '';
  const ally = input.content.allies.find((a) => a.id === id);
  const price = numberField(input.prompt.context, 'price') ?? ally?.price ?? 0;
  const name = id === '' ? 'A local' : allyName(input.content, id);
  const where = ally ? ` at ${placeName(input.content, ally.location)}` : '';
  const gives = ally && ally.fight > 0 ? `+${ally.fight} Fight` : '';
  return simple(
    input,
    `${name} offers to join you${where} for $${price}`,
    [ally?.text ?? `For $${price} they will walk at your side.`],
    byId({ take: `Hire ${name}`, leave: 'Go on alone' }, { take: [`$${price}`, gives].filter((w) => w !== '').join(', ') }),
  );
}

/** A trade's two sides, each on a line of its own. */
function tradeLines(content: Content, giver: string, give: unknown, asked: string, take: unknown): string[] {
  const gives = lotWords(content, give);
  const takes = lotWords(content, take);
  return [clip(`${giver}: ${gives === '' ? 'nothing yet' : gives}.`, WIDTH), clip(`${asked}: ${takes === '' ? 'nothing' : takes}.`, WIDTH)];
}

/** A line of the trade desk: a sum or a card, under the side it goes to. */
function deskChoice(content: Content, option: OptionData): MenuChoice | null {
  const what = stringField(option, 'what');
  const amount = numberField(option, 'amount') ?? 0;
  const card = stringField(option, 'card') ?? '';
  if (what === 'money') return { optionId: option.id, label: `$${amount}`, detail: '' };
  if (what === 'ally') return { optionId: option.id, label: allyName(content, card), detail: 'ally' };
  if (what === 'item' || what === 'spell' || what === 'skill') return { optionId: option.id, label: cardName(content, what, card), detail: what };
  return null;
}

function tradeDraft(input: DraftInput): MenuDraft {
  const { content, prompt } = input;
  const partner = investigatorName(content, stringField(prompt.context, 'partner') ?? '');
  const give: MenuChoice[] = [];
  const take: MenuChoice[] = [];
  const rest: MenuChoice[] = [];
  for (const option of prompt.options) {
    const action = stringField(option, 'action');
    const line = action === 'give' || action === 'take' ? deskChoice(content, option) : null;
    if (line && action === 'give') give.push(line);
    else if (line) take.push(line);
    else if (action === 'send') rest.push({ optionId: option.id, label: `Send the offer to ${partner}`, detail: '' });
    else if (action === 'swap-charity') rest.push({ optionId: option.id, label: 'Swap charity cards', detail: '' });
    else if (action === 'cancel') rest.push({ optionId: option.id, label: 'Call the trade off', detail: '' });
    else rest.push(describeOption(content, option));
  }
  return {
    title: `A trade with ${partner}`,
    context: tradeLines(content, 'You give', field(prompt.context, 'give'), 'You ask for', field(prompt.context, 'take')),
    groups: [
      ...(give.length > 0 ? [{ heading: `Give ${partner}`, choices: give, paired: true }] : []),
      ...(take.length > 0 ? [{ heading: `Ask ${partner} for`, choices: take, paired: true }] : []),
      { heading: null, choices: rest },
    ],
  };
}

function tradeReplyDraft(input: DraftInput): MenuDraft {
  const { content, prompt } = input;
  const from = investigatorName(content, stringField(prompt.context, 'from') ?? '');
  return simple(
    input,
    `${from} offers ${input.who} a trade`,
    tradeLines(content, `${from} gives`, field(prompt.context, 'give'), 'And asks in return for', field(prompt.context, 'take')),
    byId({ accept: 'Accept the trade', decline: 'Refuse it' }),
  );
}

const CHARITY_GIFTS: Readonly<Record<string, string>> = { money: 'Take $10', items: 'Take 2 items', spell: 'Take a spell' };

/** "an item and a spell" for `item+spell`. */
function pairWords(id: string): string | null {
  const decks = id.split('+');
  if (decks.length < 2 || decks.some((d) => d === '')) return null;
  const words = listWords(decks.map((d) => withArticle(d)));
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const SERVICE_DRAFTERS: Readonly<Record<string, Drafter>> = {
  offer: (input) => (stringField(input.prompt.context, 'what') === 'retainer' ? retainerOffer(input) : allyOffer(input)),
  charity: (input) =>
    simple(
      input,
      'The Dagon Mission offers a helping hand',
      ['Take one gift now, and your charity card turns to "repay": the next monster or gate you destroy goes back to the pile instead of your trophies.'],
      byId({ ...CHARITY_GIFTS, decline: 'Not now' }, { items: 'drawn from the deck', spell: 'drawn from the deck', decline: 'keep it for a darker hour' }),
    ),
  trade: tradeDraft,
  'trade-reply': tradeReplyDraft,
  'extra-cards': (input) =>
    simple(input, `Extra cards for ${input.who}`, ['A house rule for small tables: draw two of an extra skill, an extra spell and an extra item.'], (o) => {
      const words = pairWords(o.id);
      return words === null ? null : { optionId: o.id, label: words, detail: '' };
    }),
  adrift: (input) => {
    const world = stringField(input.prompt.context, 'world');
    const box = numberField(input.prompt.context, 'box');
    const where = world === undefined || world === '' ? 'between worlds' : `in ${worldInText(input.content, world)}${box === undefined ? '' : ` (box ${box})`}`;
    return simple(
      input,
      `${input.who} lies adrift ${where}`,
      ['Another investigator who reaches you may carry you home. Or give up: this investigator is lost for good, and a new one starts next turn.'],
      byId({ wait: 'Wait for help', 'give-up': 'Give up the hunt' }, { 'give-up': 'a new investigator next turn' }),
    );
  },
  'power-seal': (input) => {
    const species = stringField(input.prompt.context, 'species');
    const location = stringField(input.prompt.context, 'location') ?? '';
    const power = species ? monsterName(input.content, species) : 'Power';
    return simple(
      input,
      `Seal ${placeName(input.content, location)} with the body of ${power}?`,
      [`It costs one item and one spell of your choice. No gate or monster appears there again, but the Doom track does not go back, and ${power} leaves your trophies.`],
      byId({ seal: 'Seal it', skip: 'Keep the trophy' }, { seal: 'an item and a spell' }),
    );
  },
};

// The words of the decisions cards bring: using cards at the start of a turn in an Other World, a bid
// at an Auction, where a monster held by Bind Monster is let loose, and where a monster left behind by
// a Sneak turns to face.
import { byId, simple, type DraftInput, type Drafter } from './draft-kit.js';
import { numberField, stringField } from './describe-option.js';
import type { MenuDraft } from '../../../screens/game/menu-model.js';
import { cardName, investigatorName, monsterName, placeName, speciesOfCounter, worldInText } from '../../../screens/game/names.js';
import { spaceLabel } from './street-words.js';

function speciesWord(input: DraftInput): string {
  const species = stringField(input.prompt.context, 'species') ?? speciesOfCounter(input.content, numberField(input.prompt.context, 'counter') ?? -1);
  return species ? monsterName(input.content, species) : 'monster';
}

/** Where the bidding stands: the list price, and the highest bid so far and whose it is. */
function biddingWords(input: DraftInput, card: string, price: number): string[] {
  const context = input.prompt.context;
  const high = numberField(context, 'high') ?? 0;
  const bidder = stringField(context, 'bidder');
  const money = `${card} lists at $${price}.`;
  if (stringField(context, 'stage') === 'list') return [`${money} Nobody bid: it is yours at list, or it goes back under the deck.`];
  if (bidder === undefined) return [`${money} No bid yet: the highest bid takes it.`];
  return [`${money} Highest bid so far: $${high}, by ${investigatorName(input.content, bidder)}.`];
}

function auctionDraft(input: DraftInput): MenuDraft {
  const context = input.prompt.context;
  const card = cardName(input.content, 'item', stringField(context, 'card') ?? '');
  const price = numberField(context, 'price') ?? 0;
  const auctioneer = investigatorName(input.content, stringField(context, 'auctioneer') ?? '');
  const list = stringField(context, 'stage') === 'list';
  const draft = simple(input, `${auctioneer} auctions ${card}`, biddingWords(input, card, price), (o) => {
    const amount = numberField(o, 'amount') ?? 0;
    const item = stringField(o, 'item');
    if (o.id === 'pass') return { optionId: o.id, label: 'Pass', detail: list ? 'it goes back under the deck' : 'no more bids from you' };
    if (o.id === 'buy') return { optionId: o.id, label: `Buy it at list`, detail: `$${amount}` };
    if (item) return { optionId: o.id, label: `Offer ${cardName(input.content, 'item', item)}`, detail: `worth $${amount}` };
    if (stringField(o, 'action') === 'bid') return { optionId: o.id, label: `Bid $${amount}`, detail: '' };
    return null;
  });
  // Many small bids: two to a line.
  return { ...draft, groups: draft.groups.map((g) => ({ ...g, paired: true })) };
}

export const CARD_DRAFTERS: Readonly<Record<string, Drafter>> = {
  'use-cards': (input) => {
    const world = stringField(input.prompt.context, 'world') ?? '';
    const box = numberField(input.prompt.context, 'box');
    return simple(
      input,
      `A new turn in ${worldInText(input.content, world)}`,
      [`${input.who} is in box ${box ?? '?'}. A card may be used before the turn goes on.`],
      byId({ 'go-on': 'Go on without a card' }),
    );
  },
  'auction-bid': auctionDraft,
  'release-monster': (input) =>
    simple(input, `Let the bound ${speciesWord(input)} loose where?`, ['It goes free on a space next to yours.'], (o) => {
      const node = stringField(o, 'node');
      return node === undefined ? null : { optionId: o.id, label: spaceLabel(input.content, node), detail: '' };
    }),
  'aim-monster': (input) => {
    const location = stringField(input.prompt.context, 'location') ?? '';
    const monster = speciesWord(input);
    return simple(
      input,
      `Which way does the ${monster} at ${placeName(input.content, location)} face?`,
      ['Left behind by your Sneak, it starts its next move the way it faces.'],
      (o) => {
        if (o.id === 'keep') return { optionId: o.id, label: 'Leave it facing as it is', detail: '' };
        const toward = stringField(o, 'toward');
        return toward ? { optionId: o.id, label: `Toward ${spaceLabel(input.content, toward)}`, detail: '' } : null;
      },
    );
  },
};

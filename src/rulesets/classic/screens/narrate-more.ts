// Words for the events of the rules still being added (services, trading, items and spells that act
// outside combat: docs/events.md). They read their fields without trusting them, so while those events
// settle a changed field leaves a plain line (null here), never a broken sentence.
import type { Content } from '../content/schema.js';
import { field, numberField, stringField } from './describe-option.js';
import { allyName, cardName, investigatorName, listWords, monsterName, placeInText, speciesOfCounter, tidyId, worldInText } from '../../../screens/game/names.js';

type Words = (event: unknown, content: Content) => string | null;

const IGNORED_WORDS: Record<string, string> = {
  'has-retainer': 'already on retainer',
  'on-retainer': 'already on retainer',
  'none-left': 'none are left',
  'cannot-pay': 'the money is not there',
};

/** Builds a sentence from named fields; null when any of them is missing. */
function needs(event: unknown, names: string[], sentence: (value: (name: string) => string) => string): string | null {
  const values = new Map<string, string>();
  for (const name of names) {
    const text = stringField(event, name);
    const number = numberField(event, name);
    if (text === undefined && number === undefined) return null;
    values.set(name, text ?? String(number));
  }
  return sentence((name) => values.get(name) ?? '');
}

function speciesWord(event: unknown, content: Content): string {
  const species = stringField(event, 'species') ?? speciesOfCounter(content, numberField(event, 'counter') ?? -1);
  return species === null ? 'monster' : monsterName(content, species);
}

export const MORE_NARRATORS: Readonly<Record<string, Words>> = {
  'ally-hired': (e, c) => needs(e, ['investigator', 'ally', 'price'], (v) => `${investigatorName(c, v('investigator'))} hires ${allyName(c, v('ally'))} for $${v('price')}.`),
  'ally-took-blow': (e, c) =>
    needs(e, ['investigator', 'ally', 'loss'], (v) => `${allyName(c, v('ally'))} takes the blow for ${investigatorName(c, v('investigator'))}, losing ${v('loss')}.`),
  'retainer-taken': (e, c) => needs(e, ['investigator'], (v) => `${investigatorName(c, v('investigator'))} is put on retainer.`),
  'retainer-paid': (e, c) => needs(e, ['investigator', 'amount'], (v) => `${investigatorName(c, v('investigator'))} draws $${v('amount')} of retainer pay.`),
  sold: (e, c) =>
    needs(e, ['investigator', 'what', 'price'], (v) => {
      const card = stringField(e, 'card');
      const thing = v('what') === 'item' && card ? cardName(c, 'item', card) : `a ${v('what')}`;
      return `${investigatorName(c, v('investigator'))} sells ${thing} for $${v('price')}.`;
    }),
  ignored: (e, c) =>
    needs(e, ['investigator', 'reason'], (v) => `Nothing comes of it for ${investigatorName(c, v('investigator'))}: ${IGNORED_WORDS[v('reason')] ?? tidyId(v('reason')).toLowerCase()}.`),
  charity: (e, c) => needs(e, ['investigator', 'gift'], (v) => `The Dagon Mission helps ${investigatorName(c, v('investigator'))} with ${v('gift') === 'money' ? 'money' : `a ${v('gift')}`}.`),
  'charity-repaid': (e, c) => needs(e, ['investigator', 'trophy'], (v) => `${investigatorName(c, v('investigator'))} repays the Mission with a ${v('trophy')} trophy.`),
  'trade-offered': (e, c) => needs(e, ['from', 'to'], (v) => `${investigatorName(c, v('from'))} offers ${investigatorName(c, v('to'))} a trade.`),
  traded: (e, c) => needs(e, ['from', 'to'], (v) => `${investigatorName(c, v('from'))} and ${investigatorName(c, v('to'))} shake on a trade.`),
  'trade-refused': (e, c) => needs(e, ['from', 'to'], (v) => `The trade between ${investigatorName(c, v('from'))} and ${investigatorName(c, v('to'))} comes to nothing.`),
  adrift: (e, c) => needs(e, ['investigator', 'world'], (v) => `${investigatorName(c, v('investigator'))} is adrift in ${worldInText(c, v('world'))}, with no gate home.`),
  'rescue-move': (e, c) => needs(e, ['investigator', 'world'], (v) => `Help reaches ${investigatorName(c, v('investigator'))} in ${worldInText(c, v('world'))}.`),
  revived: (e, c) => needs(e, ['investigator'], (v) => `${investigatorName(c, v('investigator'))} comes round.`),
  borrowed: (e, c) =>
    needs(e, ['investigator', 'from', 'card'], (v) => `${investigatorName(c, v('investigator'))} borrows ${cardName(c, 'item', v('card'))} from ${investigatorName(c, v('from'))}.`),
  'gave-up': (e, c) => needs(e, ['investigator'], (v) => `${investigatorName(c, v('investigator'))} gives up the hunt.`),
  'power-sealed': (e, c) => needs(e, ['investigator', 'location'], (v) => `${investigatorName(c, v('investigator'))} seals the ${speciesWord(e, c)} away at ${placeInText(c, v('location'))}.`),
  'card-used': (e, c) => needs(e, ['investigator', 'card'], (v) => `${investigatorName(c, v('investigator'))} uses ${cardName(c, 'item', v('card'))}.`),
  'gate-sealed': (e, c) =>
    needs(e, ['investigator', 'location', 'doom'], (v) => `${investigatorName(c, v('investigator'))} seals the gate at ${placeInText(c, v('location'))}. Doom stands at ${v('doom')}.`),
  'monster-blocked': (e, c) => needs(e, ['location'], (v) => `An Elder Sign keeps the monster out of ${placeInText(c, v('location'))}.`),
  'monster-bound': (e, c) => needs(e, ['investigator'], (v) => `${investigatorName(c, v('investigator'))} binds the ${speciesWord(e, c)}.`),
  'monster-released': (e, c) => needs(e, ['investigator', 'location'], (v) => `${investigatorName(c, v('investigator'))} lets the ${speciesWord(e, c)} loose at ${placeInText(c, v('location'))}.`),
  'attack-cancelled': (e, c) =>
    needs(e, ['investigator', 'card'], (v) => `${cardName(c, 'item', v('card'))} turns the ${speciesWord(e, c)} away from ${investigatorName(c, v('investigator'))}.`),
  stranded: (e, c) => needs(e, ['investigator', 'world'], (v) => `${investigatorName(c, v('investigator'))} is stranded in ${worldInText(c, v('world'))}.`),
  'auction-opened': (e, c) => needs(e, ['investigator'], (v) => `${investigatorName(c, v('investigator'))} calls an auction${lots(e, c)}.`),
  bid: (e, c) =>
    needs(e, ['investigator', 'card'], (v) => {
      const item = stringField(e, 'item');
      const offer = item ? cardName(c, 'item', item) : `$${numberField(e, 'amount') ?? 0}`;
      return `${investigatorName(c, v('investigator'))} bids ${offer} for ${cardName(c, 'item', v('card'))}.`;
    }),
  'auction-sold': (e, c) =>
    needs(e, ['buyer', 'card', 'price'], (v) => `${investigatorName(c, v('buyer'))} wins ${cardName(c, 'item', v('card'))} at auction for $${v('price')}.`),
  'auction-unsold': (e, c) => needs(e, ['card'], (v) => `Nobody takes ${cardName(c, 'item', v('card'))} at auction.`),
};

function lots(event: unknown, content: Content): string {
  const value = field(event, 'lots');
  const cards = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  return cards.length === 0 ? '' : `: ${listWords(cards.map((card) => cardName(content, 'item', card)))}`;
}

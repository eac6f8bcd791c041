// Help on one decision, shown when the caller presses `?` at a menu. One text per prompt kind, and a
// plain one for a kind these screens do not know yet.

const HELP: Readonly<Record<string, string>> = {
  'setup-stats':
    'Your investigator has a fixed store of vigour to split between Strength (how much punishment the body takes) and Sanity (how much the mind does). Neither may fall below the floor or rise above the ceiling shown. A fighter wants Strength; one who means to stare into gates and read forbidden books wants Sanity.',
  move:
    'You rolled your movement. Each street space costs one step; stepping into a location ends the walk there. A monster on a street space stops you when you reach it, so some walks end early: the menu says where. Staying put costs nothing and lets you meet what is here again. With a dollar and a taxi stand within your roll, a cab takes you anywhere in town. The street spaces, and the taxi or car rides, each sit behind one entry ending in dots: choosing it opens a second menu of just those destinations, and Esc (or < on its first page) brings you back.',
  'gate-or-location':
    'A gate stands open in this place. You may face the place itself and draw its encounter as usual, or step through the gate into the Other World beyond it. Once you have seen both sides of a gate you may also try to close it.',
  'attack-gate':
    'You have been through this gate and come back, so you know its far side; or you carry a gem that closes a gate without that. Attacking it means a sanity check for each monster guarding it, then your combat total against the gate (a gem needs no total, but its blast costs Strength). Win, and the gate closes for good and becomes your trophy. Leave it, and the monsters guarding it must be met.',
  'enter-gate': 'The guardians are dealt with and the gate stands before you. Step through now, or stay on this side of it.',
  'sneak-or-fight':
    'Monsters stand in your way. Fight one of them, or try to Sneak past all of them: a Sneak check passes on a die at or under your Sneak skill. Some monsters cannot be sneaked past, and a failed Sneak means a fight after all.',
  'combat-loadout':
    'Choose what to fight with. Your total is a die roll plus Fight plus the weapons and spells you bring; you win if it reaches the foe. Spells must be cast first, each passing on a die at or under your Knowledge, and some cost Sanity. The odds shown count the die and every cast. You have two hands: weapons and spells that need them must share.',
  'sneak-to': 'You slipped past. Pick the neighbouring space to slip away to.',
  'pick-location': 'A free ride: choose any place in Arkham and go there at once. Its encounter follows.',
  'return-gate': 'Your time in the Other World is up. Choose which open gate of this world you come back through; you arrive in that place in Arkham.',
  buy:
    'Cards are on offer. Buy one at its price, or try Fast Talk first: pass the check and it costs a dollar less, fail and the price may rise. You may buy more than one while money lasts; choose Done to stop.',
  choice: 'The encounter gives you a choice. Each option says what it will cost or bring.',
  discard: 'You must give up a card. Choose the one you can best spare.',
  heal: 'For a few dollars the staff will treat you: roll a die and recover that much. Short of money, you may be treated once on credit but must leave before you are treated here again.',
  'end-turn': 'Your turn is over unless you have business left: selling, trading with an investigator in the same place, or the like. End the turn when you are done.',
  'aim-monster': 'You may turn the monster to face a neighbouring space, which decides where it walks next Mythos Phase, or leave it facing as it is.',
  offer: 'Someone offers their services. Pay the price and they join you, or decline.',
  charity: 'The Dagon Mission offers a helping hand. Accept it now, or keep it for a darker hour.',
  trade: 'You are making a trade with another investigator in the same place. Add or take back what each side gives, then send the offer, or call it off.',
  'trade-reply': 'Another investigator offers you a trade. Look at what changes hands, then accept or refuse.',
  'setup-trade': 'Before play begins, investigators who share a player may swap their starting cards. Trade, or say you are ready.',
  'extra-cards': 'You may draw extra cards before play begins. Choose what to take.',
  adrift: 'You have no gate to return by. Choose what to do while you drift between worlds.',
  'power-seal': 'A Power broods over this place. You may use what you carry to seal it, or leave it be.',
  'use-cards': 'Before your turn in the Other World goes on, you may use a card you carry. Choose one, or go on without.',
  'auction-bid': 'A card is up for auction. Bid, buy it outright at list, or pass.',
  'release-monster': 'Choose where the monster you release goes.',
};

const GENERIC =
  'Choose one of the options by its key. Enter takes the marked option, which is also what happens if the turn runs out before you choose.';

export function helpFor(kind: string): string {
  return HELP[kind] ?? GENERIC;
}

/** The line every help text ends with: how a menu works. */
export const MENU_HELP = 'Press the key beside an option to choose it; Enter takes the marked one; > and < turn the pages.';

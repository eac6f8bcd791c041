// "How Arkham plays": the help and rules pages of the main menu, in our own words. The numbers follow
// the 1987 rules as the engine plays them by default (FACTS-1987); each page fits one 80x24 screen
// (a test keeps it so).

/** A paragraph to wrap, or a list of keys (or terms) each with what it means. */
export type HelpBlock = string | { terms: ReadonlyArray<readonly [term: string, meaning: string]> };

export interface HelpPage {
  title: string;
  /** A few words for the table of contents. */
  summary: string;
  blocks: readonly HelpBlock[];
}

export const HELP_PAGES: readonly HelpPage[] = [
  {
    title: 'The goal',
    summary: 'close the gates before Arkham falls',
    blocks: [
      'It is 1926. In the old witch-town of Arkham, Massachusetts, gates to other worlds are tearing open, and every gate lets something through. You and the other callers of this board are investigators: walk the streets, face what waits there, and shut the gates before the town is lost.',
      'You all win together when, from the second game turn on, no gate stands open anywhere in Arkham. You all lose when too many gates stand open at once (eight with one or two players, seven with three or four, six with more), or when the Doom track, which counts every gate that ever opened, passes thirteen.',
      'Each investigator has Strength and Sanity (ten points split between them, each from three to seven) and four skills: Fast Talk, Fight, Knowledge and Sneak. A check rolls one die: at or under the score passes. You start with thirteen dollars, a few items, one skill card and one spell.',
      'Whoever destroys the most gates heads the Roll of Honor, and every finished game counts in the Hall of Fame.',
    ],
  },
  {
    title: 'A turn: moving through Arkham',
    summary: 'movement, streets, locations, taxis',
    blocks: [
      'A game turn has two halves. First every investigator takes a turn; then the Mythos Phase strikes back (see its own page).',
      'On your turn you may stay where you are, or roll two dice and walk up to that many spaces. Streets are chains of spaces between the places of the town; each space costs one step. Stepping into a location (a shop, a church, the woods) costs a step and ends your walk. A monster standing in a street space stops you when you reach it.',
      'Three street spaces are taxi stands. From a stand within your roll, a dollar buys a cab to any place in town; the ride ends your move. A Taxi Whistle calls one from anywhere.',
      'The menu lists every place your roll can reach, how far it is, and what waits there, so you never count squares by hand. The map (M) shows where everyone stands; there P looks at a place (who is there, each monster with its strength and Sanity cost) and K gives the key to the map with every street. Above a menu the map slides to show the investigator deciding and the gates nearest; an arrow on its edge points the way to one out of sight.',
    ],
  },
  {
    title: 'Encounters',
    summary: 'what happens where you stop',
    blocks: [
      'Where your move ends, you meet what is there. An empty street is quiet. A location without monsters gives you a roll on its own table of events: money, wounds, clues, bargains, arrests, strange visitors, sometimes a monster, and at the most haunted places even a new gate.',
      'Some places offer a service besides their table: the shops sell items, the Hospital mends Strength and the Sanitarium mends Sanity for a few dollars a turn, and the Dagon Mission gives charity to whoever has the least.',
      'Where monsters wait, you must deal with them first (see Monsters). Where a gate stands, you choose: face the place as usual, or step through the gate.',
      'When an encounter offers a choice, the menu shows what each answer costs or brings. Press ? at any choice for help on that very decision.',
    ],
  },
  {
    title: 'Monsters',
    summary: 'sanity, sneaking and combat',
    blocks: [
      'Meeting a monster first costs a Sanity check: pass and you lose a little Sanity, or none; fail and you lose more.',
      'Then sneak past it or fight it. A Sneak check at or under your Sneak score slips you by, and you may step to a free neighbouring space. Fail, and you must fight after all. Some monsters, such as the hounds that come through angles, can never be sneaked past.',
      'A fight adds one die to your Fight score, your weapons and the spells you cast. Reach the monster\'s strength and it becomes your trophy. Fall short and it wounds you (a die of Strength), and you choose again: fight on, or try to sneak.',
      'Some horrors shrug off bullets: only magic harms them, so Fight and ordinary weapons count for nothing; against others every physical weapon does a single point. The menu counts all this and shows your chance first.',
      'Run out of Strength in Arkham and you wake in the Hospital, an item poorer; run out of Sanity and you wake in the Sanitarium, a spell poorer.',
    ],
  },
  {
    title: 'Gates and Other Worlds',
    summary: 'going through, coming back, closing',
    blocks: [
      'A gate leads to one of eight Other Worlds. Step through and you spend two turns there, meeting a strange encounter each turn, before you come back out through a gate of that world.',
      'Run out of Strength or Sanity in another world and your investigator is lost for good; a fresh one arrives at the Train Station next turn.',
      'Only someone who has seen both sides of a gate can destroy it. Stand on the gate after coming back, and fight the gate itself: your combat total against its strength. Win, and the gate closes and becomes your trophy, and the monsters of its world that roam the streets are driven back.',
      'An Elder Sign closes a gate without a fight, for two Sanity, and it seals that place: no gate may ever open there again, and the Doom track steps back by one.',
    ],
  },
  {
    title: 'Spells and items',
    summary: 'weapons, hands, casting',
    blocks: [
      'You have two hands. In a fight you may wield one two-handed weapon or two one-handed ones. Items that need no hands (Holy Water, charms, keys) and the spells you cast come on top.',
      'A spell is cast with a Knowledge check. A cast that works may cost Sanity, and no cast may take your last point. Each spell card works once per game turn; a cast that fails is spent for the turn too.',
      'Some items are used up (a stick of dynamite, a silver bullet); others stay with you. Magical weapons count in full even against horrors that shrug off bullets.',
      'Your sheet (S) lists what you carry, your skills, Strength, Sanity, money, trophies and allies.',
    ],
  },
  {
    title: 'The Mythos Phase and the Doom track',
    summary: 'when Arkham strikes back',
    blocks: [
      'When every investigator has taken a turn, the Mythos Phase runs on its own.',
      'First a new gate opens at one of the town\'s haunted places, with a monster beside it, and the Doom track climbs by one. A place that already has a gate gets only another monster; a place sealed by an Elder Sign gets nothing. On some rolls a monster also appears at every open gate.',
      'Then every monster in the streets moves. Most walk their street with a set hand, keeping left or right at each corner; the flyers swoop toward the nearest investigator.',
      'Last, every monster that reached an investigator attacks: a Sanity check, then a fight, with no sneaking away until one round is fought.',
      'The Doom track never forgets: it counts every gate that ever opened, closed or not. When it passes thirteen, Arkham is lost.',
    ],
  },
  {
    title: 'Money and shops',
    summary: 'dollars, buying, selling, retainers',
    blocks: [
      'Money comes from encounters, from selling, and from a retainer: a newspaper or the university may put you on one, paying two dollars at the start of each of your turns for the rest of the game.',
      'The shops sell items at their list price. Before you pay you may try Fast Talk: pass and the price drops by a dollar, fail and it rises by one. At the shops you may also sell items worth two dollars or more, for half their price.',
      'The Hospital and the Sanitarium charge three dollars a turn and mend a die of Strength or Sanity. Short of money, you are treated once on credit.',
      'An Auction card puts the next two items up for bids, and any investigator may bid from wherever they stand.',
    ],
  },
  {
    title: 'Trading',
    summary: 'swapping with another investigator',
    blocks: [
      'Investigators who end their move in the same space may trade: money, items, spells, and the charity and helpers they carry. Skill cards may be traded only before play begins.',
      'One of you builds an offer, adding what each side gives, and sends it; the other sees exactly what changes hands and accepts or refuses. When the other investigator belongs to a caller who is away, the offer waits for their next call.',
      'Investigators never fight one another. Arkham has enough enemies.',
    ],
  },
  {
    title: 'The keys of the door',
    summary: 'hotkeys, Enter, ?, map, sheet and the tale',
    blocks: [
      { terms: [
        ['Letter or digit', 'picks the choice beside it; no Enter needed'],
        ['Enter', 'takes the choice marked *: the safe one, and what happens if time runs out'],
        ['?', 'explains the decision in front of you'],
        ['> and <', 'turn the pages of a long menu (also the arrow keys)'],
        ['M', 'the map of Arkham at the table (P looks at a place, K the key)'],
        ['S', "your investigator's sheet"],
        ['L', 'the tale of this turn and last night again, to scroll back through; P there sets the pace (instant, fast, normal, slow), kept for your next call'],
        ['Any key', 'hurries the narration along when events are told: the page at once, then a key turns each page'],
      ] },
      'In long texts like the newspaper, Enter shows the next page, N shows the rest without stopping, and Q stops reading.',
      'On the main menu: P plays, I opens these pages, N the Arkham Advertiser, M your mail, F the Hall of Fame, W who else is online (and lets you page them), and Q leaves.',
    ],
  },
  {
    title: 'Playing by calling in',
    summary: 'deadlines, and the game waits for you',
    blocks: [
      'Games here run for days. Call in whenever you like and take your turn; nobody has to be online at the same moment. Callers who are at the same table together see each other\'s moves as they happen.',
      'Each turn has a deadline (a day, unless the table chose otherwise). When everyone has moved, or the deadline passes, the Mythos Phase runs on its own, and anyone who had not moved takes the safe choice.',
      'If a monster corners you while you are away, or an auction opens, the decision waits for your next call. You first see a short summary of what happened while you were gone, then the waiting choices.',
      'Read the Arkham Advertiser for the news of every table, and mail or page the other investigators to plan your next move.',
      'To leave a table for good, choose "Resign from a table" in the lobby: after one more question, an automaton takes your seat and plays on.',
    ],
  },
];

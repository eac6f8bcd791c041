// The revised game's prompts in our words: a title per kind (from the prompt's own context), the `?`
// help text of each kind, and the odds of a check as "5 dice, need 2 successes: 54%".
import { plural } from '../../../screens/game/names.js';
import type { RevisedOption, RevisedPrompt } from '../../../engine/index.js';
import type { Namer } from './names.js';
import { revisedCheckName } from './narration.js';

const HELP: Readonly<Record<string, string>> = {
  upkeep:
    'The start of your turn. Your focus lets you slide your skill pairs: Speed against Sneak, Fight against Will, Lore against Luck. Raising one side lowers the other. Cards with a use (a tonic, a tome, a healing spell) may be used here, each once. Done ends the Upkeep.',
  move: 'Your movement points take you from area to area along the streets. A monster where you stand must be evaded or fought before you go on. Staying ends your movement where you are.',
  face: 'A monster stands in your way. Evading rolls your Sneak against its awareness; a failure means it strikes and the battle begins. Fighting it starts the battle at once.',
  battle:
    'One round of battle. Fight rolls your Fight with the weapons and spells you hold (two hands at most); you need as many successes as the monster is tough. Flee tries to slip away instead. A failed round costs you Stamina.',
  clues: 'The check came up short. Each Clue token you spend rolls one more die (two with a skill that says so). A re-roll skill rolls the whole check again, once a turn. Spending none keeps your tokens for later.',
  discard: 'You lost consciousness or your wits and must give up half of your items. Choose one at a time which to lose.',
  'close-gate': 'You are back from the other world at an open gate. Close it with Fight or with Lore; a pass closes it and may let you seal it with Clue tokens. A ward card closes and seals it at once, for its cost. Leaving keeps it open.',
  seal: 'Sealing the gate you just closed spends Clue tokens and stops any gate opening here again. Keeping them saves the tokens for checks.',
  shop: 'The top cards of the deck are for sale. Buy one of them at its price, or nothing; the cards you leave stay where they are.',
  offer: 'A service for money: pay its price for what it gives, or decline and keep your money.',
  'return-gate': 'Choose the open gate to this world you come back through.',
  'lost-return': 'You were lost in time and space. Choose where in Arkham you come back.',
  'final-attack': 'The Ancient One is awake. Each success of the investigators together removes doom from its track; clear it and it is driven back.',
  'final-harm': 'The Ancient One strikes. Choose whether the loss comes off your Stamina or your Sanity.',
};

const TITLES: Readonly<Record<string, string>> = {
  upkeep: 'Upkeep: set your skill sliders',
  move: 'Movement',
  face: 'A monster bars the way',
  battle: 'Battle',
  clues: 'Spend Clue tokens on the check?',
  discard: 'Give up half of your items',
  'close-gate': 'An open gate',
  seal: 'Seal the gate?',
  shop: 'A shop: buy a card?',
  offer: 'Pay for the service?',
  'return-gate': 'The way back to Arkham',
  'lost-return': 'Back from the void',
  'final-attack': 'The final battle: attack',
  'final-harm': 'The final battle: take the blow',
};

export function revisedHelp(kind: string): string {
  return HELP[kind] ?? 'Choose one of the options; Enter takes the one marked as the default.';
}

const contextWords = (prompt: RevisedPrompt, name: Namer): string[] => {
  const c = prompt.context;
  const num = (key: string): number | null => (typeof c[key] === 'number' ? Number(c[key]) : null);
  const text = (key: string): string | null => (typeof c[key] === 'string' ? String(c[key]) : null);
  switch (prompt.kind) {
    case 'upkeep':
      return num('focusLeft') === null ? [] : [`Focus left: ${num('focusLeft')}.`];
    case 'move': {
      const at = text('at');
      return [`${at ? `At ${name(at)}` : 'Moving'}, ${plural(num('points') ?? 0, 'movement point')} left.`];
    }
    case 'battle': {
      const monster = text('monster');
      return [`Against ${monster ? name(monster) : 'the monster'}, round ${num('round') ?? 1}. Stamina ${num('stamina') ?? '?'}, Sanity ${num('sanity') ?? '?'}.`];
    }
    case 'clues': {
      const check = text('check');
      const short = `${plural(num('successes') ?? 0, 'success', 'successes')} of the ${num('needed') ?? 0} needed`;
      return [`${check === null ? 'The check' : `The ${revisedCheckName(check)} check`} came up short: ${short}; you hold ${plural(num('clues') ?? 0, 'Clue token')}.`];
    }
    case 'discard':
      return [`Still to give up: ${num('left') ?? 0}.`];
    case 'close-gate':
    case 'seal': {
      const location = text('location');
      return location ? [`At ${name(location)}${prompt.kind === 'seal' ? `, holding ${plural(num('clues') ?? 0, 'Clue token')}` : ''}.`] : [];
    }
    case 'shop':
    case 'offer': {
      const at = text('at');
      const what = prompt.kind === 'offer' ? `It costs $${num('price') ?? 0}; you hold $${num('money') ?? 0}.` : `You hold $${num('money') ?? 0}.`;
      return [`${at ? `At ${name(at)}. ` : ''}${what}`];
    }
    case 'final-attack':
      return [`Doom on the track: ${num('doom') ?? 0}; round ${num('round') ?? 1}.`];
    case 'final-harm':
      return [`The blow costs ${num('loss') ?? 0}. Stamina ${num('stamina') ?? '?'}, Sanity ${num('sanity') ?? '?'}.`];
    default:
      return [];
  }
};

/** The prompt's title and the lines under it, naming the investigator who decides. */
export function revisedPromptHeading(prompt: RevisedPrompt, name: Namer): { title: string; context: string[] } {
  const title = `${name(prompt.investigator)}: ${TITLES[prompt.kind] ?? prompt.kind}`;
  return { title, context: contextWords(prompt, name) };
}

/** "5 dice, need 2 successes: 54%" for an option that makes a check; null for one that does not. */
export function oddsWords(option: Pick<RevisedOption, 'dice' | 'needed' | 'chance'>): string | null {
  if (option.chance === undefined) return null;
  const percent = `${Math.round(option.chance * 100)}%`;
  if (option.dice === undefined || option.needed === undefined) return `chance ${percent}`;
  return `${plural(option.dice, 'die', 'dice')}, need ${plural(option.needed, 'success', 'successes')}: ${percent}`;
}

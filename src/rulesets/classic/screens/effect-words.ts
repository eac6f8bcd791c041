// A table face's effects in a few words, for the options of an encounter's choice: "pay $1, +2 Strength".
import type { Amount, Effect } from '../content/schema.js';
import { tidyId } from '../../../screens/game/names.js';

function amountWords(amount: Amount): { sign: number; text: string } {
  if (typeof amount === 'number') return { sign: Math.sign(amount), text: String(Math.abs(amount)) };
  const negative = amount.startsWith('-');
  return { sign: negative ? -1 : 1, text: negative ? amount.slice(1) : amount };
}

const STAT_WORDS: Record<string, string> = { strength: 'Strength', sanity: 'Sanity' };

function effectWords(effect: Effect): string {
  switch (effect.do) {
    case 'nothing':
      return '';
    case 'money': {
      const { sign, text } = amountWords(effect.amount);
      return sign < 0 ? `pay $${text}` : `gain $${text}`;
    }
    case 'stat': {
      const { sign, text } = amountWords(effect.amount);
      return `${sign < 0 ? '-' : '+'}${text} ${STAT_WORDS[effect.stat] ?? effect.stat}`;
    }
    case 'draw':
      return `draw ${effect.count === 1 ? 'a' : effect.count} ${effect.deck}${effect.count === 1 ? '' : 's'}`;
    case 'sidewalk':
      return 'out to the street';
    case 'loseTurns':
      return `lose ${effect.turns} turn${effect.turns === 1 ? '' : 's'}`;
    case 'moveTo':
      return 'a ride elsewhere';
    case 'monster':
      return 'a monster';
    case 'gate':
      return 'a gate opens';
    default:
      return tidyId(effect.do).toLowerCase();
  }
}

export function effectsInWords(effects: readonly Effect[]): string {
  const words = effects.map(effectWords).filter((w) => w !== '');
  return words.length === 0 ? 'nothing comes of it' : words.join(', ');
}

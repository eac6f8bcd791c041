// What every ruleset's content is written with: ids as lower-case words, and a card's one line of
// our own words, fitted to the screens that show it.
import { z } from 'zod';

export const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lower-case words joined by hyphens');

/** Columns a card's one-line explanation may take: the width of the screens that show it. */
export const CARD_LINE_WIDTH = 76;
/** A card in our own words, one plain line of printable ASCII: what it does in play, with its numbers. */
export const CardLine = z
  .string()
  .min(1)
  .max(CARD_LINE_WIDTH, `a card's line fits ${CARD_LINE_WIDTH} columns`)
  .regex(/^[\x20-\x7e]+$/, "a card's line is printable ASCII on one line");

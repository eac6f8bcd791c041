// The board's name (config `bbsName`) as the title and the main menu show it: cleaned and centred
// in the art's BBS field, so a name of any length up to the field sits in the middle of the screen.
import { toPlainText } from '../support/plain-text.js';
import type { ArtTemplate } from './art/template.js';

export const BOARD_FIELD = 'BBS';

/** `name` centred in `art`'s BBS field (the field cuts a name wider than itself); empty without one. */
export function boardNameValue(art: ArtTemplate, name: string | undefined): string {
  const width = art.field(BOARD_FIELD)?.width ?? 0;
  const plain = toPlainText(name ?? '').trim();
  const length = [...plain].length;
  return length >= width ? plain : ' '.repeat(Math.floor((width - length) / 2)) + plain;
}

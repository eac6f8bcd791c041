// The table's own facts (docs/service.md: who sat down, left, missed a turn, was retired) in words.
// Names are players' own: cleaned before they reach another caller's screen.
import type { Content } from '../../rulesets/classic/content/schema.js';
import type { TableEvent } from '../../service/game-doc.js';
import { toPlainText } from '../../support/plain-text.js';
import { investigatorName, listWords } from '../game/names.js';

const name = (player: string): string => toPlainText(player, 30);

export function tableSentence(event: TableEvent, content: Content): string {
  switch (event.type) {
    case 'table-created':
      return `${name(event.player)} sets up the table "${toPlainText(event.title, 40)}".`;
    case 'table-joined':
      return event.kind === 'bot' ? `An automaton, ${name(event.player)}, takes a seat.` : `${name(event.player)} takes a seat at the table.`;
    case 'table-left':
      return `${name(event.player)} leaves the table.`;
    case 'table-picked':
      return event.investigators.length === 0
        ? `${name(event.player)} will take whoever the cards deal.`
        : `${name(event.player)} chooses ${listWords(event.investigators.map((id) => investigatorName(content, id)))}.`;
    case 'table-started':
      return 'The game begins.';
    case 'table-resigned':
      return `${name(event.player)} resigns; an automaton plays on in their place.`;
    case 'table-missed':
      return `${name(event.player)} missed the turn (${event.missed} in a row).`;
    case 'table-retired':
      return `${name(event.player)} missed ${event.missed} turns and is retired; an automaton takes over.`;
    case 'table-paused':
      return 'The sysop pauses the game.';
    case 'table-resumed':
      return 'The sysop lets the game run on.';
    case 'table-abandoned':
      return 'No one is left at the table: the game is abandoned.';
  }
}

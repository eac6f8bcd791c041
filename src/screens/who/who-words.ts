// Who is online, in the words the who screen shows: the list as a menu (pick someone to page them),
// how long each has been on, and the pages received. Pure.
import type { Page } from '../../service/presence-board.js';
import type { OnlinePlayer } from '../../service/presence-hub.js';
import { nameKey } from '../../service/names.js';
import { wrapText } from '../../service/wrap.js';
import { toPlainText } from '../../support/plain-text.js';
import type { MenuDraft } from '../game/menu-model.js';

export const BACK = 'back';
export const REFRESH = 'refresh';
export const PAGE = 'page:';
/** Names are at most 24 characters (accounts/names.ts); the node and time line up after them. */
const NAME_COLUMN = 25;

/** Pages received are shown wrapped to this width. */
const PAGE_WIDTH = 78;

const FROM = '\x1b[0;1;37m';
const TEXT = '\x1b[0;36m';
const DONE = '\x1b[0m';

/** How long someone has been on: "just now", "12 min", "2 h 5 min". */
export function sinceWords(since: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - since) / 60_000));
  if (minutes === 0) return 'just now';
  const hours = Math.floor(minutes / 60);
  return hours === 0 ? `${minutes} min` : `${hours} h ${minutes % 60} min`;
}

/** A caller on the list, by node and name: the same choice (and key) from one look to the next. */
export function whoOptionId(player: Pick<OnlinePlayer, 'name' | 'node'>): string {
  return `${PAGE}${player.node}:${nameKey(player.name)}`;
}

/** The others online as choices (the caller is told they are listed too); `titles` names the games they have open. */
export function whoDraft(online: readonly OnlinePlayer[], me: string, now: number, titles: ReadonlyMap<string, string>): MenuDraft {
  const others = online.filter((player) => nameKey(player.name) !== nameKey(me));
  const count = others.length === 0 ? 'Nobody else is online just now.' : `${others.length === 1 ? 'One other investigator is' : `${others.length} other investigators are`} online.`;
  return {
    title: 'Who walks Arkham tonight',
    context: [`${count} You show on the list too, as ${toPlainText(me)}.`, ...(others.length > 0 ? ['Pick someone to send them a page: a short message that reaches them at once.'] : [])],
    groups: [
      ...(others.length > 0
        ? [
            {
              heading: 'Online now',
              choices: others.map((player) => {
                const title = player.game === null ? undefined : titles.get(player.game);
                const where = player.game === null ? 'at the menus' : `"${toPlainText(title ?? player.game)}"`;
                const who = `${toPlainText(player.name).padEnd(NAME_COLUMN)} node ${toPlainText(player.node)}, ${sinceWords(player.since, now)}`;
                return { optionId: whoOptionId(player), label: who, detail: where };
              }),
            },
          ]
        : []),
      {
        heading: null,
        choices: [
          { optionId: REFRESH, label: 'Look again', detail: '' },
          { optionId: BACK, label: 'Back to the main menu', detail: '' },
        ],
      },
    ],
  };
}

/** Pages received, oldest first, each whole: the main menu's status line may have cut them short. */
export function pagesText(pages: readonly Page[]): string {
  const lines = [`${FROM}${pages.length === 1 ? 'A page came for you:' : `${pages.length} pages came for you:`}${DONE}`, ''];
  // Each page in full, its words wrapped to the screen: a page may be longer than a line.
  for (const page of pages) {
    const [first = '', ...rest] = wrapText(`${toPlainText(page.from)}: ${toPlainText(page.text)}`, PAGE_WIDTH);
    const name = [...toPlainText(page.from)].length;
    lines.push(`${FROM}${first.slice(0, name)}${TEXT}${first.slice(name)}${DONE}`, ...rest.map((line) => `${TEXT}${line}${DONE}`));
  }
  return lines.join('\r\n');
}

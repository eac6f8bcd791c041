// "While you were away": what happened at the table since the caller last looked, on one screen,
// before anything else; a key goes on. The engine's events are summed up by the game screens'
// summary, the table's own (who joined, who missed a turn) follow in our words.
import type { GameEvent } from '../../engine/index.js';
import type { PlayerView } from '../../service/game-service.js';
import { asciiLines } from '../../term/screen-buffer.js';
import { drawAwaySummary } from '../../rulesets/classic/screens/away-summary.js';
import { ANY_KEY, contentOf, type PlaySession } from './play-session.js';
import { playerName } from './record-blocks.js';
import { isTableEvent } from '../../service/game-doc.js';
import { tableSentence } from './table-words.js';
import { cursorAfter } from './table-view.js';

export async function showAway(session: PlaySession, view: PlayerView): Promise<void> {
  const away = view.away;
  if (!away) return;
  const content = contentOf(session);
  const logged = away.turns.flatMap((turn) => [...turn.mine, ...turn.others, ...turn.arkham, ...turn.table]);
  const events = logged.filter((event): event is GameEvent => !isTableEvent(event));
  const table = logged.filter(isTableEvent).map((event) => tableSentence(event, content));
  const screen = drawAwaySummary(events, { content, playerName }, { table, prompt: ANY_KEY });
  if (session.screen.fullScreen) session.screen.show(screen, cursorAfter(ANY_KEY, 1));
  else session.screen.print(`\r\n${asciiLines(screen).join('\r\n')} `);
  await session.ctx.keys.next();
}

// The Hall of Fame from the main menu: the standings a page at a time on the hall's art. A page turn
// redraws only the fields of the table, not the art around them.
import type { Key } from '../../term/types.js';
import type { CallerScreen } from '../caller-context.js';
import { famePage, pageCount, ROWS_PER_PAGE } from './fame-words.js';

const ART = 'hall-of-fame';
const CHANGING = ['PAGE', ...Array.from({ length: ROWS_PER_PAGE }, (_, i) => `R${i + 1}`)];

type Step = 'next' | 'previous' | 'leave';

function stepFor(key: Key): Step | undefined {
  switch (key.kind) {
    case 'enter':
    case 'down':
    case 'page-down':
    case 'right':
      return 'next';
    case 'up':
    case 'page-up':
    case 'left':
      return 'previous';
    case 'escape':
      return 'leave';
    case 'char': {
      const ch = key.char.toLowerCase();
      if (ch === ' ' || ch === '>' || ch === 'n') return 'next';
      if (ch === '<' || ch === 'p') return 'previous';
      if (ch === 'q') return 'leave';
      return undefined;
    }
    default:
      return undefined;
  }
}

export const runFame: CallerScreen = async (ctx) => {
  const service = await ctx.service();
  const standings = await service.hall.standings();
  const art = ctx.art.get(ART);
  const ansi = ctx.term.caps.ansi;
  const pages = pageCount(standings.length);
  let page = 0;
  let shown = famePage(standings, page, ctx.player, service.titles);
  ctx.term.write(art.render(shown, { ansi, cursorField: 'K' }));
  ctx.term.flush();
  for (;;) {
    const step = stepFor(await ctx.keys.next());
    if (step === undefined) continue;
    // Enter on the last page, like Q, goes back: a newcomer pressing Enter is never stuck.
    if (step === 'leave' || (step === 'next' && page === pages - 1)) return;
    const to = step === 'next' ? page + 1 : Math.max(0, page - 1);
    if (to === page) continue;
    page = to;
    const values = famePage(standings, page, ctx.player, service.titles);
    const changed = CHANGING.filter((name) => values[name] !== shown[name]);
    ctx.term.write(ansi ? changed.map((name) => art.drawField(name, values[name] ?? '')).join('') + art.cursorTo('K') : art.render(values, { ansi, cursorField: 'K' }));
    ctx.term.flush();
    shown = values;
  }
};

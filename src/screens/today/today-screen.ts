// "Today in Arkham": after log-in (unless the caller set it aside) and from the main menu. One screen;
// R goes to the wall, A to the rankings, X sets whether it shows at log-on, any other key goes on: at log-on straight to the
// main menu's choice it names, so a caller who knows what they came for loses no key to this screen.
import { setSkipToday, skipsToday } from '../../service/day/today-setting.js';
import type { CallerContext, CallerScreen } from '../caller-context.js';
import { clearScreen } from '../menu-screen.js';
import { todayLines } from './today-words.js';
import { runRankings } from './rankings-screen.js';
import { runWall } from './wall-screen.js';

export const runToday: CallerScreen = (ctx) => showToday(ctx, false);

async function showToday(ctx: CallerContext, atLogOn: boolean): Promise<void> {
  const service = await ctx.service();
  // The log-on noted this call already; noting again (a no-op) makes sure the caller sees themselves.
  await service.noteCallToday(ctx.player);
  for (;;) {
    const [today, skipping] = await Promise.all([service.today(ctx.player), skipsToday(service.games.store, ctx.player)]);
    clearScreen(ctx.term);
    ctx.term.write(todayLines(today, ctx.player, ctx.clock.now(), { skipping, atLogOn }).join('\r\n'));
    ctx.term.flush();
    const key = await ctx.keys.next();
    const pressed = key.kind === 'char' ? key.char.toUpperCase() : '';
    if (pressed === 'R') await runWall(ctx);
    else if (pressed === 'A') await runRankings(ctx);
    else if (pressed === 'X') await setSkipToday(service.games.store, ctx.player, !skipping);
    else {
      if (atLogOn) ctx.keys.giveBack(key);
      return;
    }
  }
}

/** At log-on: shows the screen unless the caller set it aside (the caller flow noted the call). */
export const todayAtLogOn: CallerScreen = async (ctx) => {
  const service = await ctx.service();
  if (await skipsToday(service.games.store, ctx.player)) return;
  await showToday(ctx, true);
};

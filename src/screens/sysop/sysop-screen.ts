// The sysop's desk from the main menu, for the sysop alone: every game (pause or resume, export to
// a file, delete after typing its id), reset a player, run maintenance now, accounts and callers
// (accounts-desk.ts), a notice to everyone on, the wall (wall-desk.ts). The same service methods
// as `arkham-door sysop`.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NAME_MAX_LENGTH } from '../../service/accounts/names.js';
import type { GameListing } from '../../service/listing.js';
import type { SysopService } from '../../service/sysop.js';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../../support/private-files.js';
import { toPlainText } from '../../support/plain-text.js';
import type { CallerContext, CallerScreen } from '../caller-context.js';
import { askLine, askYesNo, showText, tell } from '../menu-screen.js';
import { accountsDesk, sendNotice } from './accounts-desk.js';
import { attempt, choose, heading } from './desk-kit.js';
import { HeldKeys } from '../game/held-keys.js';
import { ACCOUNTS, BACK, DELETE, deskDraft, EXPORT, exportFileName, GAME, gameDraft, MAINT, NOTICE, PAUSE, reportText, RESET, resetWords, RESUME, WALL } from './sysop-words.js';
import { wallDesk } from './wall-desk.js';

const DESK_HELP = 'Every game on the board. Pick one to pause, resume, export or delete it; the tools below reset a player, run the nightly maintenance now, look after accounts and callers, or send everyone a notice. Enter goes back.';
const GAME_HELP = 'Pausing stops the deadline until the game resumes. An export writes the game with its archive to a JSON file. Deleting asks for the game id first, and cannot be undone.';
export const LOCKED = "The sysop's desk is locked. Only the sysop holds its key.";

/** The desk; exports go to `exportDir` (none on a line without a home). */
export function sysopDesk(exportDir: string | undefined): CallerScreen {
  return async (ctx) => {
    if (!ctx.sysop) return tell(ctx, LOCKED);
    const service = await ctx.service();
    const { sysop } = service;
    const held = new HeldKeys();
    for (;;) {
      const { games, damaged } = await sysop.listWithDamage();
      const picked = await choose(ctx, held.apply(deskDraft(games, ctx.clock.now(), damaged.map((game) => game.id))), 'sysop-desk', DESK_HELP);
      if (picked === BACK) return;
      await attempt(ctx, async () => {
        if (picked === RESET) return resetPlayer(ctx, sysop);
        if (picked === MAINT) return maintenance(ctx, sysop);
        if (picked === ACCOUNTS) return accountsDesk(ctx, service);
        if (picked === NOTICE) return sendNotice(ctx, service.presence);
        if (picked === WALL) return wallDesk(ctx, service.wall);
        const game = games.find((candidate) => `${GAME}${candidate.id}` === picked);
        if (game) return gameDesk(ctx, sysop, game, exportDir);
      });
    }
  };
}

async function gameDesk(ctx: CallerContext, sysop: SysopService, game: GameListing, exportDir: string | undefined): Promise<void> {
  const action = await choose(ctx, gameDraft(game, ctx.clock.now()), 'sysop-game', GAME_HELP);
  switch (action) {
    case PAUSE:
      await sysop.pause(game.id);
      return tell(ctx, `Game ${game.id} is paused.`);
    case RESUME:
      await sysop.resume(game.id);
      return tell(ctx, `Game ${game.id} runs again.`);
    case EXPORT:
      return exportGame(ctx, sysop, game.id, exportDir);
    case DELETE:
      return deleteGame(ctx, sysop, game);
    default:
      return;
  }
}

async function exportGame(ctx: CallerContext, sysop: SysopService, gameId: string, exportDir: string | undefined): Promise<void> {
  if (exportDir === undefined) return tell(ctx, 'This line has no folder for exports; use `arkham-door sysop export` instead.');
  const exported = await sysop.export(gameId);
  await makePrivateDir(exportDir);
  const file = join(exportDir, exportFileName(gameId, ctx.clock.now()));
  await writeFile(file, `${JSON.stringify(exported)}\n`, { mode: PRIVATE_FILE_MODE });
  ctx.logger.info('sysop exported a game', { game: gameId, file, by: ctx.player });
  const missing = exported.missing ?? [];
  return tell(ctx, missing.length === 0 ? `Game ${gameId} is written to ${file}` : `Game ${gameId} is written to ${file}, without what its damaged archive lost: ${missing.join('; ')}`);
}

async function deleteGame(ctx: CallerContext, sysop: SysopService, game: GameListing): Promise<void> {
  heading(ctx, `Delete game ${game.id}, "${toPlainText(game.title)}"`);
  const typed = await askLine(ctx, `Type the game's id (${game.id}) to delete it for good: `, game.id.length + 8);
  if (typed !== game.id) return tell(ctx, 'The id does not match: nothing was deleted.');
  await sysop.delete(game.id);
  ctx.logger.info('sysop deleted a game', { game: game.id, by: ctx.player });
  return tell(ctx, `Game ${game.id} is gone.`);
}

async function resetPlayer(ctx: CallerContext, sysop: SysopService): Promise<void> {
  heading(ctx, 'Reset a player');
  const name = await askLine(ctx, 'Which player? ', NAME_MAX_LENGTH);
  if (name === null || name === '') return;
  const sure = await askYesNo(ctx, `Reset ${toPlainText(name)}: out of every game (a bot plays on), hall of fame entry and mail deleted?`);
  if (!sure) return tell(ctx, 'Nothing was changed.');
  const reset = await sysop.resetPlayer(name);
  ctx.logger.info('sysop reset a player', { name: reset.name, games: reset.games.length, by: ctx.player });
  return tell(ctx, resetWords(reset));
}

async function maintenance(ctx: CallerContext, sysop: SysopService): Promise<void> {
  heading(ctx, 'Maintenance is running: deadlines, news and the hall of fame...');
  ctx.term.flush();
  const report = await sysop.maintenance();
  ctx.logger.info('sysop ran maintenance', { games: report.games, deadlines: report.deadlines, failed: report.failed.length });
  return showText(ctx, reportText(report));
}

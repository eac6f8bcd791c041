// `arkham-door bulletins`: news, scores and games for the BBS's bulletin menus, each as .ans (CP437
// with colour) and .txt, written whole to a temporary name and renamed, so a BBS showing a bulletin
// never reads half a file.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toPlainText } from '../../support/plain-text.js';
import type { ArkhamService } from '../service.js';
import { gamesBulletin } from './games-bulletin.js';
import { renderAnsi, renderText, type Line } from './layout.js';
import { GAMES_SHOWN, newsBulletin } from './news-bulletin.js';
import { scoresBulletin } from './scores-bulletin.js';

export const BULLETINS = ['news', 'scores', 'games'] as const;

export async function writeBulletins(service: ArkhamService, outDir: string, bbsName: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const board = toPlainText(bbsName, 40).trim() || 'this board';
  const pages: Record<(typeof BULLETINS)[number], Line[]> = {
    news: newsBulletin(await service.news.newestPerGame(GAMES_SHOWN), board),
    scores: scoresBulletin(await service.hall.standings(), board),
    games: gamesBulletin(await service.games.list(), board, service.games.clock.now()),
  };
  const written: string[] = [];
  for (const name of BULLETINS) {
    for (const [ext, bytes] of [['ans', renderAnsi(pages[name])], ['txt', renderText(pages[name])]] as const) {
      const file = join(outDir, `${name}.${ext}`);
      await writeFile(`${file}.tmp`, bytes);
      await rename(`${file}.tmp`, file);
      written.push(file);
    }
  }
  return written;
}

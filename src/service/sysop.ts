// What the sysop may do, from the command line (`arkham-door sysop ...`) or the door's sysop menu:
// list every game, pause and resume one, delete or export one, reset a player, run maintenance now.
// The callers check that the person is the sysop (the accounts' isSysop); these methods do not.
import type { GameExport } from '../store/store.js';
import { ServiceError } from './errors.js';
import { storeTrouble } from './store-trouble.js';
import type { GameDoc, LogRecord } from './game-doc.js';
import type { DamagedGame, GameService } from './game-service.js';
import type { HallOfFame } from './hall-of-fame.js';
import type { GameListing } from './listing.js';
import type { MailService } from './mail.js';
import type { MaintenanceReport } from './maintenance.js';
import { checkReplay, type ReplayCheck } from './replay-check.js';

export interface GameVerified {
  game: string;
  check: ReplayCheck;
}

export interface PlayerReset {
  name: string;
  /** Games the player was taken out of. */
  games: string[];
  hallOfFameRemoved: boolean;
  mailRemoved: number;
}

export class SysopService {
  constructor(
    private readonly games: GameService,
    private readonly hall: HallOfFame,
    private readonly mail: MailService,
    private readonly maintain: () => Promise<MaintenanceReport>,
  ) {}

  list(): Promise<GameListing[]> {
    return this.games.list();
  }

  /** Every game, and the damaged ones left out (`arkham-door sysop check` repairs them). */
  listWithDamage(): Promise<{ games: GameListing[]; damaged: DamagedGame[] }> {
    return this.games.listWithDamage();
  }

  pause(gameId: string): Promise<GameListing> {
    return this.games.setPaused(gameId, true);
  }

  resume(gameId: string): Promise<GameListing> {
    return this.games.setPaused(gameId, false);
  }

  async delete(gameId: string): Promise<void> {
    const existed = await this.games.store.deleteGame(gameId).catch(() => false);
    if (!existed) throw new ServiceError('game/not_found', `no game ${gameId}`);
  }

  /** The game and its archive; a damaged archive gives what is there, and `missing` says what is not. */
  export(gameId: string): Promise<GameExport<GameDoc>> {
    return this.games.exported(gameId);
  }

  /** Replays the game from its setup, seed and recorded answers against its stored history and state. */
  async verify(gameId: string): Promise<GameVerified> {
    return { game: gameId, check: this.verifyExport(await this.export(gameId)) };
  }

  /** Every game on the board, verified one after another (in id order). */
  async verifyAll(): Promise<GameVerified[]> {
    const out: GameVerified[] = [];
    for (const id of (await this.games.store.listGames()).sort()) {
      // A damaged game is one failed check, not the end of the run (`sysop check` repairs it).
      out.push(
        await this.verify(id).catch((error: unknown) => {
          const trouble = storeTrouble(error, id);
          if (trouble?.code !== 'game/damaged') throw error;
          return { game: id, check: { ok: false, status: 'diverges', answers: 0, deadlines: 0, divergence: { v: 0, turn: 0, event: 0, message: trouble.message } } };
        }),
      );
    }
    return out;
  }

  /** An exported game (`sysop export`), verified against this board's rules content. */
  verifyExport(exported: GameExport<GameDoc>): ReplayCheck {
    try {
      return checkReplay(this.games.replayers, exported.doc, exported.archive as LogRecord[]);
    } catch (error) {
      // A document or archive not of this program's making: nothing replays from it.
      const message = `the history cannot be replayed: ${error instanceof Error ? error.message : String(error)}`;
      return { ok: false, status: 'diverges', answers: 0, deadlines: 0, divergence: { v: 0, turn: 0, event: 0, message } };
    }
  }

  /**
   * Takes a player out of every game (a bot plays on for them where the game runs), and deletes their
   * hall-of-fame entry and their mail. Their account is the accounts' business.
   */
  async resetPlayer(name: string): Promise<PlayerReset> {
    const games = await this.games.removePlayerEverywhere(name);
    const hallOfFameRemoved = await this.hall.remove(name);
    const mailRemoved = await this.mail.removeAllOf(name);
    return { name, games, hallOfFameRemoved, mailRemoved };
  }

  maintenance(): Promise<MaintenanceReport> {
    return this.maintain();
  }
}

// What every screen after the main menu is given: the caller's terminal and keys, who they are, and
// the game service, opened on first use (a door call that never plays never loads the engine).
import type { ArkhamService } from '../service/service.js';
import type { PresenceSession } from '../service/presence-hub.js';
import type { Clock } from '../support/clock.js';
import type { Logger } from '../support/logger.js';
import type { Terminal } from '../term/types.js';
import type { ArtLibrary } from './art/library.js';
import type { KeyReader } from './key-reader.js';

export interface CallerContext {
  term: Terminal;
  /** The session's one KeyReader: every screen reads keys through it, so no key is lost between screens. */
  keys: KeyReader;
  art: ArtLibrary;
  clock: Clock;
  logger: Logger;
  /** The caller's name: the drop file's alias or the account they logged in to. */
  player: string;
  sysop: boolean;
  node: number;
  /** The service, opened on first call; the same promise after. */
  service(): Promise<ArkhamService>;
  /** This caller's presence (online list, pages), connected on first call; the same promise after. */
  presence(): Promise<PresenceSession>;
}

/** A screen reached from the main menu: runs until the caller goes back. Rejects with SessionEnded on hang-up. */
export type CallerScreen = (ctx: CallerContext) => Promise<void>;

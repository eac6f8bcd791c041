// Every change to a game goes through here: one store transaction on the freshest document (lock,
// reload, apply, check the version, persist), due deadlines first, follow-ups while bots still have
// decisions to make, and afterwards the news of finished turns and the hall of fame of a finished game.
import { botNamed as shippedBot } from '../rulesets/classic/bots/index.js';
import type { Bot } from '../rulesets/classic/bots/index.js';
import type { Content } from '../rulesets/classic/content/schema.js';
import { REVISED_BOTS } from '../rulesets/revised/bots/index.js';
import { CLASSIC_ID } from '../rulesets/classic/module.js';
import { REVISED_ID } from '../rulesets/revised/module.js';
import { rulesetOf } from '../rulesets/registry.js';
import type { Engine, RevisedEngine } from '../engine/index.js';
import { GameNotFoundError, InvalidIdError } from '../store/errors.js';
import { gameDocProblem } from './game-doc-shape.js';
import { damagedGame, storeTrouble } from './store-trouble.js';
import type { Store } from '../store/store.js';
import type { Clock } from '../support/clock.js';
import type { Logger } from '../support/logger.js';
import { newDraft, type Draft } from './draft.js';
import { ServiceError } from './errors.js';
import { changeOf } from './event-log.js';
import type { GameDoc, LogRecord } from './game-doc.js';
import type { HallOfFame } from './hall-of-fame.js';
import { sameName } from './names.js';
import { dayOf, type Advertiser } from './news/advertiser.js';
import { settle } from './settle.js';
import type { TableKit } from './table-kit.js';
import { deadlineDue, passDueDeadlines } from './waits.js';
import { classicTable, gaugesOf, revisedTable, type TableEngine } from './table-engine.js';

export interface CommitDeps {
  store: Store;
  content: Content;
  engine: Engine;
  /** The revised game's engine over its content; without it a revised game cannot be played here. */
  revised?: RevisedEngine;
  clock: Clock;
  logger: Logger;
  advertiser: Advertiser;
  hall: HallOfFame;
  botNamed?: (name: string) => Bot | undefined;
  maxBotAnswers?: number;
}

/** Changes the work makes to a draft; returning false means "nothing to change". */
export type Work = (draft: Draft, kit: TableKit) => boolean | void;

export interface Committed {
  doc: GameDoc;
  /** The records this call committed. */
  records: LogRecord[];
  /** Deadlines passed on the way. */
  deadlines: number;
}

const DEFAULT_MAX_BOT_ANSWERS = 2_000;
/** Follow-up transactions for a bot backlog in one call, at most (a whole bot game fits easily). */
const MAX_FOLLOW_UPS = 200;

export class GameCommits {
  /** Documents found to be games: an unchanged game is the same object on every read, so once is enough. */
  private readonly checked = new WeakSet<GameDoc>();

  /** Each ruleset's table engine the board has content for, by the bot's name. */
  private readonly tables: Readonly<Partial<Record<string, (bot: string) => TableEngine>>>;

  constructor(private readonly deps: CommitDeps) {
    this.tables = {
      [CLASSIC_ID]: (name) => {
        const bot = (this.deps.botNamed ?? shippedBot)(name);
        if (!bot) throw new Error(`no bot named ${name}`);
        return classicTable(this.deps.engine, this.deps.content, bot);
      },
      ...(this.deps.revised ? { [REVISED_ID]: revisedTableOf(this.deps.revised) } : {}),
    };
  }

  async read(gameId: string): Promise<GameDoc> {
    const doc = await this.storeCall(gameId, () => this.deps.store.readGame<GameDoc>(gameId));
    if (!doc) throw new ServiceError('game/not_found', `no game ${gameId}`);
    return this.asGame(gameId, doc);
  }

  /** The document, when it has the shape of a game; a damaged game (ServiceError) otherwise. */
  private asGame(gameId: string, doc: GameDoc): GameDoc {
    if (this.checked.has(doc)) return doc;
    const problem = gameDocProblem(doc);
    if (problem !== undefined) throw damagedGame(gameId, `${this.deps.store.gameLocation?.(gameId) ?? `game ${gameId}`}: ${problem}`);
    this.checked.add(doc);
    return doc;
  }

  /** The document, after passing a due deadline and finishing a bot backlog. */
  async fresh(gameId: string): Promise<GameDoc> {
    const doc = await this.read(gameId);
    if (deadlineDue(doc, this.deps.clock.now()) || doc.botBacklog) return (await this.commit(gameId, null, () => false)).doc;
    return doc;
  }

  /** `actor`: the human whose request this is (they have seen its result), or null. */
  async commit(gameId: string, actor: string | null, work: Work): Promise<Committed> {
    let result = await this.transact(gameId, actor, work);
    const records = [...result.records];
    const archived = [...result.archived];
    let deadlines = result.deadlines;
    for (let n = 0; n < MAX_FOLLOW_UPS && result.doc.botBacklog; n += 1) {
      result = await this.transact(gameId, null, (draft, kit) => settle(draft, kit, kit.now));
      records.push(...result.records);
      archived.push(...result.archived);
      deadlines += result.deadlines;
    }
    await this.afterCommit(result.doc, archived);
    return { doc: result.doc, records, deadlines };
  }

  /** Records that the player has looked at the game up to `version`. */
  async markSeen(gameId: string, player: string, version: number): Promise<void> {
    await this.transact(gameId, null, (draft) => {
      const seat = draft.doc.seats.find((s) => s.kind === 'human' && sameName(s.player, player));
      if (!seat || seat.seen >= version) return false;
      seat.seen = version;
      return true;
    });
  }

  /** Deadlines due now, then stories for archived turns that have none and a missing hall of fame. */
  async upkeep(gameId: string): Promise<{ deadlines: number; doc: GameDoc }> {
    const committed = await this.commit(gameId, null, () => false);
    const doc = committed.doc;
    // A game that ended before the oldest day kept has no news left to write.
    const newsKept = doc.endedAt === null || dayOf(doc.endedAt) >= this.deps.advertiser.firstKeptDay();
    if (doc.archivedTurn >= 0 && newsKept) {
      const written = await this.deps.advertiser.turnsWritten(doc.id);
      if (Array.from({ length: doc.archivedTurn + 1 }, (_, turn) => turn).some((turn) => !written.has(turn))) {
        const archive = await this.deps.store.readArchive<LogRecord>(doc.id);
        const wanted = archive.filter((record) => !written.has(record.turn));
        if (wanted.length > 0) await this.deps.advertiser.publish(doc, wanted, gauges(doc));
      }
    }
    if (doc.status === 'over' && !doc.hallRecorded) await this.recordFame(doc);
    return { deadlines: committed.deadlines, doc };
  }

  /** The engine of the game's ruleset, with the table's bot. */
  tableEngine(doc: GameDoc): TableEngine {
    const ruleset = rulesetOf(doc);
    const table = this.tables[ruleset.id];
    if (!table) throw new ServiceError('request/invalid', `game ${doc.id} plays the ${ruleset.words.rules}, and this board has no ${ruleset.id} content`);
    return table(doc.settings.bot);
  }



  private kit(doc: GameDoc): TableKit {
    return {
      engine: this.tableEngine(doc),
      now: this.deps.clock.now(),
      maxBotAnswers: this.deps.maxBotAnswers ?? DEFAULT_MAX_BOT_ANSWERS,
    };
  }

  private async transact(gameId: string, actor: string | null, work: Work): Promise<Committed & { archived: LogRecord[] }> {
    let records: LogRecord[] = [];
    let archived: LogRecord[] = [];
    let deadlines = 0;
    const doc = await this.storeCall(gameId, () =>
      this.deps.store.transactGame<GameDoc>(gameId, (current) => {
        this.asGame(gameId, current);
        const kit = this.kit(current);
        const draft = newDraft(current, actor);
        const passed = passDueDeadlines(draft, kit, (d, from) => settle(d, kit, from));
        const changed = work(draft, kit);
        if (changed === false && passed === 0 && draft.chunks.length === 0 && !current.botBacklog) return null;
        if (actor !== null) markSeenIn(draft, actor);
        const made = changeOf(draft, kit.now);
        records = made.records;
        archived = made.archived;
        deadlines = passed;
        return made.change;
      }),
    );
    return { doc, records, archived, deadlines };
  }

  private async afterCommit(doc: GameDoc, archived: readonly LogRecord[]): Promise<void> {
    try {
      if (archived.length > 0) await this.deps.advertiser.publish(doc, archived, gauges(doc));
      if (doc.status === 'over' && !doc.hallRecorded) await this.recordFame(doc);
    } catch (error) {
      // The game is committed; maintenance writes what is missing.
      this.deps.logger.error('news or hall of fame not written', { game: doc.id, error: error instanceof Error ? error.message : String(error) });
    }
  }

  private async recordFame(doc: GameDoc): Promise<void> {
    await this.deps.hall.record(doc);
    await this.deps.store.transactGame<GameDoc>(doc.id, (current) => (current.hallRecorded ? null : { next: { ...current, version: current.version + 1, hallRecorded: true } }));
  }

  private async storeCall<R>(gameId: string, call: () => Promise<R>): Promise<R> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof GameNotFoundError || error instanceof InvalidIdError) throw new ServiceError('game/not_found', `no game ${gameId}`);
      throw storeTrouble(error, gameId) ?? error;
    }
  }
}

/** A player who made a change has seen its result: their "while you were away" starts after it. */
function markSeenIn(draft: Draft, player: string): void {
  const seat = draft.doc.seats.find((s) => s.kind === 'human' && sameName(s.player, player));
  if (seat) seat.seen = draft.doc.version;
}

/** The Doom Factor and gates standing, for turns whose events do not say. */
function gauges(doc: GameDoc): { doom: number; gatesOnBoard: number } {
  return gaugesOf(doc.engine);
}

/** The revised table engine over the board's revised engine, with the revised bot named. */
function revisedTableOf(revised: RevisedEngine): (name: string) => TableEngine {
  return (name) => {
    const bot = Object.prototype.hasOwnProperty.call(REVISED_BOTS, name) ? REVISED_BOTS[name] : undefined;
    if (!bot) throw new Error(`no revised bot named ${name}`);
    return revisedTable(revised, revised.content, bot);
  };
}

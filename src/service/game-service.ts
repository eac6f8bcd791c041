// The authoritative game service: the lobby, play, and the views a player gets. Every change is one
// transaction through GameCommits; before a call on a game is served, a deadline that has passed is
// dealt with first (lazily, exactly once: the transaction checks it again on the freshest document).
import type { Bot } from '../rulesets/classic/bots/index.js';
import type { Config } from '../config/config.js';
import type { Content } from '../rulesets/classic/content/schema.js';
import type { RevisedContent } from '../rulesets/revised/content/schema.js';
import { engineFor, revisedEngineFor, revisedSkillsAt as skillsAt } from '../engine/index.js';
import type { Answer, Engine, RevisedEngine, RevisedGameState, RevisedPrompt, RulesetName } from '../engine/index.js';
import { GameExistsError } from '../store/errors.js';
import { deepFreeze } from '../support/deep-freeze.js';
import type { GameExport, JsonValue, Store } from '../store/store.js';
import type { Clock } from '../support/clock.js';
import type { Logger } from '../support/logger.js';
import { answerPrompt } from './answer-prompt.js';
import { awaySummary, noteOwn, type AwaySummary } from './away-summary.js';
import type { Draft } from './draft.js';
import { ServiceError } from './errors.js';
import { damagedGame, storeTrouble } from './store-trouble.js';
import { GameCommits } from './game-commits.js';
import type { GameDoc, LogRecord } from './game-doc.js';
import { settingsFrom, type SettingsRequest } from './game-settings.js';
import { HallOfFame } from './hall-of-fame.js';
import { listingOf, type GameListing } from './listing.js';
import { readSummary } from './lobby-index.js';
import { nameKey } from './accounts/names.js';
import * as lobby from './lobby.js';
import { cleanLine, cleanName, sameName } from './names.js';
import { newGameDoc, randomGameId, randomSeed } from './new-game.js';
import { Advertiser } from './news/advertiser.js';
import { playerPrompts, type PlayerPrompt } from './player-prompts.js';
import { publicState, type PublicState } from './public-state.js';
import { recordsSince } from './records-since.js';
import { replayTale, type TaleTurn } from './replay-tale.js';
import { replayersOf, type Replayers } from './replayers.js';
import { classicReplayer } from '../rulesets/classic/replayer.js';
import { revisedReplayer } from '../rulesets/revised/replayer.js';
import { CLASSIC_ID } from '../rulesets/classic/module.js';
import { REVISED_ID } from '../rulesets/revised/module.js';
import { DEFAULT_RULESET, isRulesetId, rulesetIds } from '../rulesets/registry.js';
import { seatSlots } from './seats.js';
import { setPaused } from './pause.js';
import type { TableKit } from './table-kit.js';
import { isRevisedState } from './table-engine.js';

export interface GameServiceDeps {
  store: Store;
  content: Content;
  /** The revised (2005) game's content; without it the board plays classic games only. */
  revised?: RevisedContent;
  clock: Clock;
  logger: Logger;
  config: Config;
  /** Game ids; random by default. */
  newGameId?: () => string;
  /** Engine seeds; random by default (tests fix them). */
  newSeed?: () => string;
  botNamed?: (name: string) => Bot | undefined;
  /** Bot answers per transaction before a follow-up one continues. */
  maxBotAnswers?: number;
}

/** A revised investigator as the pick screen and the protocol show it: skills as the sliders start. */
export interface RevisedInvestigatorChoice {
  id: string;
  name: string;
  line: string;
  stamina: number;
  sanity: number;
  /** Slider steps the investigator may take in each Upkeep. */
  focus: number;
  /** Where they start, a location of the revised board. */
  home: string;
  skills: Record<string, number>;
}

export interface CreateGameRequest extends SettingsRequest {
  title?: string;
  /** Which rules the table plays; classic unless said. */
  ruleset?: RulesetName;
}

export interface PlayerView {
  game: GameListing;
  /** The player's seat index, -1 for an onlooker. */
  seat: number;
  /** The engine state as players may see it (null before the game starts). */
  state: PublicState | null;
  /** The engine version answers must name. */
  stateVersion: number;
  prompts: PlayerPrompt[];
  /** What happened since the player last looked (not of their doing); null when nothing did. */
  away: AwaySummary | null;
  /** A revised game's state (without its generator) and the player's prompts; null for a classic game (state and prompts above). */
  revised: RevisedView | null;
}

export interface RevisedView {
  state: Omit<RevisedGameState, 'rng' | 'forcedDice'>;
  prompts: PlayerPrompt<RevisedPrompt>[];
  /** The game version the player had seen, when things happened since (their records tell what); else null. */
  unseenSince: number | null;
}

export interface AnswerResult extends PlayerView {
  /** The records this answer committed (the player's own, and the bots' and the engine's that followed). */
  records: LogRecord[];
}

/** Every game but the player's finished ones beyond the `finished` latest (the list is newest first). */
function windowFinished(games: readonly GameListing[], player: string, finished: number): GameListing[] {
  let shown = 0;
  return games.filter((game) => {
    if (game.status !== 'over') return true;
    if (!game.seats.some((seat) => seat.kind === 'human' && sameName(seat.player, player))) return false;
    shown += 1;
    return shown <= finished;
  });
}

/** The game index as the lobby wants it: the games not over, and each player's finished ones, newest first. */
interface SortedIndex {
  live: string[];
  finishedBy: Map<string, string[]>;
  /** Finished games, the latest to end first. */
  finished: { id: string; endedAt: number }[];
  /** Finished games whose summary says the hall of fame is not written yet. */
  unsettled: string[];
}

/** Finished games `maint` looks at beside the live and unsettled ones: those that ended lately, at most this many. */
export const MAINT_FINISHED_WINDOW = 50;
/** Finished games the play protocol's `list`, `sysop list` and the games bulletin show: the latest to end. */
export const LIST_FINISHED_WINDOW = 20;
/** How lately: a nightly `maint` that missed a night still sees what ended since its last run. */
export const MAINT_FINISHED_DAYS = 2;
/**
 * A finished game leaves the hot set for the cold archive (`maint`, through the store's coolGames)
 * once its hall of fame entry is written, it ended this many days ago (well past maint's window),
 * and it is not among the `LIST_FINISHED_WINDOW` latest to end.
 */
export const COLD_AFTER_DAYS = 7;
/**
 * Games one `maint` moves to cold at most, the oldest first: the first night after an upgrade on a
 * board with years of hot games does not spend an hour on them; the nights after take the rest.
 */
export const COOL_PER_PASS = 250;

/** A game the lobby leaves out: its id, and what is wrong (naming the file). */
export interface DamagedGame {
  id: string;
  problem: string;
}

export interface EventsSince {
  version: number;
  records: LogRecord[];
}

const TITLE_MAX = 40;

export class GameService {
  readonly engine: Engine;
  /** The revised game's engine, when the board has its content. */
  readonly revisedEngine: RevisedEngine | undefined;
  /** The engines a history is replayed with (`sysop verify`, watching a game again). */
  readonly replayers: Replayers;
  readonly advertiser: Advertiser;
  readonly hall: HallOfFame;

  private readonly commits: GameCommits;
  /** The content version of each ruleset the board has content for. */
  private readonly contentVersions: Readonly<Partial<Record<string, string>>>;
  private readonly listings = new WeakMap<GameDoc, GameListing>();
  /** Damage already logged, so that a lobby visited every second does not say it every second. */
  private readonly damageLogged = new Map<string, string>();
  private readonly sortedIndexes = new WeakMap<ReadonlyMap<string, JsonValue>, SortedIndex>();

  constructor(private readonly deps: GameServiceDeps) {
    this.engine = engineFor(deps.content);
    this.contentVersions = { [CLASSIC_ID]: deps.content.version, ...(deps.revised ? { [REVISED_ID]: deps.revised.version } : {}) };
    this.revisedEngine = deps.revised ? revisedEngineFor(deps.revised) : undefined;
    this.replayers = replayersOf([classicReplayer(this.engine), ...(this.revisedEngine ? [revisedReplayer(this.revisedEngine)] : [])]);
    this.advertiser = new Advertiser(deps.store, deps.content, { clock: deps.clock, retentionDays: deps.config.news.retentionDays }, deps.revised);
    this.hall = new HallOfFame(deps.store);
    this.commits = new GameCommits({
      store: deps.store,
      content: deps.content,
      engine: this.engine,
      ...(this.revisedEngine ? { revised: this.revisedEngine } : {}),
      clock: deps.clock,
      logger: deps.logger,
      advertiser: this.advertiser,
      hall: this.hall,
      ...(deps.botNamed ? { botNamed: deps.botNamed } : {}),
      ...(deps.maxBotAnswers === undefined ? {} : { maxBotAnswers: deps.maxBotAnswers }),
    });
  }

  get clock(): Clock {
    return this.deps.clock;
  }

  get store(): Store {
    return this.deps.store;
  }

  get logger(): Logger {
    return this.deps.logger;
  }

  // ---------------------------------------------------------------------------------------------
  // The lobby
  // ---------------------------------------------------------------------------------------------

  /**
   * Every game, newest first, each brought up to date with its deadlines. The games are read all at
   * once: one after another, a lobby of 170 games took seconds under load (docs/storage.md, "Figures").
   * A damaged game is left out (listWithDamage names it).
   */
  async list(): Promise<GameListing[]> {
    return (await this.listWithDamage()).games;
  }

  /**
   * Every game not over and the `LIST_FINISHED_WINDOW` latest to end (without the store's index,
   * every game), and the games left out because their files are damaged (logged once each). Older
   * finished games are in `pastGames`.
   */
  async listWithDamage(): Promise<{ games: GameListing[]; damaged: DamagedGame[] }> {
    const index = await this.deps.store.readGameIndex?.();
    if (!index) return this.listingsOf(await this.deps.store.listGames());
    const sorted = this.sortedIndex(index);
    return this.listingsOf([...sorted.live, ...sorted.finished.slice(0, LIST_FINISHED_WINDOW).map((game) => game.id)]);
  }

  /** Finished games `offset` to `offset + count`, the latest to end first, and how many there are. */
  async pastGames(offset: number, count: number): Promise<{ games: GameListing[]; damaged: DamagedGame[]; total: number }> {
    const index = await this.deps.store.readGameIndex?.();
    if (!index) {
      const all = await this.listingsOf(await this.deps.store.listGames());
      const over = all.games.filter((game) => game.status === 'over').sort((a, b) => (b.endedAt ?? 0) - (a.endedAt ?? 0) || a.id.localeCompare(b.id));
      return { games: over.slice(offset, offset + count), damaged: all.damaged, total: over.length };
    }
    const { finished } = this.sortedIndex(index);
    const page = await this.listingsOf(finished.slice(offset, offset + count).map((game) => game.id));
    const games = page.games.filter((game) => game.status === 'over').sort((a, b) => (b.endedAt ?? 0) - (a.endedAt ?? 0) || a.id.localeCompare(b.id));
    return { games, damaged: page.damaged, total: finished.length };
  }

  /**
   * What a player's lobby shows: every game not over, and the player's `finished` latest finished
   * ones. With the store's game index (docs/storage.md, "The game index") only those are read, so
   * the lobby costs the same however many games the board has played.
   */
  async lobby(player: string, finished: number): Promise<{ games: GameListing[]; damaged: DamagedGame[] }> {
    const index = await this.deps.store.readGameIndex?.();
    if (!index) {
      const all = await this.listWithDamage();
      return { ...all, games: windowFinished(all.games, player, finished) };
    }
    const sorted = this.sortedIndex(index);
    const over = sorted.finishedBy.get(nameKey(player)) ?? [];
    const listed = await this.listingsOf([...sorted.live, ...over.slice(0, finished)]);
    return { ...listed, games: windowFinished(listed.games, player, finished) };
  }

  /**
   * The games `maint` brings up to date: with the index, those not over, the finished ones whose hall
   * of fame is not written, and those that ended lately (news a crash left unwritten); else every game.
   */
  async upkeepIds(): Promise<string[]> {
    const index = await this.deps.store.readGameIndex?.();
    if (!index) return this.deps.store.listGames();
    const sorted = this.sortedIndex(index);
    const since = this.deps.clock.now() - MAINT_FINISHED_DAYS * 86_400_000;
    const lately = sorted.finished.slice(0, MAINT_FINISHED_WINDOW).filter((game) => game.endedAt >= since);
    return [...new Set([...sorted.live, ...sorted.unsettled, ...lately.map((game) => game.id)])];
  }

  /**
   * Moves the finished games past the recent window into the store's cold archive (when the store
   * has one, and keeps an index to pick them by); returns how many moved. Every read still finds
   * them: the past games, `sysop export` and `verify`.
   */
  async coolFinished(limit = COOL_PER_PASS): Promise<number> {
    const store = this.deps.store;
    if (!store.coolGames) return 0;
    const index = await store.readGameIndex?.();
    if (!index) return 0;
    const before = this.deps.clock.now() - COLD_AFTER_DAYS * 86_400_000;
    const ids = this.sortedIndex(index)
      .finished.slice(LIST_FINISHED_WINDOW)
      .filter((game) => game.endedAt < before && readSummary(index.get(game.id) ?? null).settled === true)
      .map((game) => game.id)
      .reverse();
    return store.coolGames(ids, limit);
  }

  /** Ids of the games not over (by the index when the store keeps one, else every game). */
  private async liveIds(player?: string): Promise<string[]> {
    const index = await this.deps.store.readGameIndex?.();
    if (!index) return this.deps.store.listGames();
    const sorted = this.sortedIndex(index);
    if (player === undefined) return sorted.live;
    const key = nameKey(player);
    // A damaged game's players are unknown: it is read, and left out as damaged.
    return sorted.live.filter((id) => {
      const summary = readSummary(index.get(id) ?? null);
      return summary.status === 'damaged' || summary.playerKeys.has(key);
    });
  }

  /** The index sorted for the lobby, once per version of the index (the store hands out a new map when it changes). */
  private sortedIndex(index: ReadonlyMap<string, JsonValue>): SortedIndex {
    const known = this.sortedIndexes.get(index);
    if (known) return known;
    const live: string[] = [];
    const finishedBy = new Map<string, { id: string; createdAt: number }[]>();
    const finished: { id: string; endedAt: number }[] = [];
    const unsettled: string[] = [];
    for (const [id, value] of index) {
      const summary = readSummary(value);
      if (summary.status !== 'over') live.push(id);
      else {
        finished.push({ id, endedAt: summary.endedAt });
        if (summary.settled === false) unsettled.push(id);
        for (const key of summary.playerKeys) {
          const games = finishedBy.get(key) ?? [];
          games.push({ id, createdAt: summary.createdAt });
          finishedBy.set(key, games);
        }
      }
    }
    finished.sort((a, b) => b.endedAt - a.endedAt || a.id.localeCompare(b.id));
    const sorted: SortedIndex = { live, finishedBy: new Map(), finished, unsettled };
    for (const [key, games] of finishedBy) sorted.finishedBy.set(key, games.sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id)).map((game) => game.id));
    this.sortedIndexes.set(index, sorted);
    return sorted;
  }

  private async listingsOf(ids: readonly string[]): Promise<{ games: GameListing[]; damaged: DamagedGame[] }> {
    const damaged: DamagedGame[] = [];
    const found = await Promise.all(
      ids.map(async (id) => {
        try {
          const doc = await this.fresh(id);
          return { doc, listing: this.listingOf(doc) };
        } catch (error) {
          if (error instanceof ServiceError && error.code === 'game/not_found') return undefined;
          const trouble = storeTrouble(error, id);
          if (trouble?.code === 'store/unavailable' || trouble?.code === 'store/busy') throw trouble;
          // A document that passed the shape check and still broke the listing is damaged too.
          const problem = trouble?.message ?? damagedGame(id, `${this.deps.store.gameLocation?.(id) ?? `game ${id}`}: ${error instanceof Error ? error.message : String(error)}`).message;
          damaged.push({ id, problem });
          this.noteDamage(id, problem);
          return undefined;
        }
      }),
    );
    const listed = found.filter((entry) => entry !== undefined);
    const games = listed.sort((a, b) => b.doc.createdAt - a.doc.createdAt || a.doc.id.localeCompare(b.doc.id)).map((entry) => entry.listing);
    return { games, damaged };
  }

  async game(gameId: string): Promise<GameListing> {
    return this.listingOf(await this.fresh(gameId));
  }

  async create(player: string, request: CreateGameRequest = {}): Promise<GameListing> {
    const creator = cleanName(player);
    const settings = settingsFrom(request, this.deps.config);
    const ruleset = request.ruleset ?? DEFAULT_RULESET.id;
    if (!isRulesetId(ruleset)) throw new ServiceError('request/invalid', `no ruleset "${String(ruleset)}" (${rulesetIds().join(' or ')})`);
    const contentVersion = this.contentVersions[ruleset];
    if (contentVersion === undefined) throw new ServiceError('request/invalid', `this board has no ${ruleset} content`);
    const title = cleanLine(request.title ?? '', TITLE_MAX) || `${creator}'s table`;
    await this.requireRoomForAGame();
    const doc = newGameDoc({
      id: (this.deps.newGameId ?? randomGameId)(),
      title,
      creator,
      settings,
      seed: (this.deps.newSeed ?? randomSeed)(),
      contentVersion,
      now: this.deps.clock.now(),
      ruleset,
    });
    try {
      await this.deps.store.createGame(doc.id, doc);
    } catch (error) {
      if (error instanceof GameExistsError) throw new ServiceError('request/invalid', `a game ${doc.id} already exists`);
      throw error;
    }
    this.deps.logger.info('game created', { game: doc.id, by: creator });
    return this.listingOf(doc);
  }

  /** Sits `player` at an open table, with the investigators they chose (a table this fills starts with them). */
  async join(gameId: string, player: string, investigators: readonly string[] = []): Promise<GameListing> {
    const name = cleanName(player);
    return this.lobbyChange(gameId, name, (draft, kit) => lobby.join(draft, kit, name, investigators));
  }

  /** The creator seats a bot. */
  async addBot(gameId: string, player: string): Promise<GameListing> {
    return this.lobbyChange(gameId, player, (draft, kit) => lobby.addBot(draft, kit, player));
  }

  async pick(gameId: string, player: string, investigators: readonly string[]): Promise<GameListing> {
    return this.lobbyChange(gameId, player, (draft, kit) => lobby.pick(draft, kit, player, investigators));
  }

  async leave(gameId: string, player: string): Promise<GameListing> {
    return this.lobbyChange(gameId, player, (draft) => lobby.leave(draft, player));
  }

  async resign(gameId: string, player: string): Promise<GameListing> {
    return this.lobbyChange(gameId, player, (draft, kit) => lobby.resign(draft, kit, player));
  }

  /** The creator starts the game; empty seats are filled with bots when asked. */
  async start(gameId: string, player: string, options: { fillWithBots?: boolean } = {}): Promise<GameListing> {
    return this.lobbyChange(gameId, player, (draft, kit) => lobby.startByCreator(draft, kit, player, options.fillWithBots ?? false));
  }

  /** The content version this board plays (a game records the one it was created with). */
  get contentVersion(): string {
    return this.deps.content.version;
  }

  /** The investigators a player may choose from at a table of `ruleset` (content order); `request/invalid` without its content. */
  investigatorsOf(ruleset: string): ReturnType<GameService['investigators']> | RevisedInvestigatorChoice[] {
    if (ruleset === REVISED_ID) return this.revisedInvestigators();
    if (ruleset === CLASSIC_ID) return this.investigators();
    throw new ServiceError('request/invalid', `this board has no ${ruleset} content`);
  }

  /** The investigators a player may choose from at a classic table (content order). */
  investigators(): { id: string; name: string; occupation: string; skills: Record<string, number> }[] {
    return this.deps.content.investigators.map((inv) => ({ id: inv.id, name: inv.name, occupation: inv.occupation, skills: { ...inv.skills } }));
  }

  /** The investigators a player may choose from at a revised table (content order); `request/invalid` without the revised content. */
  revisedInvestigators(): RevisedInvestigatorChoice[] {
    const revised = this.deps.revised;
    if (!revised) throw new ServiceError('request/invalid', 'this board has no revised content');
    return Object.values(revised.investigators).map((inv) => ({
      id: inv.id,
      name: inv.name,
      line: inv.line,
      stamina: inv.maxStamina,
      sanity: inv.maxSanity,
      focus: inv.focus,
      home: inv.home,
      skills: skillsAt(inv, { speed: inv.sliders.speed.at, fight: inv.sliders.fight.at, lore: inv.sliders.lore.at }),
    }));
  }

  // ---------------------------------------------------------------------------------------------
  // Play
  // ---------------------------------------------------------------------------------------------

  /**
   * What a player meets on calling in: pending prompts first, after the "while you were away"
   * summary. Looking marks everything up to now as seen.
   */
  async view(gameId: string, player: string): Promise<PlayerView> {
    const doc = await this.fresh(gameId);
    const index = doc.seats.findIndex((seat) => seat.kind === 'human' && sameName(seat.player, player));
    const seat = doc.seats[index];
    let away: AwaySummary | null = null;
    if (seat && seat.seen < doc.version) {
      const records = await recordsSince(this.deps.store, doc, seat.seen);
      away = awaySummary(records, seat.player, this.ownInvestigators(doc, index, records), seat.seen, doc.version);
      const revised = doc.engine !== null && isRevisedState(doc.engine);
      // Also when only the archive had to be read: the next look should not read it again. A revised
      // table's screen tells the records since it too, from `unseenSince`.
      if (away || revised || seat.seen < doc.archivedVersion) await this.commits.markSeen(gameId, seat.player, doc.version);
      if (revised) {
        const view = this.viewOf(doc, index);
        return { ...view, away, revised: view.revised ? { ...view.revised, unseenSince: seat.seen } : null };
      }
    }
    return { ...this.viewOf(doc, index), away };
  }

  async answer(gameId: string, player: string, answer: Answer): Promise<AnswerResult> {
    await this.commits.fresh(gameId);
    const committed = await this.commits.commit(gameId, player, (draft, kit) => answerPrompt(draft, kit, player, answer));
    const doc = committed.doc;
    const index = doc.seats.findIndex((seat) => seat.kind === 'human' && sameName(seat.player, player));
    return { ...this.viewOf(doc, index), away: null, records: committed.records };
  }

  /** The records committed after `since` (for screens that poll instead of watching). */
  /** The game and its archive; a damaged archive gives what is there, and `missing` says what is not. */
  async exported(gameId: string): Promise<GameExport<GameDoc>> {
    let exported: GameExport<GameDoc> | undefined;
    try {
      exported = await this.deps.store.exportGame<GameDoc>(gameId);
    } catch (error) {
      throw storeTrouble(error, gameId) ?? new ServiceError('game/not_found', `no game ${gameId}`);
    }
    if (!exported) throw new ServiceError('game/not_found', await this.notFoundWords(gameId));
    return exported;
  }

  /** "no game g1", or for a game a repair set aside, where its files went. */
  private async notFoundWords(gameId: string): Promise<string> {
    const aside = await this.deps.store.quarantinedFiles?.(gameId).catch(() => []);
    if (!aside || aside.length === 0) return `no game ${gameId}`;
    return `no game ${gameId} on the board: sysop check --repair set its files aside in quarantine/ (${aside.join(', ')})`;
  }

  /** A finished game's turns, replayed from its history alone (replay-tale.ts); `game/unreplayable` when it does not replay. */
  async replayTale(gameId: string): Promise<{ game: GameListing; turns: TaleTurn[] }> {
    const exported = await this.exported(gameId);
    if (exported.doc.status !== 'over') throw new ServiceError('game/not_over', `game ${gameId} has not ended yet`);
    const tale = replayTale(this.replayers, exported);
    if (!tale.ok) throw new ServiceError('game/unreplayable', tale.message);
    return { game: listingOf(exported.doc, this.commits.tableEngine(exported.doc)), turns: tale.turns };
  }

  async eventsSince(gameId: string, since: number): Promise<EventsSince> {
    const doc = await this.fresh(gameId);
    return { version: doc.version, records: await recordsSince(this.deps.store, doc, since) };
  }

  /**
   * For the main menu: how many of the player's tables wait on a decision of theirs, and at how many
   * others something happened since they last looked.
   */
  async tablesAwaiting(player: string): Promise<{ moves: number; changed: number }> {
    let moves = 0;
    let changed = 0;
    for (const game of await this.gamesOf(player)) {
      if (game.status === 'running' && game.waitingOn.some((name) => sameName(name, player))) moves += 1;
      else if ((await this.fresh(game.id)).seats.some((seat) => seat.kind === 'human' && sameName(seat.player, player) && seat.seen < game.version)) changed += 1;
    }
    return { moves, changed };
  }

  /** Games a player sits at (and still plays), newest first. */
  async gamesOf(player: string): Promise<GameListing[]> {
    return (await this.listingsOf(await this.liveIds(player))).games.filter((game) => game.seats.some((seat) => seat.kind === 'human' && seat.status === 'playing' && sameName(seat.player, player)));
  }

  // ---------------------------------------------------------------------------------------------
  // Deadlines and upkeep (maintenance and the sysop use these too)
  // ---------------------------------------------------------------------------------------------

  /** Passes a due deadline and finishes a bot backlog; returns the document afterwards. */
  /**
   * The listing of a document, made once per document: an unchanged game is the same frozen object
   * on every read (Store.readGame), so a lobby of hundreds of games lists the ones that moved and
   * looks the rest up. Frozen too, as it is shared.
   */
  private listingOf(doc: GameDoc): GameListing {
    let listing = this.listings.get(doc);
    if (!listing) {
      listing = deepFreeze(listingOf(doc, this.commits.tableEngine(doc)));
      this.listings.set(doc, listing);
    }
    return listing;
  }

  fresh(gameId: string): Promise<GameDoc> {
    return this.commits.fresh(gameId);
  }

  /** Deadlines due now, news for finished turns, the hall of fame for a finished game. */
  upkeep(gameId: string): Promise<{ deadlines: number; doc: GameDoc }> {
    return this.commits.upkeep(gameId);
  }

  /** Sysop: pause or resume a running game (a paused game keeps the time it had left). */
  async setPaused(gameId: string, paused: boolean): Promise<GameListing> {
    const committed = await this.commits.commit(gameId, null, (draft, kit) => setPaused(draft, kit, paused));
    return this.listingOf(committed.doc);
  }

  /** Sysop: every game (over or not) where the player holds or held a seat, by id. */
  async gamesSeating(player: string): Promise<string[]> {
    const found: string[] = [];
    for (const id of await this.deps.store.listGames()) {
      const doc = await this.commits.read(id).catch(() => undefined);
      if (doc?.seats.some((s) => s.kind === 'human' && sameName(s.player, player))) found.push(id);
    }
    return found;
  }

  /** Sysop: takes a player out of every game (resigned where it runs, gone where it is open). */
  async removePlayerEverywhere(player: string): Promise<string[]> {
    const touched: string[] = [];
    for (const id of await this.deps.store.listGames()) {
      const doc = await this.commits.read(id).catch(() => undefined);
      const seat = doc?.seats.find((s) => s.kind === 'human' && sameName(s.player, player));
      if (!doc || !seat || doc.status === 'over' || seat.status !== 'playing') continue;
      await this.resign(id, seat.player);
      touched.push(id);
    }
    return touched;
  }

  // ---------------------------------------------------------------------------------------------
  // Inside
  // ---------------------------------------------------------------------------------------------

  private async lobbyChange(gameId: string, actor: string, work: (draft: Draft, kit: TableKit) => void): Promise<GameListing> {
    await this.commits.fresh(gameId);
    return this.listingOf((await this.commits.commit(gameId, actor, work)).doc);
  }

  private noteDamage(id: string, problem: string): void {
    if (this.damageLogged.get(id) === problem) return;
    this.damageLogged.set(id, problem);
    this.deps.logger.error('a damaged game is left out of the lobby', { game: id, problem });
  }

  private viewOf(doc: GameDoc, index: number): Omit<PlayerView, 'away'> {
    const state = doc.engine;
    const base = { game: this.listingOf(doc), seat: index, stateVersion: state?.version ?? 0 };
    if (state && isRevisedState(state)) {
      const { rng: _rng, forcedDice: _forced, ...shown } = state;
      const open = this.revisedEngine && index >= 0 ? this.revisedEngine.prompts(state) : [];
      return { ...base, state: null, prompts: [], revised: { state: shown, prompts: playerPrompts(doc, open, index), unseenSince: null } };
    }
    return {
      ...base,
      state: state ? publicState(state) : null,
      prompts: state && index >= 0 ? playerPrompts(doc, this.engine.prompts(state), index) : [],
      revised: null,
    };
  }

  private ownInvestigators(doc: GameDoc, index: number, records: readonly LogRecord[]): Set<string> {
    const own = new Set<string>();
    for (const slot of seatSlots(doc, index)) {
      const id = doc.engine?.invs[slot]?.id;
      if (id) own.add(id);
    }
    const player = doc.seats[index]?.player ?? '';
    for (const record of records) for (const event of record.events) noteOwn(event, player, own);
    return own;
  }

  private async requireRoomForAGame(): Promise<void> {
    // A damaged game holds no seat at a table, so it takes no room either.
    const docs = await Promise.all((await this.liveIds()).map((id) => this.deps.store.readGame<GameDoc>(id).catch(() => undefined)));
    const running = docs.filter((doc) => doc && doc.status !== 'over').length;
    if (running >= this.deps.config.game.maxGames) {
      throw new ServiceError('game/too_many', `the sysop allows ${this.deps.config.game.maxGames} games at once; wait for one to end`);
    }
  }
}

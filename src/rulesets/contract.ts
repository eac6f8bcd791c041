// What a ruleset is to the layers above the engine (docs/architecture.md): one module per ruleset,
// listed in registry.ts, written in its own folder (src/rulesets/<id>/). The service, the protocol,
// replay and verify, the news, the bulletins, the lobby and the screens ask a module these things
// and never test a ruleset's name. The parts a table screen needs are loaded on demand (a dynamic
// import), so a caller at one ruleset's table does not load another's screens.
//
// A module's engine events travel in the game log in one envelope (envelope.ts): the default
// ruleset's bare, as games have always been stored, every other ruleset's as { type: <id>, event }.
import type { Writable } from 'node:stream';
import type { z } from 'zod';
import type { GameOptions } from '../engine/index.js';
import type { GameService } from '../service/game-service.js';

/** The words a ruleset goes by, wherever a caller or a sysop reads which rules a table plays. */
export interface RulesetWords {
  /** On the new-game menu: "Classic (1987)". */
  readonly title: string;
  /** Beside it there: what kind of game it is. */
  readonly pitch: string;
  /** Before a table's stage in the lobby, the games bulletin and `sysop list` ('' says nothing). */
  readonly tag: string;
  /** How `sysop verify` names its rules ("rules 3", "revised rules 1"). */
  readonly rules: string;
  /** Its part of the new-game menu's help: what kind of game it is, in a sentence or two. */
  readonly about: string;
}

/** The investigator counters a tally keeps for a seat. */
export type SeatTally = 'gatesClosed' | 'monstersSlain' | 'investigatorsLost';

/** What a caller's away summary counts, over anyone's events. */
export interface AwayCounts {
  gatesOpened: number;
  gatesClosed: number;
  monstersSlain: number;
  investigatorsLost: number;
  attacksOnMe: number;
}

/** A ruleset's own reading of its engine events (each one out of its envelope). */
export interface RulesetEvents<E> {
  /** The game turn an event opens (the log starts a new turn's record there), or null. */
  turnOpened(event: E): number | null;
  /** The investigator an event is about, or null (then it concerns the town). */
  investigatorOf(event: E): string | null;
  /** The seat counter an event adds one to, and for whose investigator. */
  tally(event: E): { key: SeatTally; investigator: string } | null;
  /** Adds the event to an away summary's counts (`own`: the caller's investigators). */
  countAway(counts: AwayCounts, event: E, own: ReadonlySet<string>): void;
  /** The history's event begins a deadline's step (`cause`: its record's). */
  beginsDeadline(event: E, cause: string): boolean;
}

/** `arkham-door sim`'s arguments, checked as far as every ruleset's simulator takes them. */
export interface SimArgs {
  games: number;
  players: number;
  seed: string;
  bot: string;
  json: boolean;
  log?: string;
  /** --catalogue and each --option NAME=VALUE, as given: a ruleset that takes none refuses them. */
  catalogue?: string;
  options?: readonly string[];
}

/** A ruleset's simulator: seeded bot games, the result on `out`; the exit code (0 fine, 1 errors or stuck games, 2 bad arguments). */
export interface RulesetSim {
  run(out: Writable, args: SimArgs, packageRoot: string | undefined): number;
}

/** An investigator on the pick screen's menu: who, and a line of what they bring. */
export interface PickedInvestigator {
  id: string;
  name: string;
  label: string;
  detail: string;
}

/** The pick screen's words for a ruleset's table: whom a player may choose, and the help on `?`. */
export interface RulesetPick {
  readonly help: string;
  investigators(games: GameService): PickedInvestigator[];
}

/** A ruleset as written in its folder, typed over its own engine events. */
export interface Ruleset<E> {
  /** Its name in the game documents and the protocol: lower-case letters. */
  readonly id: string;
  readonly words: RulesetWords;
  /** A new table of it asks the rules options (turn order and the rest); without them the game sets its table up. */
  readonly tableOptions: boolean;
  /** How many investigators each player runs at a table of `seats` under `options`. */
  investigatorsEach(seats: number, options: GameOptions): number;
  /** Narrows a logged value to one of its events (the envelope's contents are the ruleset's own). */
  isEvent(value: unknown): value is E;
  readonly events: RulesetEvents<E>;
  /** Its engine state as a stored game document's is checked before it is trusted: what the lobby reads first. */
  readonly stateShape: z.ZodType;
  readonly pick: RulesetPick;
  /** Its simulator, loaded when `arkham-door sim` plays it. */
  sim?(): Promise<RulesetSim>;
}

/** A ruleset as the layers hold it: its events are whatever its envelope carries. */
export interface RulesetModule {
  readonly id: string;
  readonly words: RulesetWords;
  readonly tableOptions: boolean;
  investigatorsEach(seats: number, options: GameOptions): number;
  readonly events: RulesetEvents<unknown>;
  readonly stateShape: z.ZodType;
  readonly pick: RulesetPick;
  sim?(): Promise<RulesetSim>;
}

/** A ruleset's module for the registry: its event readings take the envelope's contents, and skip what is not theirs. */
export function rulesetModule<E>(ruleset: Ruleset<E>): RulesetModule {
  const { events, isEvent } = ruleset;
  return {
    id: ruleset.id,
    words: ruleset.words,
    stateShape: ruleset.stateShape,
    tableOptions: ruleset.tableOptions,
    pick: ruleset.pick,
    ...(ruleset.sim ? { sim: ruleset.sim } : {}),
    investigatorsEach: (seats, options) => ruleset.investigatorsEach(seats, options),
    events: {
      turnOpened: (event) => (isEvent(event) ? events.turnOpened(event) : null),
      investigatorOf: (event) => (isEvent(event) ? events.investigatorOf(event) : null),
      tally: (event) => (isEvent(event) ? events.tally(event) : null),
      countAway: (counts, event, own) => {
        if (isEvent(event)) events.countAway(counts, event, own);
      },
      beginsDeadline: (event, cause) => isEvent(event) && events.beginsDeadline(event, cause),
    },
  };
}

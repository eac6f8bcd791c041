// Test support for the play screens: a game service over a MemoryStore with the shipped content and a
// FakeClock, callers on FakeChannel terminals with the CallerContext the main menu gives, and a
// driver that looks at the caller's screen the way a person would: a menu or "press any key" gets a
// key, anything else (narration at its pace) gets time on the fake clock.
import { fileURLToPath } from 'node:url';
import { defaultConfig } from '../../../src/config/config.js';
import { loadArtLibrary } from '../../../src/screens/art/library.js';
import type { CallerContext } from '../../../src/screens/caller-context.js';
import { KeyReader } from '../../../src/screens/key-reader.js';
import { runPlay } from '../../../src/screens/play/index.js';
import type { PresenceSession } from '../../../src/service/presence-hub.js';
import { ArkhamService } from '../../../src/service/service.js';
import { MemoryStore } from '../../../src/store/memory-store.js';
import { FakeClock } from '../../../src/support/fake-clock.js';
import { silentLogger, type Logger } from '../../../src/support/logger.js';
import { createTerminal } from '../../../src/term/terminal.js';
import type { Terminal, TerminalCaps } from '../../../src/term/types.js';
import { FakeChannel } from '../../support/fake-channel.js';
import { VirtualScreen } from '../../support/virtual-screen.js';
import { settleAsync } from '../../service/helpers/async.js';
import { shippedContent, shippedRevisedContent } from '../../service/helpers/game-fixture.js';

export const art = loadArtLibrary(fileURLToPath(new URL('../../../ansi/', import.meta.url)));
export const CP437: TerminalCaps = { charset: 'cp437', ansi: true, cols: 80, rows: 24 };
export const ASCII: TerminalCaps = { charset: 'cp437', ansi: false, cols: 80, rows: 24 };

export interface World {
  clock: FakeClock;
  store: MemoryStore;
  /** A service as one node (process) has it. */
  node(): ArkhamService;
  service: ArkhamService;
}

export function world(seed = 'b'): World {
  const clock = new FakeClock();
  const store = new MemoryStore();
  let games = 0;
  const node = (): ArkhamService =>
    new ArkhamService({ store, content: shippedContent(), revised: shippedRevisedContent(), clock, logger: silentLogger, config: defaultConfig(), newGameId: () => `table${(games += 1)}`, newSeed: () => seed });
  return { clock, store, node, service: node() };
}

export interface Caller {
  ctx: CallerContext;
  channel: FakeChannel;
  term: Terminal;
  /** What the caller sees (ANSI only): every byte so far, fed in as it comes. */
  screen: VirtualScreen;
  /** Output so far, as text. */
  text(from?: number): string;
  /** The row the caller's eye goes to for what to do: row 24 (ANSI), or the last line written (ASCII). */
  bottom(): string;
  run(): Promise<void>;
  logs: string[];
}

export function caller(w: World, name: string, caps: TerminalCaps = CP437, service = w.service): Caller {
  const channel = new FakeChannel();
  const term = createTerminal(channel, { ...caps }, { clock: w.clock });
  const keys = new KeyReader(term, w.clock);
  const screen = new VirtualScreen(80, caps.rows);
  let fed = 0;
  const logs: string[] = [];
  const logger: Logger = {
    ...silentLogger,
    info: (message) => void logs.push(`info ${message}`),
    warn: (message) => void logs.push(`warn ${message}`),
    error: (message, fields) => void logs.push(`error ${message} ${JSON.stringify(fields)}`),
  };
  let presence: Promise<PresenceSession> | undefined;
  const ctx: CallerContext = {
    term,
    keys,
    art,
    clock: w.clock,
    logger,
    player: name,
    sysop: false,
    node: 1,
    service: () => Promise.resolve(service),
    presence: () => (presence ??= service.presence.connect(name, 'node 1')),
  };
  const text = (from = 0): string => channel.since(from).toString('latin1');
  let lastLine = '';
  return {
    ctx,
    channel,
    term,
    screen,
    text,
    logs,
    bottom() {
      const output = channel.output();
      const fresh = output.subarray(fed);
      fed = output.length;
      if (caps.ansi) {
        screen.feed(fresh);
        return screen.rowText(caps.rows);
      }
      const tail = lastLine + fresh.toString('latin1');
      lastLine = tail.slice(tail.lastIndexOf('\n') + 1);
      return lastLine;
    },
    run: () => runPlay(ctx),
  };
}

/** A screen that waits for a key: a menu (its footer offers help) or a "press any key". */
export function waitsForKey(bottom: string): boolean {
  return bottom.includes('[?] help') || /press any key/i.test(bottom);
}

export interface DriveOptions {
  /** Stop when this holds for the output so far. */
  until: (c: Caller) => boolean;
  /** Keys hurry the narration along too (a key whenever the screen is idle), instead of fake time passing. */
  hurry?: boolean;
  /** The key to give a waiting screen; Enter by default. */
  key?: (c: Caller) => string;
  /** Fake time given to a screen that is busy telling something. */
  stepMs?: number;
  maxSteps?: number;
}

/** Drives a caller like a patient person; returns the keys typed. */
export async function drive(w: World, c: Caller, options: DriveOptions): Promise<number> {
  let keys = 0;
  let idleAt = -1;
  for (let step = 0; step < (options.maxSteps ?? 200_000); step += 1) {
    idleAt = c.channel.output().length;
    await settleAsync(3);
    // Look at the screen as it is now before deciding anything.
    const bottom = c.bottom();
    if (options.until(c)) return keys;
    if (waitsForKey(bottom) || (options.hurry === true && c.channel.output().length === idleAt)) {
      const mark = c.channel.output().length;
      c.channel.type(options.key?.(c) ?? '\r');
      keys += 1;
      // The key is taken before anything else happens: wait until the screen answers it.
      for (let wait = 0; wait < 1_000 && c.channel.output().length === mark; wait += 1) {
        await settleAsync(3);
        if (c.channel.output().length === mark) w.clock.advance(options.stepMs ?? 250);
      }
      continue;
    }
    w.clock.advance(options.stepMs ?? 250);
  }
  throw new Error(`the caller never got there; the screen shows: ${c.bottom()}`);
}

/** Once the screen shows `text`, types `keys`. */
export async function at(w: World, c: Caller, text: string, keys: string): Promise<void> {
  await drive(w, c, { until: (x) => x.screen.text().includes(text) });
  c.channel.type(keys);
}

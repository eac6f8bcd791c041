// Test support for the main menu's screens: one board (a MemoryStore service with the shipped content
// on a FakeClock) and callers on it, each a real terminal over a FakeChannel with the caller context
// the main menu would give their screens.
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { defaultConfig, type Config } from '../../../src/config/config.js';
import { loadArtLibrary } from '../../../src/screens/art/library.js';
import type { CallerContext, CallerScreen } from '../../../src/screens/caller-context.js';
import { KeyReader } from '../../../src/screens/key-reader.js';
import type { PresenceSession } from '../../../src/service/presence-hub.js';
import { profilesDirectory } from '../../../src/service/mail.js';
import { ArkhamService } from '../../../src/service/service.js';
import { MemoryStore } from '../../../src/store/memory-store.js';
import { FakeClock } from '../../../src/support/fake-clock.js';
import { silentLogger } from '../../../src/support/logger.js';
import { createTerminal } from '../../../src/term/terminal.js';
import type { Terminal, TerminalCaps } from '../../../src/term/types.js';
import { FakeChannel } from '../../support/fake-channel.js';
import { VirtualScreen } from '../../support/virtual-screen.js';
import { shippedContent } from '../../service/helpers/game-fixture.js';

export const art = loadArtLibrary(fileURLToPath(new URL('../../../ansi/', import.meta.url)));
export const CP437: TerminalCaps = { charset: 'cp437', ansi: true, cols: 80, rows: 24 };
/** Real time, only to fail a test that waits for output that never comes (nothing here waits on it otherwise). */
const SEE_TIMEOUT_MS = 5_000;
/** Every menu of the one menu widget ends with this footer. */
const MENU_FOOTER = '[?] help';
export const ASCII: TerminalCaps = { charset: 'cp437', ansi: false, cols: 80, rows: 24 };

export interface Board {
  store: MemoryStore;
  clock: FakeClock;
  service: ArkhamService;
}

/** `profiles`: mail reaches only players with a profile, as on a real board (otherwise any name). */
export function board(options: { config?: Partial<Config>; profiles?: boolean } = {}): Board {
  const store = new MemoryStore();
  const clock = new FakeClock();
  let games = 0;
  const service = new ArkhamService({
    store,
    content: shippedContent(),
    clock,
    logger: silentLogger,
    config: { ...defaultConfig(), ...options.config },
    ...(options.profiles ? { directory: profilesDirectory(store) } : {}),
    newGameId: () => `g${(games += 1)}`,
    newSeed: () => 'menus',
  });
  return { store, clock, service };
}

/** Lets pending promise callbacks run, without any time passing. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 50; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

export class Caller {
  readonly channel = new FakeChannel();
  readonly term: Terminal;
  readonly ctx: CallerContext;
  private presence: Promise<PresenceSession> | undefined;

  constructor(
    readonly board: Board,
    readonly name: string,
    options: { caps?: TerminalCaps; sysop?: boolean; node?: number } = {},
  ) {
    this.term = createTerminal(this.channel, { ...(options.caps ?? CP437) }, { clock: board.clock });
    this.ctx = {
      term: this.term,
      keys: new KeyReader(this.term, board.clock),
      art,
      clock: board.clock,
      logger: silentLogger,
      player: name,
      sysop: options.sysop ?? false,
      node: options.node ?? 1,
      service: async () => board.service,
      presence: () => (this.presence ??= board.service.presence.connect(name, String(options.node ?? 1))),
    };
  }

  get ansi(): boolean {
    return this.term.caps.ansi;
  }

  /** Where the output stands now, to wait for text written after it. */
  mark(): number {
    return this.channel.output().length;
  }

  text(from = 0): string {
    return this.channel.since(from).toString('latin1');
  }

  type(keys: string): void {
    this.channel.type(keys);
  }

  /** Waits until `text` is written after `from`; fails with what the screen shows when it never comes. */
  async see(text: string, from = 0): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const missing = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`"${text}" never came; the screen shows:\n${this.screen().text()}`)), SEE_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.channel.waitForText(text, from), missing]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** What the caller's screen shows now. */
  screen(): VirtualScreen {
    const screen = new VirtualScreen(80, this.term.caps.rows);
    screen.feed(this.channel.output());
    return screen;
  }

  /** The hotkey a menu on screen gives the choice labelled `label` ("3) Label" on the screen). */
  hotkey(label: string): string {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const found = new RegExp(`([0-9a-z])\\) +${escaped}`).exec(this.screen().text());
    if (!found?.[1]) throw new Error(`no choice "${label}" on the screen:\n${this.screen().text()}`);
    return found[1];
  }

  /** Waits for a menu drawn after `from`, then presses the key of its choice `label`. */
  async pick(label: string, from = 0): Promise<void> {
    await this.see(MENU_FOOTER, from);
    await settle();
    this.type(this.hotkey(label));
  }

  async run(screen: CallerScreen): Promise<void> {
    await screen(this.ctx);
  }

  /** Takes the caller off the online list. */
  async leave(): Promise<void> {
    await (await this.presence)?.close();
  }
}

/** Every screenful fits 80x24: the bottom-right cell untouched, no scrolling, no leaning on the wrap. */
export function expectFits(screen: VirtualScreen): void {
  expect(screen.bottomRightWritten, 'wrote the bottom-right cell').toBe(false);
  expect(screen.ambiguousWraps, 'leaned on the wrap after column 80').toBe(0);
}

export function expectPlainAscii(bytes: Buffer): void {
  expect(bytes.includes(0x1b), 'an escape in ASCII mode').toBe(false);
  expect([...bytes].every((b) => b < 0x80), 'a byte above 0x7F in ASCII mode').toBe(true);
}

/** The output ends in the terminal's default colours (or in plain text). */
export function expectDefaultColoursAtEnd(text: string): void {
  const last = text.lastIndexOf('\x1b[');
  if (last < 0) return;
  const sgr = /\x1b\[([0-9;]*)m/g;
  let final = '';
  for (const match of text.matchAll(sgr)) final = match[1] ?? '';
  expect(['', '0'], `the last colour set was ESC[${final}m`).toContain(final);
}

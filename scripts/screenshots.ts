// `npm run screenshots`: pictures of every main screen for the README. A scripted caller plays one
// call in process (the screens, the game service over a memory store, a fake clock, a fixed seed, so
// every run shows the same night): the title, the menus, a new table, a whole game against an
// automaton, the Advertiser, mail and the hall of fame, and goodbye. Each screen, as the caller's
// 80x24 terminal shows it, is written to docs/screens/NAME.ans in CP437 ANSI, then drawn by ansilove
// into NAME.png (80 columns, iCE colours off). Run by hand; ansilove must be on the PATH.
//
// The .ans files hold each screen whole, not the bytes that drew it: on the line a screen is sent as
// the cells that changed since the last one (with erases to the end of the line, which ansilove does
// not draw), so the bytes alone are not a picture. The screen is read back from those bytes by the
// tests' VirtualScreen, then written out row by row.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readVersion } from '../src/commands/version.js';
import { ART_AUTHOR } from '../src/screens/art/compile.js';
import { buildSauce } from '../src/screens/art/sauce.js';
import { runMainFlow } from '../src/screens/main-flow.js';
import { encodeCp437 } from '../src/term/cp437.js';
import type { FakeClock } from '../src/support/fake-clock.js';
import { createTerminal } from '../src/term/terminal.js';
import { FakeChannel } from '../tests/support/fake-channel.js';
import { REPO_ROOT } from '../tests/support/door-process.js';
import type { VirtualScreen } from '../tests/support/virtual-screen.js';
import { settleAsync } from '../tests/service/helpers/async.js';
import { art, CP437, world } from '../tests/screens/play/support.js';
import { ScreenLine } from '../tests/e2e/support/screen-line.js';
import { atTableDecision, lastLines, menuKey, whatTheScreenAsks } from '../tests/e2e/support/table-driver.js';

/** A night with a fight, a gate walked through and an end, under the Enter-and-gates play below. */
const SEED = process.env['SCREENSHOT_SEED'] ?? 'miskatonic';
const OUT = join(REPO_ROOT, 'docs', 'screens');
const PLAYER = 'Armitage';
/** Fake time given to a screen that is busy telling something. */
const STEP_MS = 250;
const MAX_STEPS = 200_000;
/** The SAUCE date, fixed so every run writes the same files. */
const SAUCE_DATE = '20261129';

/**
 * The screen as a standalone ANSI file: each row placed absolutely, so no renderer's wrap rule
 * matters, and the last row always drawn (a blank at least), so every picture is 24 rows high.
 */
function screenAnsi(screen: VirtualScreen): Buffer {
  let out = '\x1b[0m\x1b[2J';
  for (let row = 1; row <= screen.rows; row += 1) {
    const cells = Array.from({ length: screen.cols }, (_, k) => screen.cell(row, k + 1));
    let end = cells.length;
    while (end > 0 && cells[end - 1]?.ch === ' ' && cells[end - 1]?.bg === null) end -= 1;
    if (end === 0 && row === screen.rows) end = 1;
    if (end === 0) continue;
    out += `\x1b[${row};1H`;
    let pen = '';
    for (const cell of cells.slice(0, end)) {
      const sgr = `\x1b[0${cell.bold ? ';1' : ''}${cell.fg === null ? '' : `;${cell.fg}`}${cell.bg === null ? '' : `;${cell.bg}`}m`;
      if (sgr !== pen) out += sgr;
      pen = sgr;
      out += cell.ch;
    }
  }
  return encodeCp437(`${out}\x1b[0m`);
}

/** A screen's file: its ANSI, then a SAUCE record saying 80x24 and no iCE colours (flags 0). */
function ansFile(name: string, ansi: Buffer): Buffer {
  const sauce = buildSauce({ title: `Arkham Door - ${name}`, author: ART_AUTHOR, group: 'arkham-door', date: SAUCE_DATE, fileSize: ansi.length, width: 80, height: 24 });
  return Buffer.concat([ansi, sauce]);
}

/** One caller on the in-process board, seen through a ScreenLine as the e2e tests see a wire. */
class Call {
  readonly channel = new FakeChannel();
  readonly line = new ScreenLine(
    // A telnet line's CR LF is one Enter (RFC 854); the transport does that, and here there is none.
    (bytes) => this.channel.type(bytes.toString('latin1').replace(/\r\n/g, '\r')),
    () => this.channel.hangUp(),
  );
  private fed = 0;
  readonly shots = new Set<string>();

  constructor(private readonly clock: FakeClock) {}

  /** Lets fake time pass: a tale goes on at its pace, a wait runs down. */
  pass(ms = STEP_MS): void {
    this.clock.advance(ms);
  }

  /** Lets the screens run, then shows the line what they wrote. */
  async settle(): Promise<void> {
    await settleAsync(10);
    const output = this.channel.output();
    if (output.length > this.fed) this.line.receive(output.subarray(this.fed));
    this.fed = output.length;
  }

  /** Waits (in fake time) until `seen` holds for what the caller sees. */
  async until(seen: (text: string) => boolean, what: string): Promise<void> {
    for (let step = 0; step < MAX_STEPS; step += 1) {
      await this.settle();
      if (seen(this.line.screen.text())) return;
      this.pass();
    }
    throw new Error(`never saw ${what}; the screen shows:\n${this.line.screen.text()}`);
  }

  /** Types `key`, then waits until the screen answers it (and, given `shows`, shows those words). */
  async press(key: string, shows?: string): Promise<void> {
    const mark = this.line.data.length;
    this.line.type(key);
    await this.until((text) => this.line.data.length > mark && (shows === undefined || text.includes(shows)), shows ?? `an answer to ${JSON.stringify(key)}`);
    await this.settle();
  }

  /** Keeps what the screen shows now (or `ansi`, kept earlier) as docs/screens/NAME.ans. */
  shot(name: string, ansi: Buffer = screenAnsi(this.line.screen)): void {
    writeFileSync(join(OUT, `${name}.ans`), ansFile(name, ansi));
    this.shots.add(name);
  }
}

/** The hotkey of the first option on screen whose line says `words` ("3) Library ... a gate"). */
function hotkeyFor(screen: VirtualScreen, words: RegExp): string | undefined {
  for (let row = 1; row <= screen.rows; row += 1) {
    const found = /^\*?\s*([0-9a-z])\) (.*)$/.exec(screen.rowText(row));
    if (found?.[2] !== undefined && words.test(found[2])) return found[1];
  }
  return undefined;
}

/** Screens caught in the middle of the game: the words on them that say which is which. */
const TALES: ReadonlyArray<{ name: string; shows: RegExp }> = [
  { name: 'combat', shows: /fights the/ },
  // Out in an Other World, its screen says what the next turn brings.
  { name: 'other-world', shows: /Next turn: |A brief visit: / },
  // An encounter at a location of Arkham, its picture beside it.
  { name: 'encounter', shows: /\bAt (the )?[A-Z][\w' ]+, a [1-6]: / },
];

/** Plays the table to its end: Enter for each decision, but a walk to a gate (and through it) when one is in reach. */
async function playTheNight(call: Call): Promise<void> {
  const { line } = call;
  // The last screen of a tale that shows what a picture wants, kept until the tale is whole.
  const pending = new Map<string, Buffer>();
  for (let step = 0; step < MAX_STEPS; step += 1) {
    await call.settle();
    const ask = whatTheScreenAsks(line, true);
    const text = line.screen.text();
    for (const { name, shows } of TALES) {
      if (call.shots.has(name) || !shows.test(text)) continue;
      if (ask === 'tale') pending.set(name, screenAnsi(line.screen));
      else if (ask === 'menu') call.shot(name);
    }
    if (ask !== 'tale') {
      for (const [name, ansi] of pending) if (!call.shots.has(name)) call.shot(name, ansi);
      pending.clear();
    }
    if (ask === 'game-over') return;
    // A roll that cannot succeed asks first: the night goes on, hopeless or not.
    if (/Y\/N\s*$/.test(line.screen.rowText(line.screen.rows).trimEnd()) || /try anyway\? Y\/N/.test(text)) {
      await call.press('y');
      continue;
    }
    if (ask === 'any-key') {
      await call.press('\r');
      continue;
    }
    if (ask !== 'menu') {
      call.pass();
      continue;
    }
    if (atTableDecision(line, true) && text.includes('Where does') && !call.shots.has('table')) {
      call.shot('table');
      await call.press('s', 'what the cards do');
      call.shot('sheet');
      while (!atTableDecision(line, true)) await call.press('\r');
      await call.press('m', 'look at a place');
      call.shot('map');
      await call.press('\r');
      while (!atTableDecision(line, true)) await call.press('\r');
    }
    const gate = atTableDecision(line, true) ? hotkeyFor(line.screen, /a gate|through the gate|into the gate/) : undefined;
    await call.press(gate ?? menuKey(lastLines(line, true)[0] ?? ''));
  }
  throw new Error(`the night never ended; the screen shows:\n${line.screen.text()}`);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const w = world(SEED);
  await w.service.mail.send('Wilmarth', PLAYER, 'Lights on the hills', 'Armitage, the lights were back on Round Mountain last night. I mean to walk out there once the snow lets up. If you hear nothing from me by Thursday, do not come looking. - Albert');
  const call = new Call(w.clock);
  const term = createTerminal(call.channel, { ...CP437 }, { clock: w.clock });
  const done = runMainFlow(term, { aliasName: PLAYER, node: 1, timeLeftSeconds: 0, version: readVersion(REPO_ROOT), art, clock: w.clock, service: async () => w.service });

  await call.until((text) => text.includes('press any key'), 'the title');
  call.shot('title');
  await call.press(' ', 'Your choice');
  call.shot('main-menu');
  await call.press('i', '[?] help');
  await call.press('\r');
  call.shot('help');
  await call.press('q', 'Your choice');

  await call.press('p', 'any key');
  call.shot('first-visit');
  await call.press('\r', 'The tables of Arkham');
  call.shot('lobby');
  await call.press('n', 'Name of the table');
  await call.press('The Silver Key\r\n', 'How many seats');
  await call.press('\r', 'Who takes the other seats');
  await call.press('\r', 'How long does each turn wait');
  await call.press('\r', 'In what order');
  await call.press('\r', 'The rules of this table');
  call.shot('new-game');
  await call.press('\r', 'Choose your first investigator');
  call.shot('pick-investigator');
  await call.press(hotkeyFor(call.line.screen, /Librarian|Professor/) ?? '1', 'Choose your second investigator');
  await call.press('\r');
  await playTheNight(call);
  call.shot('game-over');

  await call.press('\r', 'The tables of Arkham');
  await call.press('x', 'Your choice');
  await call.press('n', '[?] help');
  await call.press('1', 'Your choice');
  call.shot('advertiser');
  await call.press('q', '[?] help');
  await call.press('\r', 'Your choice');
  await call.press('m', '[?] help');
  call.shot('mail');
  await call.press('\r', 'Your choice');
  await call.press('f', 'Your choice');
  call.shot('hall-of-fame');
  await call.press('q', 'Your choice');
  await call.press('q', 'Farewell');
  call.shot('goodbye');
  await done;

  for (const name of call.shots) {
    const drawn = spawnSync('ansilove', ['-q', '-c', '80', '-o', join(OUT, `${name}.png`), join(OUT, `${name}.ans`)], { encoding: 'utf8' });
    if (drawn.error || drawn.status !== 0) throw new Error(`ansilove could not draw ${name} (is it on the PATH?): ${drawn.error?.message ?? drawn.stderr}`);
  }
  process.stdout.write(`${call.shots.size} screens in docs/screens: ${[...call.shots].join(', ')}\n`);
}

await main();

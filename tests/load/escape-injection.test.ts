// Hostile text from one caller must reach every other caller as harmless text: names typed at sign-up
// on the real wire, and names, game titles, mail and pages handed to the service, shown by the who's
// online screen, the listing, the Advertiser, the hall of fame, the bulletins and the game narration.
// Only the renderers' own escapes may reach a terminal (tests/load/support/wire-safety.ts).
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { heuristicBot } from '../../src/rulesets/classic/bots/index.js';
import { defaultConfig } from '../../src/config/config.js';
import { seedRng } from '../../src/engine/index.js';
import { LOGIN_TEXT } from '../../src/screens/login.js';
import { recordBlocks } from '../../src/screens/play/record-blocks.js';
import { gamesBulletin } from '../../src/service/bulletins/games-bulletin.js';
import { renderAnsi, renderText } from '../../src/service/bulletins/layout.js';
import { newsBulletin } from '../../src/service/bulletins/news-bulletin.js';
import { scoresBulletin } from '../../src/service/bulletins/scores-bulletin.js';
import type { GameDoc, LogRecord } from '../../src/service/game-doc.js';
import { ArkhamService } from '../../src/service/service.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { toPlainText } from '../../src/support/plain-text.js';
import { createTerminal } from '../../src/term/terminal.js';
import type { Charset } from '../../src/term/types.js';
import { CallerLine } from '../../scripts/load/caller-line.js';
import { SCREEN_TEXT } from '../../scripts/load/caller-script.js';
import { pause } from '../../scripts/load/seeded.js';
import { startServe, type ServeProcess } from '../../scripts/load/serve-process.js';
import { screenFault } from '../fuzz/support/terminal-safety.js';
import { clientHello } from '../fuzz/support/telnet-wire.js';
import { shippedContent } from '../service/helpers/game-fixture.js';
import { FakeChannel } from '../support/fake-channel.js';
import { doorBuilt } from '../support/door-process.js';
import { textFaults, wireFaults } from './support/wire-safety.js';
import { classicState } from '../../src/service/table-engine.js';

/** Hostile text as a caller or a BBS might hand it over, each with what it tries. */
const HOSTILE: ReadonlyArray<readonly [what: string, text: string]> = [
  ['ESC c (reset the terminal)', 'Evil\x1bcName'],
  ['CSI (clear the screen, colour)', 'Evil\x1b[2J\x1b[31mName'],
  ['OSC 0 (window title)', 'Evil\x1b]0;evil\x07Name'],
  ['OSC 52 (clipboard)', 'Evil\x1b]52;c;ZXZpbA==\x07Name'],
  ['DCS', 'Evil\x1bP1$r\x1b\\Name'],
  ['8-bit CSI (C1 0x9B)', 'Evil\u009b2JName'],
  ['CR LF', 'Evil\r\nName'],
  ['BEL', 'Evil\x07Name'],
  ['backspaces', 'Evil\b\b\b\bName'],
  ['NUL and DEL', 'Evil\x00\x7fName'],
  ['CP437 high bytes read as Latin-1', `Evil${Buffer.from([0x80, 0x9b, 0xb0, 0xdb, 0xfe, 0xff]).toString('latin1')}Name`],
  ['invalid UTF-8', `Evil${Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xff]).toString('utf8')}Name`],
  ['overlong UTF-8 read as Latin-1', `Evil${Buffer.from([0xc0, 0x9b, 0xe0, 0x80, 0x9b]).toString('latin1')}Name`],
  ['bidi override', 'Evil\u202eemaN'],
  ['CP437 pictures sent as C0 bytes (♣ ENQ, ‼ XOFF, ◄ XON, → SUB)', 'Evil♣‼◄→Name'],
  ['CP437 picture sent as DEL (⌂)', 'Evil⌂Name'],
];

const VICTIM = 'Victim';

/** What hostile callers type at "Choose a name" on the real wire, each from a terminal of its charset. */
const WIRE_ATTACKS: ReadonlyArray<{ what: string; charset: Charset; typed: Buffer }> = [
  { what: 'CSI', charset: 'cp437', typed: Buffer.from('Evil1\x1b[2J\x1b[31mName', 'latin1') },
  { what: 'OSC window title', charset: 'utf8', typed: Buffer.from('Evil2\x1b]0;evil\x07Name', 'latin1') },
  { what: 'C1 CSI as the byte 0x9B', charset: 'cp437', typed: Buffer.from('Evil3\x9bName', 'latin1') },
  { what: 'C1 CSI in UTF-8', charset: 'utf8', typed: Buffer.from('Evil4\u009b2JName', 'utf8') },
  { what: 'BEL and backspaces', charset: 'cp437', typed: Buffer.from('Evil5\x07\x08\x08XYName', 'latin1') },
  { what: 'CP437 high bytes', charset: 'cp437', typed: Buffer.from('Evil6\xb0\xdb\xfe\x80', 'latin1') },
  { what: 'invalid UTF-8', charset: 'utf8', typed: Buffer.from([...Buffer.from('Evil7'), 0xc3, 0x28, 0xff, 0xa0, ...Buffer.from('Name')]) },
  { what: 'overlong UTF-8 ESC and CSI', charset: 'utf8', typed: Buffer.from([...Buffer.from('Evil8'), 0xc0, 0x9b, 0xe0, 0x80, 0x9b, ...Buffer.from('Name')]) },
  { what: 'bidi override', charset: 'utf8', typed: Buffer.from('Evil9\u202eemaN', 'utf8') },
  { what: 'CP437 pictures sent as C0 bytes', charset: 'utf8', typed: Buffer.from('Evil0♣‼◄→Name', 'utf8') },
];
/** The who's online screen's heading (src/screens/who/who-words.ts). */
const WHO_HEADING = 'Who walks Arkham tonight';
const IAC = 0xff;
const QUIET_MS = 400;

/** A terminal's bytes for `lines`, as a caller with `charset` would receive them. */
function throughTerminal(lines: readonly string[], charset: Charset): Buffer {
  const channel = new FakeChannel();
  const term = createTerminal(channel, { charset, ansi: true, cols: 80, rows: 24 }, { clock: new FakeClock() });
  for (const line of lines) term.write(`\x1b[0;36m${line}\x1b[0m\r\n`);
  term.flush();
  return channel.output();
}

/** Every string anywhere in `value`, with where it was found. */
function stringsIn(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsIn(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsIn(item, `${path}.${key}`));
  return [];
}

/** Strings that would do something on a terminal (mail bodies keep their line breaks, one per line). */
function unsafeStrings(value: unknown): string[] {
  return stringsIn(value).flatMap(([path, text]) =>
    text.split('\n').flatMap((line) => textFaults(line).map((fault) => `${path}: ${fault}`)),
  );
}

/** RFC 854: a data byte 0xFF goes on the wire as IAC IAC. */
function telnetEscaped(bytes: Buffer): Buffer {
  return Buffer.from([...bytes].flatMap((byte) => (byte === IAC ? [IAC, IAC] : [byte])));
}

/** Opens a line as a terminal of `charset` would: xterm says UTF-8; refusing the terminal type means CP437. */
function dial(port: number, charset: Charset): Promise<CallerLine> {
  return CallerLine.connect(port, charset === 'utf8' ? clientHello('xterm') : undefined);
}

async function untilQuiet(line: CallerLine): Promise<void> {
  for (let seen = -1; seen !== line.screen.length; ) {
    seen = line.screen.length;
    await pause(QUIET_MS);
  }
}

/** Types `typed` as the name of a new investigator; 'in' once the caller is at the main menu. */
async function signUpAs(line: CallerLine, typed: Buffer, password: string): Promise<'in' | 'refused'> {
  const timeout = 20_000;
  await line.expect(SCREEN_TEXT.loginChoice, 'the login menu', timeout);
  line.mark();
  line.type('n');
  await line.expect(LOGIN_TEXT.newName, 'the name field', timeout);
  line.mark();
  line.type(telnetEscaped(Buffer.concat([typed, Buffer.from('\r\n')])).toString('latin1'));
  // The name problems all start "A name" (src/screens/login.ts).
  await line.expect(/Choose a password|A name /, 'the password field or a name problem', timeout);
  if (!line.screen.includes(LOGIN_TEXT.newPassword)) return 'refused';
  line.type(`${password}\r\n`);
  await line.expect(LOGIN_TEXT.again, 'the second password field', timeout);
  line.type(`${password}\r\n`);
  await line.expect(SCREEN_TEXT.title, 'the title', timeout);
  line.mark();
  line.type(' ');
  await line.expect('Your choice', 'the main menu', timeout);
  return 'in';
}

/** Opens the who's online screen (which also puts the caller on the list); resolves with what came. */
async function lookWhoIsOnline(line: CallerLine): Promise<Buffer> {
  await untilQuiet(line);
  line.mark();
  line.type('w');
  await line.expect(WHO_HEADING, "the who's online screen", 20_000);
  await untilQuiet(line);
  return Buffer.from(line.screen, 'latin1');
}

describe.skipIf(!doorBuilt())('escape injection: names typed at sign-up on the real wire', () => {
  let serve: ServeProcess | undefined;
  const lines: CallerLine[] = [];
  afterAll(async () => {
    for (const line of lines) line.hangUp();
    await serve?.stop();
    if (serve) rmSync(serve.home, { recursive: true, force: true });
  });

  it("hostile names are refused or cleaned, and other callers' who's online shows them as plain text", async () => {
    serve = await startServe();
    const { port } = serve;
    const outcomes: string[] = [];
    for (const [i, attack] of WIRE_ATTACKS.entries()) {
      const line = await dial(port, attack.charset);
      lines.push(line);
      const outcome = await signUpAs(line, attack.typed, `hostile ${i} password`);
      outcomes.push(`${attack.what}: ${outcome}`);
      // Once in, the who's online screen lists them for everyone, and they stay there.
      if (outcome === 'in') await lookWhoIsOnline(line);
    }
    for (const charset of ['cp437', 'utf8'] as const) {
      const line = await dial(port, charset);
      lines.push(line);
      expect(await signUpAs(line, Buffer.from(`${VICTIM}${charset}`), 'the victim password')).toBe('in');
      const seen = await lookWhoIsOnline(line);
      expect(wireFaults(seen, { charset, telnet: true, cursor: true }), `what the ${charset} victim received`).toEqual([]);
      expect(seen.toString('latin1'), `${charset}: ${outcomes.join('; ')}`).toMatch(/Evil\d/);
    }
    for (const line of lines) line.hangUp();
    await serve.stop();

    // What was stored is plain text too (the who's online list above is drawn from it).
    const store = await NedbStore.open({ home: serve.home });
    const names = (await store.findDocs<{ name: string }>('accounts', {})).map(({ doc }) => doc.name);
    await store.close();
    expect(names.filter((name) => name.startsWith('Evi')).length, outcomes.join('; ')).toBeGreaterThan(0);
    for (const name of names) {
      expect(textFaults(name), name).toEqual([]);
      expect(toPlainText(name), name).toBe(name);
    }
  }, 120_000);
});

describe('escape injection: the service and its renderers', () => {
  it('the oracles catch what they look for', () => {
    const screen = { charset: 'utf8', telnet: false, cursor: true } as const;
    expect(wireFaults(Buffer.from('a\x1b]0;evil\x07b', 'latin1'), screen)).not.toEqual([]);
    expect(wireFaults(Buffer.from('a\u009b2Jb', 'utf8'), screen)).not.toEqual([]);
    expect(wireFaults(Buffer.from('a\x1bcb', 'latin1'), screen)).not.toEqual([]);
    expect(wireFaults(Buffer.from('a\x07b', 'latin1'), screen)).not.toEqual([]);
    expect(wireFaults(Buffer.from('a\x1b[2Jb', 'latin1'), { ...screen, cursor: false })).not.toEqual([]);
    expect(wireFaults(Buffer.from('\x1b[1;33ma\x1b[5;1Hb\r\n', 'latin1'), screen)).toEqual([]);
    expect(wireFaults(Buffer.from([IAC, 251, 1, 0x41, IAC, IAC]), { charset: 'cp437', telnet: true, cursor: true })).toEqual([]);
    expect(textFaults('a\x1bb')).not.toEqual([]);
    expect(textFaults('a♣b')).not.toEqual([]);
    expect(textFaults('a⌂b')).not.toEqual([]);
    expect(textFaults('a é█░← b')).toEqual([]);
  });

  it('toPlainText leaves nothing a terminal acts on, and a second pass changes nothing', () => {
    for (const [what, text] of HOSTILE) {
      const plain = toPlainText(text);
      expect(screenFault(plain), what).toBeUndefined();
      expect(toPlainText(plain), what).toBe(plain);
      expect(plain, what).toMatch(/^Evil/);
    }
  });

  it('names, titles, mail, nodes and pages come out of the service as harmless text', async () => {
    const clock = new FakeClock();
    const service = new ArkhamService({ store: new MemoryStore(), content: shippedContent(), clock, logger: silentLogger, config: { ...defaultConfig(), game: { ...defaultConfig().game, maxGames: 1000 } } });
    const victim = await service.presence.connect(VICTIM, '1');
    for (const [, text] of HOSTILE) {
      await service.games.create(text, { title: text, maxPlayers: 2 });
      await service.mail.send(text, VICTIM, text, `${text}\n${text}\r\n${text}`);
      await service.presence.connect(text, text);
      await service.presence.page(text, VICTIM, text);
    }
    await service.presence.collectPages();
    const inbox = await service.mail.inbox(VICTIM);
    const shown = {
      games: await service.games.list(),
      inbox,
      letters: await Promise.all(inbox.map((mail) => service.mail.read(VICTIM, mail.id))),
      online: await service.presence.online(),
      pages: victim.takePages(),
    };
    expect(shown.games).toHaveLength(HOSTILE.length);
    expect(shown.inbox).toHaveLength(HOSTILE.length);
    expect(shown.pages).toHaveLength(HOSTILE.length);
    expect(unsafeStrings(shown)).toEqual([]);
    const bulletin = gamesBulletin(shown.games, 'Arkham BBS', clock.now());
    expect(wireFaults(renderAnsi(bulletin), { charset: 'cp437', telnet: false, cursor: false })).toEqual([]);
    expect(wireFaults(renderText(bulletin), { charset: 'cp437', telnet: false, cursor: false })).toEqual([]);
  });

  it('a hostile player and title through a whole game: narration, news, hall of fame and bulletins stay harmless', async () => {
    for (const [what, text] of HOSTILE.filter(([what]) => /OSC 52|C1|Latin-1/.test(what))) {
      const { service, records } = await playedGame(text);
      const blocks = recordBlocks(records, { content: shippedContent(), playerName: (id) => toPlainText(id, 30) });
      const lines = blocks.flatMap((block) => [...(block.heading === null ? [] : [block.heading]), ...block.lines]);
      expect(lines.join('\n'), what).toMatch(/Evil/);
      for (const charset of ['cp437', 'utf8'] as const) {
        expect(wireFaults(throughTerminal(lines, charset), { charset, telnet: false, cursor: true }), `${what} narration, ${charset}`).toEqual([]);
      }
      const issues = await service.news.issuesOf((await service.news.page(0, 1000)).heads);
      const standings = await service.hall.standings();
      expect(issues.length, what).toBeGreaterThan(0);
      expect(standings.length, what).toBeGreaterThan(0);
      expect(unsafeStrings({ issues, standings }), what).toEqual([]);
      for (const page of [newsBulletin(issues, 'Arkham BBS'), scoresBulletin(standings, 'Arkham BBS'), gamesBulletin(await service.games.list(), 'Arkham BBS', 0)]) {
        expect(wireFaults(renderAnsi(page), { charset: 'cp437', telnet: false, cursor: false }), what).toEqual([]);
        expect(wireFaults(renderText(page), { charset: 'cp437', telnet: false, cursor: false }), what).toEqual([]);
      }
    }
  }, 60_000);
});

/** A two-seat game created by `player` under the title `player`, played to its end by the heuristic bot's choices. */
async function playedGame(player: string): Promise<{ service: ArkhamService; records: LogRecord[] }> {
  const clock = new FakeClock();
  const store = new MemoryStore();
  const service = new ArkhamService({ store, content: shippedContent(), clock, logger: silentLogger, config: defaultConfig(), newGameId: () => 'hostile', newSeed: () => 'hostile' });
  const mind = seedRng('hostile:mind');
  const created = await service.games.create(player, { title: player, maxPlayers: 2, deadlineMinutes: 14 * 24 * 60 });
  const name = created.seats[0]?.player ?? '';
  await service.games.start('hostile', name, { fillWithBots: true });
  for (let answers = 0; answers < 5_000; answers += 1) {
    const view = await service.games.view('hostile', name);
    const first = view.prompts[0];
    const state = (await store.readGame<GameDoc>('hostile'))?.engine;
    if (!first || !state) break;
    await service.games.answer('hostile', name, { promptId: first.prompt.id, optionId: heuristicBot(first.prompt, classicState(state), shippedContent(), mind), version: view.stateVersion });
    clock.advance(60 * 60_000);
  }
  return { service, records: [...(await store.readArchive<LogRecord>('hostile')), ...((await store.readGame<GameDoc>('hostile'))?.log ?? [])] };
}

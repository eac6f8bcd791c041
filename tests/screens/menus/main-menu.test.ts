// The main menu with the game service behind it: each item leads to its screen; unread mail and pages
// show on the status line; the caller is online from the title on, at every screen, and off the list once the
// call ends, by Q or by hanging up; the sysop's desk is the sysop's alone; the terminal ends in its
// default colours; ASCII mode never sends an escape.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Accounts } from '../../../src/service/accounts/accounts.js';
import { MESSAGES, runMainFlow, type MainFlowContext } from '../../../src/screens/main-flow.js';
import { silentLogger } from '../../../src/support/logger.js';
import { SessionEnded, type TerminalCaps } from '../../../src/term/types.js';
import { art, ASCII, board, Caller, expectDefaultColoursAtEnd, expectFits, expectPlainAscii, settle, type Board } from './support.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A caller through the whole main flow: title, menu, screens, goodbye. */
function call(world: Board, name: string, options: { caps?: TerminalCaps; sysop?: boolean; flow?: Partial<MainFlowContext> } = {}) {
  const caller = new Caller(world, name, { ...(options.caps ? { caps: options.caps } : {}), ...(options.sysop ? { sysop: true } : {}), node: 4 });
  const dir = mkdtempSync(join(tmpdir(), 'ad-main-menu-'));
  dirs.push(dir);
  const done = runMainFlow(caller.term, {
    aliasName: name,
    sysop: options.sysop ?? false,
    node: 4,
    timeLeftSeconds: 3600,
    version: '0.1.0',
    art,
    clock: world.clock,
    logger: silentLogger,
    service: async () => world.service,
    exportDir: join(dir, 'exports'),
    ...options.flow,
  });
  return { caller, done };
}

async function atMenu(caller: Caller, from = 0): Promise<void> {
  await caller.see('Your choice', from);
  await settle();
}

async function online(world: Board): Promise<string[]> {
  return (await world.service.presence.online()).map((player) => player.name);
}

describe('the main menu', () => {
  it('leads to each screen and back, and the caller is online from the title on, at every screen', async () => {
    const world = board();
    const { caller, done } = call(world, 'Ann');
    await caller.see('press any key');
    await settle();
    expect(await online(world)).toEqual(['Ann']);
    caller.type(' ');
    await atMenu(caller);
    expect(await online(world)).toEqual(['Ann']);
    for (const [key, shows] of [
      ['n', 'No news yet'],
      ['f', 'H A L L'],
      ['w', 'Who walks Arkham tonight'],
      ['m', 'Your mail'],
      ['i', 'How Arkham plays'],
    ] as const) {
      const mark = caller.mark();
      caller.type(key);
      await caller.see(shows, mark);
      await settle();
      expectFits(caller.screen());
      expect(await online(world), `online at ${shows}`).toEqual(['Ann']);
      const leave = caller.mark();
      if (key === 'n') caller.type(' ');
      else if (key === 'f') caller.type('q');
      else caller.type(caller.hotkey('Back to the main menu'));
      await atMenu(caller, leave);
    }
    expect(await online(world)).toEqual(['Ann']);
    caller.type('q');
    await done;
    expect(await online(world)).toEqual([]);
    expect(caller.text()).toContain('Farewell, ');
    // The session ends the terminal after the main flow (door/run-session.ts).
    caller.term.end('quit');
    expectDefaultColoursAtEnd(caller.text());
  });

  it('shows unread mail on the status line, and a page that arrives at the menu', async () => {
    const world = board();
    await world.service.mail.send('Bob', 'Ann', 'The lodge', 'Tonight.');
    // As caller-flow.ts does it: counted without opening the game service.
    const { caller, done } = call(world, 'Ann', { flow: { unreadMail: () => world.service.mail.unread('Ann') } });
    await caller.see('press any key');
    caller.type(' ');
    await caller.see('A letter waits for you, unread: press M.');
    let mark = caller.mark();
    caller.type('w');
    await caller.pick('Back to the main menu', mark);
    await caller.see('Your choice', mark);
    await world.service.presence.page('Bob', 'Ann', 'Come to the \x1b[31mlodge');
    mark = caller.mark();
    world.clock.advance(2_000);
    await caller.see('Page from Bob: Come to the lodge', mark);
    expect(caller.screen().rowText(19)).toBe('   Page from Bob: Come to the lodge');
    caller.type('q');
    await done;
  });

  it('a page too long for the status line ends between words, saying where to read it whole', async () => {
    const world = board();
    const { caller, done } = call(world, 'Ann');
    await caller.see('press any key');
    caller.type(' ');
    await caller.see('Your choice');
    // Once on the who screen, the caller is on the online list (as the test above does it).
    const back = caller.mark();
    caller.type('w');
    await caller.pick('Back to the main menu', back);
    await caller.see('Your choice', back);
    const text = 'The gate at the Unvisited Isle stands open and three Ghouls guard it; come by the river road tonight.';
    await world.service.presence.page('Bob', 'Ann', text);
    const mark = caller.mark();
    world.clock.advance(2_000);
    await caller.see('(W reads it all)', mark);
    const row = caller.screen().rowText(19).trim();
    expect(row).toMatch(/^Page from Bob: The gate at the .*[a-z]\.\.\. \(W reads it all\)$/);
    expect(`Page from Bob: ${text}`.startsWith(row.replace(/\.\.\. \(W reads it all\)$/, ''))).toBe(true);
    caller.type('q');
    await done;
  });

  it('takes the caller off the online list when they hang up', async () => {
    const world = board();
    const { caller, done } = call(world, 'Ann');
    await caller.see('press any key');
    caller.type(' ');
    await atMenu(caller);
    caller.type('w');
    await caller.see('Who walks Arkham tonight');
    expect(await online(world)).toEqual(['Ann']);
    caller.channel.hangUp('remote-closed');
    await expect(done).rejects.toBeInstanceOf(SessionEnded);
    expect(await online(world)).toEqual([]);
  });

  it("shows the sysop's desk to the sysop alone", async () => {
    const world = board();
    const ann = call(world, 'Ann');
    await ann.caller.see('press any key');
    ann.caller.type(' ');
    await atMenu(ann.caller);
    expect(ann.caller.screen().text()).not.toContain('[S]');
    const mark = ann.caller.mark();
    ann.caller.type('s');
    await settle();
    expect(ann.caller.mark()).toBe(mark);
    ann.caller.type('q');
    await ann.done;

    const sysop = call(world, 'Armitage', { sysop: true });
    await sysop.caller.see('press any key');
    sysop.caller.type(' ');
    await atMenu(sysop.caller);
    const menu = sysop.caller.screen();
    expectFits(menu);
    expect(menu.text()).toContain("[S]  Sysop's desk");
    expect(menu.text()).toContain('Armitage (sysop)');
    sysop.caller.type('s');
    await sysop.caller.see("The sysop's desk");
    const back = sysop.caller.mark();
    sysop.caller.type('\r');
    await atMenu(sysop.caller, back);
    sysop.caller.type('q');
    await sysop.done;
  });

  it('lists a door caller from the title on, under the name the door settled on, not the bare alias', async () => {
    const world = board();
    let named: (name: string) => void = () => undefined;
    const settled = new Promise<string>((resolve) => (named = resolve));
    const door = call(world, 'Zed', { flow: { playerName: () => settled, line: '3 via BBS' } });
    await door.caller.see('press any key');
    await settle();
    expect(await online(world)).toEqual([]);
    named('Zed@BBS');
    await settle();
    expect((await world.service.presence.online()).map((p) => [p.name, p.node])).toEqual([['Zed@BBS', '3 via BBS']]);
    door.caller.type(' ');
    await atMenu(door.caller);
    door.caller.type('q');
    await door.done;
    expect(await online(world)).toEqual([]);
  });

  it('never lists a door caller who hangs up at the title before the door settled their name', async () => {
    const world = board();
    let named: (name: string) => void = () => undefined;
    const settled = new Promise<string>((resolve) => (named = resolve));
    const door = call(world, 'Zed', { flow: { playerName: () => settled } });
    await door.caller.see('press any key');
    const ended = expect(door.done).rejects.toBeInstanceOf(SessionEnded);
    door.caller.channel.hangUp('remote-closed');
    await settle();
    named('Zed');
    await ended;
    await settle();
    expect(await online(world)).toEqual([]);
  });

  it("counts on the sysop's desk the sysop himself and a caller at the main menu, and marks her on now", async () => {
    const world = board();
    await new Accounts({ store: world.store, clock: world.clock, policy: { scrypt: { N: 1024, r: 8, p: 1, keyLength: 32, saltBytes: 16 } } }).signUp('Nell', 'silver key 1926');
    const nell = call(world, 'Nell');
    await nell.caller.see('press any key');
    nell.caller.type(' ');
    await atMenu(nell.caller);

    const sysop = call(world, 'Armitage', { sysop: true });
    await sysop.caller.see('press any key');
    sysop.caller.type(' ');
    await atMenu(sysop.caller);
    sysop.caller.type('s');
    await sysop.caller.pick('Callers and accounts');
    await sysop.caller.see('Accounts');
    await settle();
    expect(sysop.caller.screen().text()).toContain('One account; 2 callers on now.');
    expect(sysop.caller.screen().text()).toMatch(/Nell +on now/);
  });

  it('says the screens are closed on a line without the service, and a failing screen is one line', async () => {
    const world = board();
    const closed = call(world, 'Ann', { flow: { service: undefined } });
    await closed.caller.see('press any key');
    closed.caller.type(' ');
    await atMenu(closed.caller);
    closed.caller.type('m');
    await closed.caller.see(MESSAGES.closed);
    closed.caller.type('q');
    await closed.done;

    const broken = call(world, 'Bob', { flow: { service: () => Promise.reject(new Error('the store is on fire')) } });
    await broken.caller.see('press any key');
    broken.caller.type(' ');
    await atMenu(broken.caller);
    broken.caller.type('f');
    await broken.caller.see(MESSAGES.failed);
    broken.caller.type('q');
    await broken.done;
  });

  it('goes through every item in ASCII mode without one escape', async () => {
    const world = board();
    await world.service.mail.send('Bob', 'Ann', 'Hello', 'x');
    const { caller, done } = call(world, 'Ann', { caps: ASCII, sysop: true });
    await caller.see('press any key');
    caller.type(' ');
    await atMenu(caller);
    for (const [key, shows] of [
      ['n', 'No news yet'],
      ['f', 'H A L L'],
      ['w', 'Who walks Arkham tonight'],
      ['m', 'Your mail'],
      ['i', 'How Arkham plays'],
      ['s', "The sysop's desk"],
    ] as const) {
      const mark = caller.mark();
      caller.type(key);
      await caller.see(shows, mark);
      await settle();
      const leave = caller.mark();
      if (key === 'n') caller.type(' ');
      else if (key === 'f') caller.type('q');
      else caller.type(caller.hotkey('Back to the main menu'));
      await atMenu(caller, leave);
    }
    caller.type('q');
    await done;
    expect(caller.text()).toContain('[S]  Sysop\'s desk');
    expectPlainAscii(caller.channel.output());
  });
});

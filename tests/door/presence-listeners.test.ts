// Presence is one truth on every listener: a real telnet caller, a real SSH caller and a caller in
// headless Chromium, each standing at the main menu (no other screen opened), are all on the
// online list; `sysop notice` reaches the three, `sysop kick` ends a call at the main menu, and
// `sysop accounts` shows a last call for each (the browser's and the others' sign-ups included).
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserServe, type BrowserServe } from '../support/browser-serve.js';
import { browserTools } from '../support/chromium.js';
import { doorBuilt, spawnDoor, waitUntil } from '../support/door-process.js';
import { SshCaller } from '../support/ssh-caller.js';
import { refuseNegotiation, signUpOnWire } from '../support/telnet-login.js';
import { WireClient } from '../transports/support/wire-client.js';

const tools = doorBuilt() ? browserTools() : { missing: 'the door is not built' };
let board: BrowserServe | undefined;
const ports = { telnet: 0, ssh: 0, web: 0 };

beforeAll(async () => {
  if ('missing' in tools) return;
  board = await startBrowserServe(tools.chromium, ['--ssh-port', '0']);
  Object.assign(ports, { telnet: board.port('telnet'), ssh: board.port('SSH'), web: board.port('web') });
}, 60_000);

afterAll(async () => {
  await board?.close();
});

async function sysop(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const run = spawnDoor(['sysop', ...args, '--home', board?.home ?? '']);
  const { code } = await run.exited;
  return { code, out: run.output().toString('utf8'), err: run.stderr() };
}

async function telnetCaller(name: string): Promise<WireClient> {
  const client = await WireClient.connect(ports.telnet);
  refuseNegotiation(client);
  await signUpOnWire(client, name, `${name} knows the way`);
  await client.waitFor((r) => r.toString('latin1').includes('press any key'), 'the title');
  // The board's name (bbsName, its default here) stands on the login's title and the main menu.
  expect(client.received.toString('latin1')).toContain('Arkham BBS');
  const atTitle = client.received.length;
  client.write(' ');
  await client.waitFor((r) => r.subarray(atTitle).toString('latin1').includes('Your choice'), 'the main menu');
  expect(client.received.subarray(atTitle).toString('latin1')).toContain('Arkham BBS');
  return client;
}

async function sshCaller(name: string): Promise<SshCaller> {
  const caller = await SshCaller.connect({ port: ports.ssh, username: 'new', pty: { term: 'xterm-256color', cols: 80, rows: 24 } });
  await signUpOnWire(caller, name, `${name} knows the way`);
  await caller.waitForText('press any key');
  caller.write(' ');
  await caller.waitForText('Your choice');
  return caller;
}

function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const term = (window as unknown as { arkham: { term: import('@xterm/xterm').Terminal } }).arkham.term;
    const buffer = term.buffer.active;
    return Array.from({ length: term.rows }, (_, i) => buffer.getLine(buffer.viewportY + i)?.translateToString(true) ?? '').join('\n');
  });
}

async function pageShows(page: Page, text: string): Promise<void> {
  let last = '';
  const started = Date.now();
  while (!(last = await pageText(page)).includes(text)) {
    if (Date.now() - started > 15_000) throw new Error(`the page never showed "${text}"; it shows:\n${last}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function browserCaller(name: string): Promise<Page> {
  if (!board) throw new Error('no browser');
  const page = await board.browser.newPage();
  await page.setViewport({ width: 1280, height: 800, deviceScaleFactor: 1 });
  await page.goto(`http://127.0.0.1:${ports.web}/`);
  await page.waitForFunction(() => (window as unknown as { arkham?: { ready?: boolean } }).arkham?.ready === true, { timeout: 15_000 });
  const typeAfter = async (prompt: string, keys: string): Promise<void> => {
    await pageShows(page, prompt);
    await page.keyboard.type(keys);
    if (keys.length > 1) await page.keyboard.press('Enter');
  };
  await typeAfter('Your choice', 'n');
  await typeAfter('Choose a name', name);
  await typeAfter('Choose a password', `${name} knows the way`);
  await typeAfter('Once more', `${name} knows the way`);
  await typeAfter('press any key', ' ');
  await pageShows(page, 'Your choice');
  return page;
}

describe.skipIf('missing' in tools)('presence on every listener', () => {
  it('telnet, SSH and browser callers at the main menu are online, noticed and kicked; accounts show their last call', async () => {
    const [nell, ben, webster] = await Promise.all([telnetCaller('Nell'), sshCaller('Ben'), browserCaller('Webster')]);

    const notice = await sysop('notice', '--text', 'The board goes down at midnight');
    expect(notice.err).toBe('');
    expect(notice.out).toMatch(/notice sent to 3 caller\(s\) online/);
    await nell.waitFor((r) => r.toString('latin1').includes('Sysop: The board goes down'), 'the notice on telnet');
    await ben.waitForText('Sysop: The board goes down');
    await pageShows(webster, 'Sysop: The board goes down');

    const accounts = await sysop('accounts');
    for (const name of ['Ben', 'Nell', 'Webster']) expect(accounts.out).toMatch(new RegExp(`^${name} {2}made \\S+, last on \\d{4}-`, 'm'));

    const kick = await sysop('kick', '--name', 'nell');
    expect(kick.code).toBe(0);
    await nell.waitFor(() => nell.closed, 'the kicked telnet call to end');
    expect(nell.received.toString('latin1')).toContain('The sysop has ended your call.');
    expect((await sysop('kick', '--name', 'Ben')).code).toBe(0);
    await waitUntil(() => ben.closed, 15_000, () => 'the kicked SSH call to end');
    expect(ben.text()).toContain('The sysop has ended your call.');
    expect((await sysop('kick', '--name', 'Webster')).code).toBe(0);
    await webster.waitForFunction(() => (window as unknown as { arkham: { closed?: boolean } }).arkham.closed === true, { timeout: 15_000 });
    await webster.close();
    // Every call is over and off the list: nobody is left to notice.
    expect((await sysop('notice', '--text', 'anyone?')).out).toMatch(/notice sent to 0 caller\(s\) online/);
  }, 120_000);
});

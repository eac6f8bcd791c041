// The SSH listener on real bytes: ssh2's client against startSshServer, on the fake clock.
import net from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import type { Channel } from '../../src/transports/channel.js';
import type { Listener, LoginStage } from '../../src/transports/caller-lines.js';
import { ADDRESS_BUSY_MESSAGE, LOGIN_TIME_UP_MESSAGE } from '../../src/transports/caller-lines.js';
import { loadHostKeys } from '../../src/transports/ssh-host-keys.js';
import { startSshServer, type SshLogin } from '../../src/transports/ssh-server.js';
import { SshCaller } from '../support/ssh-caller.js';
import { waitUntil } from '../support/door-process.js';

let hostKeys: string[] = [];
const servers: Listener[] = [];
const callers: SshCaller[] = [];

beforeAll(async () => {
  hostKeys = await loadHostKeys(mkdtempSync(join(tmpdir(), 'ad-ssh-')));
});
afterEach(async () => {
  for (const caller of callers.splice(0)) caller.hangUp();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const login: SshLogin = async (name, password) => (name === 'Armitage' && password === 'necronomicon' ? { ok: true, name: 'Armitage' } : { ok: false });

async function harness(options: { maxPerAddress?: number; loginSeconds?: number } = {}) {
  const clock = new FakeClock();
  const channels: Array<{ channel: Channel; stage: LoginStage }> = [];
  const server = await startSshServer({
    host: '127.0.0.1',
    port: 0,
    clock,
    logger: silentLogger,
    hostKeys,
    login,
    ...options,
    onChannel: (channel, stage) => void channels.push({ channel, stage }),
  });
  servers.push(server);
  const call = async (username: string, password?: string, extra: Partial<Parameters<typeof SshCaller.connect>[0]> = {}) => {
    const caller = await SshCaller.connect({ port: server.address.port, username, ...(password !== undefined ? { password } : {}), ...extra });
    callers.push(caller);
    return caller;
  };
  const nextChannel = async (count: number) => {
    await waitUntil(() => channels.length >= count, 5000, () => 'a channel');
    const last = channels[count - 1];
    if (!last) throw new Error('no channel');
    return last;
  };
  return { server, clock, call, nextChannel };
}

describe('SSH listener', () => {
  it('hands over a channel with the PTY size and TERM, the proved account, and window changes', async () => {
    const h = await harness();
    const caller = await h.call('Armitage', 'necronomicon', { pty: { term: 'SyncTERM', cols: 132, rows: 50 } });
    const { channel } = await h.nextChannel(1);
    expect(channel.kind).toBe('ssh');
    expect(channel.info).toMatchObject({ terminalType: 'syncterm', cols: 132, rows: 50, account: { name: 'Armitage' } });
    const sizes: Array<[number, number]> = [];
    channel.onResize((cols, rows) => sizes.push([cols, rows]));
    caller.resize(100, 37);
    await waitUntil(() => sizes.length > 0, 5000, () => 'the resize');
    expect(sizes).toEqual([[100, 37]]);
    expect(channel.info).toMatchObject({ cols: 100, rows: 37 });
  });

  it("meters every SSH message, not keys alone: a flood of window changes is held to the line's share until the clock refills it", async () => {
    const h = await harness();
    const caller = await h.call('new');
    const { channel } = await h.nextChannel(1);
    let resizes = 0;
    channel.onResize(() => (resizes += 1));
    // Each a new size, so every one that gets through is told; together far past a line's burst.
    const FLOOD = 6000;
    for (let n = 1; n <= FLOOD; n++) caller.resize(80 + (n % 2), 24);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const held = resizes;
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThan(FLOOD / 2);
    // The clock moves on (the fake one: nothing else does): the line gets its share again, and the rest follows.
    for (let second = 0; second < 60 && resizes < FLOOD; second++) {
      h.clock.advance(1000);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    await waitUntil(() => resizes === FLOOD, 5000, () => `all the window changes (${resizes} of ${FLOOD})`);
    // The last of the flood leaves the line in debt: paid off, it reads the hang-up.
    h.clock.advance(60_000);
  });

  it('carries bytes both ways, Enter as one CR, and a hang-up from the caller closes the channel', async () => {
    const h = await harness();
    const caller = await h.call('new');
    const { channel } = await h.nextChannel(1);
    expect(channel.info.account).toBeUndefined();
    const typed: Buffer[] = [];
    channel.onData((bytes) => typed.push(bytes));
    channel.write(Buffer.from('\x1b[1mWho goes there?\r\n'));
    await caller.waitForText('Who goes there?');
    caller.write('yes\r\n');
    await waitUntil(() => Buffer.concat(typed).length >= 4, 5000, () => 'the typing');
    expect(Buffer.concat(typed).toString('latin1')).toBe('yes\r');
    const reasons: string[] = [];
    channel.onClose((reason) => reasons.push(reason));
    caller.hangUp();
    await waitUntil(() => reasons.length > 0, 5000, () => 'the close');
    await waitUntil(() => h.server.connections() === 0, 5000, () => 'the line freed');
  });

  it('refuses a wrong password without handing over a channel', async () => {
    const h = await harness();
    await expect(h.call('Armitage', 'wrong')).rejects.toThrow(/authentication/i);
    expect(h.server.connections()).toBeLessThanOrEqual(1);
  });

  it('speaks the older algorithms of BBS terminals (SHA-1 DH, CBC ciphers, ssh-rsa)', async () => {
    const h = await harness();
    const caller = await h.call('new', undefined, {
      algorithms: { kex: ['diffie-hellman-group14-sha1'], cipher: ['aes128-cbc'], hmac: ['hmac-sha1'], serverHostKey: ['ssh-rsa'] },
    });
    await h.nextChannel(1);
    expect(caller.closed).toBe(false);
  });

  it('hangs up a caller still at the login when the login stage runs out, even mid-handshake', async () => {
    const h = await harness({ loginSeconds: 120 });
    const silent = net.connect(h.server.address.port, '127.0.0.1');
    let closed = false;
    silent.on('close', () => (closed = true));
    silent.on('error', () => undefined);
    silent.resume();
    await new Promise((resolve) => silent.once('connect', resolve));
    const caller = await h.call('new');
    await h.nextChannel(1);
    h.clock.advance(120_000);
    await caller.waitForText(LOGIN_TIME_UP_MESSAGE.trim());
    await waitUntil(() => closed && caller.closed, 5000, () => 'both hung up');
  });

  it('turns away a caller beyond the per-address cap with a line before the SSH version', async () => {
    const h = await harness({ maxPerAddress: 1 });
    await h.call('new');
    const second = net.connect(h.server.address.port, '127.0.0.1');
    let text = '';
    second.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    await new Promise((resolve) => second.once('close', resolve));
    expect(text).toBe(ADDRESS_BUSY_MESSAGE);
  });

  it('garbage instead of SSH costs that connection only', async () => {
    const h = await harness({ loginSeconds: 120 });
    const vandal = net.connect(h.server.address.port, '127.0.0.1');
    vandal.on('error', () => undefined);
    vandal.resume();
    const gone = new Promise((resolve) => vandal.once('close', resolve));
    await new Promise((resolve) => vandal.once('connect', resolve));
    vandal.write(Buffer.from('SSH-2.0-x\r\n\x00\x00\x00\x10\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff'));
    vandal.write(Buffer.alloc(5000, 0xee));
    // ssh2 cuts it or the login stage's limit does.
    h.clock.advance(120_000);
    await gone;
    await h.call('new');
    await h.nextChannel(1);
  });
});

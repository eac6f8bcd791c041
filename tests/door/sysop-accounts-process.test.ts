// `arkham-door sysop accounts|lock|unlock|rename|delete-account|kick|notice` as a sysop types them,
// beside a running `serve` with real telnet callers: separate processes sharing one home.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WireClient } from '../transports/support/wire-client.js';
import { doorBuilt, spawnDoor, tempHome, type RunningDoor } from '../support/door-process.js';
import { logInOnWire, refuseNegotiation, signUpOnWire } from '../support/telnet-login.js';

let server: RunningDoor | undefined;
let port = 0;
let home = '';

beforeAll(async () => {
  if (!doorBuilt()) return;
  home = tempHome();
  server = spawnDoor(['serve', '--port', '0', '--home', home]);
  await server.waitFor(/telnet listener on [\d.]+:\d+/);
  port = Number(/telnet listener on [\d.]+:(\d+)/.exec(server.output().toString('latin1'))?.[1]);
});

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
});

const seen = (client: WireClient): string => client.received.toString('utf8');

async function sysop(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const run = spawnDoor(['sysop', ...args, '--home', home]);
  const { code } = await run.exited;
  return { code, out: run.output().toString('utf8'), err: run.stderr() };
}

/** A caller signed up (or logged in) and standing in Who's online, so they are on the online list. */
async function caller(name: string, how: 'sign-up' | 'log-in' = 'sign-up', password = `${name} knows the way`): Promise<WireClient> {
  const client = await WireClient.connect(port);
  refuseNegotiation(client);
  if (how === 'sign-up') await signUpOnWire(client, name, password);
  else await logInOnWire(client, name, password);
  await client.waitFor(() => seen(client).includes('press any key'), 'the title screen');
  client.write(' ');
  await client.waitFor(() => seen(client).includes(name), 'the main menu');
  client.write('w');
  await client.waitFor(() => /online/i.test(seen(client).split("Who's online").at(-1) ?? ''), "who's online");
  return client;
}

describe.skipIf(!doorBuilt())('sysop account commands beside a running listener', () => {
  it('notice reaches every caller inside the frame, without the escape codes it was given; kick ends one call', async () => {
    const ward = await caller('Ward');
    const carter = await caller('Carter');
    const notice = await sysop('notice', '--text', 'Back up at \u001b[2Jmidnight\u0007');
    expect(notice.err).toBe('');
    expect(notice.out).toMatch(/notice sent to 2 caller\(s\) online/);
    for (const client of [ward, carter]) {
      await client.waitFor(() => seen(client).includes('Sysop: Back up at'), 'the notice');
      const after = seen(client).slice(seen(client).indexOf('Sysop: Back up at') - 40);
      expect(after).not.toContain('\u001b[2J');
      expect(after).not.toContain('\u0007');
    }
    const kick = await sysop('kick', '--name', 'ward');
    expect(kick.code).toBe(0);
    await ward.waitFor(() => ward.closed, 'the kicked call to end');
    expect(seen(ward)).toContain('The sysop has ended your call.');
    expect(carter.closed).toBe(false);
    expect(await sysop('kick', '--name', 'Nobody')).toMatchObject({ code: 2, err: expect.stringMatching(/Nobody is not online/) });
    carter.end();
  }, 60_000);

  it('accounts lists, lock keeps a caller out until unlock, rename and delete-account work on the stored accounts', async () => {
    const listed = await sysop('accounts');
    expect(listed.out).toMatch(/^Carter {2}made .*\n {4}.*\nWard {2}made /m);
    expect(JSON.parse((await sysop('accounts', '--json')).out).map((a: { name: string }) => a.name)).toEqual(['Carter', 'Ward']);

    expect((await sysop('lock', '--name', 'carter')).out).toMatch(/locked Carter/);
    expect((await sysop('accounts')).out).toMatch(/Carter .*LOCKED/);
    expect((await sysop('accounts')).out).toMatch(/Carter .*\n {4}Newcomer to Arkham: won 0 of 0, 0 gates, 0 monsters, 0 lost, 1 day\n/);
    const shut = await WireClient.connect(port);
    refuseNegotiation(shut);
    await logInOnWire(shut, 'Carter', 'Carter knows the way');
    await shut.waitFor(() => shut.closed, 'the locked caller sent away');
    expect(seen(shut)).toContain('The sysop has closed this account.');
    expect((await sysop('unlock', '--name', 'Carter')).out).toMatch(/unlocked Carter/);

    expect((await sysop('rename', '--name', 'Carter', '--to', 'Ward')).err).toMatch(/already held/);
    expect((await sysop('rename', '--name', 'Carter', '--to', 'Randolph')).out).toMatch(/renamed Carter to Randolph/);
    const back = await caller('Randolph', 'log-in', 'Carter knows the way');
    back.end();

    expect((await sysop('delete-account', '--name', 'Ward')).out).toMatch(/deleted Ward: account and profile removed/);
    expect(JSON.parse((await sysop('accounts', '--json')).out).map((a: { name: string }) => a.name)).toEqual(['Randolph']);
    expect(await sysop('delete-account', '--name', 'Ward')).toMatchObject({ code: 2, err: expect.stringMatching(/no account or player named Ward/) });
    expect(await sysop('rename', '--name', 'Randolph')).toMatchObject({ code: 2, err: expect.stringMatching(/sysop rename needs --to/) });
  }, 60_000);
});

// Who the player is, end to end: on `serve` a caller signs up and later logs in (and has a profile
// under the account name); in a door the drop file's alias is the player, a profile is made for it,
// and a sysop (by security level) sees "(sysop)" beside the name.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NedbStore } from '../../src/store/nedb-store.js';
import { WireClient } from '../transports/support/wire-client.js';
import { REPO_ROOT, doorBuilt, spawnDoor, tempHome, type RunningDoor } from '../support/door-process.js';
import { logInOnWire, refuseNegotiation, signUpOnWire } from '../support/telnet-login.js';

const running: RunningDoor[] = [];
afterEach(async () => {
  for (const door of running.splice(0)) {
    door.child.kill('SIGKILL');
    await door.exited;
  }
});

function start(args: string[]): RunningDoor {
  const door = spawnDoor(args);
  running.push(door);
  return door;
}

async function readDoc(home: string, collection: 'profiles' | 'accounts', id: string): Promise<object | undefined> {
  const store = await NedbStore.open({ home });
  try {
    return await store.readDoc(collection, id);
  } finally {
    await store.close();
  }
}

/** Skips the title with a key, waits for the greeting, and quits. */
async function greetedThenQuit(client: WireClient, name: string): Promise<void> {
  await client.waitFor((r) => r.toString('latin1').includes('press any key'), 'the title screen');
  client.write(' ');
  const greeted = (r: Buffer): boolean => {
    const text = r.toString('latin1');
    const welcome = text.indexOf('Evening falls on Arkham');
    return welcome >= 0 && text.indexOf(name, welcome) >= 0;
  };
  await client.waitFor(greeted, 'the greeting');
  client.write('q');
  await client.waitForClose();
}

describe.skipIf(!doorBuilt())('serve: accounts over real TCP', () => {
  it('signs a new investigator up, greets them, and a second call logs in', async () => {
    const home = tempHome();
    const server = start(['serve', '--port', '0', '--home', home]);
    await server.waitFor(/telnet listener on [\d.]+:\d+/);
    const port = Number(/telnet listener on [\d.]+:(\d+)/.exec(server.output().toString('latin1'))?.[1]);
    const password = 'colour out of space';

    const first = await WireClient.connect(port);
    refuseNegotiation(first);
    await signUpOnWire(first, 'Nahum Gardner', password);
    await greetedThenQuit(first, 'Nahum Gardner');

    const second = await WireClient.connect(port);
    refuseNegotiation(second);
    await logInOnWire(second, 'nahum gardner', password);
    await greetedThenQuit(second, 'Nahum Gardner');

    for (const client of [first, second]) expect(client.received.includes(password)).toBe(false);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(await readDoc(home, 'accounts', 'nahum gardner')).toMatchObject({ name: 'Nahum Gardner' });
    expect(await readDoc(home, 'profiles', 'nahum gardner')).toMatchObject({ name: 'Nahum Gardner' });
  });
});

describe.skipIf(!doorBuilt())('door: the drop file alias is the player', () => {
  const dropFile = join(REPO_ROOT, 'tests', 'fixtures', 'dropfiles', 'synchronet-native');

  async function playAndQuit(home: string): Promise<string> {
    const door = start(['door', '--dropfile', dropFile, '--home', home]);
    await door.waitFor('press any key');
    door.child.stdin?.write(' ');
    await door.waitFor('Reanimator');
    door.child.stdin?.write('q');
    expect((await door.exited).code).toBe(0);
    return door.output().toString('latin1');
  }

  it('makes a profile for a new alias, and marks a sysop by the drop file\u2019s security level', async () => {
    const home = tempHome();
    expect(await readDoc(home, 'profiles', 'reanimator')).toBeUndefined();
    // The fixture's security level is 90, the default sysop level.
    expect(await playAndQuit(home)).toContain('Reanimator (sysop)');
    expect(await readDoc(home, 'profiles', 'reanimator')).toMatchObject({ name: 'Reanimator' });
    // A second call finds the same profile.
    await playAndQuit(home);
    expect(await readDoc(home, 'profiles', 'reanimator')).toMatchObject({ name: 'Reanimator' });
  });

  it('a caller below the sysop level is no sysop', async () => {
    const home = tempHome();
    writeFileSync(join(home, 'arkham-door.json'), JSON.stringify({ sysop: { names: ['Armitage'], securityLevel: 100 } }));
    const output = await playAndQuit(home);
    expect(output).toContain('Reanimator');
    expect(output).not.toContain('(sysop)');
  });
});

// Who the player is, end to end: on `serve` a caller signs up and later logs in (and has a profile
// under the account name); in a door the drop file's alias is the player, a profile is made for it,
// and a sysop (by security level) sees "(sysop)" beside the name.
import { writeFileSync } from 'node:fs';
import { defaultConfig } from '../../src/config/config.js';
import { MailService } from '../../src/service/mail.js';
import type { MailDoc } from '../../src/service/mail.js';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NedbStore } from '../../src/store/nedb-store.js';
import { WireClient } from '../transports/support/wire-client.js';
import { REPO_ROOT, doorBuilt, spawnDoor, tempHome, type RunningDoor } from '../support/door-process.js';
import { logInOnWire, refuseNegotiation, signUpOnWire } from '../support/telnet-login.js';
import { gameFixture } from '../service/helpers/game-fixture.js';

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

/** A home as version 0.1 left it: door player Zed has a profile (no account, no namespace), a game and a letter. */
async function oldHomeWithDoorPlayer(home: string): Promise<string> {
  const store = await NedbStore.open({ home });
  try {
    await store.transactDoc('profiles', 'zed', () => ({ next: { name: 'Zed', createdAt: 1 } }));
    await store.transactDoc('profiles', 'ann', () => ({ next: { name: 'Ann', createdAt: 1 } }));
    const { service, clock } = gameFixture({ store, config: defaultConfig() });
    const game = await service.create('Zed');
    await new MailService(store, clock).send('Ann', 'Zed', 'The key', 'Under the mat.');
    return game.id;
  } finally {
    await store.close();
  }
}

async function startServe(home: string): Promise<number> {
  const server = start(['serve', '--port', '0', '--home', home]);
  await server.waitFor(/telnet listener on [\d.]+:\d+/);
  return Number(/telnet listener on [\d.]+:(\d+)/.exec(server.output().toString('latin1'))?.[1]);
}

describe.skipIf(!doorBuilt())('serve: a door player\u2019s name cannot be signed up', () => {
  it('refuses "zed" for door player Zed of an old home, who keeps the game and the letter', async () => {
    const home = tempHome();
    const gameId = await oldHomeWithDoorPlayer(home);
    const port = await startServe(home);
    const client = await WireClient.connect(port);
    refuseNegotiation(client);
    await signUpOnWire(client, 'zed', 'any password at all');
    await client.waitFor((r) => r.toString('latin1').includes('already goes by that name'), 'the refusal');
    client.write('q');
    await client.waitForClose();
    for (const door of running.splice(0)) {
      door.child.kill('SIGTERM');
      await door.exited;
    }
    expect(await readDoc(home, 'accounts', 'zed')).toBeUndefined();

    // Zed calls through the BBS: the letter and the game are still theirs.
    const dropFile = join(home, 'door32.sys');
    writeFileSync(dropFile, ['0', '0', '38400', 'Test BBS', '7', 'Zed Real', 'Zed', '10', '60', '1', '1', ''].join('\r\n'));
    const door = start(['door', '--dropfile', dropFile, '--home', home]);
    await door.waitFor('press any key');
    door.child.stdin?.write(' ');
    await door.waitFor('A letter waits for you');
    door.child.stdin?.write('q');
    expect((await door.exited).code).toBe(0);
    expect(await readDoc(home, 'profiles', 'zed')).toMatchObject({ name: 'Zed', namespace: 'door:bbs' });
    const store = await NedbStore.open({ home });
    try {
      expect((await store.findDocs<MailDoc>('mail', { to: 'zed' })).map((m) => m.doc.subject)).toEqual(['The key']);
      expect(JSON.stringify(await store.readGame(gameId))).toContain('Zed');
    } finally {
      await store.close();
    }
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

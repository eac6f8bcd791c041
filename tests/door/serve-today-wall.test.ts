// "Today in Arkham" and the wall through a real `arkham-door serve`: a telnet caller sees their table's
// headline after log-in and writes on the wall (with escape codes in the line), and another caller,
// over SSH, reads the line clean; a caller a BBS passes through over RLogin sees it in CP437. The home
// is seeded in this process before the listener starts.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/support/clock.js';
import { dayOf } from '../../src/service/news/advertiser.js';
import { GameService } from '../../src/service/game-service.js';
import { summarizeGame } from '../../src/service/lobby-index.js';
import type { Issue } from '../../src/service/news/story.js';
import { defaultConfig } from '../../src/config/config.js';
import { NedbStore } from '../../src/store/nedb-store.js';
import { silentLogger } from '../../src/support/logger.js';
import { doorBuilt, spawnDoor, tempHome, type RunningDoor } from '../support/door-process.js';
import { SshCaller } from '../support/ssh-caller.js';
import { refuseNegotiation, signUpOnWire } from '../support/telnet-login.js';
import { WireClient } from '../transports/support/wire-client.js';
import { shippedContent, shippedRevisedContent } from '../service/helpers/game-fixture.js';

const HEADLINE = 'WARD SEALS THE GATE AT THE WOODS';
let server: RunningDoor | undefined;
let telnetPort = 0;
let sshPort = 0;
let rloginPort = 0;

async function seed(home: string): Promise<void> {
  const store = await NedbStore.open({ home, summarize: summarizeGame });
  try {
    const games = new GameService({ store, content: shippedContent(), revised: shippedRevisedContent(), clock: systemClock, logger: silentLogger, config: defaultConfig(), newGameId: () => 'fogtable' });
    const table = await games.create('Ward', { maxPlayers: 2 });
    const day = dayOf(Date.now());
    const issue: Issue = { gameId: table.id, gameTitle: table.title, day, stories: [{ turn: 1, kind: 'gate-sealed', weight: 50, headline: HEADLINE, lead: 'The Woods are quiet again.' }], turns: [1], doom: 1, gatesOnBoard: 0 };
    await store.transactDoc<Issue>('news', `${table.id}:${day}`, () => ({ next: issue }));
  } finally {
    await store.close();
  }
}

beforeAll(async () => {
  if (!doorBuilt()) return;
  const home = tempHome();
  writeFileSync(join(home, 'arkham-door.json'), JSON.stringify({ day: { todayAtLogOn: true }, rlogin: { trusted: [{ tag: 'DOVE', addresses: ['127.0.0.1'] }] } }));
  await seed(home);
  server = spawnDoor(['serve', '--port', '0', '--ssh-port', '0', '--rlogin-port', '0', '--home', home]);
  await server.waitFor(/SSH listener on [\d.]+:\d+/, 20_000);
  const out = server.output().toString('latin1');
  sshPort = Number(/SSH listener on [\d.]+:(\d+)/.exec(out)?.[1]);
  telnetPort = Number(/telnet listener on [\d.]+:(\d+)/.exec(out)?.[1]);
  rloginPort = Number(/RLogin listener on [\d.]+:(\d+)/.exec(out)?.[1]);
}, 60_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
});

describe.skipIf(!doorBuilt())('serve: Today in Arkham and the wall', () => {
  it("a telnet caller sees their table's headline, writes on the wall, and an SSH caller reads the line clean", async () => {
    const ward = await WireClient.connect(telnetPort);
    const seen = (): string => ward.received.toString('utf8');
    refuseNegotiation(ward);
    await signUpOnWire(ward, 'Ward', 'the house on the hill');
    await ward.waitFor(() => seen().includes('press any key'), 'the title');
    ward.write(' ');
    await ward.waitFor(() => seen().includes('Today in Arkham'), 'Today in Arkham');
    await ward.waitFor(() => seen().includes(HEADLINE), "the table's headline");
    expect(seen()).toContain('seats still open');
    ward.write('r');
    await ward.waitFor(() => seen().includes('[P] write a line'), 'the wall');
    ward.write('p');
    await ward.waitFor(() => seen().includes('Enter writes it'), 'the line editor');
    ward.write('Beware \x1b[2J\x1b]0;owned\x07the fog\r');
    await ward.waitFor(() => seen().includes('Beware the fog'), 'the line on the wall');

    const asenath = await SshCaller.connect({ port: sshPort, username: 'new', pty: { term: 'xterm-256color', cols: 80, rows: 24 } });
    await signUpOnWire(asenath, 'Asenath', 'the thing on the doorstep');
    await asenath.waitForText('press any key');
    asenath.write(' ');
    await asenath.waitForText('Today in Arkham');
    await asenath.waitForText('Ward: Beware the fog');
    expect(asenath.text()).toMatch(/Called today: (\x1b\[[\d;]*m)*Asenath, Ward/);
    expect(asenath.text()).not.toContain('owned');
    expect(asenath.text()).not.toContain('\x1b[2J\x1b]');
    // A menu key on the screen goes straight to the menu's choice.
    asenath.write('q');
    await asenath.waitForText('Farewell');
    ward.destroy();
  }, 60_000);

  it('a caller a BBS passes through over RLogin sees it in CP437 and goes on to the menu with a key', async () => {
    const client = await WireClient.connect(rloginPort);
    const seen = (): string => client.received.toString('latin1');
    client.write(Buffer.concat([Buffer.from([0]), Buffer.from('lavinia\0[DOVE]Lavinia\0ansi-bbs/38400\0', 'latin1')]));
    await client.waitFor(() => seen().includes('press any key'), 'the title');
    client.write(' ');
    await client.waitFor(() => seen().includes('Today in Arkham') && seen().includes('Your choice'), 'Today in Arkham');
    expect(seen()).toContain('You sit at no table yet');
    expect(seen()).toMatch(/Called today: (\x1b\[[\d;]*m)*Lavinia/);
    // CP437 on the wire: the menu's art arrives as single bytes, and no glyph of the screen fell back to '?'.
    expect(seen().slice(seen().indexOf('Today in Arkham'))).not.toContain('?');
    client.write('t');
    await client.waitFor(() => seen().split('Today in Arkham').length > 2, 'Today in Arkham again from the menu');
    client.destroy();
  }, 30_000);
});

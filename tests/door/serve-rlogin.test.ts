// `arkham-door serve --rlogin-port`: a real process and a TCP client speaking RFC 1282's bytes, as
// a BBS passing its caller through does.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WireClient } from '../transports/support/wire-client.js';
import { doorBuilt, spawnDoor, tempHome, type RunningDoor } from '../support/door-process.js';
import { refuseNegotiation, signUpOnWire } from '../support/telnet-login.js';

let server: RunningDoor | undefined;
let rloginPort = 0;
let telnetPort = 0;

beforeAll(async () => {
  if (!doorBuilt()) return;
  const home = tempHome();
  const trusted = [
    { tag: 'DOVE', addresses: ['127.0.0.1'] },
    { tag: 'FAR', addresses: ['192.0.2.7'] },
  ];
  writeFileSync(join(home, 'arkham-door.json'), JSON.stringify({ rlogin: { trusted }, sysop: { names: ['Armitage'] } }));
  server = spawnDoor(['serve', '--port', '0', '--rlogin-port', '0', '--home', home]);
  await server.waitFor(/RLogin listener on [\d.]+:\d+/, 20_000);
  const out = server.output().toString('latin1');
  rloginPort = Number(/RLogin listener on [\d.]+:(\d+)/.exec(out)?.[1]);
  telnetPort = Number(/telnet listener on [\d.]+:(\d+)/.exec(out)?.[1]);
}, 30_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
});

const seen = (client: WireClient): string => client.received.toString('utf8');

async function rlogin(clientUser: string, serverUser: string, terminal = 'ansi-bbs/38400'): Promise<WireClient> {
  const client = await WireClient.connect(rloginPort);
  client.write(Buffer.concat([Buffer.from([0]), Buffer.from(`${clientUser}\0${serverUser}\0${terminal}\0`, 'latin1')]));
  return client;
}

function windowSize(cols: number, rows: number): Buffer {
  const bytes = Buffer.from([0xff, 0xff, 0x73, 0x73, 0, 0, 0, 0, 0, 0, 0, 0]);
  bytes.writeUInt16BE(rows, 4);
  bytes.writeUInt16BE(cols, 6);
  return bytes;
}

describe.skipIf(!doorBuilt())('serve: the RLogin listener', () => {
  it('a trusted BBS passes [TAG]user through: no password, the title, a window size, the main menu, Q hangs up', async () => {
    const client = await rlogin('lavinia', '[DOVE]Lavinia');
    await client.waitFor((r) => r[0] === 0 && seen(client).includes('press any key'), 'the zero byte and the title');
    client.write(windowSize(100, 30));
    client.write(' ');
    await client.waitFor(() => seen(client).includes('Lavinia') && seen(client).includes('Your choice'), 'the main menu');
    // CP437 for a BBS terminal: the title's blocks as single bytes, not UTF-8.
    expect(client.received.includes(0xdb)).toBe(true);
    client.write('q');
    await client.waitFor(() => client.closed, 'the hang-up');
  });

  it("a name held by one of our accounts is that BBS's caller's only with its tag", async () => {
    const telnet = await WireClient.connect(telnetPort);
    refuseNegotiation(telnet);
    await signUpOnWire(telnet, 'Wilbur', 'whateley farm');
    await telnet.waitFor(() => seen(telnet).includes('press any key'), 'the telnet title');
    telnet.destroy();
    const client = await rlogin('wilbur', '[DOVE]Wilbur');
    await client.waitFor(() => seen(client).includes('press any key'), 'the title');
    client.write(' ');
    await client.waitFor(() => seen(client).includes('Wilbur@DOVE'), 'the tagged name');
    client.destroy();
  });

  it("a BBS's caller by our sysop's name is neither our sysop nor in the sysop's profile", async () => {
    const client = await rlogin('armitage', '[DOVE]Armitage');
    await client.waitFor(() => seen(client).includes('press any key'), 'the title');
    client.write(' ');
    await client.waitFor(() => seen(client).includes('Armitage@DOVE') && seen(client).includes('Your choice'), 'the tagged name');
    expect(seen(client)).not.toContain("Sysop's desk");
    client.destroy();
  });

  it('refuses an unknown tag, a trusted tag from another address, and no tag, each with a clear line', async () => {
    // Spaces alone after the tag are no name: refused as such, not told the register cannot be read.
    for (const user of ['[NOPE]Ghoul', '[FAR]Ghoul', 'Ghoul', '[DOVE]   ', '[DOVE]\t\x01']) {
      const client = await rlogin('ghoul', user);
      await client.waitFor(() => client.closed, `the refusal of ${user}`);
      expect(seen(client)).toContain('BBSes it trusts');
      expect(seen(client)).not.toContain('press any key');
    }
  });

  // (RLogin's names are bytes read as Latin-1, so look-alike letters from other scripts cannot come this way: tests/service/namespaces.test.ts has them.)
  it("a passed-in name holding our tag mark plays tagged: [DOVE]Wilbur@BBS is not this board's Wilbur@BBS, nor [DOVE]Armitage@BBS our sysop", async () => {
    for (const [user, shown] of [
      ['[DOVE]Wilbur@BBS', 'Wilbur@BBS@DOVE'],
      ['[DOVE]Armitage@BBS', 'Armitage@BBS@DOVE'],
    ] as const) {
      const client = await WireClient.connect(rloginPort);
      client.write(Buffer.concat([Buffer.from([0]), Buffer.from(`guest\0${user}\0ansi-bbs/38400\0`, 'utf8')]));
      await client.waitFor(() => seen(client).includes('press any key'), 'the title');
      client.write(' ');
      await client.waitFor(() => seen(client).includes('Your choice'), `the main menu for ${user}`);
      expect(seen(client)).toContain(shown);
      expect(seen(client)).not.toContain("Sysop's desk");
      client.destroy();
    }
  });
});

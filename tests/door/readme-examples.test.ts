// The README's BBS examples, parsed out of README.md and run as each BBS runs a door: only the
// placeholder paths are swapped for this checkout, a temp home and this Node.
import net from 'node:net';
import { chmodSync, copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, doorBuilt, spawnWatched, tempHome, waitUntil, type RunningDoor } from '../support/door-process.js';
import { enigmaLineEnds, expectExactCrLf, ptyAvailable, spawnUnderPty, type PtyDoor } from '../support/pty-door.js';

const README = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
const fixture = (...parts: string[]): string => join(REPO_ROOT, 'tests', 'fixtures', 'dropfiles', ...parts);
const SYNCHRONET_CMD_MAX = 63;

/** The fenced block after `<!-- bbs-example: name -->`, its list indentation taken off. */
function example(name: string): string {
  const marker = `<!-- bbs-example: ${name} -->`;
  const at = README.indexOf(marker);
  if (at < 0) throw new Error(`README has no ${marker}`);
  const block = /```[a-z]*\n([\s\S]*?)\n\s*```/.exec(README.slice(at));
  if (!block?.[1]) throw new Error(`no code block after ${marker}`);
  const lines = block[1].split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => (/^ */.exec(l)?.[0].length ?? 0)));
  return lines.map((l) => l.slice(indent)).join('\n');
}

interface Machine {
  home: string;
  talisman: string;
}

/** The README's placeholders, as they are on this machine. */
function onThisMachine(text: string, machine: Machine): string {
  return text
    .replaceAll('/usr/bin/node', process.execPath)
    .replaceAll('/opt/arkham-door', REPO_ROOT)
    .replaceAll('/var/lib/arkham-door', machine.home)
    .replaceAll('/opt/talisman', machine.talisman);
}

function machine(): Machine {
  return { home: tempHome('ad-readme-'), talisman: tempHome('ad-talisman-') };
}

/** A BBS splitting a command line on spaces (no shell), after its own % codes are filled in. */
function words(line: string, codes: Record<string, string>): string[] {
  expect(line).not.toMatch(/["']/);
  return line.split(/\s+/).map((word) => codes[word] ?? word);
}

/** Writes a README script into place, executable. */
function installScript(name: string, path: string, m: Machine): void {
  writeFileSync(path, `${onThisMachine(example(name), m)}\n`);
  chmodSync(path, 0o755);
}

/** ENiGMA's hjson door config: the cmd, the args, and the io mode. */
function enigmaConfig(name: string, m: Machine): { cmd: string; args: string[]; io: string; dropFileType: string } {
  const text = onThisMachine(example(name), m);
  const field = (key: string): string => {
    const found = new RegExp(`^\\s*${key}:\\s*(.+)$`, 'm').exec(text)?.[1];
    if (found === undefined) throw new Error(`no ${key} in ${name}`);
    return found.trim();
  };
  return { cmd: field('cmd'), args: JSON.parse(field('args')) as string[], io: field('io'), dropFileType: field('dropFileType') };
}

const running: RunningDoor[] = [];
afterEach(() => {
  for (const door of running.splice(0)) door.child.kill('SIGKILL');
});

function onPty(argv: string[], cwd?: string): PtyDoor {
  const door = spawnUnderPty(argv, cwd ? { cwd } : {});
  running.push(door);
  return door;
}

/** Title, a key, the main menu greeting the alias, Q: a whole short call over `send`. */
async function shortCall(seen: () => string, send: (key: string) => void, alias: string, describe: () => string): Promise<void> {
  await waitUntil(() => seen().includes('\r\n'), 10_000, describe);
  send(' ');
  await waitUntil(() => seen().includes(alias), 10_000, describe);
  send('q');
}

async function callOnPty(door: PtyDoor, alias: string): Promise<void> {
  const seen = (): string => door.output().toString('latin1');
  await shortCall(seen, (key) => door.child.stdin?.write(key), alias, () => JSON.stringify(seen().slice(-300)));
  expect(await door.ended()).toBe('exit 0');
  expectExactCrLf(door.output());
}

async function listen(): Promise<{ server: net.Server; port: number; accepted: Promise<net.Socket> }> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  return { server, port: address.port, accepted: new Promise<net.Socket>((r) => server.once('connection', r)) };
}

/** A short call on a socket; returns the bytes the caller got, after what `bbs` does to them. */
async function callOnSocket(socket: net.Socket, alias: string, bbs: (bytes: Buffer) => Buffer = (bytes) => bytes): Promise<Buffer> {
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(bbs(chunk)));
  const seen = (): string => Buffer.concat(received).toString('latin1');
  await shortCall(seen, (key) => socket.write(key), alias, () => JSON.stringify(seen().slice(-300)));
  await new Promise((r) => socket.once('close', r));
  return Buffer.concat(received);
}

describe.skipIf(!doorBuilt() || !ptyAvailable())("the README's BBS examples, run as written", () => {
  it('Synchronet: command lines within 63 characters, I/O "Standard" on a cooked PTY', async () => {
    const m = machine();
    for (const name of ['synchronet-stdio', 'synchronet-socket']) expect(example(name).length).toBeLessThanOrEqual(SYNCHRONET_CMD_MAX);
    installScript('synchronet-wrapper', join(m.home, 'door.sh'), m);
    const line = onThisMachine(example('synchronet-stdio'), m);
    const door = onPty(words(line, { '%f': fixture('synchronet-native', 'DOOR.SYS'), '%#': '3' }), m.talisman);
    await callOnPty(door, 'Reanimator');
  });

  it('Synchronet: I/O "Socket", the socket inherited as %H and stdio on the null device', async () => {
    const m = machine();
    installScript('synchronet-wrapper', join(m.home, 'door.sh'), m);
    const { server, port, accepted } = await listen();
    const caller = net.connect(port, '127.0.0.1');
    const doorSide = await accepted;
    const line = onThisMachine(example('synchronet-socket'), m);
    const [command = '', ...args] = words(line, { '%f': fixture('mystic', 'door32.sys'), '%H': '3' });
    const door = spawnWatched(command, args, { stdio: ['ignore', 'ignore', 'pipe', doorSide], cwd: m.talisman, env: { ...process.env, TERM: 'ansi' } });
    running.push(door);
    doorSide.destroy();
    const bytes = await callOnSocket(caller, 'Pickman');
    expect((await door.exited).code).toBe(0);
    expectExactCrLf(bytes);
    server.close();
  });

  it('ENiGMA½ io: stdio: cmd and args as node-pty runs them, on a PTY in the folder of cmd, each LF made CR LF as ENiGMA does', async () => {
    const m = machine();
    const config = enigmaConfig('enigma-stdio', m);
    expect([config.io, config.dropFileType]).toEqual(['stdio', 'DOOR32']);
    const args = config.args.map((a) => a.replace('{dropFilePath}', fixture('enigma-door32-old', 'DOOR32.SYS')).replace('{node}', '1'));
    const door = spawnUnderPty([config.cmd, ...args], { cwd: join(config.cmd, '..'), lfToCrLf: true });
    running.push(door);
    await callOnPty(door, 'Evening falls on Arkham');
  });

  it('ENiGMA½ io: socket: the door connects to {srvPort}, still under a PTY, each LF made CR LF as ENiGMA does', async () => {
    const m = machine();
    const config = enigmaConfig('enigma-socket', m);
    expect(config.io).toBe('socket');
    const { server, port, accepted } = await listen();
    const args = config.args.map((a) =>
      a.replace('{dropFilePath}', fixture('enigma-door32-old', 'DOOR32.SYS')).replace('{node}', '1').replace('{srvPort}', String(port)),
    );
    const door = onPty([config.cmd, ...args]);
    const bytes = await callOnSocket(await accepted, 'Evening falls on Arkham', enigmaLineEnds);
    expect(await door.ended()).toBe('exit 0');
    expectExactCrLf(bytes);
    expect(README).toMatch(/socket mode ENiGMA½'s listener for the door listens on \*\*all interfaces\*\*/);
    server.close();
  });

  it('Mystic: D3 with %P, the node folder, on a PTY', async () => {
    const m = machine();
    const line = onThisMachine(example('mystic'), m);
    await callOnPty(onPty(words(line, { '%P': `${fixture('mystic')}/` })), 'Pickman');
  });

  it('WWIV: the command line through bash -c, on a PTY', async () => {
    const m = machine();
    const line = onThisMachine(example('wwiv'), m).replace('%E', fixture('wwiv-door32', 'DOOR32.SYS')).replace('%N', '1');
    await callOnPty(onPty(['bash', '-c', line]), 'KEZIAH');
  });

  it('Talisman: RUNDOOR runs the script with the node number, DOOR32.SYS in temp/<node>/', async () => {
    const m = machine();
    const toml = example('talisman');
    const data = /^data = "(.+)"$/m.exec(toml)?.[1];
    expect(toml).toMatch(/^command = "RUNDOOR"$/m);
    expect(data).toBe('/var/lib/arkham-door/talisman.sh');
    const script = onThisMachine(data ?? '', m);
    installScript('talisman-wrapper', script, m);
    mkdirSync(join(m.talisman, 'temp', '2'), { recursive: true });
    copyFileSync(fixture('mystic', 'door32.sys'), join(m.talisman, 'temp', '2', 'door32.sys'));
    await callOnPty(onPty([script, '2', '1']), 'Pickman');
  });
});

describe("the README's systemd steps", () => {
  const steps = example('systemd-install').split('\n');
  const unitsDir = join(REPO_ROOT, 'bbs', 'systemd');
  const shipped = readdirSync(unitsDir).sort();
  const unitSetting = (unit: string, key: string): string | undefined =>
    new RegExp(`^${key}=(.*)$`, 'm').exec(readFileSync(join(unitsDir, unit), 'utf8'))?.[1];

  it('copy every unit bbs/systemd/ ships into /etc/systemd/system/', () => {
    const copy = steps.find((line) => line.startsWith('cp '))?.split(' ') ?? [];
    expect(copy.at(-1)).toBe('/etc/systemd/system/');
    const copied = copy.slice(1, -1).map((path) => {
      expect(path.startsWith('/opt/arkham-door/bbs/systemd/')).toBe(true);
      return path.slice('/opt/arkham-door/bbs/systemd/'.length);
    });
    expect(copied.sort()).toEqual(shipped);
  });

  it("make the units' user and home, reload, and enable the listeners and every timer", () => {
    expect(steps).toContain(`useradd --system --home-dir ${unitSetting('arkham-door.service', 'ReadWritePaths') ?? ''} --shell /usr/sbin/nologin ${unitSetting('arkham-door.service', 'User') ?? ''}`);
    expect(steps).toContain(`install -d -m 0700 -o arkham -g arkham ${unitSetting('arkham-door.service', 'ReadWritePaths') ?? ''}`);
    expect(steps.indexOf('systemctl daemon-reload')).toBeGreaterThan(steps.findIndex((line) => line.startsWith('cp ')));
    const enabled = /^systemctl enable --now (.+)$/m.exec(steps.join('\n'))?.[1]?.split(' ') ?? [];
    const wanted = shipped.filter((unit) => unitSetting(unit, 'WantedBy') !== undefined);
    expect(enabled.sort()).toEqual(wanted.sort());
    expect(wanted).toEqual(expect.arrayContaining(['arkham-door.service', 'arkham-door-maint.timer']));
  });
});

describe("the README's ENiGMA½ entries", () => {
  const entries = ['enigma-socket', 'enigma-stdio'].map((name) => {
    const text = example(name);
    return {
      name,
      text,
      command: /value: \{ command: "([A-Z0-9]+)" \}/.exec(text)?.[1],
      action: /action: @menu:(\w+)/.exec(text)?.[1],
      key: /^(\w+): \{$/m.exec(text)?.[1],
      doorName: /^\s*name: (\S+)$/m.exec(text)?.[1],
    };
  });

  it('each shows its doors-menu submit item reaching its own entry', () => {
    for (const entry of entries) {
      expect(entry.command, entry.name).toBeDefined();
      expect(entry.action, entry.name).toBe(entry.key);
      expect(entry.text, entry.name).toMatch(/module: abracadabra/);
    }
  });

  it('the two use distinct entry keys, commands and door names, so a board can have both', () => {
    for (const field of ['command', 'key', 'doorName'] as const) expect(new Set(entries.map((e) => e[field])).size, field).toBe(2);
  });

  it('say which file holds them, recommend io: socket and say why, and pass --eol lf and --low-glyphs ascii', () => {
    const section = README.slice(README.indexOf('- **ENiGMA½**'), README.indexOf('- **Mystic**'));
    expect(section).toContain('config/menus/<board>-doors.hjson');
    expect(section).toMatch(/Use `io: socket`/);
    expect(section).toContain('Events.once(ClientDisconnected, ...)');
    for (const entry of entries) expect(enigmaConfig(entry.name, machine()).args.join(' ')).toMatch(/--eol lf --low-glyphs ascii/);
    // ENiGMA½ 0.5.0-beta writes no BBSDEV.DRP and sets no BBSDEV_DRP: the README must not say it does.
    expect(README).not.toMatch(/ENiGMA[^.]*BBSDEV_DRP|BBSDEV_DRP[^.]*ENiGMA/);
  });
});

describe("the README's section for each BBS", () => {
  const section = (name: string, next: string): string => README.slice(README.indexOf(`- **${name}**`), README.indexOf(next));

  it.each([
    ['Synchronet', '- **ENiGMA½**', /SCFG \(which keeps the programs in `ctrl\/xtrn\.ini`\)/, /external programs menu/],
    ['ENiGMA½', '- **Mystic**', /`config\/menus\/<board>-doors\.hjson`/, /`doorsMainMenu`'s `submit:` list/],
    ['Mystic', '- **WWIV**', /`\.\/mystic -cfg`\), the menu editor/, /a hotkey no other item of that menu\s+uses/],
    ['WWIV', '- **Talisman**', /in `wwivconfig`, Chains/, /chains list/],
    ['Talisman', '- **Others on Linux**', /`menus\/doors\.toml` in Talisman's folder/, /hotkey no\s+other item there uses/],
  ])('%s: says where the entry goes and how callers reach it', (name, next, where, reached) => {
    const text = section(name, next);
    expect(text).toMatch(where);
    expect(text).toMatch(reached);
  });
});

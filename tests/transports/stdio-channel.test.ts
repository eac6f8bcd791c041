import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { CloseReason } from '../../src/transports/channel.js';
import { createStdioChannel, type StdioInput, type StdioOutput } from '../../src/transports/stdio-channel.js';
import { spawnFixture, type Fixture } from './support/child.js';
import { settle } from './support/wire-client.js';

const children: Fixture[] = [];
afterEach(() => {
  for (const fixture of children.splice(0)) if (fixture.child.exitCode === null) fixture.child.kill('SIGKILL');
});

function startEcho(env: NodeJS.ProcessEnv = process.env): Fixture {
  const fixture = spawnFixture('stdio-echo.ts', { env });
  children.push(fixture);
  return fixture;
}

describe('stdio channel in a child process', () => {
  it('echoes with Enter normalised and telnet commands removed, and ends with eof', async () => {
    const echo = startEcho({ ...process.env, TERM: 'ANSI-BBS' });
    await echo.waitForStderr('ready term=ansi-bbs');
    echo.child.stdin?.write('hello\r\n');
    echo.child.stdin?.write(Buffer.from([0xff, 0xfd, 0x1f, 0x78, 0x0a]));
    await echo.waitForStdout((out) => out.toString('latin1') === 'hello\rx\r', 'echo');
    echo.child.stdin?.end();
    await echo.waitForStderr('closed:eof');
    expect(await echo.exited()).toEqual({ code: 0, signal: null });
  });

  it.each([
    ['SIGTERM', 'sigterm'],
    ['SIGHUP', 'sighup'],
  ] as const)('closes with %s as a hang-up and lets the process end', async (signal, reason) => {
    const echo = startEcho();
    await echo.waitForStderr('ready');
    echo.child.kill(signal);
    await echo.waitForStderr(`closed:${reason}`);
    expect(await echo.exited()).toEqual({ code: 0, signal: null });
  });
});

function fakeTty(options: { columns?: number; rows?: number } = {}) {
  const rawCalls: boolean[] = [];
  const input: StdioInput = Object.assign(new PassThrough(), {
    isTTY: true,
    setRawMode: (mode: boolean) => void rawCalls.push(mode),
  });
  const output: StdioOutput = Object.assign(new PassThrough(), {
    isTTY: true,
    columns: options.columns ?? 80,
    rows: options.rows ?? 24,
  });
  const signals = new EventEmitter();
  return { input, output, signals, rawCalls };
}

describe('stdio channel on a terminal', () => {
  it('sets raw mode on a TTY and restores it on close', async () => {
    const tty = fakeTty();
    const channel = createStdioChannel({ input: tty.input, output: tty.output, signals: tty.signals });
    expect(tty.rawCalls).toEqual([true]);
    await channel.close();
    expect(tty.rawCalls).toEqual([true, false]);
  });

  it('turns a TTY output\'s post-processing off (no CR CR LF) and puts it back on close', async () => {
    const tty = fakeTty();
    const calls: string[] = [];
    const output = Object.assign(tty.output, { fd: 1 });
    const rawOutput = (fd: number): (() => void) => {
      calls.push(`off ${fd}`);
      return () => void calls.push(`back ${fd}`);
    };
    const channel = createStdioChannel({ input: tty.input, output, signals: tty.signals, rawOutput });
    expect(calls).toEqual(['off 1']);
    await channel.close();
    expect(calls).toEqual(['off 1', 'back 1']);
    const untouched = createStdioChannel({ input: tty.input, output, signals: tty.signals, rawOutput, rawMode: false });
    await untouched.close();
    expect(calls).toHaveLength(2);
  });

  it('leaves raw mode alone when asked to', async () => {
    const tty = fakeTty();
    const channel = createStdioChannel({ input: tty.input, output: tty.output, signals: tty.signals, rawMode: false });
    await channel.close();
    expect(tty.rawCalls).toEqual([]);
  });

  it('reads the size from the output and follows resize events', () => {
    const tty = fakeTty({ columns: 132, rows: 43 });
    const channel = createStdioChannel({ input: tty.input, output: tty.output, signals: tty.signals });
    expect(channel.info).toMatchObject({ cols: 132, rows: 43 });
    const sizes: Array<[number, number]> = [];
    channel.onResize((cols, rows) => sizes.push([cols, rows]));
    tty.output.columns = 100;
    tty.output.rows = 30;
    tty.output.emit('resize');
    tty.output.emit('resize');
    expect(sizes).toEqual([[100, 30]]);
    expect(channel.info).toMatchObject({ cols: 100, rows: 30 });
  });

  it('takes the terminal type from the env it is given, and nothing from process.env', () => {
    const tty = fakeTty();
    const withTerm = createStdioChannel({ ...tty, env: { TERM: 'Xterm' } });
    expect(withTerm.info.terminalType).toBe('xterm');
    const withoutEnv = createStdioChannel({ ...fakeTty() });
    expect(withoutEnv.info.terminalType).toBeUndefined();
  });

  it('turns SIGHUP into a hang-up and removes its signal listeners on close', () => {
    const tty = fakeTty();
    const channel = createStdioChannel({ input: tty.input, output: tty.output, signals: tty.signals });
    const reasons: CloseReason[] = [];
    channel.onClose((reason) => reasons.push(reason));
    expect(tty.signals.listenerCount('SIGHUP')).toBe(1);
    tty.signals.emit('SIGHUP');
    tty.signals.emit('SIGTERM');
    expect(reasons).toEqual(['sighup']);
    expect(tty.signals.listenerCount('SIGHUP')).toBe(0);
    expect(tty.signals.listenerCount('SIGTERM')).toBe(0);
    expect(tty.rawCalls).toEqual([true, false]);
  });

  it('writes bytes as they are and stops writing after close', async () => {
    const tty = fakeTty();
    const written: Buffer[] = [];
    tty.output.on('data', (chunk: Buffer) => written.push(chunk));
    const channel = createStdioChannel({ input: tty.input, output: tty.output, signals: tty.signals });
    channel.write(Buffer.from([0x1b, 0x5b, 0x32, 0x4a, 0xff]));
    await channel.close();
    channel.write(Buffer.from('late'));
    await settle();
    expect(Buffer.concat(written)).toEqual(Buffer.from([0x1b, 0x5b, 0x32, 0x4a, 0xff]));
  });

  it('treats EIO on input (the PTY went away) as a hang-up', () => {
    const tty = fakeTty();
    const channel = createStdioChannel({ input: tty.input, output: tty.output, signals: tty.signals });
    const reasons: CloseReason[] = [];
    channel.onClose((reason) => reasons.push(reason));
    tty.input.emit('error', Object.assign(new Error('read EIO'), { code: 'EIO' }));
    expect(reasons).toEqual(['eof']);
  });
});

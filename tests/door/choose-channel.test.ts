import { describe, expect, it } from 'vitest';
import { chooseChannel, parseHostPort } from '../../src/door/choose-channel.js';

const socketFds = new Set([7]);
const isSocket = (fd: number): boolean => socketFds.has(fd);

describe('choosing the channel', () => {
  it('explicit flags come first, whatever the drop file says', () => {
    const caller = { line: { kind: 'socket' as const, fd: 7 } };
    expect(chooseChannel({ stdio: true }, caller, isSocket)).toEqual({ kind: 'stdio' });
    expect(chooseChannel({ socket: 9 }, caller, isSocket)).toEqual({ kind: 'socket', fd: 9 });
    expect(chooseChannel({ connect: { host: '127.0.0.1', port: 4000 } }, caller, isSocket)).toEqual({
      kind: 'connect',
      host: '127.0.0.1',
      port: 4000,
    });
  });

  it('then a DOOR32 comm type 2 handle that fstat says is a socket', () => {
    expect(chooseChannel({}, { line: { kind: 'socket', fd: 7 } }, isSocket)).toEqual({ kind: 'socket', fd: 7 });
  });

  it('a DOOR32 handle that is not a socket falls back to stdin (EleBBS-style unusable handles)', () => {
    expect(chooseChannel({}, { line: { kind: 'socket', fd: 12 } }, isSocket)).toEqual({ kind: 'stdio' });
  });

  it('comm type 0 is not local: Synchronet writes 0 for every stdio door, so stdin carries the caller', () => {
    expect(chooseChannel({}, { line: { kind: 'stdio' } }, isSocket)).toEqual({ kind: 'stdio' });
    expect(chooseChannel({}, { line: { kind: 'local' } }, isSocket)).toEqual({ kind: 'stdio' });
  });

  it('a real fd check: fd 0 of a test process is not a socket', () => {
    expect(chooseChannel({}, { line: { kind: 'socket', fd: 987654 } })).toEqual({ kind: 'stdio' });
  });
});

describe('--connect HOST:PORT', () => {
  it('parses host and port, IPv6 in brackets', () => {
    expect(parseHostPort('127.0.0.1:2323')).toEqual({ host: '127.0.0.1', port: 2323 });
    expect(parseHostPort('[::1]:99')).toEqual({ host: '::1', port: 99 });
  });
  it('rejects malformed values', () => {
    for (const bad of ['', 'host', 'host:', ':80', 'host:0', 'host:70000', 'a:b']) expect(parseHostPort(bad)).toBeUndefined();
  });
});

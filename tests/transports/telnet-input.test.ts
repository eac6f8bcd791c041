import { describe, expect, it } from 'vitest';
import { createTelnetInputFilter, SUBNEGOTIATION_LIMIT_BYTES } from '../../src/transports/telnet-input.js';
import type { Negotiation } from '../../src/transports/telnet-options.js';

function harness(options: { throwOnData?: boolean } = {}) {
  const data: Buffer[] = [];
  const negotiations: Negotiation[] = [];
  const subs: Array<{ option: number; payload: Buffer }> = [];
  const faults: unknown[] = [];
  const protocolErrors: string[] = [];
  const filter = createTelnetInputFilter({
    data: (bytes) => {
      if (options.throwOnData) throw new Error('listener broke');
      data.push(bytes);
    },
    negotiation: (message) => negotiations.push(message),
    sub: (option, payload) => subs.push({ option, payload }),
    protocolError: (message) => protocolErrors.push(message),
    fault: (error) => faults.push(error),
  });
  const text = (): string => Buffer.concat(data).toString('latin1');
  return { filter, data, text, negotiations, subs, faults, protocolErrors };
}

describe('telnet input filter', () => {
  it('removes commands, even when split across chunks, and reports them', () => {
    const h = harness();
    h.filter.write(Buffer.from([0x61, 255]));
    h.filter.write(Buffer.from([251]));
    h.filter.write(Buffer.from([24, 0x62, 255, 253, 31, 0x63]));
    expect(h.text()).toBe('abc');
    expect(h.negotiations).toEqual([
      { verb: 'will', option: 24 },
      { verb: 'do', option: 31 },
    ]);
  });

  it('delivers IAC IAC as one 0xFF byte', () => {
    const h = harness();
    h.filter.write(Buffer.from([0x41, 255]));
    h.filter.write(Buffer.from([255, 0x42]));
    expect([...Buffer.concat(h.data)]).toEqual([0x41, 0xff, 0x42]);
  });

  it('hands sub-negotiations over with IAC IAC collapsed', () => {
    const h = harness();
    h.filter.write(Buffer.from([255, 250, 31, 0, 255, 255, 0, 24, 255, 240]));
    expect(h.subs).toEqual([{ option: 31, payload: Buffer.from([0, 255, 0, 24]) }]);
  });

  it('normalises Enter after removing commands', () => {
    const h = harness();
    h.filter.write(Buffer.from('a\r', 'latin1'));
    h.filter.write(Buffer.from([255, 241, 0x0a, 0x62, 0x0a]));
    expect(h.text()).toBe('a\rb\r');
  });

  it('cuts an oversized sub-negotiation and reports a broken one, without throwing', () => {
    const h = harness();
    h.filter.write(Buffer.from([255, 250, 24, 0]));
    h.filter.write(Buffer.alloc(SUBNEGOTIATION_LIMIT_BYTES * 3, 0x61));
    h.filter.write(Buffer.from([255, 240, 0x7a]));
    expect(h.subs).toHaveLength(1);
    expect(h.subs[0]?.payload.length).toBe(SUBNEGOTIATION_LIMIT_BYTES);
    expect(h.text()).toBe('z');
    h.filter.write(Buffer.from([255, 250, 24, 255, 1, 0x41, 255, 240, 0x79]));
    expect(h.protocolErrors.length).toBeGreaterThan(0);
    expect(h.text()).toBe('zy');
  });

  it('keeps working after a handler throws, and reports the fault', () => {
    const h = harness({ throwOnData: true });
    expect(() => h.filter.write(Buffer.from('abc'))).not.toThrow();
    expect(() => h.filter.write(Buffer.from('def'))).not.toThrow();
    expect(h.faults).toHaveLength(2);
  });
});

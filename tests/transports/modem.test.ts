import { describe, expect, it } from 'vitest';
import {
  connectSpeed,
  createModemState,
  stepModem,
  type ModemAction,
  type ModemInput,
  type ModemState,
} from '../../src/transports/modem.js';

/** Feeds inputs one by one and keeps every action, like the serial channel does. */
class Dialogue {
  state: ModemState = createModemState({ guardTimeMs: 1000, commandTimeoutMs: 5000, connectTimeoutMs: 60_000, resultHoldMs: 100 });
  actions: ModemAction[] = [];

  feed(input: ModemInput | string): ModemAction[] {
    const step = stepModem(this.state, typeof input === 'string' ? { kind: 'bytes', bytes: Buffer.from(input, 'latin1') } : input);
    this.state = step.state;
    this.actions.push(...step.actions);
    return step.actions;
  }

  sent(actions = this.actions): string[] {
    return actions.flatMap((action) => (action.kind === 'send' ? [action.text] : []));
  }

  data(actions = this.actions): string {
    return actions.map((action) => (action.kind === 'data' ? action.bytes.toString('latin1') : '')).join('');
  }

  online(): void {
    this.feed({ kind: 'start' });
    this.feed('\r\nOK\r\n');
    this.feed('\r\nOK\r\n');
    this.feed('\r\nRING\r\n');
    this.feed('\r\nCONNECT 2400\r\n');
    expect(this.state.phase).toBe('online');
  }
}

const kinds = (actions: ModemAction[]): string[] => actions.map((action) => action.kind);

describe('modem dialogue', () => {
  it('resets, initialises, answers a ring and reports the CONNECT speed', () => {
    const d = new Dialogue();
    expect(d.feed({ kind: 'start' })).toEqual([
      { kind: 'send', text: 'ATZ\r' },
      { kind: 'set-timer', ms: 5000 },
    ]);
    expect(d.sent(d.feed('ATZ\r\r\nOK\r\n'))).toEqual(['ATE0V1Q0S0=0\r']);
    expect(kinds(d.feed('\r\nOK\r\n'))).toEqual(['cancel-timer', 'initialised']);
    expect(d.state.phase).toBe('waiting-for-ring');
    const ring = d.feed('\r\nRING\r\n');
    expect(d.sent(ring)).toEqual(['ATA\r']);
    expect(ring).toContainEqual({ kind: 'set-timer', ms: 60_000 });
    expect(d.feed('\r\nCONNECT 2400\r\n')).toEqual([
      { kind: 'cancel-timer' },
      { kind: 'connected', baud: 2400 },
      { kind: 'cancel-timer' },
    ]);
  });

  it('uses the configured init string', () => {
    const state = createModemState({ initString: 'AT&F&C1&D2\r' });
    const started = stepModem(state, { kind: 'start' }).state;
    const { actions } = stepModem(started, { kind: 'bytes', bytes: Buffer.from('\r\nOK\r\n') });
    expect(actions).toContainEqual({ kind: 'send', text: 'AT&F&C1&D2\r' });
  });

  it('reads result lines split across chunks', () => {
    const d = new Dialogue();
    d.feed({ kind: 'start' });
    d.feed('\r\nO');
    expect(d.state.phase).toBe('resetting');
    d.feed('K\r');
    expect(d.state.phase).toBe('initialising');
  });

  it('parses CONNECT with and without a speed', () => {
    expect(connectSpeed('CONNECT 14400/ARQ')).toBe(14400);
    expect(connectSpeed('CONNECT 2400')).toBe(2400);
    expect(connectSpeed('CONNECT')).toBeUndefined();
    const d = new Dialogue();
    d.feed({ kind: 'start' });
    d.feed('\r\nOK\r\n\r\nOK\r\n\r\nRING\r\n');
    expect(d.feed('\r\nCONNECT\r\n')).toContainEqual({ kind: 'connected', baud: undefined });
  });

  it.each(['NO CARRIER', 'BUSY', 'NO ANSWER'])('goes back to waiting for RING after %s while answering', (result) => {
    const d = new Dialogue();
    d.feed({ kind: 'start' });
    d.feed('\r\nOK\r\n\r\nOK\r\n\r\nRING\r\n');
    expect(d.state.phase).toBe('answering');
    expect(kinds(d.feed(`\r\n${result}\r\n`))).toEqual(['cancel-timer', 'note']);
    expect(d.state.phase).toBe('waiting-for-ring');
    expect(d.sent(d.feed('\r\nRING\r\n'))).toEqual(['ATA\r']);
  });

  it('gives up on an answer that never connects and waits for the next ring', () => {
    const d = new Dialogue();
    d.feed({ kind: 'start' });
    d.feed('\r\nOK\r\n\r\nOK\r\n\r\nRING\r\n');
    expect(d.sent(d.feed({ kind: 'timeout' }))).toEqual(['\r']);
    expect(d.state.phase).toBe('waiting-for-ring');
    d.feed('\r\nNO CARRIER\r\n');
    expect(d.state.phase).toBe('waiting-for-ring');
  });

  it('fails when the modem does not answer ATZ or rejects the init string', () => {
    const silent = new Dialogue();
    silent.feed({ kind: 'start' });
    expect(silent.feed({ kind: 'timeout' })).toContainEqual({ kind: 'failed', reason: 'no OK from the modem after ATZ' });
    const picky = new Dialogue();
    picky.feed({ kind: 'start' });
    picky.feed('\r\nOK\r\n');
    expect(picky.feed('\r\nERROR\r\n')).toContainEqual({ kind: 'failed', reason: 'the modem rejected the init string' });
    expect(picky.state.phase).toBe('failed');
  });

  it('passes caller bytes through once online, without the LF that ends the CONNECT line', () => {
    const d = new Dialogue();
    d.feed({ kind: 'start' });
    d.feed('\r\nOK\r\n\r\nOK\r\n\r\nRING\r\n');
    const actions = d.feed('\r\nCONNECT 9600/ARQ\r');
    expect(actions).toContainEqual({ kind: 'connected', baud: 9600 });
    expect(d.data(d.feed('\nhello'))).toBe('hello');
  });

  it('passes data that follows CONNECT in the same chunk', () => {
    const d = new Dialogue();
    d.feed({ kind: 'start' });
    d.feed('\r\nOK\r\n\r\nOK\r\n\r\nRING\r\n');
    expect(d.data(d.feed('\r\nCONNECT 2400\r\nxyz'))).toBe('xyz');
  });

  it('reports carrier loss on a NO CARRIER line and never passes its text on as keys', () => {
    const d = new Dialogue();
    d.online();
    const actions = d.feed('abc\r\nNO CARRIER\r\n');
    expect(d.data(actions)).toBe('abc');
    expect(actions).toContainEqual({ kind: 'carrier-lost' });
    expect(d.state.phase).toBe('ended');
  });

  it('finds NO CARRIER split across chunks', () => {
    const d = new Dialogue();
    d.online();
    expect(d.data(d.feed('ok\r\nNO CAR'))).toBe('ok');
    const rest = d.feed('RIER\r\n');
    expect(rest).toContainEqual({ kind: 'carrier-lost' });
    expect(d.data(rest)).toBe('');
  });

  it('lets held bytes through when they turn out to be keys, or when the hold time passes', () => {
    const d = new Dialogue();
    d.online();
    const held = d.feed('\rN');
    expect(d.data(held)).toBe('');
    expect(held).toContainEqual({ kind: 'set-timer', ms: 100 });
    expect(d.data(d.feed('ew game\r'))).toBe('\rNew game');
    expect(d.data(d.feed({ kind: 'timeout' }))).toBe('\r');
    expect(d.data(d.feed('NO CARRIERS'))).toBe('NO CARRIERS');
    expect(d.state.phase).toBe('online');
  });

  it('passes an N typed mid-line at once', () => {
    const d = new Dialogue();
    d.online();
    expect(d.data(d.feed('xN'))).toBe('xN');
  });

  it('hangs up from online with guard time, +++, guard time, ATH0', () => {
    const d = new Dialogue();
    d.online();
    expect(d.feed({ kind: 'hang-up' })).toEqual([{ kind: 'set-timer', ms: 1000 }]);
    expect(d.feed({ kind: 'timeout' })).toEqual([
      { kind: 'send', text: '+++' },
      { kind: 'set-timer', ms: 2000 },
    ]);
    expect(d.sent(d.feed('\r\nOK\r\n'))).toEqual(['ATH0\r']);
    expect(kinds(d.feed('\r\nOK\r\n'))).toEqual(['cancel-timer', 'hung-up']);
    expect(d.state.phase).toBe('ended');
  });

  it('hangs up even when the modem stays silent', () => {
    const d = new Dialogue();
    d.online();
    d.feed({ kind: 'hang-up' });
    d.feed({ kind: 'timeout' });
    expect(d.sent(d.feed({ kind: 'timeout' }))).toEqual(['ATH0\r']);
    expect(kinds(d.feed({ kind: 'timeout' }))).toContain('hung-up');
  });

  it('hangs up in command mode with ATH0 alone, and at once after carrier loss', () => {
    const waiting = new Dialogue();
    waiting.feed({ kind: 'start' });
    waiting.feed('\r\nOK\r\n\r\nOK\r\n');
    expect(waiting.sent(waiting.feed({ kind: 'hang-up' }))).toEqual(['ATH0\r']);
    const lost = new Dialogue();
    lost.online();
    lost.feed('\r\nNO CARRIER\r\n');
    expect(kinds(lost.feed({ kind: 'hang-up' }))).toEqual(['cancel-timer', 'hung-up']);
  });

  it('bounds a runaway result line', () => {
    const d = new Dialogue();
    d.feed({ kind: 'start' });
    d.feed('X'.repeat(100_000));
    expect(d.state.line.length).toBeLessThanOrEqual(80);
  });
});

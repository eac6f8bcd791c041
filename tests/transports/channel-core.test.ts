import { describe, expect, it } from 'vitest';
import type { CloseReason } from '../../src/transports/channel.js';
import { ChannelCore, settleWithin } from '../../src/transports/channel-core.js';
import { FakeClock } from '../../src/support/fake-clock.js';

describe('channel core', () => {
  it('keeps type-ahead until the first reader subscribes', () => {
    const core = new ChannelCore(() => {});
    core.emitData(Buffer.from('ab'));
    core.emitData(Buffer.from('c'));
    const seen: string[] = [];
    core.onData((bytes) => seen.push(bytes.toString()));
    core.emitData(Buffer.from('d'));
    expect(seen).toEqual(['abc', 'd']);
  });

  it('closes once, tells late subscribers the reason and resolves ready()', async () => {
    const core = new ChannelCore(() => {});
    const reasons: CloseReason[] = [];
    core.onClose((reason) => reasons.push(reason));
    expect(core.finish('sighup')).toBe(true);
    expect(core.finish('local')).toBe(false);
    core.onClose((reason) => reasons.push(reason));
    expect(reasons).toEqual(['sighup', 'sighup']);
    await expect(core.whenReady()).resolves.toBeUndefined();
  });

  it('stops delivering after close and after unsubscribe', () => {
    const core = new ChannelCore(() => {});
    const seen: string[] = [];
    const stop = core.onData((bytes) => seen.push(bytes.toString()));
    core.emitData(Buffer.from('a'));
    stop();
    core.emitData(Buffer.from('b'));
    core.onData((bytes) => seen.push(bytes.toString()));
    core.finish('eof');
    core.emitData(Buffer.from('c'));
    expect(seen).toEqual(['a', 'b']);
  });

  it('reports a throwing listener and still calls the others', () => {
    const errors: unknown[] = [];
    const core = new ChannelCore((error) => errors.push(error));
    const seen: number[] = [];
    core.onResize(() => {
      throw new Error('bad listener');
    });
    core.onResize((cols) => seen.push(cols));
    core.emitResize(100, 30);
    expect(errors).toHaveLength(1);
    expect(seen).toEqual([100]);
  });

  it('settleWithin resolves on done or on the clock, whichever is first', async () => {
    const clock = new FakeClock();
    let settled = false;
    const waiting = settleWithin(clock, 1000, () => {}).then(() => (settled = true));
    clock.advance(999);
    await Promise.resolve();
    expect(settled).toBe(false);
    clock.advance(1);
    await waiting;
    expect(settled).toBe(true);
    await settleWithin(clock, 1000, (done) => done());
    expect(clock.pending()).toBe(0);
  });
});

// Every line of every listener has the kernel's keep-alive on, so a line that died without a word
// (a modem pool's router gone, a laptop closed) is found and hung up, and its caller leaves who's
// online: `ss` shows the timer on the listener's end of a real TCP connection.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../src/support/fake-clock.js';
import { silentLogger } from '../../src/support/logger.js';
import { startCallerLines, type CallerLine } from '../../src/transports/caller-lines.js';

const hasSs = spawnSync('ss', ['-V']).status === 0;

describe.skipIf(!hasSs)('a caller line', () => {
  it('keeps the kernel keep-alive on from the first byte', async () => {
    let accepted: CallerLine | undefined;
    const listener = await startCallerLines(
      { protocol: 'ssh', host: '127.0.0.1', port: 0, clock: new FakeClock(), logger: silentLogger, onChannel: () => undefined },
      (line) => (accepted = line),
    );
    const client = net.connect(listener.address.port, '127.0.0.1');
    await new Promise((resolve) => client.once('connect', resolve));
    for (let i = 0; i < 100 && !accepted; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    const shown = spawnSync('ss', ['-tnoH', 'state', 'established', `( sport = :${listener.address.port} )`], { encoding: 'utf8' }).stdout;
    expect(shown).toMatch(/timer:\(keepalive/);
    client.destroy();
    accepted?.socket.destroy();
    await listener.close();
  });
});

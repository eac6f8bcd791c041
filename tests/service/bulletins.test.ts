import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeBulletins } from '../../src/service/bulletins/write-bulletins.js';
import { decodeCp437 } from '../../src/term/cp437.js';
import { playedSoloGame } from './helpers/solo-game.js';
import { playedRevisedGame } from './helpers/revised-game.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function visibleLines(bytes: Buffer): string[] {
  return decodeCp437(bytes)
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\r\n');
}

describe('bulletins for the BBS', () => {
  it('writes news, scores and games as .ans and .txt that fit 80 columns, in CP437 without byte 0xFF', async () => {
    const service = await playedSoloGame('bulletin-seed');
    await service.games.create('Cy', { title: `A very long title for a table ${'x'.repeat(60)}` });
    const out = mkdtempSync(join(tmpdir(), 'ad-bulletins-'));
    dirs.push(out);
    const written = await writeBulletins(service, out, 'The \u001b[5mMiskatonic\u001b[0m Line');
    expect(written.map((file) => file.slice(out.length + 1)).sort()).toEqual(['games.ans', 'games.txt', 'news.ans', 'news.txt', 'scores.ans', 'scores.txt']);
    for (const file of written) {
      const bytes = readFileSync(file);
      expect(bytes.includes(0xff)).toBe(false);
      const lines = visibleLines(bytes);
      expect(lines[lines.length - 1]).toBe('');
      for (const line of lines) expect([...line].length).toBeLessThanOrEqual(79);
      expect(decodeCp437(bytes).replace(/\x1b\[[0-9;]*m/g, '')).not.toMatch(/\x1b/);
      if (file.endsWith('.txt')) expect([...bytes].every((b) => b === 0x0d || b === 0x0a || (b >= 0x20 && b < 0x7f))).toBe(true);
      if (file.endsWith('.ans')) expect(bytes.includes(0x1b)).toBe(true);
    }
    const news = readFileSync(join(out, 'news.txt'), 'latin1');
    expect(news).toContain('THE ARKHAM ADVERTISER');
    expect(news).toContain('The Solo Watch');
    expect(news).toContain('The Miskatonic Line');
    const scores = readFileSync(join(out, 'scores.txt'), 'latin1');
    expect(scores).toMatch(/Ann/);
    const games = readFileSync(join(out, 'games.txt'), 'latin1');
    expect(games).toContain('Cy');
  });

  it('a revised game\'s news and its table are in the bulletins too, the table named revised', async () => {
    const service = await playedRevisedGame('bulletin-revised');
    await service.games.create('Cy', { title: 'Harbour Lights', ruleset: 'revised', maxPlayers: 2 });
    const out = mkdtempSync(join(tmpdir(), 'ad-bulletins-'));
    dirs.push(out);
    await writeBulletins(service, out, 'Arkham BBS');
    const news = readFileSync(join(out, 'news.txt'), 'latin1');
    expect(news).toContain('The Revised Watch');
    const games = visibleLines(readFileSync(join(out, 'games.txt')));
    expect(games.some((line) => /"Harbour Lights" \(game \w+\) +revised, open, 1\/2 seated$/.test(line))).toBe(true);
  });

  it('writes a stock page when there is no news yet', async () => {
    const { ArkhamService } = await import('../../src/service/service.js');
    const { MemoryStore } = await import('../../src/store/memory-store.js');
    const { FakeClock } = await import('../../src/support/fake-clock.js');
    const { silentLogger } = await import('../../src/support/logger.js');
    const { defaultConfig } = await import('../../src/config/config.js');
    const { shippedContent } = await import('./helpers/game-fixture.js');
    const service = new ArkhamService({ store: new MemoryStore(), content: shippedContent(), clock: new FakeClock(), logger: silentLogger, config: defaultConfig() });
    const out = mkdtempSync(join(tmpdir(), 'ad-bulletins-'));
    dirs.push(out);
    await writeBulletins(service, out, 'Arkham BBS');
    expect(readFileSync(join(out, 'news.txt'), 'latin1')).toContain('No news yet');
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { simCommand } from '../../src/sim/command.js';

function capture(): { out: PassThrough; text: () => string } {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  return { out, text: () => Buffer.concat(chunks).toString('utf8') };
}

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('arkham-door sim', () => {
  it('prints one JSON object with --json', async () => {
    const { out, text } = capture();
    const code = await simCommand(['--games', '5', '--players', '2', '--seed', 'cli', '--bot', 'random', '--json'], out);
    expect(code).toBe(0);
    const result = JSON.parse(text()) as Record<string, unknown>;
    expect(result).toMatchObject({ bot: 'random', players: 2, seed: 'cli', games: 5, errors: 0, stuck: 0 });
    expect(result).toHaveProperty('gamesPerSecond');
    expect(result).toHaveProperty('losses.gates');
  });

  it('plays the revised ruleset with --ruleset revised, with the same figures', async () => {
    const { out, text } = capture();
    const code = await simCommand(['--ruleset', 'revised', '--games', '5', '--players', '3', '--seed', 'cli', '--bot', 'heuristic', '--json'], out);
    expect(code).toBe(0);
    const result = JSON.parse(text()) as Record<string, unknown>;
    expect(result).toMatchObject({ ruleset: 'revised', bot: 'heuristic', players: 3, games: 5, errors: 0, stuck: 0 });
    for (const key of ['wins', 'losses', 'meanTurns', 'medianTurns', 'meanAnswers', 'stalemates', 'gamesPerSecond']) expect(result).toHaveProperty(key);
    const table = capture();
    expect(await simCommand(['--ruleset', 'revised', '--games', '2', '--players', '1'], table.out)).toBe(0);
    expect(table.text()).toMatch(/^ruleset\s+revised$/m);
  });

  it('refuses an unknown ruleset, and classic-only flags with the revised one', async () => {
    const a = capture();
    expect(await simCommand(['--ruleset', 'modern'], a.out)).toBe(2);
    expect(a.text()).toMatch(/unknown ruleset modern/);
    const b = capture();
    expect(await simCommand(['--ruleset', 'revised', '--catalogue', 'core'], b.out)).toBe(2);
    expect(b.text()).toMatch(/classic ruleset/);
  });

  it('prints a short table by default', async () => {
    const { out, text } = capture();
    expect(await simCommand(['--games', '3', '--players', '1', '--seed', 'tbl'], out)).toBe(0);
    expect(text()).toMatch(/^bot\s+random$/m);
    expect(text()).toMatch(/^games\s+3$/m);
    expect(text()).toMatch(/^games\/s\s+\d+$/m);
  });

  it('writes every game\'s events as JSON lines with --log', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arkham-sim-'));
    dirs.push(dir);
    const file = join(dir, 'events.jsonl');
    const { out } = capture();
    expect(await simCommand(['--games', '2', '--players', '1', '--seed', 'log', '--log', file], out)).toBe(0);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.length).toBeGreaterThan(10);
    expect((JSON.parse(lines[0] ?? '{}') as { type: string }).type).toBe('game-started');
  });

  it('plays the core catalogue with --catalogue core (the full one by default)', async () => {
    const core = capture();
    expect(await simCommand(['--games', '3', '--players', '2', '--seed', 'cat', '--catalogue', 'core', '--json'], core.out)).toBe(0);
    expect(JSON.parse(core.text())).toMatchObject({ catalogue: 'core', games: 3, errors: 0, stuck: 0 });
    const full = capture();
    expect(await simCommand(['--games', '3', '--players', '2', '--seed', 'cat'], full.out)).toBe(0);
    expect(full.text()).toMatch(/^catalogue\s+full$/m);
    expect(full.text()).toMatch(/^stalemates\s+0$/m);
  });

  it('plays under the rules options given with --option NAME=VALUE, and reports the median game length', async () => {
    const { out, text } = capture();
    const args = ['--games', '4', '--players', '2', '--seed', 'opt', '--bot', 'heuristic', '--option', 'gemGateClosing=anywhere', '--option', 'fullHeal=true', '--json'];
    expect(await simCommand(args, out)).toBe(0);
    const result = JSON.parse(text()) as { options: Record<string, unknown>; medianTurns: number; games: number };
    expect(result.options).toMatchObject({ gemGateClosing: 'anywhere', fullHeal: true, gateLimit: 'rules-sheet' });
    expect(result.medianTurns).toBeGreaterThanOrEqual(1);
  });

  it('refuses bad arguments with exit code 2', async () => {
    const badOptions = [['--option', 'gemGateClosing=nowhere'], ['--option', 'noSuchRule=true'], ['--option', 'fullHeal']];
    for (const args of [['--games', 'many'], ['--players', '9'], ['--bot', 'clever'], ['--catalogue', 'partial'], ['--frobnicate'], ...badOptions]) {
      const { out, text } = capture();
      expect(await simCommand(args, out)).toBe(2);
      expect(text()).toMatch(/usage: arkham-door sim/);
    }
  });
});

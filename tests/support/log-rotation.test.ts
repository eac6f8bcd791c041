import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../src/support/fake-clock.js';
import { jsonLineLogger } from '../../src/support/logger.js';

const newLogs = (): string => mkdtempSync(join(tmpdir(), 'ad-logs-'));
const lines = (file: string): string[] => readFileSync(file, 'utf8').trim().split('\n');

describe('log rotation', () => {
  it('a file that would pass maxBytes moves to .1, .1 to .2, and only keepFiles are kept', () => {
    const dir = newLogs();
    const file = join(dir, 'arkham-door.log');
    const clock = new FakeClock();
    const logger = jsonLineLogger({ file, now: () => clock.now(), rotation: { maxBytes: 200, daily: false, keepFiles: 2 } });
    for (let i = 0; i < 20; i++) logger.info(`line ${i}`, { padding: 'x'.repeat(40) });
    expect(readdirSync(dir).sort()).toEqual(['arkham-door.log', 'arkham-door.log.1', 'arkham-door.log.2']);
    for (const name of readdirSync(dir)) {
      expect(statSync(join(dir, name)).size).toBeLessThanOrEqual(200);
      expect(statSync(join(dir, name)).mode & 0o777).toBe(0o600);
    }
    // Nothing lost between the current file and its newest rotations: the lines run on in order.
    const kept = [...lines(`${file}.2`), ...lines(`${file}.1`), ...lines(file)].map((l) => (JSON.parse(l) as { message: string }).message);
    expect(kept.at(-1)).toBe('line 19');
    const numbers = kept.map((m) => Number(m.split(' ')[1]));
    expect(numbers).toEqual(numbers.map((_, i) => (numbers[0] ?? 0) + i));
  });

  it('a new UTC day starts a new file; the same day keeps writing to the old one', () => {
    const dir = newLogs();
    const file = join(dir, 'arkham-door.log');
    const clock = new FakeClock(Date.UTC(2026, 11, 1, 23, 0, 0));
    const logger = jsonLineLogger({ file, now: () => clock.now(), rotation: { maxBytes: 0, daily: true, keepFiles: 3 } });
    logger.info('first night');
    clock.advance(30 * 60_000);
    logger.info('still the first');
    clock.advance(60 * 60_000);
    logger.info('next day');
    expect(lines(`${file}.1`).map((l) => (JSON.parse(l) as { message: string }).message)).toEqual(['first night', 'still the first']);
    expect(lines(file).map((l) => (JSON.parse(l) as { message: string }).message)).toEqual(['next day']);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('a second process writing the same log sees the other one rotated, and does not rotate a fresh file again', () => {
    const dir = newLogs();
    const file = join(dir, 'arkham-door.log');
    const clock = new FakeClock(Date.UTC(2026, 11, 1, 23, 59, 0));
    const rotation = { maxBytes: 0, daily: true, keepFiles: 3 };
    const a = jsonLineLogger({ file, now: () => clock.now(), rotation });
    const b = jsonLineLogger({ file, now: () => clock.now(), rotation });
    a.info('a before midnight');
    b.info('b before midnight');
    clock.advance(2 * 60_000);
    a.info('a after');
    b.info('b after');
    expect(readdirSync(dir).sort()).toEqual(['arkham-door.log', 'arkham-door.log.1']);
    expect(lines(file)).toHaveLength(2);
  });
});

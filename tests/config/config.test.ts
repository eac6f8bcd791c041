import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REPO_ROOT } from '../service/helpers/game-fixture.js';
import { ConfigError, defaultConfig, loadConfig } from '../../src/config/config.js';
import { ConfigSchema, parseConfig } from '../../src/config/config-schema.js';

const newHome = (): string => mkdtempSync(join(tmpdir(), 'ad-config-'));

describe('configuration file', () => {
  it('a missing file means the defaults (5 minutes idle, telnet on 127.0.0.1:2323)', async () => {
    const config = await loadConfig(newHome());
    expect(config).toEqual(defaultConfig());
    expect(config.idleMinutes).toBe(5);
    expect(config.telnet).toEqual({ host: '127.0.0.1', port: 2323, maxConnections: 500 });
  });

  it('the written-out defaults equal the schema defaults', () => {
    expect(defaultConfig()).toEqual(ConfigSchema.parse({}));
  });

  it('lists every problem with its key', () => {
    try {
      parseConfig(JSON.stringify({ idleMinutes: 'five', telnet: { port: 70000 }, colour: true }), 'cfg.json');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('cfg.json: idleMinutes:');
      expect(message).toContain('cfg.json: telnet.port:');
      expect(message).toMatch(/colour/);
    }
  });

  it('the login stage lasts 120 s and one address may hold 5 calls unless set; bad values name their key', () => {
    expect(defaultConfig().limits).toEqual({ loginSeconds: 120, connectionsPerAddress: 5 });
    expect(parseConfig(JSON.stringify({ limits: { loginSeconds: 60 } }), 'cfg.json').limits).toEqual({ loginSeconds: 60, connectionsPerAddress: 5 });
    expect(() => parseConfig(JSON.stringify({ limits: { loginSeconds: 0, connectionsPerAddress: 'many' } }), 'cfg.json')).toThrow(
      /cfg.json: limits.loginSeconds:[\s\S]*cfg.json: limits.connectionsPerAddress:/,
    );
    expect(() => parseConfig(JSON.stringify({ door: { tag: 'has space' } }), 'cfg.json')).toThrow(/door.tag/);
  });

  it('the day begins at 00:00 in the machine zone unless set; a bad time or zone names its key and line', () => {
    expect(defaultConfig().day).toEqual({ startsAt: '00:00', todayAtLogOn: false });
    expect(parseConfig('{ "day": { "startsAt": "06:30", "timeZone": "Asia/Tokyo" } }', 'cfg.json').day).toEqual({ startsAt: '06:30', timeZone: 'Asia/Tokyo', todayAtLogOn: false });
    const text = '{\n  "day": {\n    "startsAt": "25:00",\n    "timeZone": "Mars/Olympus"\n  }\n}\n';
    expect(() => parseConfig(text, 'cfg.json')).toThrow(/cfg.json: day.startsAt: must be a time of day as HH:MM \(00:00 to 23:59\) \(line 3\)\ncfg.json: day.timeZone: .* \(line 4\)/);
  });

  it('names the line of a JSON syntax error', async () => {
    const home = newHome();
    writeFileSync(join(home, 'arkham-door.json'), '{\n  "idleMinutes": 5,\n  oops\n}\n');
    await expect(loadConfig(home, 'arkham-door.json')).rejects.toThrow(/arkham-door.json: line 3: not valid JSON/);
  });

  it('a checked config is remembered, and a changed one is checked again', async () => {
    const home = newHome();
    writeFileSync(join(home, 'arkham-door.json'), JSON.stringify({ idleMinutes: 7 }));
    expect((await loadConfig(home)).idleMinutes).toBe(7);
    expect(readdirSync(home)).toContain('.arkham-door.checked.json');
    expect((await loadConfig(home)).idleMinutes).toBe(7);
    writeFileSync(join(home, 'arkham-door.json'), JSON.stringify({ idleMinutes: 1 }));
    await expect(loadConfig(home)).rejects.toThrow(/idleMinutes/);
  });
});

describe('the remembered check of a config', () => {
  it('one remembered by an older version (without the log keys) is checked again, so new keys get their defaults', async () => {
    const home = newHome();
    const source = JSON.stringify({ idleMinutes: 7 });
    writeFileSync(join(home, 'arkham-door.json'), source);
    const { log: _log, ...older } = { ...defaultConfig(), idleMinutes: 7 };
    writeFileSync(join(home, '.arkham-door.checked.json'), JSON.stringify({ source, config: older }));
    expect((await loadConfig(home)).log).toEqual({ maxBytes: 10_000_000, daily: true, keepFiles: 14 });
  });
});

describe('the shipped example config (arkham-door.example.json)', () => {
  const examplePath = join(REPO_ROOT, 'arkham-door.example.json');
  const exampleText = readFileSync(examplePath, 'utf8');

  it('loads as a valid config equal to the defaults', () => {
    expect(parseConfig(exampleText, 'arkham-door.example.json')).toEqual(defaultConfig());
  });

  it('names every key the schema knows, each value with a comment line above it', () => {
    const lines = exampleText.split('\n');
    for (const path of schemaKeys(ConfigSchema.shape)) {
      const leaf = path.split('.').pop() ?? path;
      const at = lines.findIndex((line) => line.includes(`"${leaf}":`));
      expect(at, `${path} is missing from the example`).toBeGreaterThan(0);
      const isSection = lines[at]?.trimEnd().endsWith('{') ?? false;
      if (!isSection) expect(lines[at - 1]?.trim().startsWith('//'), `${path} has no comment`).toBe(true);
    }
  });

  it('comments keep line numbers: a syntax error after them names its own line', () => {
    expect(() => parseConfig('// one\n// two\n{\n  "idleMinutes": 5 // five\n  oops\n}\n', 'cfg.json')).toThrow(/cfg.json: line 5: not valid JSON/);
    expect(parseConfig('{ "bbsName": "a // not a comment" }', 'cfg.json').bbsName).toBe('a // not a comment');
    expect(parseConfig('{ "bbsName": "say \\"hi\\" // still text" }', 'cfg.json').bbsName).toBe('say "hi" // still text');
  });

  it('http.origins takes bare origins only, and names the key of one that is not', () => {
    expect(parseConfig(JSON.stringify({ http: { origins: ['https://bbs.example.org', 'http://10.0.0.2:8080'] } }), 'cfg.json').http.origins).toEqual(['https://bbs.example.org', 'http://10.0.0.2:8080']);
    for (const bad of ['bbs.example.org', 'https://bbs.example.org/', 'https://bbs.example.org/play', 'ftp://bbs.example.org', 'https://u:p@bbs.example.org']) {
      expect(() => parseConfig(JSON.stringify({ http: { origins: [bad] } }), 'cfg.json'), bad).toThrow(/cfg.json: http.origins.0: an origin such as/);
    }
  });

  it('log rotation keys have their defaults and are checked', () => {
    expect(parseConfig(JSON.stringify({ log: { maxBytes: 500 } }), 'cfg.json').log).toEqual({ maxBytes: 500, daily: true, keepFiles: 14 });
    expect(() => parseConfig(JSON.stringify({ log: { keepFiles: 0 } }), 'cfg.json')).toThrow(/cfg.json: log.keepFiles:/);
  });
});

/** Every key path of a zod object shape, nested objects included (unions and defaults unwrapped). */
function schemaKeys(shape: Record<string, unknown>, prefix = ''): string[] {
  const keys: string[] = [];
  for (const [key, value] of Object.entries(shape)) {
    const path = prefix + key;
    keys.push(path);
    const inner = unwrap(value);
    if (inner instanceof z.ZodObject) keys.push(...schemaKeys(inner.shape as Record<string, unknown>, `${path}.`));
  }
  return keys;
}

function unwrap(value: unknown): unknown {
  let current = value;
  while (current instanceof z.ZodDefault || current instanceof z.ZodOptional) current = current._def.innerType;
  return current;
}

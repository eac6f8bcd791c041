import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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

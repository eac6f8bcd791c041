import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultConfig, loadConfig, parseConfig } from '../../src/config/config.js';

describe('configuration file', () => {
  it('a missing file means the defaults (5 minutes idle, telnet on 127.0.0.1:2323)', () => {
    const home = mkdtempSync(join(tmpdir(), 'ad-config-'));
    const config = loadConfig(home);
    expect(config).toEqual(defaultConfig());
    expect(config.idleMinutes).toBe(5);
    expect(config.telnet).toEqual({ host: '127.0.0.1', port: 2323, maxConnections: 500 });
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

  it('names the line of a JSON syntax error', () => {
    const home = mkdtempSync(join(tmpdir(), 'ad-config-'));
    writeFileSync(join(home, 'arkham-door.json'), '{\n  "idleMinutes": 5,\n  oops\n}\n');
    expect(() => loadConfig(home, 'arkham-door.json')).toThrow(/arkham-door.json: line 3: not valid JSON/);
  });
});

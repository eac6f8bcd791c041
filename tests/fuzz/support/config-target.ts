// The config loader's parser on damaged config files, random JSON and config-shaped objects with wrong
// values: a config within the schema's ranges, or a ConfigError naming the file whose every problem is
// one plain line (the CLI prints them to stderr, one reason a line).
import fc from 'fast-check';
import { ConfigError, defaultConfig, type Config } from '../../../src/config/config.js';
import { parseConfig } from '../../../src/config/config-schema.js';
import { toPlainText } from '../../../src/support/plain-text.js';
import { applyMutations, byteMutations } from './byte-mutations.js';
import type { FuzzTarget } from './target.js';

export const CONFIG_FILE = 'fuzz/arkham-door.json';
/** Time one parse may take: ordinary files, and absurd 10 MB ones (JSON.parse alone needs ~1 s for 400k keys). */
export const CONFIG_BUDGET_MS = 1000;
export const HUGE_CONFIG_BUDGET_MS = 5000;

const VALID_CONFIGS: readonly string[] = [
  JSON.stringify(defaultConfig(), null, 2),
  '{}',
  '{ "bbsName": "Miskatonic BBS", "telnet": { "port": 0 } }',
  '{\n  "idleMinutes": 10,\n  "maxCallMinutes": 60,\n  "defaultCharset": "utf8",\n  "logLevel": "debug"\n}\n',
];

const KEYS = ['bbsName', 'idleMinutes', 'maxCallMinutes', 'defaultCharset', 'telnet', 'logLevel', '__proto__', 'constructor', 'x\u001b[2J\ny'];
const odd = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(0, -1, 1.5, 2, 120, 121, 1440, 65535, 65536, 1e308, '', 'cp437', 'utf8', 'debug', '\u001b[2J', 'A'.repeat(61)),
);
const configShaped = fc
  .dictionary(fc.constantFrom(...KEYS), fc.oneof(odd, fc.dictionary(fc.constantFrom('host', 'port', 'maxConnections', 'x'), odd)), { maxKeys: 8 })
  .map((value) => JSON.stringify(value));

export const configText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...VALID_CONFIGS), byteMutations).map(([text, m]) => applyMutations(Buffer.from(text), m).toString('utf8')) },
  { weight: 2, arbitrary: configShaped },
  { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
);

function configFault(config: Config): string | undefined {
  const within = (n: number, min: number, max: number): boolean => Number.isInteger(n) && n >= min && n <= max;
  if (typeof config.bbsName !== 'string' || config.bbsName.length === 0) return 'bbsName';
  if (!within(config.idleMinutes, 2, 120)) return 'idleMinutes';
  if (!within(config.maxCallMinutes, 1, 1440)) return 'maxCallMinutes';
  if (!within(config.telnet.port, 0, 65535) || !within(config.telnet.maxConnections, 1, 5000)) return 'telnet';
  if (!['cp437', 'utf8'].includes(config.defaultCharset)) return 'defaultCharset';
  return undefined;
}

/** Parses `text`; throws unless the result is a config in range or a ConfigError of plain one-line problems. */
export function checkConfig(text: string, budgetMs = CONFIG_BUDGET_MS): void {
  const started = performance.now();
  try {
    const fault = configFault(parseConfig(text, CONFIG_FILE));
    if (fault) throw new Error(`accepted a bad ${fault}`);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw new Error(`parseConfig threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    if (error.file !== CONFIG_FILE) throw new Error(`ConfigError names ${error.file}`);
    if (error.problems.length === 0) throw new Error('ConfigError without a problem');
    for (const problem of error.problems) {
      if (toPlainText(problem) !== problem) throw new Error(`problem is not one plain line: ${JSON.stringify(problem)}`);
    }
  }
  const elapsed = performance.now() - started;
  if (elapsed > budgetMs) throw new Error(`parseConfig took ${Math.round(elapsed)} ms on ${text.length} characters`);
}

export const configTarget: FuzzTarget<string> = { name: 'config parser', arbitrary: configText, check: checkConfig };

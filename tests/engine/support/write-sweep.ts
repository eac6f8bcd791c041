// Writes tests/engine/fixtures/sweep-hashes.json from the engine as it is: run only to set the
// fixture on purpose (`node --import tsx tests/engine/support/write-sweep.ts`), never to make a red test green.
// A rewrite is a change of the rules' behaviour: bump RULES_VERSION first and pin the new digest
// (kernel-sweep.test.ts, RULES_PINS), or the test fails.
import { writeFileSync } from 'node:fs';
import { loadContent } from '../../../src/content/load.js';
import { CLASSIC_RULES_VERSION } from '../../../src/engine/index.js';
import { SWEEP_GAMES, sweepHash } from './sweep.js';

const content = loadContent('data');
const hashes = Array.from({ length: SWEEP_GAMES }, (_, game) => sweepHash(content, game));
writeFileSync('tests/engine/fixtures/sweep-hashes.json', `${JSON.stringify({ rulesVersion: CLASSIC_RULES_VERSION, hashes }, null, 1)}\n`);

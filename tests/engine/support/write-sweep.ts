// Writes tests/engine/fixtures/sweep-hashes.json from the engine as it is: run only to set the
// fixture on purpose (`node --import tsx tests/engine/support/write-sweep.ts`), never to make a red test green.
// A rewrite is a change of the rules' behaviour: bump RULES_VERSION first and pin the new digest
// (kernel-sweep.test.ts, RULES_PINS for classic, REVISED_RULES_PINS for the revised part), or the test fails.
import { writeFileSync } from 'node:fs';
import { loadContent } from '../../../src/rulesets/classic/content/load.js';
import { loadRevisedContent } from '../../../src/rulesets/revised/content/load.js';
import { CLASSIC_RULES_VERSION, REVISED_RULES_VERSION } from '../../../src/engine/index.js';
import { REVISED_SWEEP_GAMES, SWEEP_GAMES, revisedSweepHash, sweepHash } from './sweep.js';

const content = loadContent('data');
const hashes = Array.from({ length: SWEEP_GAMES }, (_, game) => sweepHash(content, game));
const revisedContent = loadRevisedContent('data/revised');
const revised = { rulesVersion: REVISED_RULES_VERSION, hashes: Array.from({ length: REVISED_SWEEP_GAMES }, (_, game) => revisedSweepHash(revisedContent, game)) };
writeFileSync('tests/engine/fixtures/sweep-hashes.json', `${JSON.stringify({ rulesVersion: CLASSIC_RULES_VERSION, hashes, revised }, null, 1)}\n`);

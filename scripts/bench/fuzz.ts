// A longer fuzz campaign over the same targets and generators as tests/fuzz: each target gets an equal
// share of the time, run in batches with seeds counted up from its fixed seed, so a run is repeatable.
// fuzzFailures must be 0; each failure is also described on stderr.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { round } from './stats.js';
import { doorBuilt } from '../../tests/support/door-process.js';
import { configTarget } from '../../tests/fuzz/support/config-target.js';
import { fuzzSeed } from '../../tests/fuzz/support/corpus.js';
import { runDoorOnStdin } from '../../tests/fuzz/support/door-stdio.js';
import { dropFileFixtures, dropFileTarget } from '../../tests/fuzz/support/drop-file-target.js';
import { startEchoServer } from '../../tests/fuzz/support/echo-server.js';
import { plainTextTarget } from '../../tests/fuzz/support/plain-text-target.js';
import { keySplitTarget, telnetSplitTarget } from '../../tests/fuzz/support/split-targets.js';
import { stdinCase, type StdinCase } from '../../tests/fuzz/support/stdio-cases.js';
import { runCampaign, type CampaignResult, type FuzzTarget } from '../../tests/fuzz/support/target.js';
import { telnetListenerTarget } from '../../tests/fuzz/support/telnet-target.js';
import { typedLineTarget } from '../../tests/fuzz/support/typed-line-target.js';

interface Campaign {
  /** Its key in tests/fuzz/corpus/seeds.json. */
  seedName: string;
  /** Cases per batch: many for in-memory targets, few for sockets and processes. */
  batch: number;
  run(seed: number, numRuns: number): Promise<CampaignResult>;
}

function campaign<T>(seedName: string, target: FuzzTarget<T>, batch: number): Campaign {
  return { seedName, batch, run: (seed, numRuns) => runCampaign(target, seed, numRuns) };
}

function stdioDoorTarget(home: string): FuzzTarget<StdinCase> {
  let runs = 0;
  return {
    name: 'door --stdio',
    arbitrary: stdinCase,
    check: (c) => runDoorOnStdin(c, mkdtempSync(join(home, `run-${runs++}-`))),
  };
}

export async function benchFuzz(quick: boolean): Promise<Record<string, number>> {
  const budgetMs = quick ? 5_000 : 30_000;
  const server = await startEchoServer();
  const scratch = mkdtempSync(join(tmpdir(), 'ad-bench-fuzz-'));
  const campaigns: Campaign[] = [
    campaign('plainText', plainTextTarget, 200),
    campaign('typedLine', typedLineTarget, 100),
    campaign('keySplits', keySplitTarget, 100),
    campaign('telnetSplits', telnetSplitTarget, 50),
    campaign('dropFiles', dropFileTarget(dropFileFixtures()), 100),
    campaign('config', configTarget, 100),
    campaign('telnetListener', telnetListenerTarget(server), 5),
  ];
  if (doorBuilt()) campaigns.push(campaign('stdioDoor', stdioDoorTarget(scratch), 1));

  let cases = 0;
  let failures = 0;
  const started = performance.now();
  try {
    for (const [index, { seedName, batch, run }] of campaigns.entries()) {
      const until = started + (budgetMs * (index + 1)) / campaigns.length;
      const seed = fuzzSeed(seedName);
      for (let batchIndex = 0; performance.now() < until; batchIndex += 1) {
        const result = await run(seed + batchIndex, batch);
        cases += result.cases;
        if (result.failure !== undefined) {
          failures += 1;
          process.stderr.write(`fuzz failure: ${result.failure}\n`);
        }
      }
    }
  } finally {
    await server.close();
    rmSync(scratch, { recursive: true, force: true });
  }
  const seconds = (performance.now() - started) / 1000;
  return { fuzzCases: cases, fuzzCasesPerSec: round(cases / seconds), fuzzFailures: failures };
}

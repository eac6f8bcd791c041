// The load runner at CI size: 40 scripted callers on one real `serve` for ~15-30 s, every screen of
// their script checked as it arrives.
import { describe, expect, it } from 'vitest';
import { MENU_VISITS } from '../../scripts/load/caller-script.js';
import { BRISK_PACE, runLoad } from '../../scripts/load/load-run.js';
import { doorBuilt } from '../support/door-process.js';

const CALLERS = 40;

describe.skipIf(!doorBuilt())('load: scripted callers on one serve', () => {
  it(`${CALLERS} callers sign up, browse every screen, play some moves and log in again, without an error`, async () => {
    const report = await runLoad({ callers: CALLERS, seconds: 15, staggerMs: 3_000, pace: BRISK_PACE, sampleEveryMs: 1_000, seed: 'ci' });
    expect(report.errorSamples).toEqual([]);
    expect(report.errors).toBe(0);
    expect(report.signUps).toBe(CALLERS);
    // Every sign-up proven by a later log-in: no committed account was lost.
    expect(report.unproven).toBe(0);
    expect(report.calls).toBeGreaterThanOrEqual(2 * CALLERS);
    expect(report.steps.map((s) => s.step)).toEqual(expect.arrayContaining(MENU_VISITS.map((step) => step.name)));
    expect(report.keystrokes).toBeGreaterThan(0);
    expect(report.memory.samples).toBeGreaterThanOrEqual(10);
    expect(report.serveExitCode).toBe(0);
  }, 90_000);
});

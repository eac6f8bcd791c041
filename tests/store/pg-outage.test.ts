// Issue #29, item 3: a PostgreSQL outage of any length under load (four play clients on two front
// ends answering as fast as they can; the server crashed and started again). Short ones are waited
// out; past the store's wait every answer is refused in the archives' words, never `internal`; every
// answer acknowledged is in its game's history once. The harness is the bench's (scripts/bench/pg-outage.ts).
import { describe, expect, it } from 'vitest';
import { findPgBin } from '../../scripts/pg-throwaway.js';
import { outageUnderLoad } from '../../scripts/bench/pg-outage.js';

describe.skipIf(findPgBin() === undefined)('a PostgreSQL outage under load', () => {
  it.each([
    { label: '10 s', outageMs: 10_000, refusals: false },
    { label: '45 s', outageMs: 45_000, refusals: true },
    { label: '3 minutes', outageMs: 180_000, refusals: true },
  ])('$label: nothing acknowledged is lost, nothing is answered `internal`', async ({ outageMs, refusals }) => {
    const tally = await outageUnderLoad({ outageMs });
    expect(tally.acknowledged).toBeGreaterThan(20);
    expect({ lost: tally.lost, internal: tally.internal, other: tally.other }).toEqual({ lost: 0, internal: 0, other: {} });
    // A short outage is waited out (the store waits 30 s for its server); a long one is told.
    if (refusals) expect(tally.refused).toBeGreaterThan(0);
    else expect(tally.refused).toBe(0);
  }, 300_000);
});

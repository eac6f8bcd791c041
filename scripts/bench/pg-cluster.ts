// The PostgreSQL the bench's PostgreSQL figures run on: ARKHAM_PG_URL, else a throwaway cluster of
// its own (scripts/pg-throwaway.ts), stopped afterwards; with neither, one line and no figures.
import { findPgBin, startThrowaway, stopThrowaway } from '../pg-throwaway.js';

export async function onBenchPg(what: string, measure: (url: string) => Promise<Record<string, number>>): Promise<Record<string, number>> {
  const fromEnv = process.env['ARKHAM_PG_URL'];
  if ((fromEnv === undefined || fromEnv === '') && findPgBin() === undefined) {
    process.stderr.write(`bench: ${what} skipped: ARKHAM_PG_URL is unset and no PostgreSQL is installed\n`);
    return {};
  }
  const cluster = fromEnv ? undefined : await startThrowaway({ ownerPid: process.pid });
  try {
    return await measure(fromEnv || (cluster?.url ?? ''));
  } finally {
    if (cluster) stopThrowaway(cluster.dir);
  }
}

// Finds the PostgreSQL the PostgreSQL suites run against, once per run, and hands its URL to the
// test files (inject('pgUrl')). ARKHAM_PG_URL, when set, must answer: CI sets it, and a CI that
// cannot reach its server fails rather than skipping. Unset, a throwaway cluster is started with the
// installed PostgreSQL (scripts/pg-throwaway.ts) and stopped at the end; with none installed the
// suites are skipped, and this one line says so.
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { findPgBin, startThrowaway, stopThrowaway } from '../../scripts/pg-throwaway.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** '' when there is no PostgreSQL to test against. */
    pgUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  const fromEnv = process.env['ARKHAM_PG_URL'];
  if (fromEnv !== undefined && fromEnv !== '') {
    await assertReachable(fromEnv);
    project.provide('pgUrl', fromEnv);
    return undefined;
  }
  if (findPgBin() === undefined) {
    process.stdout.write('PostgreSQL suites skipped: ARKHAM_PG_URL is unset and no PostgreSQL is installed to start one\n');
    project.provide('pgUrl', '');
    return undefined;
  }
  const throwaway = await startThrowaway({ ownerPid: process.pid });
  project.provide('pgUrl', throwaway.url);
  return () => stopThrowaway(throwaway.dir);
}

async function assertReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new Error(`ARKHAM_PG_URL is set, but no PostgreSQL answers there: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

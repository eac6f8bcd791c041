// One `maint` run in its own process, for the race test: opens the store in --home (or the PostgreSQL
// schema given as JSON after it), waits for "go" on
// stdin so that several workers start together, runs maintenance, prints its report as one JSON line.
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { defaultConfig } from '../../../src/config/config.js';
import { loadContent } from '../../../src/rulesets/classic/content/load.js';
import { ArkhamService } from '../../../src/service/service.js';
import { NedbStore } from '../../../src/store/nedb-store.js';
import { PgStore } from '../../../src/store/pg/pg-store.js';
import { systemClock } from '../../../src/support/clock.js';
import { silentLogger } from '../../../src/support/logger.js';

const home = process.argv[2];
if (!home) throw new Error('usage: maint-worker HOME [{"url":...,"schema":...}]');
const pg = process.argv[3];
const store = pg
  ? await PgStore.open(JSON.parse(pg) as { url: string; schema: string })
  : await NedbStore.open({ home, lock: { staleMs: 2000, waitMs: 20_000 } });
const content = loadContent(join(import.meta.dirname, '..', '..', '..', 'data'));
const service = new ArkhamService({ store, content, clock: systemClock, logger: silentLogger, config: defaultConfig() });
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) if (line === 'go') break;
lines.close();
process.stdin.destroy();
const report = await service.maintenance();
process.stdout.write(`${JSON.stringify(report)}\n`);
await store.close();

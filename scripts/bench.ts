// `npm run bench [-- --json] [-- --quick]`: speed and size figures, each a median of several runs
// measured side by side in this one run (docs/bench.md says what each figure means).
import { parseArgs } from 'node:util';
import { benchCollections } from './bench/collections.js';
import { benchDoor } from './bench/door.js';
import { benchEngine } from './bench/engine.js';
import { benchFirstScreen } from './bench/first-screen.js';
import { benchFuzz } from './bench/fuzz.js';
import { benchLoad } from './bench/load.js';
import { benchPg } from './bench/pg.js';
import { benchPgLobbyLogin } from './bench/pg-lobby-login.js';
import { benchPgOutage } from './bench/pg-outage.js';
import { benchRevised } from './bench/revised.js';
import { benchRevisedAnswers } from './bench/revised-answers.js';
import { benchLobby } from './bench/lobby.js';
import { benchHomeBytes } from './bench/home-bytes.js';
import { benchLogin } from './bench/login.js';
import { benchMaint } from './bench/maint.js';
import { benchToday } from './bench/today.js';
import { benchNews } from './bench/news.js';
import { benchPresence } from './bench/presence.js';
import { benchServeRss } from './bench/serve-rss.js';
import { benchSshFlood } from './bench/ssh-flood.js';
import { benchStore } from './bench/store.js';
import { benchStory } from './bench/story.js';
import { benchTransports } from './bench/transports.js';
import { measureMapBytes } from '../src/screens/game/map-bytes.js';
import { measureRevisedMapBytes } from '../src/rulesets/revised/screens/map-bytes.js';

const { values } = parseArgs({ options: { json: { type: 'boolean' }, quick: { type: 'boolean' } } });
const runs = values.quick ? 5 : 21;

const figures: Record<string, number> = {};
Object.assign(figures, await benchDoor(runs));
Object.assign(figures, await benchFirstScreen(values.quick ?? false));
Object.assign(figures, await benchTransports(values.quick ?? false));
Object.assign(figures, await benchSshFlood(values.quick ?? false));
Object.assign(figures, await benchEngine(values.quick ?? false));
Object.assign(figures, await benchRevised(values.quick ?? false));
Object.assign(figures, benchRevisedAnswers(values.quick ?? false));
Object.assign(figures, await benchStore(values.quick ?? false));
Object.assign(figures, await benchCollections(values.quick ?? false));
Object.assign(figures, await benchPg(values.quick ?? false));
Object.assign(figures, await benchPgLobbyLogin(values.quick ?? false));
Object.assign(figures, await benchPgOutage());
Object.assign(figures, await benchLobby(values.quick ?? false));
Object.assign(figures, await benchNews(values.quick ?? false));
Object.assign(figures, await benchMaint(values.quick ?? false));
Object.assign(figures, await benchToday(values.quick ?? false));
Object.assign(figures, await benchLogin(values.quick ?? false));
Object.assign(figures, await benchPresence(values.quick ?? false));
Object.assign(figures, await benchHomeBytes());
Object.assign(figures, await benchServeRss(values.quick ?? false));
const map = measureMapBytes();
Object.assign(figures, { mapScreenBytes: map.full, moveUpdateBytes: map.moveUpdate });
Object.assign(figures, benchRevisedMapBytes());
Object.assign(figures, await benchStory(values.quick ?? false));
Object.assign(figures, await benchFuzz(values.quick ?? false));
Object.assign(figures, await benchLoad(values.quick ?? false));

/** The revised map in CP437 ANSI on its most crowded board, beside classic's (docs/bench.md: goal at most 3072). */
function benchRevisedMapBytes(): Record<string, number> {
  return { revisedMapScreenBytes: measureRevisedMapBytes() };
}

if (values.json) {
  process.stdout.write(JSON.stringify(figures) + '\n');
} else {
  const width = Math.max(...Object.keys(figures).map((k) => k.length));
  for (const [key, value] of Object.entries(figures)) process.stdout.write(`${key.padEnd(width)}  ${value}\n`);
}

// A board whose Advertiser has covered `games` finished games, `perDay` finishing each day, written
// through the service's Advertiser as the games' last turns would be, with the nightly trim after
// each day, as `maint` does. For the tests and the bench of issue #13's news page.
import type { Advertiser } from '../../../src/service/news/advertiser.js';
import type { LoggedEvent, LogRecord } from '../../../src/service/game-doc.js';
import type { FakeClock } from '../../../src/support/fake-clock.js';

const DAY_MS = 86_400_000;
const TURNS = 3;

function lastTurns(at: number): LogRecord[] {
  return Array.from({ length: TURNS }, (_, turn) => {
    const events: LoggedEvent[] =
      turn === TURNS - 1
        ? [{ type: 'game-over', result: 'won', reason: 'gates-closed' }]
        : [{ type: 'gate-opened', location: 'woods', doom: turn + 2, gatesOnBoard: turn + 1 }];
    return { v: turn + 1, turn, at, by: null, cause: 'deadline', events };
  });
}

export async function writeNewsBoard(news: Advertiser, clock: FakeClock, games: number, perDay: number): Promise<void> {
  for (let n = 0; n < games; n += 1) {
    await news.publish({ id: `g${n}`, title: `Table ${n}` }, lastTurns(clock.now()));
    clock.advance(DAY_MS / perDay);
    if ((n + 1) % perDay === 0) await news.trim();
  }
}

// The watch screen on a caller's terminal over a fake clock: a finished game's turn told a row at a
// time at the caller's pace, a key bringing the rest at once, the pace changed and kept, a turn at
// once at the instant pace; and a history that does not replay told in one line, the caller back
// where they were.
import { describe, expect, it } from 'vitest';
import { CLASSIC_RULES_VERSION, REVISED_RULES_VERSION } from '../../../src/engine/index.js';
import { LiveScreen } from '../../../src/screens/game/live-screen.js';
import type { PlaySession } from '../../../src/screens/play/play-session.js';
import { watchGame } from '../../../src/screens/play/watch-game.js';
import { readPace, savePace } from '../../../src/service/accounts/pace.js';
import { profileForAlias } from '../../../src/service/accounts/profiles.js';
import type { GameDoc } from '../../../src/service/game-doc.js';
import { MemoryStore } from '../../../src/store/memory-store.js';
import type { GameExport, Versioned } from '../../../src/store/store.js';
import { settleAsync } from '../../service/helpers/async.js';
import { playedSoloGame } from '../../service/helpers/solo-game.js';
import { playedRevisedGame } from '../../service/helpers/revised-game.js';
import { caller, type Caller, type World } from './support.js';
import { FakeClock } from '../../../src/support/fake-clock.js';
import { classicState } from '../../../src/service/table-engine.js';

/** A store whose exports can be tampered with, as a damaged or foreign history would be. */
class PlantingStore extends MemoryStore {
  plant: ((exported: GameExport<GameDoc>) => void) | null = null;

  override async exportGame<G extends Versioned>(id: string): Promise<GameExport<G> | undefined> {
    const exported = await super.exportGame<G>(id);
    if (!exported || !this.plant) return exported;
    const copy = JSON.parse(JSON.stringify(exported)) as GameExport<GameDoc>;
    this.plant(copy);
    return copy as unknown as GameExport<G>;
  }
}

async function watching(seed: string, ruleset: 'classic' | 'revised' = 'classic'): Promise<{ w: World; c: Caller; session: PlaySession; store: PlantingStore }> {
  const store = new PlantingStore();
  const service = ruleset === 'revised' ? await playedRevisedGame(seed, 'watched', { store }) : await playedSoloGame(seed, 'watched', store);
  const w: World = { clock: new FakeClock(), store, node: () => service, service };
  await profileForAlias(store, 'Bea', w.clock);
  const c = caller(w, 'Bea');
  return { w, c, store, session: { ctx: c.ctx, service, screen: new LiveScreen(c.ctx.term), presence: null } };
}

/** Rows 4..21 that hold something. */
function taleRows(c: Caller): string[] {
  c.bottom();
  return Array.from({ length: 18 }, (_, k) => c.screen.rowText(4 + k).trim()).filter((row) => row !== '');
}

describe('the watch screen at the caller\'s pace', () => {
  it('tells a turn a row at a time at the normal pace, a key brings the rest, P sets the pace and instant tells a turn at once', async () => {
    const { w, c, session } = await watching('watch-screen-1');
    const done = watchGame(session, 'watched');
    await settleAsync(5);
    c.bottom();
    expect(c.screen.rowText(2)).toMatch(/Game turn 1 of \d+, Sunday, 29 November 2026/);
    expect(taleRows(c)).toHaveLength(1);
    w.clock.advance(2_000);
    await settleAsync(5);
    const later = taleRows(c).length;
    expect(later).toBeGreaterThan(1);
    expect(c.bottom()).toContain('A key hurries the tale along.');
    c.channel.type(' ');
    await settleAsync(5);
    expect(taleRows(c).length).toBeGreaterThan(later);
    expect(c.bottom()).toContain('[P]ace: normal');

    for (const pace of ['slow', 'instant']) {
      c.channel.type('p');
      await settleAsync(5);
      expect(c.bottom()).toContain(`[P]ace: ${pace}`);
    }
    expect(await readPace(w.store, 'bea')).toBe('instant');
    c.channel.type('n');
    await settleAsync(5);
    c.bottom();
    expect(c.screen.rowText(2)).toMatch(/Game turn 2 of \d+, /);
    expect(c.bottom()).toContain('[N]ext turn');
    c.channel.type('b');
    await settleAsync(5);
    expect(c.bottom()).toContain('[N]ext turn');
    c.channel.type('b');
    await settleAsync(5);
    expect(c.bottom()).toContain('That was the first game turn');
    c.channel.type('q');
    await done;
  });

  it('a table put away before it began has no turn to watch, and says so', async () => {
    const { c, session, store } = await watching('watch-screen-3');
    store.plant = (exported) => {
      exported.doc.engine = null;
    };
    const done = watchGame(session, 'watched');
    await settleAsync(5);
    c.bottom();
    expect(c.screen.text()).toContain('This table never began: there is no game turn to watch.');
    c.channel.type(' ');
    await done;
  });

  it('a history that does not replay is one line, and the caller is back where they were', async () => {
    const { c, session, store } = await watching('watch-screen-2');
    store.plant = (exported) => {
      if (exported.doc.engine) classicState(exported.doc.engine).doom += 1;
    };
    const done = watchGame(session, 'watched');
    await settleAsync(5);
    const screen = c.screen;
    c.bottom();
    expect(screen.text()).toContain('That could not be done');
    expect(screen.text()).toMatch(/This game's history does not replay: it parts from the record in turn \d+\./);
    expect(screen.text()).not.toContain('internal');
    c.channel.type(' ');
    await done;
  });

  it('a game played under an older rules version is one line saying so, not a replay tried', async () => {
    const { c, session, store } = await watching('watch-screen-3');
    store.plant = (exported) => {
      exported.doc.rulesVersion = CLASSIC_RULES_VERSION - 1;
    };
    const done = watchGame(session, 'watched');
    await settleAsync(5);
    const screen = c.screen;
    c.bottom();
    expect(screen.text()).toContain(`Played under rules ${CLASSIC_RULES_VERSION - 1}; this door plays rules ${CLASSIC_RULES_VERSION}: it cannot be replayed.`);
    expect(screen.text()).not.toContain('does not replay');
    c.channel.type(' ');
    await done;
  });

  it('a finished revised game is told again in the revised narration, a turn at a time', async () => {
    const { w, c, session } = await watching('watch-revised-1', 'revised');
    await savePace(w.store, 'Bea', 'instant');
    const done = watchGame(session, 'watched');
    await settleAsync(5);
    c.bottom();
    expect(c.screen.rowText(1)).toContain('Watching again: The Revised Watch');
    expect(c.screen.rowText(2)).toMatch(/Game turn 1 of \d+, Sunday, 29 November 2026/);
    // The turn's end is on the screen (a long turn scrolls): its phases under their revised names.
    expect(taleRows(c).join('\n')).toMatch(/^Turn 1, (Upkeep|Movement|Arkham Encounters|Other World Encounters|the Mythos Phase)$/m);
    c.channel.type('n');
    await settleAsync(5);
    c.bottom();
    expect(c.screen.rowText(2)).toMatch(/Game turn 2 of \d+, /);
    expect(taleRows(c).join('\n')).toMatch(/^Turn 2, (Upkeep|Movement|Arkham Encounters|Other World Encounters|the Mythos Phase)$/m);
    c.channel.type('q');
    await done;
  });

  it('a revised game stamped with another revised rules version is one line saying so', async () => {
    const { c, session, store } = await watching('watch-revised-2', 'revised');
    store.plant = (exported) => {
      exported.doc.rulesVersion = REVISED_RULES_VERSION + 1;
    };
    const done = watchGame(session, 'watched');
    await settleAsync(5);
    c.bottom();
    // The sentence wraps on the screen: read as one line.
    expect(c.screen.text().replace(/\s+/g, ' ')).toContain(`Played under revised rules ${REVISED_RULES_VERSION + 1}; this door plays revised rules ${REVISED_RULES_VERSION}: it cannot be replayed.`);
    c.channel.type(' ');
    await done;
  });
});

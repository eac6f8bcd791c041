// A tale told at the caller's pace goes on by itself; one with words to read (an encounter's) holds its
// last page until a key, so the next decision's menu does not cover it unread.
import { describe, expect, it } from 'vitest';
import { LiveScreen } from '../../../src/screens/game/live-screen.js';
import { tellPaced } from '../../../src/screens/play/paced-tale.js';
import type { PlaySession } from '../../../src/screens/play/play-session.js';
import { ScreenBuffer } from '../../../src/term/screen-buffer.js';
import { settleAsync } from '../../service/helpers/async.js';
import { caller, world } from './support.js';

function sessionOf(name: string): { session: PlaySession; c: ReturnType<typeof caller>; w: ReturnType<typeof world> } {
  const w = world('paced');
  const c = caller(w, name);
  return { session: { ctx: c.ctx, service: w.service, screen: new LiveScreen(c.ctx.term), presence: null }, c, w };
}

const tale = { blocks: [{ heading: null, lines: ['The lamps of the shop gutter out one by one.', 'Ann makes a Luck check: 2 dice (3 6), 1 success of the 1 needed: passed.'] }], base: () => new ScreenBuffer(80, 24), banner: { left: 'Turn 1', right: 'What happened' }, hint: 'A key hurries the tale along.', pace: 'normal' as const };

async function told(session: PlaySession, w: ReturnType<typeof world>, hold?: string): Promise<{ done: boolean }> {
  const state = { done: false };
  void tellPaced(session, hold === undefined ? tale : { ...tale, hold }).then(() => {
    state.done = true;
  });
  for (let step = 0; step < 200 && !state.done; step += 1) {
    await settleAsync(3);
    w.clock.advance(250);
  }
  return state;
}

describe('a paced tale', () => {
  it('goes on to what follows by itself when nothing holds it', async () => {
    const { session, w } = sessionOf('Ann');
    expect((await told(session, w)).done).toBe(true);
  });

  it('holds its last page with the hold line until a key when it has words to read', async () => {
    const { session, w, c } = sessionOf('Ann');
    const state = await told(session, w, 'Press any key to go on.');
    expect(state.done).toBe(false);
    expect(c.bottom()).toContain('Press any key to go on.');
    c.channel.type(' ');
    for (let step = 0; step < 20 && !state.done; step += 1) await settleAsync(3);
    expect(state.done).toBe(true);
  });
});

// The wall at the sysop's desk: a line picked and confirmed is gone, and a barred caller cannot write.
import { describe, expect, it } from 'vitest';
import { isServiceError } from '../../../src/service/errors.js';
import { sysopDesk } from '../../../src/screens/sysop/sysop-screen.js';
import { board, Caller, expectFits, settle } from './support.js';

describe("the sysop's desk: the wall", () => {
  it('removes a line after a yes, and a bar holds', async () => {
    const world = board();
    await world.service.wall.post('Mallory', 'rude words about the sysop');
    await world.service.wall.post('Ann', 'a kind word');
    const sysop = new Caller(world, 'Sysop', { sysop: true });
    const done = sysop.run(sysopDesk(undefined));
    await sysop.pick('The wall');
    await sysop.see('Newest lines');
    await settle();
    expectFits(sysop.screen());
    await sysop.pick('Mallory');
    await sysop.see("Remove Mallory's line?");
    let mark = sysop.mark();
    sysop.type('y');
    await sysop.see('The line is gone from the wall.', mark);
    expect((await world.service.wall.page(0, 10)).posts.map((post) => post.author)).toEqual(['Ann']);
    mark = sysop.mark();
    sysop.type(' ');
    await sysop.pick('Bar a caller', mark);
    await sysop.see('Bar whom (Esc goes back)?', mark);
    sysop.type('Mallory\r');
    await sysop.see('Mallory may no longer write on the wall.', mark);
    const refused = await world.service.wall.post('Mallory', 'again').then(
      () => 'posted',
      (error: unknown) => (isServiceError(error) ? error.code : 'other'),
    );
    expect(refused).toBe('wall/barred');
    mark = sysop.mark();
    sysop.type(' ');
    await sysop.see('Barred: mallory', mark);
    await sysop.pick('Back to the desk', mark);
    await sysop.pick('Back to the main menu');
    await done;
  });
});

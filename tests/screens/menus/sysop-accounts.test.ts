// The sysop's desk for callers: every account with who is on and who is locked; lock, unlock, rename
// and delete (after the name is typed); end a caller's call; and a notice to everyone on, shown to
// them cleaned inside the frame.
import { describe, expect, it } from 'vitest';
import { Accounts } from '../../../src/service/accounts/accounts.js';
import type { SysopMessage } from '../../../src/service/presence-hub.js';
import { sysopDesk } from '../../../src/screens/sysop/sysop-screen.js';
import { board, Caller, expectFits, settle, type Board } from './support.js';

const PASSWORD = 'silver key 1926';

async function withAccounts(world: Board): Promise<Accounts> {
  const accounts = new Accounts({ store: world.store, clock: world.clock, policy: { scrypt: { N: 1024, r: 8, p: 1, keyLength: 32, saltBytes: 16 } } });
  await accounts.signUp('Carter', PASSWORD);
  await accounts.signUp('Ward', PASSWORD);
  return accounts;
}

async function acknowledge(caller: Caller, message: string, back: string): Promise<number> {
  await caller.see(message);
  const mark = caller.mark();
  caller.type(' ');
  await caller.see(back, mark);
  return mark;
}

describe("the sysop's desk: callers and accounts", () => {
  it('lists the accounts, locks and unlocks one, renames one and deletes one after its name is typed', async () => {
    const world = board();
    const accounts = await withAccounts(world);
    const sysop = new Caller(world, 'Sysop', { sysop: true });
    const done = sysop.run(sysopDesk(undefined));
    await sysop.pick('Callers and accounts');
    await sysop.see('Accounts');
    await settle();
    expectFits(sysop.screen());
    expect(sysop.screen().text()).toMatch(/Carter +never logged in/);

    await sysop.pick('Carter');
    await sysop.pick('Lock the account');
    let mark = await acknowledge(sysop, 'Carter is locked out until you unlock the account.', 'Callers and accounts');
    expect(await accounts.login('Carter', PASSWORD)).toMatchObject({ ok: false, problem: 'closed' });
    await sysop.see('LOCKED', mark);
    await sysop.pick('Carter', mark);
    await sysop.pick('Unlock the account', mark);
    mark = await acknowledge(sysop, 'Carter may log in again.', 'Callers and accounts');
    expect(await accounts.login('Carter', PASSWORD)).toMatchObject({ ok: true });

    await sysop.pick('Carter', mark);
    await sysop.pick('Rename it', mark);
    await sysop.see('New name', mark);
    sysop.type('Ward\r');
    mark = await acknowledge(sysop, 'already held by another caller', 'Callers and accounts');
    await sysop.pick('Carter', mark);
    await sysop.pick('Rename it', mark);
    await sysop.see('New name', mark);
    sysop.type('Randolph\r');
    mark = await acknowledge(sysop, 'Carter is now Randolph.', 'Callers and accounts');
    expect(await accounts.login('Randolph', PASSWORD)).toMatchObject({ ok: true });

    await sysop.pick('Ward', mark);
    await sysop.pick('Delete it', mark);
    await sysop.see('to delete it for good', mark);
    sysop.type('Wart\r');
    mark = await acknowledge(sysop, 'nothing was deleted', 'Callers and accounts');
    await sysop.pick('Ward', mark);
    await sysop.pick('Delete it', mark);
    await sysop.see('to delete it for good', mark);
    sysop.type('ward\r');
    mark = await acknowledge(sysop, 'Ward is gone', 'Callers and accounts');
    expect((await world.service.accounts.list()).map((a) => a.name)).toEqual(['Randolph']);
    await sysop.pick("Back to the sysop's desk", mark);
    await sysop.pick('Back to the main menu');
    await done;
  });

  it('ends a caller who is on, and sends everyone on a notice cleaned to one line', async () => {
    const world = board();
    await withAccounts(world);
    const ward = await world.service.presence.connect('Ward', '2');
    const heard: SysopMessage[] = [];
    ward.onSysop((message) => heard.push(message));
    const sysop = new Caller(world, 'Sysop', { sysop: true });
    const done = sysop.run(sysopDesk(undefined));
    await sysop.pick('Callers and accounts');
    await sysop.see('on now');
    await sysop.pick('Ward');
    await sysop.pick('End their call now');
    let mark = await acknowledge(sysop, "Ward's call ends within a few seconds.", 'Callers and accounts');
    await world.service.presence.collectPages();
    expect(heard.map((m) => m.order)).toEqual(['kick']);

    await sysop.pick("Back to the sysop's desk", mark);
    await sysop.pick('Notice to everyone on', mark);
    await sysop.see('Notice (Enter alone', mark);
    sysop.type('Backups at \x1b[2Jmidnight\r');
    mark = await acknowledge(sysop, 'The notice is on its way to one caller.', "The sysop's desk");
    await world.service.presence.collectPages();
    expect(heard.at(-1)?.order).toBe('notice');
    expect(heard.at(-1)?.text).toMatch(/^Backups at .*midnight$/);
    expect(heard.at(-1)?.text).not.toContain('\x1b');
    await sysop.pick('Back to the main menu', mark);
    await done;
  });
});

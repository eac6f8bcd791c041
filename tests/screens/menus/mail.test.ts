// Mail between two callers: write, read (paged), reply, delete after a yes; a name nobody goes by and a
// full mailbox are one line each, never a crash; ASCII mode has no escape.
import { describe, expect, it } from 'vitest';
import { readBody } from '../../../src/screens/mail/body-editor.js';
import { runMail } from '../../../src/screens/mail/mail-screen.js';
import { profileForAlias } from '../../../src/service/accounts/profiles.js';
import { MAIL_LIMITS } from '../../../src/service/mail.js';
import { ASCII, board, Caller, expectPlainAscii, settle, type Board } from './support.js';

async function write(caller: Caller, to: string, subject: string, lines: string[]): Promise<void> {
  await caller.pick('Write a letter');
  await caller.see("To (a player's name; Esc goes back): ");
  caller.type(`${to}\r`);
  await caller.see('Subject (Esc goes back): ');
  caller.type(`${subject}\r`);
  await caller.see('only a dot');
  for (const line of lines) caller.type(`${line}\r`);
  caller.type('.\r');
}

async function withProfiles(...names: string[]): Promise<Board> {
  const world = board({ profiles: true });
  for (const name of names) await profileForAlias(world.store, name, world.clock);
  return world;
}

describe('mail', () => {
  it('never sends a CP437 caller a DEL byte for a \u2302 in a subject', async () => {
    const world = await withProfiles('Ann', 'Bob');
    await world.service.mail.send('Ann', 'Bob', 'The \u2302 on the hill', 'Come.');
    const bob = new Caller(world, 'Bob');
    const done = bob.run(runMail);
    await bob.see('One letter, 1 unread');
    await settle();
    expect(bob.screen().text()).toContain('Ann: The ? on the hill');
    expect(bob.channel.output().includes(0x7f)).toBe(false);
    await bob.pick('Back to the main menu');
    await done;
  });

  it('cleans a \u2302 from a letter stored before it counted as a control picture', async () => {
    const world = await withProfiles('Ann', 'Bob');
    await world.store.insertDoc('mail', { kind: 'mail', to: 'bob', toName: 'Bob', from: 'Ann\u2302', subject: 'Old \u2302', body: 'Body \u2302', at: 1, read: false });
    const [header] = await world.service.mail.inbox('Bob');
    expect(header).toMatchObject({ from: 'Ann?', subject: 'Old ?' });
    expect(await world.service.mail.read('Bob', header?.id ?? '')).toMatchObject({ from: 'Ann?', subject: 'Old ?', body: 'Body ?' });
  });

  it('goes from one caller to another, is read, answered and thrown away', async () => {
    const world = await withProfiles('Ann', 'Bob');
    const ann = new Caller(world, 'Ann');
    let done = ann.run(runMail);
    await ann.see('Your box is empty');
    await write(ann, 'bob', 'The lodge', ['Meet me at the lodge at midnight.', '', 'Bring the lamp.']);
    await ann.see('Send it to bob?');
    ann.type('y');
    await ann.see('Your letter is on its way to bob.');
    let mark = ann.mark();
    ann.type(' ');
    await ann.pick('Back to the main menu', mark);
    await done;

    const bob = new Caller(world, 'Bob');
    done = bob.run(runMail);
    await bob.see('One letter, 1 unread');
    await settle();
    expect(bob.screen().text()).toMatch(/Ann: The lodge +29 Nov 12:00 +NEW/);
    bob.type(bob.hotkey('Ann: The lodge'));
    await bob.see('what to do with it');
    const letter = bob.text();
    expect(letter).toContain('Meet me at the lodge at midnight.\r\n\r\n');
    expect(letter).toContain('Bring the lamp.');
    mark = bob.mark();
    bob.type(' ');
    await bob.pick('Reply to Ann', mark);
    await bob.see('To: ');
    await bob.see('Re: The lodge');
    bob.type('\r');
    await bob.see('only a dot');
    bob.type('I will be there.\r\x1a');
    await bob.see('Send it to Ann?');
    bob.type('\r');
    await bob.see('on its way to Ann');
    mark = bob.mark();
    bob.type(' ');
    await bob.see('all read', mark);
    await bob.pick('Ann: The lodge', mark);
    await bob.see('what to do with it', mark);
    mark = bob.mark();
    bob.type(' ');
    await bob.pick('Delete this letter', mark);
    await bob.see('Throw away this letter from Ann?');
    bob.type('y');
    await bob.see('The letter is gone.');
    mark = bob.mark();
    bob.type(' ');
    await bob.see('Your box is empty', mark);
    await bob.pick('Back to the main menu', mark);
    await done;

    expect(await world.service.mail.inbox('Bob')).toEqual([]);
    const annBox = await world.service.mail.inbox('Ann');
    expect(annBox.map((mail) => [mail.from, mail.subject, mail.read])).toEqual([['Bob', 'Re: The lodge', false]]);
    expect((await world.service.mail.read('Ann', annBox[0]?.id ?? '')).body).toBe('I will be there.');
  });

  it('keeps a letter when the name is unknown, and sends it to the name given next', async () => {
    const world = await withProfiles('Ann', 'Bob');
    const ann = new Caller(world, 'Ann');
    const done = ann.run(runMail);
    await write(ann, 'Nyarlathotep', 'Hello', ['Are you there?']);
    await ann.see('Send it to Nyarlathotep?');
    ann.type('y');
    await ann.see('Nobody in Arkham goes by that name.');
    await ann.see('Send it to whom instead?');
    ann.type('Bob\r');
    await ann.see('Your letter is on its way to Bob.');
    const mark = ann.mark();
    ann.type(' ');
    await ann.pick('Back to the main menu', mark);
    await done;
    expect((await world.service.mail.inbox('Bob')).map((mail) => mail.subject)).toEqual(['Hello']);
  });

  it('says in one line that a mailbox is full, and the caller goes on', async () => {
    const world = await withProfiles('Ann', 'Bob');
    for (let i = 0; i < MAIL_LIMITS.mailbox; i += 1) await world.service.mail.send('Ann', 'Bob', `Note ${i}`, 'x');
    const ann = new Caller(world, 'Ann');
    const done = ann.run(runMail);
    await write(ann, 'Bob', 'One more', ['Sorry.']);
    await ann.see('Send it to Bob?');
    ann.type('y');
    await ann.see("Bob's mailbox is full.");
    const mark = ann.mark();
    ann.type(' ');
    await ann.pick('Back to the main menu', mark);
    await done;
  });

  it('drops a letter the caller does not send, and a blank one', async () => {
    const world = await withProfiles('Ann', 'Bob');
    const ann = new Caller(world, 'Ann');
    const done = ann.run(runMail);
    await write(ann, 'Bob', 'Second thoughts', ['Never mind.']);
    await ann.see('Send it to Bob?');
    ann.type('n');
    await ann.see('goes into the fire');
    let mark = ann.mark();
    ann.type(' ');
    await write(ann, 'Bob', 'Nothing', []);
    await ann.see('The page is blank', mark);
    mark = ann.mark();
    ann.type(' ');
    await ann.pick('Back to the main menu', mark);
    await done;
    expect(await world.service.mail.inbox('Bob')).toEqual([]);
  });

  it('ends a body at the line limit, words wrapped on, and says so', async () => {
    const ann = new Caller(board(), 'Ann');
    const body = readBody(ann.ctx, { lines: 2, lineChars: 10, chars: 100 });
    ann.type('first line goes on\rsecond\rthird\r');
    expect(await body).toBe('first line\ngoes on');
    expect(ann.text()).toContain('That fills the page');
  });

  it('wraps a 300-character letter typed as one paste, through the real editor, without losing a word', async () => {
    const world = await withProfiles('Ann', 'Bob');
    const ann = new Caller(world, 'Ann');
    const done = ann.run(runMail);
    await ann.see('Your box is empty');
    const words =
      'Dear Bob, the lamp in the Curiositie Shoppe window burned green again last night, and the old man swore he had not lit it. ' +
      'I waited by the river until the clock at the Independence Square struck two. Nothing came over the bridge but fog and a smell ' +
      'of brine. Meet me at the Unvisited Isle tomorrow at dusk; bring the silver key.';
    expect(words.length).toBeGreaterThanOrEqual(300);
    await ann.pick('Write a letter');
    await ann.see("To (a player's name; Esc goes back): ");
    ann.type('Bob\r');
    await ann.see('Subject (Esc goes back): ');
    ann.type('The lamp\r');
    await ann.see('only a dot');
    const mark = ann.mark();
    ann.type(`${words}\r.\r`);
    await ann.see('Send it to Bob?', mark);
    // On the writer's screen: whole words on each line, none past column 78, all of them there.
    const rows = ann.screen().text().split('\n').map((r) => r.trimEnd());
    const shown = rows.slice(rows.findIndex((r) => r.startsWith('Dear Bob')), rows.findIndex((r) => r === '.'));
    expect(shown.length).toBeGreaterThanOrEqual(4);
    for (const row of shown) expect(row.length).toBeLessThanOrEqual(78);
    expect(shown.join(' ')).toBe(words);
    ann.type('y');
    await ann.see('on its way');
    ann.type(' ');
    await ann.pick('Back to the main menu');
    await done;
    const [header] = await world.service.mail.inbox('Bob');
    const kept = header ? (await world.service.mail.read('Bob', header.id)).body : '';
    expect(kept.split('\n').join(' ')).toBe(words);
    for (const line of kept.split('\n')) expect(line.length).toBeLessThanOrEqual(MAIL_LIMITS.lineChars);
  });

  it('warns a few lines before the page is full, and says what did not fit', async () => {
    const ann = new Caller(board(), 'Ann');
    const lines = readBody(ann.ctx, { lines: 8, lineChars: 20, chars: 1_000 });
    ann.type('one\rtwo\r');
    await settle();
    expect(ann.text()).not.toContain('more lines fit');
    ann.type('three\r');
    await ann.see('Only 5 more lines fit on this page.');
    ann.type('\x1a');
    expect(await lines).toBe('one\ntwo\nthree');

    const bob = new Caller(board(), 'Bob');
    const chars = readBody(bob.ctx, { lines: 20, lineChars: 20, chars: 30 });
    await bob.see('Only about 30 more characters fit on this page.');
    bob.type('aaaa bbbb cccc dddd eeee ffff gggg hhhh');
    expect(await chars).toBe('aaaa bbbb cccc dddd\neeee ffff');
    expect(bob.text()).toContain('That fills the page');
    expect(bob.text()).toContain('These last words did not fit and were not kept: g');
  });

  it('works in ASCII mode with no escape at all', async () => {
    const world = await withProfiles('Ann', 'Bob');
    const ann = new Caller(world, 'Ann', { caps: ASCII });
    const done = ann.run(runMail);
    await write(ann, 'Bob', 'Plain', ['Plain words.']);
    await ann.see('Send it to Bob?');
    ann.type('y');
    await ann.see('on its way');
    const mark = ann.mark();
    ann.type(' ');
    await ann.pick('Back to the main menu', mark);
    await done;
    expectPlainAscii(ann.channel.output());
  });
});

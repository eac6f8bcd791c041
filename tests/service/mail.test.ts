import { describe, expect, it } from 'vitest';
import { MAIL_LIMITS, MailService, type PlayerDirectory } from '../../src/service/mail.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { FakeClock } from '../../src/support/fake-clock.js';

function mailRoom(directory?: PlayerDirectory): { mail: MailService; clock: FakeClock } {
  const clock = new FakeClock();
  return { mail: new MailService(new MemoryStore(), clock, directory), clock };
}

describe('mail between players', () => {
  it('delivers a message unread, opens it read, and deletes it', async () => {
    const { mail, clock } = mailRoom();
    const id = await mail.send('Ann', 'Bob', 'The Woods', 'Meet at dusk.\nBring the lamp.');
    clock.advance(1000);
    expect(await mail.inbox('bob')).toEqual([{ id, from: 'Ann', subject: 'The Woods', at: clock.now() - 1000, read: false }]);
    expect(await mail.unread('Bob')).toBe(1);
    const message = await mail.read('Bob', id);
    expect(message).toMatchObject({ from: 'Ann', to: 'Bob', body: 'Meet at dusk.\nBring the lamp.', read: true });
    expect(await mail.unread('Bob')).toBe(0);
    await mail.remove('Bob', id);
    expect(await mail.inbox('Bob')).toEqual([]);
  });

  it('cleans subject and body of control and escape codes, keeping line breaks, and limits sizes', async () => {
    const { mail } = mailRoom();
    const long = 'word '.repeat(40).trim();
    const id = await mail.send('Ann', 'Bob', `\u001b]0;owned\u0007Hello${'x'.repeat(100)}`, `line one\u001b[2J\r\n${long}\n${'\n'.repeat(200)}end`);
    const message = await mail.read('Bob', id);
    expect(message.subject.startsWith('Hello')).toBe(true);
    expect(message.subject).toHaveLength(MAIL_LIMITS.subject);
    const lines = message.body.split('\n');
    expect(lines[0]).toBe('line one');
    expect(lines.every((line) => line.length <= MAIL_LIMITS.lineChars)).toBe(true);
    expect(lines.length).toBeLessThanOrEqual(MAIL_LIMITS.bodyLines);
    expect(message.body).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
  });

  it("nobody reads or deletes another player's mail", async () => {
    const { mail } = mailRoom();
    const id = await mail.send('Ann', 'Bob', 'Private', 'For Bob only');
    await expect(mail.read('Cy', id)).rejects.toMatchObject({ code: 'mail/not_found' });
    await expect(mail.remove('Ann', id)).rejects.toMatchObject({ code: 'mail/not_found' });
    expect(await mail.inbox('Bob')).toHaveLength(1);
  });

  it('refuses unknown players and full mailboxes', async () => {
    const known = new Set(['ann', 'bob']);
    const { mail } = mailRoom({ find: async (name) => (known.has(name.toLowerCase()) ? name : undefined) });
    await expect(mail.send('Ann', 'Nobody', 'hi', 'hi')).rejects.toMatchObject({ code: 'player/unknown' });
    for (let k = 0; k < MAIL_LIMITS.mailbox; k += 1) await mail.send('Ann', 'Bob', `n${k}`, '');
    await expect(mail.send('Ann', 'Bob', 'one more', '')).rejects.toMatchObject({ code: 'mail/box_full' });
  });
});

import { describe, expect, it } from 'vitest';
import { createWindowSizeFilter, MAX_HANDSHAKE_BYTES, readHandshake, taggedUser } from '../../src/transports/rlogin-handshake.js';

const opening = (text: string): Buffer => Buffer.concat([Buffer.from([0]), Buffer.from(text, 'latin1')]);

describe('RLogin opening (RFC 1282)', () => {
  it('reads the user names, terminal type and speed, and keeps what came behind', () => {
    const read = readHandshake(Buffer.concat([opening('me\0[DOVE]Armitage\0ANSI-BBS/38400\0'), Buffer.from('hi')]));
    expect(read).toEqual({
      done: true,
      handshake: { clientUser: 'me', serverUser: '[DOVE]Armitage', terminalType: 'ansi-bbs', baud: 38400 },
      rest: Buffer.from('hi'),
    });
  });

  it('waits for the rest of a partial opening, and refuses one that is not RLogin or too long', () => {
    expect(readHandshake(opening('me\0you'))).toEqual({ done: false });
    expect(readHandshake(Buffer.from('GET / HTTP/1.0\r\n'))).toMatchObject({ done: true, error: expect.any(String) });
    expect(readHandshake(opening('x'.repeat(MAX_HANDSHAKE_BYTES + 1)))).toMatchObject({ done: true, error: expect.any(String) });
  });

  it('finds [TAG]user in the server user name, else in the client user name', () => {
    expect(taggedUser({ clientUser: 'x', serverUser: '[DOVE]Armitage' })).toEqual({ tag: 'DOVE', user: 'Armitage' });
    expect(taggedUser({ clientUser: '[DOVE]Armitage', serverUser: 'secret' })).toEqual({ tag: 'DOVE', user: 'Armitage' });
    expect(taggedUser({ clientUser: 'Armitage', serverUser: 'Armitage' })).toBeUndefined();
  });

  it('takes window sizes out of the data, even split across chunks, and leaves other 0xFF bytes', () => {
    const sizes: Array<[number, number]> = [];
    const filter = createWindowSizeFilter((cols, rows) => sizes.push([cols, rows]));
    const sequence = Buffer.from([0xff, 0xff, 0x73, 0x73, 0, 30, 0, 100, 0, 0, 0, 0]);
    const out = [filter(Buffer.concat([Buffer.from('ab'), sequence.subarray(0, 3)])), filter(Buffer.concat([sequence.subarray(3), Buffer.from([0xff, 0x41])]))];
    expect(Buffer.concat(out)).toEqual(Buffer.from([0x61, 0x62, 0xff, 0x41]));
    expect(sizes).toEqual([[100, 30]]);
  });
});

import { describe, it, expect } from 'vitest';
import { artBody, buildSauce, readSauce } from '../../src/screens/art/sauce.js';
import { parseArt } from '../../src/screens/art/template.js';
import { FakeClock } from '../../src/support/fake-clock.js';
import { createTerminal } from '../../src/term/terminal.js';
import { FakeChannel } from '../support/fake-channel.js';

const drawing = Buffer.from('\x1b[0m\x1b[H\x1b[2J\x1b[1;32mHello\r\n', 'latin1');

function withSauce(body: Buffer, extra = Buffer.alloc(0)): Buffer {
  const sauce = buildSauce({
    title: 'Witch House',
    author: 'arkham-door',
    group: 'Miskatonic U',
    date: '19261031',
    fileSize: body.length,
    width: 80,
    height: 2,
  });
  // extra goes between the EOF byte and the record, where comment blocks live.
  return Buffer.concat([body, sauce.subarray(0, 1), extra, sauce.subarray(1)]);
}

describe('SAUCE', () => {
  it('reads the record: SAUCE00, title, author, group, size, flags', () => {
    const sauce = readSauce(withSauce(drawing));
    expect(sauce).toMatchObject({
      title: 'Witch House',
      author: 'arkham-door',
      group: 'Miskatonic U',
      date: '19261031',
      fileSize: drawing.length,
      dataType: 1,
      fileType: 1,
      width: 80,
      height: 2,
      flags: 0,
      iceColours: false,
      font: 'IBM VGA',
      comments: [],
    });
  });

  it('finds no record without SAUCE00', () => {
    expect(readSauce(drawing)).toBeNull();
    const broken = withSauce(drawing);
    broken.write('SAUCE01', broken.length - 128, 'latin1');
    expect(readSauce(broken)).toBeNull();
  });

  it('reads comment lines', () => {
    const comment = Buffer.alloc(64, 0x20);
    comment.write('drawn for the door', 0, 'latin1');
    const file = withSauce(drawing, Buffer.concat([Buffer.from('COMNT', 'latin1'), comment]));
    file.writeUInt8(1, file.length - 128 + 104);
    expect(readSauce(file)?.comments).toEqual(['drawn for the door']);
  });

  it('cuts the drawing at the first 0x1A', () => {
    const file = Buffer.concat([drawing, Buffer.from([0x1a]), Buffer.from('SECRET after EOF\x1a more', 'latin1')]);
    expect(artBody(file)).toEqual(drawing);
    expect(artBody(withSauce(drawing))).toEqual(drawing);
  });

  it('never sends a byte after the EOF, record included', () => {
    const hidden = Buffer.from('SECRET notes from the sysop', 'latin1');
    const file = withSauce(drawing, hidden);
    const template = parseArt('hidden', file);
    const channel = new FakeChannel();
    const term = createTerminal(channel, { charset: 'cp437', ansi: true, cols: 80, rows: 24 }, { clock: new FakeClock() });
    term.write(template.render({}, { ansi: true }));
    term.end('done');
    const sent = channel.output().toString('latin1');
    expect(sent).toContain('Hello');
    expect(sent).not.toContain('SECRET');
    expect(sent).not.toContain('SAUCE');
    expect(sent).not.toContain('Witch House');
    expect(channel.output().includes(0x1a)).toBe(false);
  });
});

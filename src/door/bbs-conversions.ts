// What a door's bytes meet inside its BBS before they reach the caller, and the channel that
// writes for it: line ends the BBS converts (--eol lf), and a CP437 table that loses the low
// pictures (--low-glyphs ascii). Reading from the caller is untouched.
import type { Channel } from '../transports/channel.js';
import { lowGlyphsAsAscii } from '../term/low-glyphs.js';
import { crLfAsLf } from './bare-line-feeds.js';

export interface BbsConversions {
  /** `lf`: the BBS makes every LF a CR LF, so the door writes bare LF. */
  eol: 'crlf' | 'lf';
  /** `ascii`: the BBS's CP437 table turns bytes below 0x20 into controls, so pictures go as ASCII. */
  lowGlyphs: 'cp437' | 'ascii';
}

export const NO_CONVERSIONS: BbsConversions = { eol: 'crlf', lowGlyphs: 'cp437' };

/** `channel` as is when the BBS converts nothing, else a channel writing what the BBS will convert. */
export function forBbsConversions(channel: Channel, conversions: BbsConversions): Channel {
  const steps = [conversions.lowGlyphs === 'ascii' ? lowGlyphsAsAscii : undefined, conversions.eol === 'lf' ? crLfAsLf : undefined].filter(
    (step) => step !== undefined,
  );
  if (steps.length === 0) return channel;
  return {
    kind: channel.kind,
    info: channel.info,
    ready: () => channel.ready(),
    onData: (listener) => channel.onData(listener),
    onClose: (listener) => channel.onClose(listener),
    onResize: (listener) => channel.onResize(listener),
    write: (bytes) => channel.write(steps.reduce((out, step) => step(out), bytes)),
    close: () => channel.close(),
    get closed() {
      return channel.closed;
    },
  };
}

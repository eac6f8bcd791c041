// One key press of Enter reaches the terminal layer as exactly one CR, however the caller's side
// spells it. RFC 854 (NVT): CR LF is a newline and CR NUL a bare carriage return; clients in BINARY
// mode send a bare CR; pipes and some terminals send a bare LF. Each of these is ONE Enter here.
const CR = 0x0d;
const LF = 0x0a;
const NUL = 0x00;

/**
 * Returns a stateful function that rewrites chunks so every Enter is a single CR. The LF or NUL
 * following a CR is swallowed even when it arrives at the start of the next chunk.
 */
export function createEnterNormaliser(): (chunk: Buffer) => Buffer {
  let afterCr = false;
  return (chunk) => {
    const out = Buffer.allocUnsafe(chunk.length);
    let length = 0;
    for (const byte of chunk) {
      if (afterCr && (byte === LF || byte === NUL)) {
        afterCr = false;
        continue;
      }
      afterCr = byte === CR;
      out[length++] = byte === LF ? CR : byte;
    }
    return out.subarray(0, length);
  };
}

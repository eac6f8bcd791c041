// Some BBSes turn every LF a door writes into CR LF on the way to the caller (ENiGMA½ does, in both
// its stdio and socket modes), so the door's own CR LF arrives as CR CR LF. For such a BBS the door
// writes its line ends as bare LF, and the BBS's conversion makes them exact CR LF.

const CR = 0x0d;
const LF = 0x0a;

/** The bytes with each CR LF written as LF (a CR alone, a cursor's return, stays as it is). */
export function crLfAsLf(bytes: Buffer): Buffer {
  if (!bytes.includes(CR)) return bytes;
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i] ?? 0;
    if (byte === CR && bytes[i + 1] === LF) continue;
    out.push(byte);
  }
  return Buffer.from(out);
}

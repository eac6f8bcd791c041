// opentype.js stamps a font's `head.modified` with the time it is written, so the same glyphs would
// give other bytes every second. This sets `modified` to `created` and mends the checksums the
// OpenType spec asks for (the head table's, and checkSumAdjustment), so the file is the same each time.
const HEAD = 'head';
const CREATED_AT = 20;
const MODIFIED_AT = 28;
const ADJUSTMENT_AT = 8;
const CHECKSUM_MAGIC = 0xb1b0afba;

function sumOf(bytes: Buffer, from: number, length: number): number {
  let sum = 0;
  for (let at = from; at < from + length; at += 4) {
    const word = at + 4 <= bytes.length ? bytes.readUInt32BE(at) : Buffer.concat([bytes.subarray(at, from + length), Buffer.alloc(4)]).readUInt32BE(0);
    sum = (sum + word) >>> 0;
  }
  return sum;
}

/** The font with its modified date set to its created date, checksums mended. */
export function withFixedModifiedDate(font: Buffer): Buffer {
  const bytes = Buffer.from(font);
  const tables = bytes.readUInt16BE(4);
  for (let entry = 12; entry < 12 + tables * 16; entry += 16) {
    if (bytes.toString('latin1', entry, entry + 4) !== HEAD) continue;
    const offset = bytes.readUInt32BE(entry + 8);
    const length = bytes.readUInt32BE(entry + 12);
    bytes.copy(bytes, offset + MODIFIED_AT, offset + CREATED_AT, offset + CREATED_AT + 8);
    bytes.writeUInt32BE(0, offset + ADJUSTMENT_AT);
    bytes.writeUInt32BE(sumOf(bytes, offset, length), entry + 4);
    bytes.writeUInt32BE((CHECKSUM_MAGIC - sumOf(bytes, 0, bytes.length)) >>> 0, offset + ADJUSTMENT_AT);
    return bytes;
  }
  return bytes;
}

// SAUCE, the 128-byte record at the end of .ans files (http://www.acid.org/info/sauce/sauce.htm;
// layout in FACTS-BBS §5), read and written. The drawing itself ends at the first 0x1A (EOF):
// nothing after that byte is ever sent to a caller.
import { decodeCp437, encodeCp437 } from '../../term/cp437.js';

export interface Sauce {
  title: string;
  author: string;
  group: string;
  /** CCYYMMDD as written, or '' */
  date: string;
  /** Size of the drawing without EOF, comments and record. */
  fileSize: number;
  dataType: number;
  fileType: number;
  /** TInfo1 and TInfo2 for ANSi files: columns and rows. */
  width: number;
  height: number;
  /** ANSiFlags: bit 0 iCE colours, bits 1-2 letter spacing, bits 3-4 aspect ratio. */
  flags: number;
  iceColours: boolean;
  font: string;
  comments: string[];
}

export const EOF_BYTE = 0x1a;
const RECORD_SIZE = 128;
const COMMENT_SIZE = 64;
const COMMENT_ID = 'COMNT';

function text(bytes: Buffer, start: number, length: number): string {
  return decodeCp437(bytes.subarray(start, start + length)).replace(/[\s\u0000]+$/u, '');
}

/** The SAUCE record of a file, or null when it has none (no `SAUCE00` in the last 128 bytes). */
export function readSauce(file: Buffer): Sauce | null {
  if (file.length < RECORD_SIZE) return null;
  const at = file.length - RECORD_SIZE;
  const record = file.subarray(at);
  if (record.toString('latin1', 0, 7) !== 'SAUCE00') return null;
  const flags = record.readUInt8(105);
  const commentCount = record.readUInt8(104);
  return {
    title: text(record, 7, 35),
    author: text(record, 42, 20),
    group: text(record, 62, 20),
    date: text(record, 82, 8),
    fileSize: record.readUInt32LE(90),
    dataType: record.readUInt8(94),
    fileType: record.readUInt8(95),
    width: record.readUInt16LE(96),
    height: record.readUInt16LE(98),
    flags,
    iceColours: (flags & 1) === 1,
    font: text(record, 106, 22),
    comments: readComments(file, at, commentCount),
  };
}

function readComments(file: Buffer, recordAt: number, count: number): string[] {
  const start = recordAt - count * COMMENT_SIZE - COMMENT_ID.length;
  if (count === 0 || start < 0 || file.toString('latin1', start, start + COMMENT_ID.length) !== COMMENT_ID) return [];
  const comments: string[] = [];
  for (let i = 0; i < count; i += 1) {
    comments.push(text(file, start + COMMENT_ID.length + i * COMMENT_SIZE, COMMENT_SIZE));
  }
  return comments;
}

/** The drawing: everything before the first 0x1A (or before a SAUCE record missing its EOF byte). */
export function artBody(file: Buffer): Buffer {
  const eof = file.indexOf(EOF_BYTE);
  if (eof >= 0) return file.subarray(0, eof);
  if (readSauce(file)) return file.subarray(0, file.length - RECORD_SIZE);
  return file;
}

export interface SauceFields {
  title: string;
  author: string;
  group: string;
  /** CCYYMMDD */
  date: string;
  fileSize: number;
  width: number;
  height: number;
  /** ANSiFlags; 0 unless the art needs iCE colours or a letter spacing. */
  flags?: number;
  font?: string;
}

function field(value: string, length: number, pad: number): Buffer {
  const bytes = Buffer.alloc(length, pad);
  encodeCp437(value).copy(bytes, 0, 0, length);
  return bytes;
}

/** The EOF byte and a SAUCE record for an ANSi file (DataType 1 character, FileType 1 ANSi). */
export function buildSauce(fields: SauceFields): Buffer {
  const record = Buffer.alloc(RECORD_SIZE, 0);
  record.write('SAUCE00', 0, 'latin1');
  field(fields.title, 35, 0x20).copy(record, 7);
  field(fields.author, 20, 0x20).copy(record, 42);
  field(fields.group, 20, 0x20).copy(record, 62);
  field(fields.date, 8, 0x20).copy(record, 82);
  record.writeUInt32LE(fields.fileSize, 90);
  record.writeUInt8(1, 94);
  record.writeUInt8(1, 95);
  record.writeUInt16LE(fields.width, 96);
  record.writeUInt16LE(fields.height, 98);
  record.writeUInt8(0, 104);
  record.writeUInt8(fields.flags ?? 0, 105);
  field(fields.font ?? 'IBM VGA', 22, 0).copy(record, 106);
  return Buffer.concat([Buffer.from([EOF_BYTE]), record]);
}

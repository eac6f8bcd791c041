// Keeps a log file from growing without end: before a line is appended, a file that would pass
// `maxBytes`, or whose first line is from an earlier UTC day, becomes `<file>.1` (`.1` becomes `.2`,
// and so on up to `keepFiles`; the oldest is overwritten). Several processes share one log, so the
// day is read from the file itself, never remembered from this process's own writes. Renames keep
// each file's 0600 mode.
import { closeSync, openSync, readSync, renameSync, statSync } from 'node:fs';

export interface LogRotation {
  /** Rotate before a line that would take the file past this size (0: never by size). */
  maxBytes: number;
  /** Rotate when the file's first line is from an earlier UTC day than now. */
  daily: boolean;
  /** Rotated files kept (`.1` newest). */
  keepFiles: number;
}

/** Length of `{"t":"YYYY-MM-DD`: every log line starts with its time (logger.ts). */
const DAY_END = 16;
const DAY_START = 6;

export function logRotator(file: string, rotation: LogRotation): (lineBytes: number, now: number) => void {
  let known: { ino: number; day: string } | undefined;
  const fileDay = (ino: number): string => {
    if (known?.ino === ino) return known.day;
    const day = readFirstDay(file);
    known = { ino, day };
    return day;
  };
  return (lineBytes, now) => {
    let size: number;
    let ino: number;
    try {
      const st = statSync(file);
      size = st.size;
      ino = st.ino;
    } catch {
      return; // no file yet: nothing to rotate
    }
    if (size === 0) return;
    const bySize = rotation.maxBytes > 0 && size + lineBytes > rotation.maxBytes;
    const byDay = rotation.daily && fileDay(ino) < new Date(now).toISOString().slice(0, 10);
    if (bySize || byDay) shift(file, rotation.keepFiles);
  };
}

function shift(file: string, keepFiles: number): void {
  for (let n = keepFiles - 1; n >= 0; n--) {
    try {
      renameSync(n === 0 ? file : `${file}.${n}`, `${file}.${n + 1}`);
    } catch {
      // Missing (fewer files so far), or another process rotated first.
    }
  }
}

function readFirstDay(file: string): string {
  const buffer = Buffer.alloc(DAY_END);
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const read = readSync(fd, buffer, 0, DAY_END, 0);
    return buffer.subarray(DAY_START, read).toString('utf8');
  } catch {
    return '';
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

// Whether `db/index.jsonl` can be trusted to name every game. A power cut can keep the games'
// snapshots (fsynced) and lose the index's last appends, or cut one mid-line; a short index that
// parses would hide the games it lost from the lobby, `mine` and `maint`. So each process checks
// each index file it reads once against the games on disk, and every read for lines that do not
// parse; the store rebuilds the index from the games when this finds a doubt.
import type { JsonValue } from './store.js';

export interface IndexUnderCheck {
  readonly damage: { badLines: readonly number[]; tailBytes: number };
  readonly checkedWhole: boolean;
  markCheckedWhole(): void;
  /** Reads the index again (the bytes appended since, or a file that replaced it). */
  read(): Promise<ReadonlyMap<string, JsonValue> | undefined>;
}

export interface SoundnessProbe {
  /** Every game with a snapshot, hot or cold. */
  gamesOnDisk(): Promise<ReadonlySet<string>>;
  /** Runs `read` while no process appends (under the index's lock). */
  whileNoneAppends<R>(read: () => Promise<R>): Promise<R>;
}

/** Why the index as just read cannot be trusted, in words for the log; undefined when it can. */
export async function indexDoubt(index: IndexUnderCheck, entries: ReadonlyMap<string, JsonValue>, probe: SoundnessProbe): Promise<string | undefined> {
  if (index.damage.badLines.length > 0) return badLinesDoubt(index.damage.badLines);
  if (index.checkedWhole) return undefined;
  let seen = entries;
  if (index.damage.tailBytes > 0) {
    // An append under way ends before the lock is let go: a part line still there then was cut short.
    const settled = await probe.whileNoneAppends(() => index.read());
    if (!settled) return 'it went missing while it was read';
    if (index.damage.badLines.length > 0) return badLinesDoubt(index.damage.badLines);
    if (index.damage.tailBytes > 0) return `its last line is cut short (${index.damage.tailBytes} bytes without an end)`;
    seen = settled;
  }
  let missing = await missingGames(seen, probe);
  if (missing.length > 0) {
    // A game made since the read above is in the index's tail by now (its line goes in before its snapshot).
    const again = await index.read();
    if (!again) return 'it went missing while it was read';
    missing = missing.filter((id) => !again.has(id));
  }
  if (missing.length > 0) return `it is short: ${missing.length} ${missing.length === 1 ? 'game is' : 'games are'} not in it (${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''})`;
  index.markCheckedWhole();
  return undefined;
}

function badLinesDoubt(bad: readonly number[]): string {
  return `${bad.length === 1 ? 'line' : 'lines'} ${bad.slice(0, 5).join(', ')}${bad.length > 5 ? ', …' : ''} ${bad.length === 1 ? 'does' : 'do'} not parse`;
}

async function missingGames(entries: ReadonlyMap<string, JsonValue>, probe: SoundnessProbe): Promise<string[]> {
  return [...(await probe.gamesOnDisk())].filter((id) => !entries.has(id)).sort();
}

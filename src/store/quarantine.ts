// `<home>/quarantine/`: where damaged files and lines are moved, never deleted, so that nothing the
// store cannot read is lost and the sysop can look at it (docs/storage.md, "Damage").
import { open, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fsyncDir } from './durable-file.js';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../support/private-files.js';

export class Quarantine {
  private made = 0;

  constructor(
    readonly dir: string,
    private readonly now: () => number,
  ) {}

  /** Moves `file` (shown as `shownAs`, e.g. db/games/g1.db) into quarantine; returns where it went. */
  async moveIn(file: string, shownAs: string): Promise<string> {
    const target = await this.freshName(shownAs);
    await rename(file, target);
    await fsyncDir(dirname(file));
    await fsyncDir(this.dir);
    return target;
  }

  /** Writes `text` into a new quarantine file named after `shownAs`; returns its path. */
  async writeIn(shownAs: string, text: string): Promise<string> {
    const target = await this.freshName(shownAs);
    const handle = await open(target, 'wx', PRIVATE_FILE_MODE);
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fsyncDir(this.dir);
    return target;
  }

  /** `db/games/g1.db` → `<dir>/db-games-g1.db.20261201T193700Z-1`: where it came from, and when. */
  private async freshName(shownAs: string): Promise<string> {
    await makePrivateDir(this.dir);
    this.made += 1;
    const stamp = new Date(this.now()).toISOString().replace(/[-:]|\.\d+/g, '');
    return join(this.dir, `${quarantinedName(shownAs)}.${stamp}-${process.pid}-${this.made}`);
  }
}

/** The name a file shown as `db/games/g1.db` has in quarantine/, before its stamp: `db-games-g1.db`. */
export function quarantinedName(shownAs: string): string {
  return basename(shownAs.split('/').join('-'));
}

/** Lines set aside, as a quarantine file holds them: the line number, a tab, the line. */
export function numberedLines(lines: readonly { line: number; text: string }[]): string {
  return lines.map((bad) => `${bad.line}\t${bad.text}\n`).join('');
}

// The idle warning through a real cooked PTY, in real time: the door's own timer, one minute before
// the idle limit (idleMinutes 2, the least the config allows), over a full table screen.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DOOR_BIN, REPO_ROOT, doorBuilt, tempHome } from '../support/door-process.js';
import { VirtualScreen } from '../support/virtual-screen.js';
import { expectExactCrLf, ptyAvailable, spawnUnderPty, type PtyDoor } from '../support/pty-door.js';

const running: PtyDoor[] = [];
afterEach(() => {
  for (const door of running.splice(0)) door.child.kill('SIGKILL');
});

const WARNING = 'Are you still there?';
/** The hint row of the first decision at a new table (the investigator's Strength and Sanity). */
const DECISION = '[1-5] choose';

const pause = (ms: number): Promise<void> => new Promise((settle) => setTimeout(settle, ms));

async function press(door: PtyDoor, key: string, then: string): Promise<void> {
  door.child.stdin?.write(key);
  await door.waitFor(then);
}

function rowsOf(screen: VirtualScreen): string[] {
  return Array.from({ length: screen.rows }, (_, i) => screen.rowText(i + 1));
}

/** Every absolute cursor move in the bytes lands inside 80x24. */
function expectMovesInside(bytes: Buffer): void {
  for (const [, row, col] of bytes.toString('latin1').matchAll(/\x1b\[(\d*)(?:;(\d*))?[Hf]/g)) {
    expect(Number(row || 1), 'row of a cursor move').toBeLessThanOrEqual(24);
    expect(Number(col || 1), 'column of a cursor move').toBeLessThanOrEqual(80);
  }
}

describe.skipIf(!doorBuilt() || !ptyAvailable())('the idle warning on a cooked PTY', () => {
  it('over a full table screen scrolls nothing, keeps CR LF exact and inside 80x24, and a key gives the rows back', async () => {
    const home = tempHome();
    writeFileSync(join(home, 'arkham-door.json'), JSON.stringify({ idleMinutes: 2 }));
    const dropfile = join(REPO_ROOT, 'tests', 'fixtures', 'dropfiles', 'synchronet-native');
    const door = spawnUnderPty([process.execPath, DOOR_BIN, 'door', '--dropfile', dropfile, '--home', home]);
    running.push(door);
    await door.waitFor('\r\n');
    await press(door, ' ', 'Your choice:');
    await press(door, 'p', 'Press any key to walk');
    await press(door, '\r', '[Enter] Quick game');
    // The quick game's opening tale, hurried along a key at a time, until the first decision.
    for (let key = 0; key < 10 && !door.output().toString('latin1').includes(DECISION); key += 1) {
      door.child.stdin?.write('\r');
      await pause(1_500);
    }
    await door.waitFor(DECISION);
    await pause(1_000);
    const table = new VirtualScreen();
    table.feed(door.output());
    const before = rowsOf(table);
    for (const row of [1, 22, 23, 24]) expect(before[row - 1], `row ${row} of the table`).not.toBe('');
    expect(table.cursor.row, 'the prompt waits on the last row').toBe(24);

    // Nothing typed since the last key: the warning comes a minute before the two-minute limit.
    await door.waitFor(WARNING, 75_000);
    await door.waitFor(/seconds unless you press a key\.[^]*$/, 5_000);
    const warnedAt = door.output().length;
    const warned = new VirtualScreen();
    warned.feed(door.output());
    expect(warned.scrolled, 'the warning scrolled the screen').toBe(false);
    expect(warned.rowText(1), 'the top row').toBe(before[0]);
    const warningRow = rowsOf(warned).findIndex((row) => row.includes(WARNING));
    expect(warningRow, 'the warning is on the screen').toBeGreaterThanOrEqual(0);
    rowsOf(warned).forEach((row, i) => {
      if (i !== warningRow) expect(row, `row ${i + 1} under the warning`).toBe(before[i]);
    });

    // A key the decision does not know: the policy sees activity, the terminal gives the rows back.
    door.child.stdin?.write('z');
    await pause(1_500);
    warned.feed(door.output().subarray(warnedAt));
    expect(warned.scrolled).toBe(false);
    expect(rowsOf(warned)).toEqual(before);

    door.child.stdin?.end();
    expect(await door.ended()).toBe('exit 0');
    const bytes = door.output();
    expectExactCrLf(bytes);
    expectMovesInside(bytes);
    const whole = new VirtualScreen();
    whole.feed(bytes);
    expect(whole.scrolled).toBe(false);
    expect(whole.bottomRightWritten).toBe(false);
    expect(whole.ambiguousWraps).toBe(0);
  }, 150_000);
});

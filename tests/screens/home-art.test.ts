import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadArtLibrary } from '../../src/screens/art/library.js';
import { readHomeWords } from '../../src/service/records/home-words.js';
import { emptyRecord, SHIPPED_TITLES, titleOf } from '../../src/service/records/titles.js';
import { runCli } from '../support/cli-run.js';
import { REPO_ROOT } from '../service/helpers/game-fixture.js';

const SHIPPED = join(REPO_ROOT, 'ansi');
const homes: string[] = [];
afterEach(() => {
  for (const home of homes.splice(0)) rmSync(home, { recursive: true, force: true });
});

/** A home whose own main menu greets Kingsport, with a lobby that lost its fields and a file no screen draws. */
function homeWithArt(): string {
  const home = mkdtempSync(join(tmpdir(), 'ad-home-art-'));
  homes.push(home);
  mkdirSync(join(home, 'art'));
  const menu = readFileSync(join(SHIPPED, 'main-menu.ans'), 'latin1').replace('Evening falls on Arkham', 'Dusk falls on Kingsport');
  writeFileSync(join(home, 'art', 'main-menu.ans'), Buffer.from(menu, 'latin1'));
  writeFileSync(join(home, 'art', 'lobby.ans'), 'A lobby with no fields at all\r\n');
  writeFileSync(join(home, 'art', 'my-own.ans'), 'Nothing draws me\r\n');
  return home;
}

describe("the sysop's own art under <home>/art", () => {
  it('replaces the shipped file of the same name; a bad one is named in one line and the shipped one drawn', () => {
    const home = homeWithArt();
    const problems: string[] = [];
    const art = loadArtLibrary(SHIPPED, { home, onProblem: (line) => problems.push(line) });
    expect(art.get('main-menu').render({}, { ansi: false })).toContain('Dusk falls on Kingsport');
    expect(art.get('lobby').render({}, { ansi: false })).not.toContain('no fields at all');
    expect(problems.sort()).toEqual([
      expect.stringMatching(/art[/\\]lobby\.ans: lacks the fields? @.*@; the shipped art is used$/),
      expect.stringMatching(/art[/\\]my-own\.ans: no shipped art is named my-own\.ans; the shipped art is used$/),
    ]);
    for (const line of problems) expect(line).not.toContain('\n');
  });

  it('sysop check names the bad files without counting them as damage', async () => {
    const home = homeWithArt();
    const checked = await runCli(['sysop', 'check', '--home', home]);
    expect(checked.code).toBe(0);
    expect(checked.out).toMatch(/lobby\.ans: lacks the field/);
    expect(checked.out).toMatch(/my-own\.ans: no shipped art/);
    expect(checked.out).toContain('no damaged files');
  });
});

describe("the sysop's own words under <home>/words", () => {
  it('titles.json replaces the titles in the shipped order; a bad one is named in one line and the shipped words used', async () => {
    const home = mkdtempSync(join(tmpdir(), 'ad-home-words-'));
    homes.push(home);
    mkdirSync(join(home, 'words'));
    const own = SHIPPED_TITLES.map((_, at) => (at === SHIPPED_TITLES.length - 1 ? 'Fresh off the Boston train' : `Rank ${at + 1}`));
    writeFileSync(join(home, 'words', 'titles.json'), JSON.stringify(own));
    const read = readHomeWords(home);
    expect(read.problems).toEqual([]);
    expect(titleOf(emptyRecord('Ann'), read.titles)).toBe('Fresh off the Boston train');

    writeFileSync(join(home, 'words', 'titles.json'), JSON.stringify(['too', 'few']));
    const bad = readHomeWords(home);
    expect(bad.titles).toBe(SHIPPED_TITLES);
    expect(bad.problems).toEqual([expect.stringMatching(/words[/\\]titles\.json: wants a list of 10 titles, highest first, the newcomer's last; the shipped words are used$/)]);
    const checked = await runCli(['sysop', 'check', '--home', home]);
    expect(checked.out).toMatch(/titles\.json: wants a list of 10 titles/);
  });
});

// A headless Chromium for the browser page's tests: Debian's own (`/usr/bin/chromium`), driven by
// puppeteer-core, never a downloaded build. ARKHAM_BROWSER names it and then must work (CI sets it,
// so a CI without one fails); unset, a machine without it skips the suite with one line.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import puppeteer, { type Browser } from 'puppeteer-core';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** What the suite needs: the browser, and ansilove to draw the CP437 rendering the page is held to. */
export function browserTools(): { chromium: string; ansilove: string } | { missing: string } {
  const named = process.env['ARKHAM_BROWSER'];
  const chromium = named ?? DEBIAN_CHROMIUM;
  const ansilove = ['/usr/bin/ansilove', '/usr/local/bin/ansilove'].find((path) => existsSync(path));
  const missing = [existsSync(chromium) ? undefined : chromium, ansilove ? undefined : 'ansilove'].filter((m) => m !== undefined);
  if (missing.length > 0 || !ansilove) {
    const why = `browser suites: ${missing.join(' and ')} not installed`;
    if (named !== undefined) throw new Error(`ARKHAM_BROWSER is set, but ${why}`);
    process.stdout.write(`${why}; skipped (apt-get install chromium ansilove)\n`);
    return { missing: why };
  }
  return { chromium, ansilove };
}

export function launchChromium(executablePath: string): Promise<Browser> {
  return puppeteer.launch({
    executablePath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${mkdtempSync(join(tmpdir(), 'ad-chromium-'))}`,
    ],
  });
}

/** ansilove's PNG of CP437 `.ans` bytes: 8x16 cells in the VGA font and palette. */
export function ansilovePng(ansilove: string, ansBytes: Buffer, dir: string): Buffer {
  const input = join(dir, 'screen.ans');
  const output = join(dir, 'screen.png');
  writeFileSync(input, ansBytes);
  execFileSync(ansilove, ['-q', '-o', output, input]);
  return readFileSync(output);
}

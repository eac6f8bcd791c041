// `arkham-door serve` with its browser listener (and any others asked for) in a home of its own,
// beside a headless Chromium, for the browser page's process tests.
import type { Browser } from 'puppeteer-core';
import { launchChromium } from './chromium.js';
import { spawnDoor, tempHome, type RunningDoor } from './door-process.js';

export interface BrowserServe {
  readonly home: string;
  readonly server: RunningDoor;
  readonly browser: Browser;
  /** The port a listener took ("telnet", "SSH", "web"), as serve says on starting. */
  port(listener: string): number;
  close(): Promise<void>;
}

/** `listeners`: the flags for the listeners besides the web's (`--ssh-port`, `0`). */
export async function startBrowserServe(chromium: string, listeners: readonly string[] = []): Promise<BrowserServe> {
  const home = tempHome();
  const server = spawnDoor(['serve', '--port', '0', ...listeners, '--http-port', '0', '--home', home]);
  await server.waitFor(/web listener on [\d.]+:\d+/, 20_000);
  const said = server.output().toString('latin1');
  const browser = await launchChromium(chromium);
  return {
    home,
    server,
    browser,
    port: (listener) => Number(new RegExp(`${listener} listener on [\\d.]+:(\\d+)`).exec(said)?.[1]),
    close: async () => {
      await browser.close();
      server.child.kill('SIGTERM');
      await server.exited;
    },
  };
}

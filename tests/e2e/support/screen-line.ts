// One caller's line as the e2e tests see it: every data byte received, shown on an 80x24
// VirtualScreen the way the caller's terminal would, the keys typed counted, and waits on what comes.
// The transport (a telnet socket, a door's stdio pipes) feeds it and carries its keys.
import { VirtualScreen } from '../../support/virtual-screen.js';

export class ScreenLine {
  /** Every data byte received (telnet commands already taken out). */
  data = Buffer.alloc(0);
  readonly screen = new VirtualScreen(80, 24);
  closed = false;
  /** Key presses sent: each character of a typed name is one, and so is an Enter. */
  keys = 0;
  /** When the last data arrived (performance.now()). */
  lastDataAt = performance.now();
  /** Every row the screen has shown, trimmed: what the caller could read. */
  readonly rowsShown = new Set<string>();
  private waiters: Array<() => void> = [];

  constructor(
    private readonly send: (bytes: Buffer) => void,
    private readonly drop: () => void,
  ) {
    this.screen.rowsSeen = this.rowsShown;
  }

  /** The transport hands over what arrived. */
  receive(data: Buffer): void {
    this.data = Buffer.concat([this.data, data]);
    this.screen.feed(data);
    for (let row = 1; row <= 24; row += 1) this.rowsShown.add(this.screen.rowText(row).trim());
    this.lastDataAt = performance.now();
    this.wake();
  }

  /** The transport says the line is gone. */
  ended(): void {
    this.closed = true;
    this.wake();
  }

  /** What arrived after `from`, one latin1 character a byte. */
  text(from = 0): string {
    return this.data.subarray(from).toString('latin1');
  }

  /** Types `keys`; Enter is written CR LF as a telnet client sends it (RFC 854), and counts as one key. */
  type(keys: string): void {
    this.keys += [...keys.replace(/\r\n/g, '\r')].length;
    this.send(Buffer.from(keys, 'latin1'));
  }

  /** Resolves once `condition` holds; fails after `timeoutMs` of real time, with what the screen shows. */
  waitFor(condition: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}; the screen shows:\n${this.screen.text()}\nthe last bytes: ${JSON.stringify(this.text(Math.max(0, this.data.length - 300)))}`)), timeoutMs);
      const check = (): void => {
        if (condition()) {
          clearTimeout(timer);
          resolve();
        } else this.waiters.push(check);
      };
      check();
    });
  }

  /** Waits until `text` has arrived after `from`. */
  waitForText(text: string | RegExp, from = 0, timeoutMs?: number): Promise<void> {
    const seen = (): boolean => (typeof text === 'string' ? this.text(from).includes(text) : text.test(this.text(from)));
    return this.waitFor(seen, String(text), timeoutMs);
  }

  /** Presses `key` and waits until `text` arrives after it. */
  async press(key: string, text: string | RegExp, timeoutMs?: number): Promise<void> {
    const mark = this.data.length;
    this.type(key);
    await this.waitForText(text, mark, timeoutMs);
  }

  /** Resolves once nothing has arrived for `quietMs`, or the line is gone. */
  async quiet(quietMs: number): Promise<void> {
    for (;;) {
      const silentFor = performance.now() - this.lastDataAt;
      if (this.closed || silentFor >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, quietMs - silentFor));
    }
  }

  /** Drops the line from the caller's side. */
  hangUp(): void {
    this.drop();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

// One caller's telnet line to `serve`, as the load drives it: the text that arrived since the last
// mark, waits for a screen text with a deadline, and keystrokes timed to their echo. Only the text
// since the mark is kept, so a call of any length costs the harness the same.
import net from 'node:net';
import type { Duplex } from 'node:stream';

/** RFC 854 IAC WONT, and the options refused: RFC 1091 TTYPE, RFC 1073 NAWS. */
const IAC = 255;
const WONT = 252;
const TTYPE = 24;
const NAWS = 31;
/** Refusing TTYPE and NAWS ends the listener's negotiation at once (no 3 s wait). */
const REFUSE_NEGOTIATION = Buffer.from([IAC, WONT, TTYPE, IAC, WONT, NAWS]);

const MAX_KEPT_CHARS = 64 * 1024;

interface Waiter {
  check(): void;
}

export class CallerLine {
  private text = '';
  private bytes = 0;
  private lastDataAt = performance.now();
  private waited = 0;
  private closed = false;
  private readonly waiters = new Set<Waiter>();

  private constructor(private readonly socket: Duplex) {
    socket.on('data', (chunk: Buffer) => {
      this.text += chunk.toString('latin1');
      // A screen is a few kB; a step that never marks must not make the harness grow.
      if (this.text.length > MAX_KEPT_CHARS) this.text = this.text.slice(-MAX_KEPT_CHARS / 2);
      this.bytes += chunk.length;
      this.lastDataAt = performance.now();
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
    socket.on('error', () => {});
  }

  /**
   * Connects and sends `opening`: by default it refuses the terminal-type and window-size questions,
   * as a plain telnet client would (the listener then assumes CP437).
   */
  static connect(port: number, opening: Buffer = REFUSE_NEGOTIATION, host = '127.0.0.1'): Promise<CallerLine> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ port, host });
      socket.once('error', reject);
      socket.once('connect', () => {
        socket.off('error', reject);
        socket.setNoDelay(true);
        socket.write(opening);
        resolve(new CallerLine(socket));
      });
    });
  }

  /** A line over another transport's byte stream: an SSH shell's channel, a WebSocket's stream. */
  static over(stream: Duplex): CallerLine {
    return new CallerLine(stream);
  }

  /** What arrived since the last mark, bytes as latin1 characters. */
  get screen(): string {
    return this.text;
  }

  /** Milliseconds spent so far waiting for the door (a screen, an echo, the hang-up), pauses not counted. */
  get waitedMs(): number {
    return this.waited;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Everything received from here on is the next screen. */
  mark(): void {
    this.text = '';
  }

  type(text: string): void {
    if (!this.closed) this.socket.write(Buffer.from(text, 'latin1'));
  }

  /** Waits until the text since the mark holds `wanted`. */
  expect(wanted: string | RegExp, what: string, timeoutMs: number): Promise<void> {
    const seen = (): boolean => (typeof wanted === 'string' ? this.text.includes(wanted) : wanted.test(this.text));
    return this.until(seen, what, timeoutMs).then(() => undefined);
  }

  /** Types `key` and resolves with the milliseconds until the first byte came back (an echo, a page turn). */
  async keyToEcho(key: string, what: string, timeoutMs: number): Promise<number> {
    const before = this.bytes;
    const sent = performance.now();
    this.type(key);
    const arrived = await this.until(() => this.bytes > before, what, timeoutMs);
    return arrived - sent;
  }

  /** Resolves once nothing has arrived for `quietMs` (or the line closed). */
  async quiet(quietMs: number): Promise<void> {
    for (;;) {
      const silentFor = performance.now() - this.lastDataAt;
      if (this.closed || silentFor >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, quietMs - silentFor));
    }
  }

  waitClosed(timeoutMs: number): Promise<void> {
    return this.until(() => this.closed, 'the hang-up', timeoutMs).then(() => undefined);
  }

  hangUp(): void {
    this.socket.destroy();
  }

  /** Resolves with the time `condition` first held; rejects on the deadline or a hang-up before it. */
  private until(condition: () => boolean, what: string, timeoutMs: number): Promise<number> {
    const since = performance.now();
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        check: () => {
          if (condition()) {
            finish();
            resolve(performance.now());
          } else if (this.closed) {
            finish();
            reject(new Error(`the line closed while waiting for ${what}; last text: ${this.tail()}`));
          }
        },
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`no ${what} within ${Math.round(timeoutMs / 1000)} s; last text: ${this.tail()}`));
      }, timeoutMs);
      const finish = (): void => {
        this.waited += performance.now() - since;
        clearTimeout(timer);
        this.waiters.delete(waiter);
      };
      this.waiters.add(waiter);
      waiter.check();
    });
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) waiter.check();
  }

  private tail(): string {
    return JSON.stringify(this.text.slice(-160).replace(/\x1b\[[\d;?]*[A-Za-z]/g, ''));
  }
}

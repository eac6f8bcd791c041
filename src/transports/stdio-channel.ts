// A caller on our standard input and output: a door under a BBS that gives us a PTY or pipes, or
// the local console. FACTS-BBS §0.3 and §0.6: raw mode on a TTY (input and output: no CR CR LF),
// EOF and SIGHUP/SIGTERM are hang-ups.
import type { Readable, Writable } from 'node:stream';
import { systemClock, type Clock } from '../support/clock.js';
import { silentLogger, type Logger } from '../support/logger.js';
import type { Channel, CloseReason } from './channel.js';
import { ChannelBase } from './channel-base.js';
import { MAX_PENDING_OUTPUT_BYTES, settleWithin } from './channel-core.js';
import { createTelnetInputFilter } from './telnet-input.js';
import { cleanTerminalType } from './terminal-info.js';
import { disableOutputProcessing } from './tty-output.js';

export type StdioInput = Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
export type StdioOutput = Writable & { isTTY?: boolean; columns?: number; rows?: number; fd?: number };

export type HangUpSignal = 'SIGHUP' | 'SIGTERM';

/** Where hang-up signals come from: `process`, or an EventEmitter in tests. */
export interface SignalSource {
  on(signal: HangUpSignal, listener: () => void): unknown;
  off(signal: HangUpSignal, listener: () => void): unknown;
}

export interface StdioChannelOptions {
  input?: StdioInput;
  output?: StdioOutput;
  signals?: SignalSource;
  /** Put a TTY input into raw mode and a TTY output's post-processing off (and restore both on close). */
  rawMode?: boolean;
  /** Turns a TTY output's post-processing off; returns the restore. Default: stty (tty-output.ts). */
  rawOutput?: (fd: number) => (() => void) | undefined;
  /** Environment to read TERM from; nothing is read from process.env here. */
  env?: Readonly<Record<string, string | undefined>>;
  clock?: Clock;
  logger?: Logger;
  /** How long close() waits for pending output to flush. */
  closeTimeoutMs?: number;
}

/** Error codes that mean the other end of our stdio went away: a hang-up, not a fault. */
const HANG_UP_CODES = new Set(['EIO', 'EPIPE', 'ECONNRESET']);

export function createStdioChannel(options: StdioChannelOptions = {}): Channel {
  return new StdioChannel(options);
}

class StdioChannel extends ChannelBase {
  readonly kind = 'stdio' as const;
  private readonly input: StdioInput;
  private readonly output: StdioOutput;
  private readonly signals: SignalSource;
  private readonly clock: Clock;
  private readonly closeTimeoutMs: number;
  private rawModeSet = false;
  private restoreOutput: (() => void) | undefined;
  private closing: Promise<void> | undefined;
  private readonly detachers: Array<() => void> = [];

  constructor(options: StdioChannelOptions) {
    super(options.logger ?? silentLogger);
    this.input = options.input ?? process.stdin;
    this.output = options.output ?? process.stdout;
    this.signals = options.signals ?? process;
    this.clock = options.clock ?? systemClock;
    this.closeTimeoutMs = options.closeTimeoutMs ?? 2000;

    const terminalType = cleanTerminalType(options.env?.TERM ?? '');
    if (terminalType) this.info.terminalType = terminalType;
    this.readSize();

    const filter = createTelnetInputFilter({
      data: (bytes) => this.core.emitData(bytes),
      fault: (error) => this.fail('stdio input handler threw', error),
    });

    const rawMode = options.rawMode ?? true;
    if (rawMode && this.input.isTTY && this.input.setRawMode) {
      this.input.setRawMode(true);
      this.rawModeSet = true;
    }
    if (rawMode && this.output.isTTY && this.output.fd !== undefined) {
      this.restoreOutput = (options.rawOutput ?? disableOutputProcessing)(this.output.fd);
    }

    this.listen(this.input, 'data', (chunk: Buffer | string) => {
      filter.write(typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk);
    });
    this.listen(this.input, 'end', () => this.hangUp('eof'));
    this.listen(this.input, 'close', () => this.hangUp('eof'));
    // Error listeners stay after close: a late EIO or EPIPE must never become an unhandled 'error'.
    this.input.on('error', (error: NodeJS.ErrnoException) => this.onStreamError('input', error, 'eof'));
    this.output.on('error', (error: NodeJS.ErrnoException) => this.onStreamError('output', error, 'remote-closed'));
    if (this.output.isTTY) {
      this.listen(this.output, 'resize', () => {
        if (this.readSize() && this.info.cols !== undefined && this.info.rows !== undefined) {
          this.core.emitResize(this.info.cols, this.info.rows);
        }
      });
    }
    const onHup = (): void => this.hangUp('sighup');
    const onTerm = (): void => this.hangUp('sigterm');
    this.signals.on('SIGHUP', onHup);
    this.signals.on('SIGTERM', onTerm);
    this.detachers.push(() => {
      this.signals.off('SIGHUP', onHup);
      this.signals.off('SIGTERM', onTerm);
    });

    this.core.markReady();
  }

  write(bytes: Buffer): void {
    if (this.core.closed || this.output.destroyed || this.output.writableEnded) return;
    this.output.write(bytes);
    if (this.output.writableLength > MAX_PENDING_OUTPUT_BYTES) {
      this.logger.warn('stdio output not draining; hanging up', { pending: this.output.writableLength });
      this.hangUp('error');
    }
  }

  close(): Promise<void> {
    if (this.closing) return this.closing;
    if (!this.core.finish('local')) return Promise.resolve();
    this.detach();
    const output = this.output;
    this.closing = settleWithin(this.clock, this.closeTimeoutMs, (done) => {
      if (output.destroyed || output.writableEnded || output.writableLength === 0) return done();
      output.write(Buffer.alloc(0), () => done());
    });
    return this.closing;
  }

  /** Reads the size from a TTY output; true when it changed. */
  private readSize(): boolean {
    if (!this.output.isTTY) return false;
    return this.takeSize(this.output.columns ?? 0, this.output.rows ?? 0);
  }

  private listen<A extends unknown[]>(
    stream: Readable | Writable,
    event: string,
    listener: (...args: A) => void,
  ): void {
    const wrapped = (...args: A): void => {
      try {
        listener(...args);
      } catch (error) {
        this.fail(`stdio ${event} handler threw`, error);
      }
    };
    stream.on(event, wrapped);
    this.detachers.push(() => void stream.off(event, wrapped));
  }

  private onStreamError(which: 'input' | 'output', error: NodeJS.ErrnoException, hangUpReason: CloseReason): void {
    if (this.core.closed) return;
    const isHangUp = error.code !== undefined && HANG_UP_CODES.has(error.code);
    this.logger.debug(`stdio ${which} error`, { code: error.code, message: error.message });
    this.hangUp(isHangUp ? hangUpReason : 'error');
  }

  protected hangUp(reason: CloseReason): void {
    if (this.core.finish(reason)) this.detach();
  }

  private detach(): void {
    for (const detach of this.detachers.splice(0)) detach();
    if (this.rawModeSet) {
      this.rawModeSet = false;
      this.input.setRawMode?.(false);
    }
    this.restoreOutput?.();
    this.restoreOutput = undefined;
    // Lets the process exit once the session is over: a flowing stdin keeps the event loop alive.
    this.input.pause();
  }
}

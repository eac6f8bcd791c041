// One caller on our own telnet listener: negotiation, TTYPE and NAWS, IAC filtering, Enter
// normalisation, IAC doubling on output, bounded buffers, and a ready() that never waits past ~3 s.
//
// Built on telnet-stream's TelnetInput/TelnetOutput rather than its TelnetSocket wrapper: TelnetSocket
// gives no way to listen for TelnetInput's 'error' event, so one malformed sub-negotiation became an
// uncaught exception (measured), and its output pipe hides queued bytes from socket.writableLength.
import type net from 'node:net';
import type { Clock, TimerHandle } from '../support/clock.js';
import type { Logger } from '../support/logger.js';
import type { Channel, CloseReason } from './channel.js';
import { ChannelBase } from './channel-base.js';
import { MAX_PENDING_OUTPUT_BYTES, settleWithin } from './channel-core.js';
import { fairShareOf, type InputBucket } from './input-bucket.js';
import { createTelnetInputFilter, type TelnetInputFilter } from './telnet-input.js';
import {
  LISTENER_POLICY,
  TTYPE_SEND,
  TelnetOption,
  TelnetOptionTable,
  type Negotiation,
  type OptionChange,
  type OptionSide,
} from './telnet-options.js';
import { createTelnetOutput, type TelnetOutputWriter } from './telnet-output.js';
import { parseTerminalTypeReply, parseWindowSize } from './telnet-subnegotiation.js';

export interface TelnetChannelOptions {
  clock: Clock;
  logger: Logger;
  /** Longest wait for TTYPE before the first screen (FACTS-BBS §4.2: ENiGMA also waits 3 s). */
  readyTimeoutMs?: number;
  /** Once TTYPE is settled, how long to still wait for a NAWS size the client has not refused. */
  nawsGraceMs?: number;
  /** Queued output beyond this means the caller stopped reading: hang up instead of buffering. */
  maxPendingOutputBytes?: number;
  /** How long close() waits for the peer to close before destroying the socket. */
  closeTimeoutMs?: number;
  /** The caller's fair share of input (input-bucket.ts). */
  inputBytesPerSecond?: number;
  inputBurstBytes?: number;
}

/** What we send on connect, in this order (FACTS-BBS §4.2). */
const OPENING: ReadonlyArray<readonly [OptionSide, number]> = [
  ['local', TelnetOption.ECHO],
  ['local', TelnetOption.SGA],
  ['remote', TelnetOption.SGA],
  ['remote', TelnetOption.BINARY],
  ['local', TelnetOption.BINARY],
  ['remote', TelnetOption.TTYPE],
  ['remote', TelnetOption.NAWS],
];

export function createTelnetChannel(socket: net.Socket, options: TelnetChannelOptions): Channel {
  return new TelnetChannel(socket, options);
}

class TelnetChannel extends ChannelBase {
  readonly kind = 'telnet' as const;
  private readonly table = new TelnetOptionTable(LISTENER_POLICY);
  private readonly output: TelnetOutputWriter;
  private readonly input: TelnetInputFilter;
  private readonly clock: Clock;
  private readonly nawsGraceMs: number;
  private readonly maxPendingOutputBytes: number;
  private readonly closeTimeoutMs: number;
  private readonly bucket: InputBucket;
  private readyTimer: TimerHandle | undefined;
  private graceTimer: TimerHandle | undefined;
  private ttypeSettled = false;
  private closing: Promise<void> | undefined;

  constructor(
    private readonly socket: net.Socket,
    options: TelnetChannelOptions,
  ) {
    super(options.logger);
    this.clock = options.clock;
    this.nawsGraceMs = options.nawsGraceMs ?? 500;
    this.maxPendingOutputBytes = options.maxPendingOutputBytes ?? MAX_PENDING_OUTPUT_BYTES;
    this.closeTimeoutMs = options.closeTimeoutMs ?? 5000;
    if (socket.remoteAddress) this.info.remote = `${socket.remoteAddress}:${socket.remotePort ?? 0}`;

    this.output = createTelnetOutput((wire) => this.send(wire));
    this.input = createTelnetInputFilter({
      data: (bytes) => this.core.emitData(bytes),
      negotiation: (message) => this.onNegotiation(message),
      sub: (option, payload) => this.onSub(option, payload),
      protocolError: (message) => this.logger.debug('telnet protocol error', { remote: this.info.remote, message }),
      fault: (error) => this.fail('telnet input handler threw', error),
    });

    this.bucket = fairShareOf(this.clock, socket, { bytesPerSecond: options.inputBytesPerSecond, burstBytes: options.inputBurstBytes });
    socket.setNoDelay(true);
    socket.setKeepAlive(true, 60_000);
    socket.on('data', (chunk: Buffer) => {
      // Once closed, what is left is read only to reach the peer's end.
      if (this.core.closed) return;
      this.bucket.take(chunk.length);
      try {
        this.input.write(chunk);
      } catch (error) {
        this.fail('telnet input failed', error);
      }
    });
    socket.on('end', () => this.hangUp('remote-closed'));
    socket.on('close', () => this.hangUp('remote-closed'));
    socket.on('error', (error) => {
      this.logger.debug('telnet socket error', { remote: this.info.remote, message: error.message });
      this.hangUp('error');
    });

    this.readyTimer = this.clock.setTimeout(() => this.becomeReady(), options.readyTimeoutMs ?? 3000);
    for (const [side, option] of OPENING) {
      for (const message of this.table.request(side, option)) this.output.negotiation(message);
    }
  }

  write(bytes: Buffer): void {
    if (this.core.closed) return;
    this.output.data(bytes);
  }

  close(): Promise<void> {
    if (this.closing) return this.closing;
    if (!this.core.finish('local')) return Promise.resolve();
    this.stopTimers();
    this.bucket.stop();
    const socket = this.socket;
    this.closing = settleWithin(this.clock, this.closeTimeoutMs, (done) => {
      if (socket.destroyed) return done();
      socket.once('close', done);
      // A line paused for flooding must read on, or it never sees the peer close.
      socket.resume();
      socket.end();
    }).then(() => void socket.destroy());
    return this.closing;
  }

  private onNegotiation(message: Negotiation): void {
    const { replies, change } = this.table.receive(message);
    for (const reply of replies) this.output.negotiation(reply);
    if (change) this.onOptionChange(change);
  }

  private onOptionChange(change: OptionChange): void {
    if (change.side !== 'remote') return;
    if (change.option === TelnetOption.TTYPE) {
      if (change.enabled) this.output.sub(TelnetOption.TTYPE, Buffer.from([TTYPE_SEND]));
      else this.settleTerminalType();
    } else if (change.option === TelnetOption.NAWS && !change.enabled) {
      this.checkReady();
    }
  }

  private onSub(option: number, payload: Buffer): void {
    if (option === TelnetOption.TTYPE) {
      const reply = parseTerminalTypeReply(payload);
      if (!reply) return;
      if (reply.terminalType) this.info.terminalType = reply.terminalType;
      this.settleTerminalType();
    } else if (option === TelnetOption.NAWS) {
      const size = parseWindowSize(payload);
      if (!size) return;
      const changed = size.cols !== this.info.cols || size.rows !== this.info.rows;
      this.info.cols = size.cols;
      this.info.rows = size.rows;
      if (changed) this.core.emitResize(size.cols, size.rows);
      this.checkReady();
    }
  }

  private settleTerminalType(): void {
    this.ttypeSettled = true;
    this.checkReady();
  }

  /** Ready once TTYPE is settled and NAWS has either sent a size, been refused, or had its grace. */
  private checkReady(): void {
    if (this.core.ready || !this.ttypeSettled) return;
    const nawsDone = this.info.cols !== undefined || this.table.state('remote', TelnetOption.NAWS) === 'no';
    if (nawsDone) this.becomeReady();
    else this.graceTimer ??= this.clock.setTimeout(() => this.becomeReady(), this.nawsGraceMs);
  }

  private becomeReady(): void {
    this.stopTimers();
    this.core.markReady();
  }

  private stopTimers(): void {
    this.readyTimer?.cancel();
    this.graceTimer?.cancel();
    this.readyTimer = undefined;
    this.graceTimer = undefined;
  }

  private send(wire: Buffer): void {
    const socket = this.socket;
    if (socket.destroyed || socket.writableEnded) return;
    socket.write(wire);
    if (socket.writableLength > this.maxPendingOutputBytes) {
      this.logger.warn('telnet caller stopped reading; hanging up', {
        remote: this.info.remote,
        pending: socket.writableLength,
      });
      this.hangUp('error');
    }
  }

  /** Ends the connection for a reason on the caller's side (or ours, for 'error'); nothing is flushed. */
  protected hangUp(reason: CloseReason): void {
    // While close() flushes, the peer's own close is the answer we wait for, not a reason to cut off.
    if (this.closing && reason === 'remote-closed') return;
    this.stopTimers();
    this.bucket.stop();
    this.core.finish(reason);
    this.socket.destroy();
  }
}

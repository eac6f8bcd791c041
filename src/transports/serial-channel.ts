// A caller on a serial line: a direct cable (ready at once) or a Hayes modem we answer ourselves
// (modem.ts holds the dialogue; this file performs its actions on the port and the clock).
// SerialPort.list() is never called: it needs udevadm, and opening by path does not (FACTS-BBS §7).
import { SerialPort } from 'serialport';
import type { Clock, TimerHandle } from '../support/clock.js';
import type { Logger } from '../support/logger.js';
import type { Channel, CloseReason } from './channel.js';
import { ChannelBase } from './channel-base.js';
import { MAX_PENDING_OUTPUT_BYTES, settleWithin } from './channel-core.js';
import { createEnterNormaliser } from './enter-normaliser.js';
import { createModemState, stepModem, type ModemAction, type ModemInput, type ModemSettings, type ModemState } from './modem.js';

export interface SerialChannelOptions {
  device: string;
  baud: number;
  /** Answer calls through a Hayes modem instead of treating the line as connected. */
  modem?: boolean;
  clock: Clock;
  logger: Logger;
  /** Modem only: give up waiting for a call after this long (closes 'carrier-lost'). Default: wait forever. */
  answerTimeoutMs?: number;
  /** Modem only: init string, timeouts, guard time. */
  modemSettings?: Partial<ModemSettings>;
  /** How long close() waits for output to drain (direct line) before closing the port anyway. */
  closeTimeoutMs?: number;
}

/**
 * Opens the device. A direct line is ready at once. With `modem`, this resolves once the modem has
 * accepted ATZ and the init string (and rejects if it does not); ready() then resolves on CONNECT.
 */
export async function openSerialChannel(options: SerialChannelOptions): Promise<Channel> {
  const port = new SerialPort({ path: options.device, baudRate: options.baud, autoOpen: false });
  await new Promise<void>((resolve, reject) => {
    port.open((error) => {
      if (error) reject(new Error(`cannot open serial device ${options.device}: ${error.message}`));
      else resolve();
    });
  });
  const channel = new SerialChannel(port, options);
  if (options.modem) await channel.initialiseModem();
  return channel;
}

class SerialChannel extends ChannelBase {
  readonly kind = 'serial' as const;
  private readonly clock: Clock;
  private readonly normaliseEnter = createEnterNormaliser();
  private modem: ModemState | undefined;
  private modemTimer: TimerHandle | undefined;
  private answerDeadline: TimerHandle | undefined;
  private initialised: { resolve: () => void; reject: (error: Error) => void } | undefined;
  private hungUp: (() => void) | undefined;
  private shuttingDown: Promise<void> | undefined;

  constructor(
    private readonly port: SerialPort,
    private readonly options: SerialChannelOptions,
  ) {
    super(options.logger);
    this.clock = options.clock;
    this.info.remote = options.device;

    port.on('data', (chunk: Buffer) => {
      try {
        if (this.modem) this.step({ kind: 'bytes', bytes: chunk });
        else this.core.emitData(this.normaliseEnter(chunk));
      } catch (error) {
        this.fail('serial input failed', error);
      }
    });
    port.on('close', () => this.lineLost('the port closed'));
    port.on('error', (error: Error) => this.lineLost(error.message));

    if (!options.modem) {
      this.info.baud = options.baud;
      this.core.markReady();
    }
  }

  /** Resets and initialises the modem; resolves when it waits for a ring. */
  initialiseModem(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.initialised = { resolve, reject };
      this.modem = createModemState(this.options.modemSettings);
      this.step({ kind: 'start' });
    });
  }

  write(bytes: Buffer): void {
    // Before CONNECT the modem is in command mode: the caller's screen must not reach it.
    if (this.core.closed || !this.core.ready || bytes.length === 0) return;
    this.portWrite(bytes);
  }

  close(): Promise<void> {
    this.core.finish('local');
    return this.shutDown();
  }

  protected hangUp(reason: CloseReason): void {
    this.initialised?.reject(new Error(`serial device ${this.options.device}: line closed (${reason})`));
    this.initialised = undefined;
    this.core.finish(reason);
    void this.shutDown();
  }

  private step(input: ModemInput): void {
    if (!this.modem) return;
    const { state, actions } = stepModem(this.modem, input);
    this.modem = state;
    for (const action of actions) this.perform(action);
  }

  private perform(action: ModemAction): void {
    switch (action.kind) {
      case 'send':
        this.portWrite(Buffer.from(action.text, 'latin1'));
        break;
      case 'set-timer':
        this.modemTimer?.cancel();
        this.modemTimer = this.clock.setTimeout(() => this.step({ kind: 'timeout' }), action.ms);
        break;
      case 'cancel-timer':
        this.modemTimer?.cancel();
        this.modemTimer = undefined;
        break;
      case 'initialised':
        this.logger.info('modem ready; waiting for a call', { device: this.options.device });
        if (this.options.answerTimeoutMs !== undefined) {
          this.answerDeadline = this.clock.setTimeout(() => this.noCall(), this.options.answerTimeoutMs);
        }
        this.initialised?.resolve();
        this.initialised = undefined;
        break;
      case 'connected':
        this.answerDeadline?.cancel();
        this.info.baud = action.baud ?? this.options.baud;
        this.logger.info('modem connected', { device: this.options.device, baud: this.info.baud });
        this.core.markReady();
        break;
      case 'data':
        this.core.emitData(this.normaliseEnter(action.bytes));
        break;
      case 'carrier-lost':
        this.logger.info('modem reported NO CARRIER', { device: this.options.device });
        this.hangUp('carrier-lost');
        break;
      case 'note':
        this.logger.info(`modem: ${action.message}`, { device: this.options.device });
        break;
      case 'failed':
        this.logger.error('modem failed', { device: this.options.device, reason: action.reason });
        this.initialised?.reject(new Error(`modem on ${this.options.device}: ${action.reason}`));
        this.initialised = undefined;
        this.hangUp('error');
        break;
      case 'hung-up':
        this.hungUp?.();
        break;
    }
  }

  /** The answer deadline passed without a call: hang up and give the line back. */
  private noCall(): void {
    if (this.core.closed || this.core.ready) return;
    this.logger.info('no call within the answer time', { device: this.options.device });
    this.hangUp('carrier-lost');
  }

  private lineLost(why: string): void {
    if (this.core.closed) return;
    this.logger.info('serial line lost', { device: this.options.device, why });
    this.initialised?.reject(new Error(`serial device ${this.options.device}: ${why}`));
    this.initialised = undefined;
    this.hangUp('carrier-lost');
  }

  /**
   * Puts a modem on-hook (the dialogue knows whether that needs +++ and ATH0, ATH0 alone, or
   * nothing after NO CARRIER), or lets a direct line drain; then closes the port.
   */
  private shutDown(): Promise<void> {
    this.shuttingDown ??= (async () => {
      this.answerDeadline?.cancel();
      const settings = this.modem?.settings;
      if (settings && this.port.isOpen) {
        const limit = settings.guardTimeMs * 3 + settings.commandTimeoutMs + 1000;
        await settleWithin(this.clock, limit, (done) => {
          this.hungUp = done;
          this.step({ kind: 'hang-up' });
        });
      } else if (this.port.isOpen) {
        await settleWithin(this.clock, this.options.closeTimeoutMs ?? 2000, (done) => this.port.drain(() => done()));
      }
      this.modemTimer?.cancel();
      this.modem = undefined;
      if (this.port.isOpen) await new Promise<void>((resolve) => this.port.close(() => resolve()));
    })();
    return this.shuttingDown;
  }

  private portWrite(bytes: Buffer): void {
    if (!this.port.isOpen) return;
    this.port.write(bytes);
    if (this.port.writableLength > MAX_PENDING_OUTPUT_BYTES) {
      this.logger.warn('serial output not draining; hanging up', { device: this.options.device });
      this.hangUp('error');
    }
  }
}

// Our own telnet listener: one process, many callers, each handed to `onChannel` as a Channel.
import net from 'node:net';
import type { Clock } from '../support/clock.js';
import type { Logger } from '../support/logger.js';
import type { Channel } from './channel.js';
import { createTelnetChannel } from './telnet-channel.js';

export interface TelnetServerOptions {
  host: string;
  /** 0 picks a free port (tests); the real one is in `address`. */
  port: number;
  clock: Clock;
  logger: Logger;
  /**
   * Runs one caller's session. A throw or a rejection is logged and closes that channel; the
   * listener carries on. The channel is not closed when the handler merely returns.
   */
  onChannel: (channel: Channel, stage: LoginStage) => void | Promise<void>;
  /** Callers beyond this get a one-line busy message and are disconnected. */
  maxConnections?: number;
  /** Callers from one address beyond this, likewise. */
  maxPerAddress?: number;
  /**
   * Seconds from connect until the handler says the caller is logged in (`stage.loggedIn()`); a
   * caller still at the login then, negotiated or not, typing or not, is told and hung up.
   */
  loginSeconds?: number;
  /** Each caller's fair share of input; the defaults are input-bucket.ts's. */
  input?: { bytesPerSecond: number; burstBytes: number };
}

/** Handed to each session: it tells the listener when the caller is past the login. */
export interface LoginStage {
  loggedIn(): void;
}

export interface TelnetServer {
  address: { host: string; port: number };
  /** Stops listening and closes every caller's channel. */
  close(): Promise<void>;
  /** Callers connected right now (busy-turned-away ones not counted). */
  connections(): number;
}

export const BUSY_MESSAGE = 'All lines are busy. Please call again later.\r\n';
export const ADDRESS_BUSY_MESSAGE = 'Too many calls from your address at once. Please hang one up first.\r\n';
export const LOGIN_TIME_UP_MESSAGE = '\r\nThe login took too long: the fog closes in. Call again when you are ready.\r\n';

export async function startTelnetServer(options: TelnetServerOptions): Promise<TelnetServer> {
  const { clock, logger, onChannel } = options;
  const maxConnections = options.maxConnections ?? Number.POSITIVE_INFINITY;
  const maxPerAddress = options.maxPerAddress ?? Number.POSITIVE_INFINITY;
  const channels = new Set<Channel>();
  const perAddress = new Map<string, number>();
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    try {
      if (channels.size >= maxConnections) {
        turnAway(socket, logger, BUSY_MESSAGE, 'all lines busy');
        return;
      }
      const address = socket.remoteAddress ?? '';
      const fromAddress = perAddress.get(address) ?? 0;
      if (fromAddress >= maxPerAddress) {
        turnAway(socket, logger, ADDRESS_BUSY_MESSAGE, 'too many calls from one address');
        return;
      }
      perAddress.set(address, fromAddress + 1);
      const input = options.input ? { inputBytesPerSecond: options.input.bytesPerSecond, inputBurstBytes: options.input.burstBytes } : {};
      const channel = createTelnetChannel(socket, { clock, logger, ...input });
      channels.add(channel);
      const remote = channel.info.remote;
      logger.info('telnet caller connected', { remote, connections: channels.size });
      const stage = loginDeadline(channel, options.loginSeconds, clock, logger);
      channel.onClose((reason) => {
        stage.loggedIn();
        channels.delete(channel);
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
        logger.info('telnet caller left', { remote, reason, connections: channels.size });
      });
      runHandler(onChannel, channel, stage).catch((error: unknown) => {
        logger.error('telnet session failed', { remote, message: error instanceof Error ? error.message : String(error) });
        void channel.close();
      });
    } catch (error) {
      logger.error('telnet connection setup failed', { message: error instanceof Error ? error.message : String(error) });
      socket.destroy();
    }
  });
  server.on('error', (error) => logger.error('telnet listener error', { message: error.message }));

  await new Promise<void>((resolve, reject) => {
    const onListenError = (error: Error): void => reject(error);
    server.once('error', onListenError);
    server.listen(options.port, options.host, () => {
      server.off('error', onListenError);
      resolve();
    });
  });

  const bound = server.address();
  const address =
    bound !== null && typeof bound === 'object'
      ? { host: bound.address, port: bound.port }
      : { host: options.host, port: options.port };
  logger.info('telnet listener started', address);

  let closing: Promise<void> | undefined;
  return {
    address,
    connections: () => channels.size,
    close() {
      closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        await Promise.all([...channels].map((channel) => channel.close()));
        for (const socket of sockets) socket.destroy();
        await stopped;
        logger.info('telnet listener stopped', address);
      })();
      return closing;
    },
  };
}

function runHandler(onChannel: TelnetServerOptions['onChannel'], channel: Channel, stage: LoginStage): Promise<void> {
  try {
    return Promise.resolve(onChannel(channel, stage));
  } catch (error) {
    return Promise.reject(error);
  }
}

function turnAway(socket: net.Socket, logger: Logger, message: string, why: string): void {
  logger.warn(`telnet caller turned away: ${why}`, { remote: socket.remoteAddress });
  socket.on('error', () => {});
  socket.end(message, () => socket.destroy());
}

/** The login stage's limit, on the listener's own clock: nothing the caller sends or withholds moves it. */
function loginDeadline(channel: Channel, seconds: number | undefined, clock: Clock, logger: Logger): LoginStage {
  if (seconds === undefined) return { loggedIn: () => undefined };
  const timer = clock.setTimeout(() => {
    logger.warn('telnet caller hung up: login took too long', { remote: channel.info.remote, seconds });
    channel.write(Buffer.from(LOGIN_TIME_UP_MESSAGE, 'latin1'));
    void channel.close();
  }, seconds * 1000);
  return { loggedIn: () => timer.cancel() };
}

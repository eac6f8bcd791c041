// What every listener of ours does per connection, whatever protocol it speaks: the cap on lines and
// on lines from one address, the login stage's time limit from the moment of connecting, running
// the caller's session on the Channel the protocol makes, and closing them all when asked.
import net from 'node:net';
import type { Clock } from '../support/clock.js';
import type { Logger } from '../support/logger.js';
import { AddressLedger, plainAddress } from './address-ledger.js';
import type { Channel } from './channel.js';

export interface CallerLinesOptions {
  /** The protocol's name, for the logs ('telnet', 'ssh'). */
  protocol: string;
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
  /** Where calls per address are counted: share one among listeners so the cap holds across them (default: this listener's own). */
  addresses?: AddressLedger;
  /**
   * Seconds from connect until the handler says the caller is logged in (`stage.loggedIn()`); a
   * caller still at the login then, negotiated or not, typing or not, is told and hung up.
   */
  loginSeconds?: number;
  /** How a turned-away caller is told, in the listener's own protocol (the message as it is, unless said). */
  refusal?: (message: string) => string;
}

/** Handed to each session: it tells the listener when the caller is past the login. */
export interface LoginStage {
  loggedIn(): void;
}

/** One admitted connection, handed to the protocol, which makes its Channel when it can. */
export interface CallerLine {
  readonly socket: net.Socket;
  /** Runs the caller's session on `channel`; the login stage's limit keeps counting from connect. */
  run(channel: Channel): void;
  /** How to hang up while there is no channel yet (the default destroys the socket). */
  beforeChannel(hangUp: () => void): void;
}

export interface Listener {
  address: { host: string; port: number };
  /** Stops listening and closes every caller's channel. */
  close(): Promise<void>;
  /** Callers connected right now (busy-turned-away ones not counted). */
  connections(): number;
}

export const BUSY_MESSAGE = 'All lines are busy. Please call again later.\r\n';
export const ADDRESS_BUSY_MESSAGE = 'Too many calls from your address at once. Please hang one up first.\r\n';
export const LOGIN_TIME_UP_MESSAGE = '\r\nThe login took too long: the fog closes in. Call again when you are ready.\r\n';

export async function startCallerLines(options: CallerLinesOptions, accept: (line: CallerLine) => void): Promise<Listener> {
  const { clock, logger, protocol } = options;
  const maxConnections = options.maxConnections ?? Number.POSITIVE_INFINITY;
  const maxPerAddress = options.maxPerAddress ?? Number.POSITIVE_INFINITY;
  const lines = new Set<object>();
  const channels = new Set<Channel>();
  const perAddress = options.addresses ?? new AddressLedger();
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // The kernel's probes find a line that died without a word (SSH, RLogin and the browser too);
    // they send no byte the caller's terminal could see.
    socket.setKeepAlive(true, 60_000);
    try {
      const refusal = options.refusal ?? ((message: string) => message);
      if (lines.size >= maxConnections) return turnAway(socket, logger, protocol, refusal(BUSY_MESSAGE), 'all lines busy');
      const address = socket.remoteAddress ?? '';
      if (perAddress.count(plainAddress(address)) >= maxPerAddress) return turnAway(socket, logger, protocol, refusal(ADDRESS_BUSY_MESSAGE), 'too many calls from one address');
      const uncount = perAddress.add(plainAddress(address));
      const token = {};
      lines.add(token);
      const remote = `${address}:${socket.remotePort ?? 0}`;
      let channel: Channel | undefined;
      let hangUpEarly = (): void => void socket.destroy();
      let released = false;
      const release = (reason: string): void => {
        if (released) return;
        released = true;
        timer?.cancel();
        lines.delete(token);
        uncount();
        logger.info(`${protocol} caller left`, { remote, reason, connections: lines.size });
      };
      socket.on('close', () => release('socket closed'));
      // The login stage's limit, on the listener's own clock: nothing the caller sends or withholds moves it.
      const timer =
        options.loginSeconds === undefined
          ? undefined
          : clock.setTimeout(() => {
              logger.warn(`${protocol} caller hung up: login took too long`, { remote, seconds: options.loginSeconds });
              if (!channel) return hangUpEarly();
              channel.write(Buffer.from(LOGIN_TIME_UP_MESSAGE, 'latin1'));
              void channel.close();
            }, options.loginSeconds * 1000);
      const stage: LoginStage = { loggedIn: () => timer?.cancel() };
      logger.info(`${protocol} caller connected`, { remote, connections: lines.size });
      accept({
        socket,
        beforeChannel: (hangUp) => {
          hangUpEarly = hangUp;
        },
        run: (made) => {
          const current = made;
          channel = current;
          channels.add(current);
          current.onClose((reason) => {
            channels.delete(current);
            release(reason);
          });
          runHandler(options.onChannel, current, stage).catch((error: unknown) => {
            logger.error(`${protocol} session failed`, { remote, message: error instanceof Error ? error.message : String(error) });
            void current.close();
          });
        },
      });
    } catch (error) {
      logger.error(`${protocol} connection setup failed`, { message: error instanceof Error ? error.message : String(error) });
      socket.destroy();
    }
  });
  server.on('error', (error) => logger.error(`${protocol} listener error`, { message: error.message }));

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
    bound !== null && typeof bound === 'object' ? { host: bound.address, port: bound.port } : { host: options.host, port: options.port };
  logger.info(`${protocol} listener started`, address);

  let closing: Promise<void> | undefined;
  return {
    address,
    connections: () => lines.size,
    close() {
      closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        await Promise.all([...channels].map((channel) => channel.close()));
        for (const socket of sockets) socket.destroy();
        await stopped;
        logger.info(`${protocol} listener stopped`, address);
      })();
      return closing;
    },
  };
}

function runHandler(onChannel: CallerLinesOptions['onChannel'], channel: Channel, stage: LoginStage): Promise<void> {
  try {
    return Promise.resolve(onChannel(channel, stage));
  } catch (error) {
    return Promise.reject(error);
  }
}

/** A line of text before any protocol: SSH clients too show lines sent ahead of the version (RFC 4253 §4.2). */
function turnAway(socket: net.Socket, logger: Logger, protocol: string, message: string, why: string): void {
  logger.warn(`${protocol} caller turned away: ${why}`, { remote: socket.remoteAddress });
  socket.on('error', () => {});
  socket.end(message, () => socket.destroy());
}

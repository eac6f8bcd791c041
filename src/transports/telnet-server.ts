// Our own telnet listener: one process, many callers, each handed to `onChannel` as a Channel.
import { startCallerLines, type CallerLinesOptions, type Listener } from './caller-lines.js';
import { createTelnetChannel } from './telnet-channel.js';

export { ADDRESS_BUSY_MESSAGE, BUSY_MESSAGE, LOGIN_TIME_UP_MESSAGE, type LoginStage } from './caller-lines.js';

export interface TelnetServerOptions extends Omit<CallerLinesOptions, 'protocol'> {
  /** Each caller's fair share of input; the defaults are input-bucket.ts's. */
  input?: { bytesPerSecond: number; burstBytes: number };
}

export type TelnetServer = Listener;

export function startTelnetServer(options: TelnetServerOptions): Promise<TelnetServer> {
  const { clock, logger } = options;
  const input = options.input ? { inputBytesPerSecond: options.input.bytesPerSecond, inputBurstBytes: options.input.burstBytes } : {};
  return startCallerLines({ ...options, protocol: 'telnet' }, (line) => line.run(createTelnetChannel(line.socket, { clock, logger, ...input })));
}

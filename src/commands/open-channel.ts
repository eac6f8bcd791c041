// Opens the connection chooseChannel() picked.
import type { Clock } from '../support/clock.js';
import type { Logger } from '../support/logger.js';
import type { Channel } from '../transports/channel.js';
import type { ChannelChoice } from '../door/choose-channel.js';
import { createStdioChannel } from '../transports/stdio-channel.js';
import { connectSocket, openInheritedSocket } from '../transports/socket-channel.js';

export async function openChannel(choice: ChannelChoice, clock: Clock, logger: Logger | undefined): Promise<Channel> {
  switch (choice.kind) {
    case 'stdio':
      return createStdioChannel({ env: process.env, clock, ...(logger ? { logger } : {}) });
    case 'socket':
      return openInheritedSocket(choice.fd, { clock, ...(logger ? { logger } : {}) });
    case 'connect':
      return connectSocket(choice.host, choice.port, { clock, ...(logger ? { logger } : {}) });
  }
}

// Our RLogin listener (RFC 1282) for BBSes and door servers that pass their callers through: a
// trusted BBS (its tag and the addresses it calls from) sends `[TAG]user`, and the caller comes in
// without a password, as that BBS's caller. Anyone else is told why and hung up.
import { plainAddress } from './address-ledger.js';
import { startCallerLines, type CallerLinesOptions, type Listener } from './caller-lines.js';
import { RloginChannel } from './rlogin-channel.js';
import { cleanAlias } from '../service/accounts/names.js';
import { readHandshake, taggedUser } from './rlogin-handshake.js';

export interface TrustedBbs {
  tag: string;
  addresses: readonly string[];
}

export interface RloginServerOptions extends Omit<CallerLinesOptions, 'protocol'> {
  trusted: readonly TrustedBbs[];
}

export const RLOGIN_REFUSED_MESSAGE = 'This RLogin port takes callers passed through by the BBSes it trusts, sent as [TAG]name. Farewell.\r\n';

export function startRloginServer(options: RloginServerOptions): Promise<Listener> {
  const { clock, logger } = options;
  return startCallerLines({ ...options, protocol: 'rlogin' }, (line) => {
    const socket = line.socket;
    const address = plainAddress(socket.remoteAddress ?? '');
    let received = Buffer.alloc(0);
    socket.on('error', () => undefined);
    const refuse = (why: string): void => {
      logger.warn(`rlogin caller refused: ${why}`, { remote: address });
      socket.removeListener('data', onData);
      // The zero byte first: clients show what follows it as the server's words.
      socket.end(Buffer.concat([Buffer.from([0]), Buffer.from(RLOGIN_REFUSED_MESSAGE, 'latin1')]), () => socket.destroy());
    };
    const onData = (chunk: Buffer): void => {
      received = Buffer.concat([received, chunk]);
      const read = readHandshake(received);
      if (!read.done) return;
      if ('error' in read) return refuse(read.error);
      const tagged = taggedUser(read.handshake);
      if (!tagged) return refuse('no [TAG] on the user name');
      const bbs = options.trusted.find((t) => t.tag.toLowerCase() === tagged.tag.toLowerCase());
      if (!bbs) return refuse(`tag ${tagged.tag} is not trusted`);
      if (!bbs.addresses.some((a) => plainAddress(a) === address)) return refuse(`tag ${bbs.tag} not trusted from this address`);
      // Spaces or control characters alone are no name: said so now, not taken for a store that cannot be read.
      if (cleanAlias(tagged.user).length === 0) return refuse(`tag ${bbs.tag} sent no name after it`);
      socket.removeListener('data', onData);
      socket.write(Buffer.from([0]));
      line.run(new RloginChannel(socket, { clock, logger, handshake: read.handshake, passedThrough: { tag: bbs.tag, user: tagged.user }, rest: read.rest }));
    };
    socket.on('data', onData);
  });
}

// Our SSH listener (on the ssh2 library): the caller's SSH login is their game account's name and
// password (password or keyboard-interactive); user `new` comes in without one and signs up on the
// login screens. One shell session per connection becomes the caller's Channel. Older algorithms
// stay on offer beside the modern ones for BBS terminals (SyncTERM, NetRunner), and the server sends
// no keep-alive of its own: NetRunner freezes on them.
import ssh2 from 'ssh2';
import type { Algorithms, AuthContext, Connection, PseudoTtyInfo } from 'ssh2';
import { startCallerLines, type CallerLine, type CallerLinesOptions, type Listener } from './caller-lines.js';
import type { ChannelInfo } from './channel.js';
import { SshChannel } from './ssh-channel.js';
import { fairShareOf } from './input-bucket.js';

/** The user name that signs up on the screens instead of logging in over SSH. */
export const SIGN_UP_USER = 'new';
/** Wrong passwords on one connection before it is hung up (the login screens allow as many). */
const WRONG_TRIES = 3;
/**
 * Every byte of the connection is metered, not the shell's keys alone: each SSH message (a window
 * change, a channel request, an ignore) costs a decryption and a parse whether or not it carries
 * keys. Twice the keys' share, so a paste and the SSH framing around it pass as on telnet.
 */
const WIRE_RATES = { bytesPerSecond: 16 * 1024, burstBytes: 64 * 1024 };

/**
 * `notice`: the login cannot go on for a reason the caller must hear (the name is locked out, the
 * sysop closed the account); SSH has no words for it, so the connection is let in to its shell,
 * which says it and hangs up. A locked name is told the same whether an account holds it or not.
 */
export type SshLogin = (name: string, password: string) => Promise<{ ok: true; name: string; lockedAt?: number } | { ok: false; notice?: string }>;

export interface SshServerOptions extends Omit<CallerLinesOptions, 'protocol'> {
  /** Private host keys (OpenSSH or PEM), see ssh-host-keys.ts. */
  hostKeys: string[];
  /** Checks a name and password against the accounts. */
  login: SshLogin;
}

const OLDER_ALGORITHMS: Algorithms = {
  kex: { append: ['diffie-hellman-group-exchange-sha1', 'diffie-hellman-group14-sha1', 'diffie-hellman-group1-sha1'], prepend: [], remove: [] },
  cipher: { append: ['aes128-cbc', 'aes192-cbc', 'aes256-cbc', '3des-cbc'], prepend: [], remove: [] },
  hmac: { append: ['hmac-md5', 'hmac-sha1-96'], prepend: [], remove: [] },
};

export function startSshServer(options: SshServerOptions): Promise<Listener> {
  const { clock, logger } = options;
  // Never listens itself: each connection comes from the caller lines, already admitted.
  const server = new ssh2.Server({ hostKeys: options.hostKeys, ident: 'arkham-door', algorithms: OLDER_ALGORITHMS });
  server.on('error', (error: Error) => logger.warn('ssh server error', { message: error.message }));
  // ssh2 tells of a connection only once its handshake is done, so lines are found by their remote end.
  const waiting = new Map<string, CallerLine>();
  server.on('connection', (client: Connection, info: { ip: string; port: number }) => {
    const remote = `${info.ip}:${info.port}`;
    const line = waiting.get(remote);
    if (!line) return void client.end();
    waiting.delete(remote);
    {
      line.beforeChannel(() => client.end());
      let account: ChannelInfo['account'];
      let notice: string | undefined;
      let wrong = 0;
      let hasShell = false;
      client.on('error', (error: Error) => logger.debug('ssh connection error', { remote, message: error.message }));
      client.on('authentication', (ctx) => {
        authenticate(ctx, options.login).then(
          (result) => {
            if (result === 'sign-up' || result.ok) {
              if (result !== 'sign-up') account = result.account;
              ctx.accept();
              return;
            }
            if (result.notice !== undefined) {
              notice = result.notice;
              ctx.accept();
              return;
            }
            if (result.counted && ++wrong >= WRONG_TRIES) {
              logger.warn('ssh caller hung up: too many wrong passwords', { remote });
              client.end();
              return;
            }
            ctx.reject(['password', 'keyboard-interactive']);
          },
          (error: unknown) => {
            logger.error('ssh login failed', { remote, message: error instanceof Error ? error.message : String(error) });
            client.end();
          },
        );
      });
      client.on('session', (acceptSession) => {
        const session = acceptSession();
        let pty: PseudoTtyInfo | undefined;
        let channel: SshChannel | undefined;
        session.on('pty', (accept, _reject, info) => {
          pty = info;
          accept();
        });
        session.on('window-change', (accept, _reject, info) => {
          channel?.resize(info.cols, info.rows);
          accept?.();
        });
        session.on('env', (accept) => accept?.());
        session.on('exec', (_accept, reject) => reject());
        session.on('subsystem', (_accept, reject) => reject());
        session.on('shell', (accept, reject) => {
          // One caller, one line: a second shell on the same connection is not a second node.
          if (hasShell) return reject();
          hasShell = true;
          const stream = accept();
          if (notice !== undefined) {
            logger.info('ssh caller told why the login stops', { remote });
            stream.write(`\r\n${notice}\r\n`);
            stream.exit(1);
            stream.end();
            return void client.end();
          }
          channel = new SshChannel(stream, {
            clock,
            logger,
            remote,
            ...(pty ? { pty: { term: pty.term, cols: pty.cols, rows: pty.rows } } : {}),
            ...(account ? { account } : {}),
            endConnection: () => client.end(),
          });
          line.run(channel);
        });
      });
    }
  });
  return startCallerLines({ ...options, protocol: 'ssh' }, (line) => {
    const remote = `${line.socket.remoteAddress ?? ''}:${line.socket.remotePort ?? 0}`;
    waiting.set(remote, line);
    // Each keystroke's echo is a small packet: Nagle would hold it for the previous one's ack.
    line.socket.setNoDelay(true);
    server.injectSocket(line.socket);
    // After ssh2 has paused the socket for its handshake: a listener added before would set it flowing.
    const meter = fairShareOf(clock, line.socket, WIRE_RATES);
    line.socket.on('data', (chunk: Buffer) => meter.take(chunk.length));
    line.socket.once('close', () => {
      waiting.delete(remote);
      meter.stop();
    });
  });
}

type AuthResult = 'sign-up' | { ok: true; account: NonNullable<ChannelInfo['account']> } | { ok: false; counted: boolean; notice?: string };

async function authenticate(ctx: AuthContext, login: SshLogin): Promise<AuthResult> {
  if (ctx.username.toLowerCase() === SIGN_UP_USER) return 'sign-up';
  let password: string | undefined;
  if (ctx.method === 'password') password = ctx.password;
  else if (ctx.method === 'keyboard-interactive') password = await askPassword(ctx);
  // 'none' and keys: name the methods that can work.
  if (password === undefined) return { ok: false, counted: false };
  const result = await login(ctx.username, password);
  if (!result.ok) return { ok: false, counted: true, ...(result.notice !== undefined ? { notice: result.notice } : {}) };
  return { ok: true, account: { name: result.name, ...(result.lockedAt !== undefined ? { lockedAt: result.lockedAt } : {}) } };
}

function askPassword(ctx: AuthContext): Promise<string | undefined> {
  if (ctx.method !== 'keyboard-interactive') return Promise.resolve(undefined);
  return new Promise((resolve) => ctx.prompt([{ prompt: 'Password: ', echo: false }], 'Arkham', '', (answers) => resolve(answers[0])));
}

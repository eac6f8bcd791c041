// A caller on the ssh2 library's client: logs in (password, or user `new` with none), opens a shell
// on a PTY, and gathers what the server sends, for the SSH listener's tests.
import ssh2 from 'ssh2';
import { waitUntil } from './door-process.js';

export interface SshCallOptions {
  port: number;
  username: string;
  password?: string;
  pty?: { term: string; cols: number; rows: number };
  /** Only these algorithms (an old BBS terminal's), else the library's defaults. */
  algorithms?: ssh2.Algorithms;
  /** Hears the host key the server offered. */
  hostKey?: (key: Buffer) => void;
}

export class SshCaller {
  received = Buffer.alloc(0);
  closed = false;
  private stream: ssh2.ClientChannel | undefined;

  private constructor(readonly client: ssh2.Client) {}

  /** Resolves once the shell is open; rejects when the login is refused. */
  static connect(options: SshCallOptions): Promise<SshCaller> {
    const client = new ssh2.Client();
    const caller = new SshCaller(client);
    return new Promise((resolve, reject) => {
      client.on('error', reject);
      client.on('close', () => (caller.closed = true));
      client.on('ready', () => {
        const pty = options.pty ?? { term: 'xterm', cols: 80, rows: 24 };
        client.shell({ term: pty.term, cols: pty.cols, rows: pty.rows }, (error, stream) => {
          if (error) return reject(error);
          caller.stream = stream;
          stream.on('data', (chunk: Buffer) => (caller.received = Buffer.concat([caller.received, chunk])));
          stream.on('close', () => (caller.closed = true));
          resolve(caller);
        });
      });
      client.connect({
        host: '127.0.0.1',
        port: options.port,
        username: options.username,
        ...(options.password !== undefined ? { password: options.password } : {}),
        readyTimeout: 10_000,
        ...(options.algorithms ? { algorithms: options.algorithms } : {}),
        hostVerifier: (key: Buffer) => {
          options.hostKey?.(key);
          return true;
        },
      });
    });
  }

  text(): string {
    return this.received.toString('utf8');
  }

  write(bytes: Buffer | string): void {
    this.stream?.write(bytes);
  }

  resize(cols: number, rows: number): void {
    this.stream?.setWindow(rows, cols, 0, 0);
  }

  /** Resolves once `predicate` holds for everything received so far. */
  waitFor(predicate: (received: Buffer) => boolean, what = 'condition'): Promise<void> {
    return waitUntil(() => predicate(this.received), 10_000, () => `${what}; got: ${JSON.stringify(this.text().slice(-300))}`);
  }

  waitForText(text: string): Promise<void> {
    return this.waitFor(() => this.text().includes(text), `"${text}"`);
  }

  hangUp(): void {
    this.client.end();
  }
}

// A Channel is one caller's connection as plain bytes, whatever carried it: stdio, an inherited
// socket, telnet or a serial line. Transports make Channels; the terminal layer reads and writes them.
export type ChannelKind = 'stdio' | 'socket' | 'telnet' | 'serial' | 'local' | 'ssh' | 'rlogin' | 'websocket';

/** Why a channel closed. Everything but 'local' is a hang-up from the caller's side. */
export type CloseReason = 'remote-closed' | 'eof' | 'sighup' | 'sigterm' | 'carrier-lost' | 'error' | 'local';

export interface ChannelInfo {
  /** Terminal type from telnet TTYPE or $TERM, lower-cased. */
  terminalType?: string;
  cols?: number;
  rows?: number;
  /** Line speed in bits per second, when known (serial CONNECT speed, drop file). */
  baud?: number;
  /** Remote address for logs, when there is one. */
  remote?: string;
  /** A caller the transport has already logged in (SSH password authentication): the login screens are skipped. */
  account?: { name: string; lockedAt?: number };
  /** A caller a trusted BBS passed through (RLogin): their name there and the BBS's tag. */
  passedThrough?: { tag: string; user: string };
}

export interface Channel {
  readonly kind: ChannelKind;
  readonly info: ChannelInfo;
  /** Resolves when the connection is ready for the first screen (telnet: TTYPE answered or ~3 s passed). */
  ready(): Promise<void>;
  /** Bytes typed by the caller, free of any telnet commands. Returns an unsubscribe function. */
  onData(listener: (bytes: Buffer) => void): () => void;
  /** Called once, when the connection ends for any reason. */
  onClose(listener: (reason: CloseReason) => void): () => void;
  /** Called when the caller's window size changes (NAWS, SIGWINCH). */
  onResize(listener: (cols: number, rows: number) => void): () => void;
  /** Sends bytes as they are; the transport escapes what its protocol needs (telnet IAC). */
  write(bytes: Buffer): void;
  /** Ends the connection from our side and resolves when the bytes are flushed or dropped. */
  close(): Promise<void>;
  readonly closed: boolean;
}

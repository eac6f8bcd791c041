// The caller record: what every drop-file format becomes, and all the door trusts about a caller.
export type DropFileFormat = 'DOOR.SYS' | 'DOOR32.SYS' | 'DORINFO' | 'CHAIN.TXT' | 'BBSDEV.DRP';

/** How the BBS hands us the caller, as the drop file says (the command line may override it). */
export type DropFileLine =
  | { kind: 'local' }
  | { kind: 'stdio' }
  | { kind: 'socket'; fd: number }
  | { kind: 'serial'; port: number };

export interface CallerRecord {
  alias: string;
  realName: string;
  location: string;
  securityLevel: number;
  node: number;
  /** Seconds this call may still last, after clamping absurd values. */
  timeLeftSeconds: number;
  ansi: boolean;
  rows: number;
  /** How the BBS says the caller is connected. */
  line: DropFileLine;
  /** Line speed from the drop file, when it gives one (0 for local). */
  baud: number;
  /** The BBS software, when the drop file names it (DOOR32 line 4). */
  bbsSoftware?: string;
  /** The caller's terminal encoding, when the drop file says it (only BBSDEV.DRP does). */
  charset?: 'utf8' | 'cp437' | 'ascii';
  /** Which file this came from, for logs. */
  source: { format: DropFileFormat; path: string };
}

/** A drop file that cannot be used: names the file, the 1-based line (0 for the whole file) and the reason. */
export class DropFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(line > 0 ? `${file}, line ${line}: ${reason}` : `${file}: ${reason}`);
    this.name = 'DropFileError';
  }
}

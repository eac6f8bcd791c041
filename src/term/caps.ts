// What the caller's terminal can do, decided once per session. A door cannot detect the charset
// (FACTS-BBS §5), so explicit flags win, then the drop file's ANSI flag, then the terminal type.
import type { ChannelInfo } from '../transports/channel.js';
import type { Charset, TerminalCaps } from './types.js';

export interface DecideCapsInput {
  info: ChannelInfo;
  /** The drop file's graphics flag, when there is a drop file. */
  ansi?: boolean;
  /** Command-line overrides (--utf8, --cp437, --ascii; ascii: false forces ANSI on). */
  force?: { charset?: Charset; ascii?: boolean };
  /** Size and charset to assume when nothing says otherwise (80x24, CP437). */
  defaults?: { cols?: number; rows?: number; charset?: Charset };
}

type TypeVerdict = { ansi: boolean; charset?: Charset };

/** Modern terminals read UTF-8; BBS terminals (syncterm, ansi, ansi-bbs, pcansi) and vt* read CP437. */
function fromTerminalType(terminalType: string | undefined): TypeVerdict {
  const name = (terminalType ?? '').trim().toLowerCase();
  if (name === 'dumb') return { ansi: false };
  const utf8 = ['xterm', 'linux', 'screen', 'tmux', 'putty', 'rxvt'];
  if (utf8.some((prefix) => name.startsWith(prefix))) return { ansi: true, charset: 'utf8' };
  if (name.startsWith('vt')) return { ansi: true, charset: 'cp437' };
  // syncterm, ansi, ansi-bbs, pcansi, cp437, unknown or none: what nearly every BBS caller has.
  return { ansi: true };
}

/** A size from NAWS or the drop file, unless it is missing or absurd (some clients report 0x0). */
function usable(value: number | undefined, min: number, max: number): number | undefined {
  return value !== undefined && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

export function decideCaps(input: DecideCapsInput): TerminalCaps {
  const { info, force, defaults } = input;
  const verdict = fromTerminalType(info.terminalType);
  const ansi = force?.ascii !== undefined ? !force.ascii : (input.ansi ?? verdict.ansi);
  const charset = force?.charset ?? verdict.charset ?? defaults?.charset ?? 'cp437';
  const caps: TerminalCaps = {
    charset,
    ansi,
    cols: usable(info.cols, 20, 1000) ?? defaults?.cols ?? 80,
    rows: usable(info.rows, 5, 1000) ?? defaults?.rows ?? 24,
  };
  if (info.baud !== undefined && info.baud > 0) caps.baud = info.baud;
  return caps;
}

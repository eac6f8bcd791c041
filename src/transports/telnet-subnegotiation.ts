// Reading the two sub-negotiations our listener asks for. Payloads arrive with IAC IAC already
// collapsed by the parser.
import { cleanTerminalType, plausibleWindowSize } from './terminal-info.js';
import { TTYPE_IS } from './telnet-options.js';

/**
 * TTYPE `IS <name>` (RFC 1091) -> the cleaned name (undefined when nothing printable is left);
 * undefined for a payload that is not an IS reply at all.
 */
export function parseTerminalTypeReply(payload: Buffer): { terminalType: string | undefined } | undefined {
  if (payload[0] !== TTYPE_IS) return undefined;
  return { terminalType: cleanTerminalType(payload.subarray(1)) };
}

/** NAWS: width and height as 16-bit big-endian numbers (RFC 1073); undefined when unusable. */
export function parseWindowSize(payload: Buffer): { cols: number; rows: number } | undefined {
  if (payload.length !== 4) return undefined;
  return plausibleWindowSize(payload.readUInt16BE(0), payload.readUInt16BE(2));
}

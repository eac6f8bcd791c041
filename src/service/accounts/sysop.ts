// Who may use the sysop functions: a configured name, or a BBS user whose drop-file security level
// is at least the configured one.
import { nameKey } from './names.js';

export interface SysopConfig {
  /** Names (any case) that are sysops. Reserve them at sign-up so nobody else can take them. */
  sysopNames: readonly string[];
  /** A drop-file security level at or above this makes a sysop; unset means levels grant nothing. */
  sysopSecurityLevel?: number;
}

/** `securityLevel` is the drop file's; undefined for callers of our own telnet listener. */
export function isSysop(name: string, securityLevel: number | undefined, config: SysopConfig): boolean {
  const key = nameKey(name);
  if (key.length > 0 && config.sysopNames.some((sysop) => nameKey(sysop) === key)) return true;
  return securityLevel !== undefined && config.sysopSecurityLevel !== undefined && securityLevel >= config.sysopSecurityLevel;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The installed package's version, for the title screen and logs. */
export function readVersion(packageRoot: string): string {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'));
    if (parsed && typeof parsed === 'object' && 'version' in parsed && typeof parsed.version === 'string') return parsed.version;
  } catch {
    // An unreadable package.json only costs the version string.
  }
  return 'dev';
}

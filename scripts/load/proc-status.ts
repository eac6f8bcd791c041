// A process's memory as Linux reports it in /proc/<pid>/status (proc(5)): VmRSS is resident memory
// now, VmHWM its peak. Both in kB.
import { readFileSync } from 'node:fs';

export function procStatusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match?.[1]) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(match[1]);
}

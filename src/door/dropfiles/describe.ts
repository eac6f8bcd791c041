// One log line about a caller. Text fields are JSON-quoted so that a record built anywhere, even one
// holding control characters, cannot inject escape codes or fake log lines. The real name and
// location are personal details and stay out of logs.
import type { CallerRecord, DropFileLine } from '../caller.js';

export function describeCaller(record: CallerRecord): string {
  const parts = [
    `${record.source.format} caller ${JSON.stringify(record.alias)}`,
    `node ${record.node}`,
    `security ${record.securityLevel}`,
    `${Math.floor(record.timeLeftSeconds / 60)} min left`,
    `${record.ansi ? 'ANSI' : 'ASCII'} ${record.rows} rows`,
    describeLine(record.line) + (record.baud > 0 ? ` at ${record.baud} baud` : ''),
  ];
  if (record.bbsSoftware !== undefined) parts.push(`BBS ${JSON.stringify(record.bbsSoftware)}`);
  parts.push(`from ${JSON.stringify(record.source.path)}`);
  return parts.join(', ');
}

function describeLine(line: DropFileLine): string {
  switch (line.kind) {
    case 'local':
      return 'local';
    case 'stdio':
      return 'stdio';
    case 'socket':
      return `socket fd ${line.fd}`;
    case 'serial':
      return `serial COM${line.port}`;
  }
}

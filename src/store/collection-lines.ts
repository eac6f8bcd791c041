// A collection file's lines as NeDB reads them: one JSON object a line, a document (with `_id`) or an
// index note ($$indexCreated, $$indexRemoved). NeDB refuses a whole file over one bad line; the store
// sets the bad ones aside instead (nedb-collection.ts), and `sysop check` lists them.

export interface BadLine {
  /** 1-based. */
  line: number;
  text: string;
}

export interface SplitLines {
  /** The good lines, each ending in a newline. */
  good: string;
  bad: BadLine[];
  /** Text after the last newline: a torn append. */
  torn: string;
}

export function splitCollectionLines(text: string): SplitLines {
  const lines = text.split('\n');
  const torn = lines.pop() ?? '';
  const bad: BadLine[] = [];
  const good: string[] = [];
  lines.forEach((line, index) => {
    if (line === '') return;
    if (isCollectionLine(line)) good.push(`${line}\n`);
    else bad.push({ line: index + 1, text: line });
  });
  return { good: good.join(''), bad, torn };
}

function isCollectionLine(line: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return false;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false;
  return typeof (parsed as { _id?: unknown })._id === 'string' || '$$indexCreated' in parsed || '$$indexRemoved' in parsed;
}

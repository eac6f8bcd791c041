// Reads the revised ruleset's content (data/revised/content.json), checks it against its schema and
// for repeated ids, and reports the problems found with file and field, as loadContent does for classic.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeIssue, errorOf, formatPath, parseJson } from './load.js';
import type { ContentProblem } from './load.js';
import { RevisedContentFile } from './revised-schema.js';
import type { RevisedContent } from './revised-schema.js';

export const REVISED_FILE = 'data/revised/content.json';

/** Reads and checks `content.json` in `dir` (normally data/revised); throws one ContentError. */
export function loadRevisedContent(dir: string): RevisedContent {
  let text: string;
  try {
    text = readFileSync(join(dir, 'content.json'), 'utf8');
  } catch (error) {
    const missing = error instanceof Error && 'code' in error && error.code === 'ENOENT';
    throw errorOf([{ file: REVISED_FILE, path: '', reason: missing ? 'file not found' : `cannot read: ${String(error)}` }]);
  }
  const parsed = parseJson(text);
  if (!parsed.ok) throw errorOf([{ file: REVISED_FILE, path: `line ${parsed.line}`, reason: parsed.reason }]);
  return validateRevisedContent(parsed.value);
}

function byId<T extends { id: string }>(list: readonly T[], field: string, problems: ContentProblem[]): Record<string, T> {
  const out: Record<string, T> = {};
  list.forEach((entry, k) => {
    if (entry.id in out) problems.push({ file: REVISED_FILE, path: `${field}[${k}].id`, reason: `"${entry.id}" is used twice` });
    out[entry.id] = entry;
  });
  return out;
}

/** The checks of loadRevisedContent on an already-parsed file. */
export function validateRevisedContent(value: unknown): RevisedContent {
  const result = RevisedContentFile.safeParse(value, { reportInput: true, jitless: true });
  if (!result.success) {
    const first = result.error.issues[0];
    throw errorOf([{ file: REVISED_FILE, path: formatPath(first?.path ?? []), reason: first ? describeIssue(first) : 'invalid' }]);
  }
  const problems: ContentProblem[] = [];
  const content: RevisedContent = {
    version: result.data.version,
    investigators: byId(result.data.investigators, 'investigators', problems),
    monsters: byId(result.data.monsters, 'monsters', problems),
    cards: byId(result.data.cards, 'cards', problems),
  };
  if (problems.length > 0) throw errorOf(problems);
  return content;
}

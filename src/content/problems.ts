// What every content loader reports with: a problem names its file and field, a bad file is told
// in plain words (the JSON syntax error's line, what zod expected), and one error carries them all.
import type { z } from 'zod';

export interface ContentProblem {
  /** Relative to the project, e.g. `data/monsters.json`. */
  readonly file: string;
  /** The field, e.g. `[3].counters[0].speed`; empty when the problem concerns the whole file. */
  readonly path: string;
  readonly reason: string;
}

/** Bad content: one line per problem. `file`, `path` and `reason` are those of the first problem. */
export class ContentError extends Error {
  readonly file: string;
  readonly path: string;
  readonly reason: string;
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly [ContentProblem, ...ContentProblem[]]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ContentError';
    this.file = problems[0].file;
    this.path = problems[0].path;
    this.reason = problems[0].reason;
    this.problems = problems;
  }
}

export function formatProblem(problem: ContentProblem): string {
  return problem.path === '' ? `${problem.file}: ${problem.reason}` : `${problem.file}: ${problem.path}: ${problem.reason}`;
}

export function errorOf(problems: readonly ContentProblem[]): ContentError {
  const [first, ...rest] = problems;
  return new ContentError(first ? [first, ...rest] : [{ file: 'data/', path: '', reason: 'invalid content' }]);
}

// ---------------------------------------------------------------------------------------------
// JSON syntax
// ---------------------------------------------------------------------------------------------

type JsonResult = { ok: true; value: unknown } | { ok: false; line: number; reason: string };

export function parseJson(text: string): JsonResult {
  // A byte-order mark, as some Windows editors save it, is not JSON.
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, line: syntaxErrorLine(body, message), reason: `JSON syntax error: ${message}` };
  }
}

/** V8 names the line in newer versions and the character position in older ones; else it is the end. */
function syntaxErrorLine(text: string, message: string): number {
  const line = /\(line (\d+) column \d+\)/.exec(message);
  if (line?.[1] !== undefined) return Number(line[1]);
  const position = /at position (\d+)/.exec(message);
  const upTo = position?.[1] !== undefined ? Number(position[1]) : text.length;
  return text.slice(0, upTo).split('\n').length;
}

// ---------------------------------------------------------------------------------------------
// Schema problems in plain words
// ---------------------------------------------------------------------------------------------

type Issue = z.core.$ZodIssue;

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

const TYPE_NAMES: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'a string',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
  record: 'an object',
  tuple: 'an array',
};

export function describeIssue(issue: Issue): string {
  const wanted = expectation(issue);
  if (wanted !== undefined) return issue.input === undefined ? `missing, expected ${wanted}` : `expected ${wanted}`;
  if (issue.code === 'invalid_union' && issue.discriminator !== undefined && 'options' in issue) {
    return `unknown "${issue.discriminator}", expected ${(issue.options ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
  }
  if (issue.code === 'invalid_key') {
    const inner = issue.issues[0];
    return `bad key: ${inner ? describeIssue(inner) : issue.message}`;
  }
  return issue.message;
}

/** What the value should have been, for the issues that can say so in a few words. */
function expectation(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return TYPE_NAMES[issue.expected] ?? issue.expected;
    case 'invalid_value':
      return issue.values.map((v) => JSON.stringify(v)).join(' or ');
    case 'invalid_union': {
      // A union of plain alternatives (hands 0, 1 or 2; a number or a die expression): any of them.
      if (issue.discriminator !== undefined) return undefined;
      const each = issue.errors.map((branch) => {
        const only = branch.length === 1 ? branch[0] : undefined;
        return only === undefined || only.path.length > 0 ? undefined : expectation(only);
      });
      return each.length > 0 && each.every((w) => w !== undefined) ? each.join(' or ') : undefined;
    }
    default:
      return undefined;
  }
}

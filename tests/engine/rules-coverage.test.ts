// docs/rules-coverage.md (and -revised.md) names the test of each rule: every file it names exists, and every test name
// it quotes after a file is a test of that file ("…" stands for words left out of a long name).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';

function testFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...testFiles(path));
    else if (entry.name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/** The names of the tests in a file's source: it('…'), it("…"), it(`…`). */
function testNames(source: string): string[] {
  const names: string[] = [];
  const pattern = /\bit\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
  for (const m of source.matchAll(pattern)) names.push((m[2] ?? '').replace(/\\(['"`\\])/g, '$1'));
  return names;
}

/** Each file the document names, with the names quoted after it (up to the next file named). */
function citations(doc: string): { file: string; name: string | null }[] {
  const out: { file: string; name: string | null }[] = [];
  for (const line of doc.split('\n')) {
    if (!line.startsWith('|')) continue;
    const parts = line.split(/([\w-]+\.test\.ts)/);
    for (let k = 1; k < parts.length; k += 2) {
      const file = parts[k] ?? '';
      const after = parts[k + 1] ?? '';
      const quoted = after.startsWith(':') ? [...after.matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? '') : [];
      if (quoted.length === 0) out.push({ file, name: null });
      for (const name of quoted) out.push({ file, name });
    }
  }
  return out;
}

function matches(title: string, cited: string): boolean {
  const pieces = cited
    .split('…')
    .map((p) => p.trim().replace(/^[,;:\s]+|[,;:\s]+$/g, ''))
    .filter((p) => p.length > 0);
  let from = 0;
  for (const piece of pieces) {
    const at = title.indexOf(piece, from);
    if (at < 0) return false;
    from = at + piece.length;
  }
  return true;
}

const DOCS: [string, number][] = [
  ['docs/rules-coverage.md', 200],
  ['docs/rules-coverage-revised.md', 40],
];

describe.each(DOCS)('%s', (doc, least) => {
  it('every test it names exists in the file it names', () => {
    const byFile = new Map<string, string[]>();
    for (const path of testFiles('tests')) byFile.set(basename(path), testNames(readFileSync(path, 'utf8')));
    const cited = citations(readFileSync(doc, 'utf8'));
    expect(cited.length).toBeGreaterThan(least);
    const missing = cited.filter(({ file, name }) => {
      const names = byFile.get(file);
      if (names === undefined) return true;
      return name !== null && !names.some((title) => matches(title, name));
    });
    expect(missing).toEqual([]);
  });
});

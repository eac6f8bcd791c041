// The engine is pure (ARCHITECTURE.md): the kernel (src/engine) and each ruleset's rules
// (src/rulesets/<name>/engine): no I/O, no clock, no Math.random, no globals, and they import only
// engine files and content types.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

function imports(file: string): { line: string; target: string; typeOnly: boolean }[] {
  const out: { line: string; target: string; typeOnly: boolean }[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*(import|export)\s+(type\s+)?.*from\s+'([^']+)'/.exec(line);
    if (!m) continue;
    const target = relative('.', join(file, '..', (m[3] ?? '').replace(/\.js$/, '.ts')));
    out.push({ line: line.trim(), target, typeOnly: m[2] !== undefined });
  }
  return out;
}

/** A content module the engine may call: it pulls nothing in at run time (no zod, no I/O). */
function importsOnlyTypes(file: string): boolean {
  return imports(file).every((i) => i.typeOnly);
}

const FORBIDDEN = [
  /\bMath\.random\b/,
  /\bDate\b/,
  /\bperformance\b/,
  /\bprocess\b/,
  /\bconsole\b/,
  /\bglobalThis\b/,
  /\bsetTimeout\b/,
  /\bsetInterval\b/,
  /\brequire\s*\(/,
  /from\s+'node:/,
  /from\s+'(fs|path|os|crypto|child_process|net)'/,
];

describe('engine purity', () => {
  const rulesetEngines = readdirSync(join('src', 'rulesets'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join('src', 'rulesets', entry.name, 'engine'))
    .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory() === true);
  const files = [join('src', 'engine'), ...rulesetEngines].flatMap(sources);
  const isEngine = (target: string): boolean => target.startsWith(join('src', 'engine')) || /^src[/\\]rulesets[/\\][^/\\]+[/\\]engine[/\\]/.test(target);
  const isContent = (target: string): boolean => target.startsWith(join('src', 'content')) || /^src[/\\]rulesets[/\\][^/\\]+[/\\]content[/\\]/.test(target);

  it('finds the engine sources', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(rulesetEngines.length).toBeGreaterThanOrEqual(2);
  });

  it('uses no I/O, clock, Math.random or globals', () => {
    const offences: string[] = [];
    for (const file of files) {
      const code = readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
      for (const pattern of FORBIDDEN) if (pattern.test(code)) offences.push(`${file}: ${pattern}`);
    }
    expect(offences).toEqual([]);
  });

  it('imports only engine files, and from content only types (or pure modules that import only types)', () => {
    const offences: string[] = [];
    for (const file of files) {
      for (const { line, target, typeOnly } of imports(file)) {
        if (isEngine(target)) continue;
        if (isContent(target) && (typeOnly || importsOnlyTypes(target))) continue;
        offences.push(`${file}: ${line}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('keeps no module-level mutable state (no top-level let, no top-level collections)', () => {
    const offences: string[] = [];
    for (const file of files) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (/^(export\s+)?let\s/.test(line) || /^(export\s+)?const\s+\w+\s*=\s*new\s+(Map|Set|WeakMap|Array)\b/.test(line)) offences.push(`${file}: ${line}`);
      }
    }
    expect(offences).toEqual([]);
  });
});

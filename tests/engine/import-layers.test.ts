// The engine's layers (docs/engine.md): the kernel (src/engine/core) imports no ruleset and has no
// import circle; a ruleset's rules (src/rulesets/<name>/engine) import no other ruleset; and no file of the engine is in an import circle
// (classic's rules sit between its state helpers and its handler registry).
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { components, importGraph, importSpecifiers } from './support/imports.js';

const rulesetOf = (file: string): string | null => /^rulesets\/([^/]+)\//.exec(file)?.[1] ?? null;
const resolved = (file: string, spec: string): string => normalize(join(dirname(file), spec));

describe('engine import layers', () => {
  const specs = importSpecifiers();

  it('finds the engine files and their imports', () => {
    expect(specs.get('engine/core/driver.ts')?.length ?? 0).toBeGreaterThan(0);
    expect([...specs.keys()].filter((f) => rulesetOf(f) === 'classic').length).toBeGreaterThan(40);
  });

  it('the kernel imports no ruleset', () => {
    const bad = [...specs].flatMap(([file, list]) => (file.startsWith('engine/core/') ? list.filter((s) => s.includes('rulesets/')).map((s) => `${file} -> ${s}`) : []));
    expect(bad).toEqual([]);
  });

  it('a ruleset imports no other ruleset', () => {
    const bad = [...specs].flatMap(([file, list]) => {
      const own = rulesetOf(file);
      if (own === null) return [];
      return list.filter((s) => s.startsWith('.')).map((s) => ({ s, to: rulesetOf(resolved(file, s)) })).filter((x) => x.to !== null && x.to !== own).map((x) => `${file} -> ${x.s}`);
    });
    expect(bad).toEqual([]);
  });

  it('the kernel has no import circle', () => {
    const core = components(importGraph()).filter((c) => c.length > 1 && c.some((f) => f.startsWith('engine/core/')));
    expect(core).toEqual([]);
  });

  it('no engine file is in an import circle (classic was one circle of 50 files before its layers)', () => {
    const circles = components(importGraph()).filter((c) => c.length > 1);
    expect(circles).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const graph = new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', ['a.ts']], ['d.ts', ['a.ts']]]);
    expect(components(graph).filter((c) => c.length > 1)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});

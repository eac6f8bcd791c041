// The import graph of the engine (the kernel in src/engine, each ruleset's rules in
// src/rulesets/<name>/engine): every relative import (type-only ones too: a reader follows them all)
// of every .ts file, named from src/, and its strongly connected components (Tarjan), to find import circles.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const SRC_DIR = 'src';

/** The engine's folders: the kernel's, and each ruleset's rules. */
export function engineDirs(): string[] {
  const rulesets = readdirSync(join(SRC_DIR, 'rulesets'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return [join(SRC_DIR, 'engine'), ...rulesets.map((entry) => join(SRC_DIR, 'rulesets', entry.name, 'engine')).filter((dir) => existsSync(dir))];
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else if (entry.name.endsWith('.ts')) out.push(path);
  }
  return out.sort();
}

/** Each engine file (relative to src/) and the relative specifiers it imports or re-exports. */
export function importSpecifiers(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of engineDirs().flatMap(filesUnder)) {
    const text = readFileSync(file, 'utf8');
    const specs = [...text.matchAll(/^(?:import|export)\b[^;]*?\sfrom\s+'([^']+)'/gms)].map((m) => m[1] ?? '');
    out.set(relative(SRC_DIR, file), specs);
  }
  return out;
}

/** Edges between engine files: file → the engine files it imports. */
export function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, specs] of importSpecifiers()) {
    const targets = specs
      .filter((s) => s.startsWith('.'))
      .map((s) => relative(SRC_DIR, resolve(SRC_DIR, dirname(file), s)).replace(/\.js$/, '.ts'))
      .filter((t) => t.startsWith('engine/') || /^rulesets\/[^/]+\/engine\//.test(t));
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected components of a graph, largest first. */
export function components(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const scc: string[] = [];
    for (;;) {
      const w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      scc.push(w);
      if (w === v) break;
    }
    out.push(scc.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out.sort((a, b) => b.length - a.length);
}

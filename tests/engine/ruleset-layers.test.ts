// One ruleset, one folder (issue #27, docs/architecture.md): outside src/rulesets/<name>/ and the
// registry, no source names a ruleset (no 'classic' or 'revised' literal) or imports a ruleset
// folder's file: the layers ask the contract (src/rulesets/contract.ts) through the registry. A
// ruleset's folder imports no other ruleset's, and its module (module.ts) stays out of the layers
// that ask the registry, so the one list never waits on a file in the middle of loading.
//
// The layers still written by name are listed below with how often they name or import a ruleset:
// the list may only shrink. A file that names a ruleset more often, or one not listed, fails; so does
// a listed file that no longer does (strike it from the list).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const NAMES = /'(classic|revised)'/g;

/** Layer files that still test a ruleset's name, and how many literals they hold. */
const STILL_NAMING: Record<string, number> = {
  'src/screens/play/record-blocks.ts': 2,
  'src/screens/play/table.ts': 1,
  'src/screens/play/watch-game.ts': 1,
  'src/service/table-engine.ts': 5,
};

/** Layer files that still import a ruleset folder's files, and how many of them. */
const STILL_IMPORTING: Record<string, number> = {
  'src/commands/engine.ts': 2,
  'src/engine/engine.ts': 10,
  'src/engine/index.ts': 15,
  'src/screens/game/ask-prompt.ts': 1,
  'src/screens/game/map-bytes.ts': 3,
  'src/screens/game/map-labels.ts': 1,
  'src/screens/game/map-window.ts': 4,
  'src/screens/game/map.ts': 3,
  'src/screens/game/names.ts': 1,
  'src/screens/game/narrate.ts': 5,
  'src/screens/game/other-world.ts': 3,
  'src/screens/game/prompt-menu.ts': 5,
  'src/screens/play/away-screen.ts': 1,
  'src/screens/play/new-game.ts': 1,
  'src/screens/play/play-session.ts': 1,
  'src/screens/play/record-blocks.ts': 2,
  'src/screens/play/table-view.ts': 3,
  'src/screens/play/table-words.ts': 1,
  'src/screens/play/table.ts': 2,
  'src/screens/play/waiting.ts': 1,
  'src/service/game-commits.ts': 5,
  'src/service/game-service.ts': 7,
  'src/service/game-settings.ts': 1,
  'src/service/news/advertiser.ts': 5,
  'src/service/news/names.ts': 2,
  'src/service/news/stories.ts': 1,
  'src/service/service.ts': 3,
  'src/service/table-engine.ts': 4,
};

/** The files of the rulesets' root that are the layers' way in, naming no ruleset. */
const WAY_IN = new Set(['src/rulesets/contract.ts', 'src/rulesets/registry.ts', 'src/rulesets/envelope.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []))
    .sort();
}

/** The code without its comments (a comment may say which ruleset it is about). */
export function codeOf(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The files a source imports (static, type-only and dynamic imports, and re-exports), from the repository root. */
function importsOf(file: string, text: string): string[] {
  const specs = [...codeOf(text).matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)'(\.{1,2}\/[^']+)'/gm)].map((m) => m[1] ?? '');
  return [...new Set(specs.map((spec) => normalize(join(dirname(file), spec)).replace(/\.js$/, '.ts')))];
}

/** The ruleset whose folder holds `file`, or null for a layer's file (the way in included). */
const rulesetOf = (file: string): string | null => (WAY_IN.has(file) ? null : (/^src\/rulesets\/([^/]+)\//.exec(file)?.[1] ?? null));

/** What a file does that only a ruleset's folder or the registry may: its literals naming a ruleset, the ruleset files it imports. */
export function offences(file: string, text: string): { names: number; imports: string[] } {
  if (rulesetOf(file) !== null || file === 'src/rulesets/registry.ts') return { names: 0, imports: [] };
  return { names: [...codeOf(text).matchAll(NAMES)].length, imports: importsOf(file, text).filter((target) => rulesetOf(target) !== null) };
}

/** Each listed file's count against what it does now: over the list, or off it and not listed. */
function overList(found: Map<string, number>, listed: Record<string, number>): string[] {
  const over = [...found].filter(([file, count]) => count > (listed[file] ?? 0)).map(([file, count]) => `${file}: ${count} (listed ${listed[file] ?? 0})`);
  const paid = Object.keys(listed).filter((file) => !found.has(file)).map((file) => `${file}: no longer does; strike it from the list`);
  return [...over, ...paid];
}

describe('one ruleset, one folder', () => {
  const files = sources('src').map((file) => ({ file, text: readFileSync(file, 'utf8') }));

  it('finds the sources and both rulesets', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(new Set(files.map(({ file }) => rulesetOf(file)).filter((name) => name !== null))).toEqual(new Set(['classic', 'revised']));
  });

  it("outside the rulesets' folders and the registry, no code names a ruleset (but the layers listed, fewer each time)", () => {
    const found = new Map(files.map(({ file, text }) => [file, offences(file, text).names] as const).filter(([, count]) => count > 0));
    expect(overList(found, STILL_NAMING)).toEqual([]);
  });

  it("outside the rulesets' folders and the registry, no code imports a ruleset's file (but the layers listed, fewer each time)", () => {
    const found = new Map(files.map(({ file, text }) => [file, offences(file, text).imports.length] as const).filter(([, count]) => count > 0));
    expect(overList(found, STILL_IMPORTING)).toEqual([]);
  });

  it("a ruleset's folder imports no other ruleset's", () => {
    const bad = files.flatMap(({ file, text }) => {
      const own = rulesetOf(file);
      return own === null ? [] : importsOf(file, text).filter((target) => ![null, own].includes(rulesetOf(target))).map((target) => `${file} -> ${target}`);
    });
    expect(bad).toEqual([]);
  });

  it("a ruleset's module imports only the contract, its own folder and the engine (the registry loads it first)", () => {
    const modules = files.filter(({ file }) => /^src\/rulesets\/[^/]+\/module\.ts$/.test(file));
    expect(modules.length).toBeGreaterThanOrEqual(2);
    const bad = modules.flatMap(({ file, text }) =>
      importsOf(file, text)
        .filter((target) => target !== 'src/rulesets/contract.ts' && !target.startsWith(dirname(file) + '/') && !target.startsWith('src/engine/'))
        .map((target) => `${file} -> ${target}`),
    );
    expect(bad).toEqual([]);
  });

  it('finds a literal and an import where there are some, and none in a comment or a ruleset folder', () => {
    const layer = "// a 'revised' game\nimport { x } from '../rulesets/revised/engine/x.js';\nif (doc.ruleset === 'classic') go();\n";
    expect(offences('src/service/some-layer.ts', layer)).toEqual({ names: 1, imports: ['src/rulesets/revised/engine/x.ts'] });
    expect(offences('src/rulesets/revised/some-file.ts', layer)).toEqual({ names: 0, imports: [] });
    expect(offences('src/service/other.ts', "import { rulesetOf } from '../rulesets/registry.js';")).toEqual({ names: 0, imports: [] });
  });
});

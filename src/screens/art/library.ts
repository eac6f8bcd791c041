// The art of one install: every `*.ans` in a directory, each read and parsed once, on first use.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArt, type ArtTemplate } from './template.js';

export interface ArtLibrary {
  /** The template named `name` (file `name.ans`); throws naming the directory when there is none. */
  get(name: string): ArtTemplate;
  has(name: string): boolean;
  names(): string[];
}

const EXTENSION = '.ans';

export function loadArtLibrary(dir: string): ArtLibrary {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.toLowerCase().endsWith(EXTENSION)) {
      files.set(entry.name.slice(0, -EXTENSION.length), path.join(dir, entry.name));
    }
  }
  const cache = new Map<string, ArtTemplate>();
  return {
    get(name) {
      const cached = cache.get(name);
      if (cached) return cached;
      const file = files.get(name);
      if (file === undefined) throw new Error(`no art named ${name}${EXTENSION} in ${dir}`);
      const template = parseArt(name, readFileSync(file));
      cache.set(name, template);
      return template;
    },
    has: (name) => files.has(name),
    names: () => [...files.keys()].sort(),
  };
}

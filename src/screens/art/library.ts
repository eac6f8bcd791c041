// The art of one install: every `*.ans` in a directory, each read and parsed once, on first use.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readHomeArt } from './home-art.js';
import { parseArt, type ArtTemplate } from './template.js';

export interface ArtLibrary {
  /** The template named `name` (file `name.ans`); throws naming the directory when there is none. */
  get(name: string): ArtTemplate;
  has(name: string): boolean;
  names(): string[];
}

const EXTENSION = '.ans';

export interface HomeArtOptions {
  /** The door's home: its `art/` files replace the shipped ones of the same name (home-art.ts). */
  home: string;
  /** Told one line for each of the home's files that is set aside. */
  onProblem: (line: string) => void;
}

/** The shipped art of `dir`, with the home's own in place of the shipped files it replaces. */
export function loadArtLibrary(dir: string, homeArt?: HomeArtOptions): ArtLibrary {
  const shipped = loadShippedArt(dir);
  if (!homeArt) return shipped;
  const own = readHomeArt(homeArt.home, (name) => (shipped.has(name) ? shipped.get(name) : undefined));
  for (const line of own.problems) homeArt.onProblem(line);
  return {
    get: (name) => own.templates.get(name) ?? shipped.get(name),
    has: (name) => shipped.has(name),
    names: () => shipped.names(),
  };
}

function loadShippedArt(dir: string): ArtLibrary {
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

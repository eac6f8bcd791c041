// The sysop's own art: a file under <home>/art with the name of a shipped one (`main-menu.ans`) is drawn
// instead of it, read at start with no rebuild. A file that does not parse, or lacks a field the screen
// fills (the shipped one's @FIELD@ names), is named in one line and the shipped art is used.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArt, type ArtTemplate } from './template.js';

export const HOME_ART_DIR = 'art';
const EXTENSION = '.ans';

export interface HomeArt {
  /** Templates that replace shipped ones, by name. */
  templates: Map<string, ArtTemplate>;
  /** One line for each file set aside, naming it and why. */
  problems: string[];
}

/** Reads `<home>/art`; `shipped` gives the shipped template of a name, or undefined when there is none. */
export function readHomeArt(home: string, shipped: (name: string) => ArtTemplate | undefined): HomeArt {
  const dir = path.join(home, HOME_ART_DIR);
  const result: HomeArt = { templates: new Map(), problems: [] };
  if (!existsSync(dir)) return result;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.toLowerCase().endsWith(EXTENSION)) continue;
    const name = entry.name.slice(0, -EXTENSION.length);
    const file = path.join(dir, entry.name);
    const problem = (why: string): void => void result.problems.push(`${file}: ${why}; the shipped art is used`);
    const original = shipped(name);
    if (!original) {
      problem(`no shipped art is named ${entry.name}`);
      continue;
    }
    let template: ArtTemplate;
    try {
      template = parseArt(name, readFileSync(file));
    } catch (error) {
      problem(error instanceof Error ? error.message.split('\n')[0] ?? 'cannot be read' : 'cannot be read');
      continue;
    }
    const missing = original.fields.map((field) => field.name).filter((field) => template.field(field) === undefined);
    if (missing.length > 0) {
      problem(`lacks the field${missing.length === 1 ? '' : 's'} ${missing.map((field) => `@${field}@`).join(', ')}`);
      continue;
    }
    result.templates.set(name, template);
  }
  return result;
}

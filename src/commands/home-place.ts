// Where --home may be: never inside what a build or an upgrade deletes. The default is the `var`
// folder beside the package (found from the script's own place, so it is the same whatever folder
// the BBS starts the door in); an installed package (under node_modules) has no safe default.
import { existsSync, realpathSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep, isAbsolute } from 'node:path';
import { UsageError } from './errors.js';

/** Folders of the package that `npm run build` or `npm ci` delete and rewrite. */
export const BUILD_OUTPUTS = ['dist', 'node_modules'] as const;

/** The home to use for `--home homeFlag`, or a UsageError (exit 2) naming what is wrong. */
export function placeHome(homeFlag: string | undefined, packageRoot: string): string {
  const root = realOrResolved(packageRoot);
  const installed = root.split(sep).includes('node_modules');
  if (homeFlag === undefined && installed) {
    throw new UsageError(`no --home given, and the default ${join(root, 'var')} is inside the installed package, which an upgrade replaces: pass --home DIR`);
  }
  const home = realOrResolved(homeFlag ?? join(root, 'var'));
  for (const output of BUILD_OUTPUTS) {
    const folder = join(root, output);
    if (isWithin(home, folder)) {
      throw new UsageError(`--home ${home} is inside ${folder}, which every build or install deletes: choose a folder outside it`);
    }
  }
  if (installed && isWithin(home, root)) {
    throw new UsageError(`--home ${home} is inside the installed package ${root}, which an upgrade replaces: choose a folder outside it`);
  }
  return home;
}

function isWithin(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** The path with symbolic links resolved as far as it exists (a new home does not exist yet). */
function realOrResolved(path: string): string {
  const full = resolve(path);
  if (existsSync(full)) return realpathSync(full);
  const parent = dirname(full);
  if (parent === full) return full;
  return join(realOrResolved(parent), basename(full));
}

// Bundles the command line for a fast cold start: the door path loads only what it needs, and each
// subcommand is its own chunk, loaded on demand. It deletes and rewrites dist/ (of this package,
// whatever the working folder), so nothing else may live there: the door refuses a --home inside it.
import { chmodSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints: { 'arkham-door': join(root, 'src', 'cli.ts') },
  outdir: dist,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Native and file-format packages stay outside the bundle; the pure-JS ones are bundled and tree-shaken.
  external: ['ssh2', 'ws', 'serialport', '@serialport/*', 'nedb-promises', '@seald-io/nedb', 'proper-lockfile', 'pg', 'pg-native'],
  banner: {
    // Bundled CommonJS packages (iconv-lite, telnet-stream) call require() for Node's built-ins.
    js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  sourcemap: 'linked',
  logLevel: 'warning',
});

// The bin, run as a command by `npm install -g`, a clone's `dist/arkham-door.mjs` or a BBS's exec.
chmodSync(join(dist, 'arkham-door.mjs'), 0o755);

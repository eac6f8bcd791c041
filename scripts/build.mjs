// Bundles the command line for a fast cold start: the door path loads only what it needs, and each
// subcommand is its own chunk, loaded on demand.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });

await build({
  entryPoints: { 'arkham-door': 'src/cli.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Native and file-format packages stay outside the bundle; the pure-JS ones are bundled and tree-shaken.
  external: ['serialport', '@serialport/*', 'nedb-promises', '@seald-io/nedb', 'proper-lockfile', 'pg', 'pg-native'],
  banner: {
    // Bundled CommonJS packages (iconv-lite, telnet-stream) call require() for Node's built-ins.
    js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  sourcemap: 'linked',
  logLevel: 'warning',
});

// Bundles the command line into one ESM file: one file to read makes the door's cold start fast.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/cli.ts'],
  outfile: 'dist/arkham-door.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  banner: { js: '#!/usr/bin/env node' },
  sourcemap: 'linked',
  logLevel: 'warning',
});

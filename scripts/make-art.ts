// Builds ansi/*.ans from the readable sources in ansi/src/*.art (format in docs/art.md).
// Run: npx tsx scripts/make-art.ts   (commit the sources and the .ans files together)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeAnsFile, parseArtSource } from '../src/screens/art/compile.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = path.join(root, 'ansi', 'src');
const outDir = path.join(root, 'ansi');

for (const name of readdirSync(sourceDir).filter((f) => f.endsWith('.art')).sort()) {
  const sourcePath = path.join(sourceDir, name);
  const source = parseArtSource(readFileSync(sourcePath, 'utf8'), sourcePath);
  const file = makeAnsFile(source);
  const outName = name.replace(/\.art$/, '.ans');
  writeFileSync(path.join(outDir, outName), file);
  process.stdout.write(`${outName}: ${file.length} bytes (${file.length - 129} drawing), ${source.glyphs.length} rows\n`);
}

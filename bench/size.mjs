#!/usr/bin/env node
// Prints the gzip size of the loader and of every chunk in dist/ against bench/size-budgets.json,
// and exits non-zero when any file or page is over budget, a chunk has no budget at all, or a page
// leaves out a chunk that one of its chunks imports.
// Proves a storefront page downloads none of the admin app (chunks named admin…).
// Also checks the loader is what a plain <script defer> can run: no static import/export, no
// import.meta, no React. Run after `vite build` (`npm run size` does both).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const LOADER_FILE = 'storefront.js';
const LOADER_CHUNK = 'storefront';

const budgets = JSON.parse(readFileSync(join(root, 'bench', 'size-budgets.json'), 'utf8'));
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(join(dist, LOADER_FILE)) || !existsSync(manifestPath)) {
  console.error('dist/ has no build; run `npm run build` first (or `npm run size`, which builds).');
  process.exit(1);
}

// The manifest names every chunk the client pass wrote, and what each imports statically (the
// browser fetches those with it); the loader pass adds storefront.js.
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const chunkOfFile = new Map([[LOADER_FILE, LOADER_CHUNK]]);
const staticImportsOfChunk = new Map();
for (const entry of Object.values(manifest)) {
  if (!entry.file.endsWith('.js')) continue;
  chunkOfFile.set(entry.file, entry.name);
  const imports = new Set(staticImportsOfChunk.get(entry.name));
  for (const key of entry.imports ?? []) if (manifest[key] !== undefined) imports.add(manifest[key].name);
  staticImportsOfChunk.set(entry.name, imports);
}

const problems = [];
const sizeOfChunk = new Map();
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const rows = [];

for (const file of readdirSync(dist)
  .filter((name) => name.endsWith('.js'))
  .sort()) {
  const source = readFileSync(join(dist, file));
  const gzip = gzipSync(source, { level: 9 }).length;
  const chunk = chunkOfFile.get(file);
  const budget = chunk === undefined ? undefined : budgets.chunks[chunk];
  if (chunk !== undefined) sizeOfChunk.set(chunk, (sizeOfChunk.get(chunk) ?? 0) + gzip);
  let verdict = 'ok';
  if (budget === undefined) {
    verdict = 'NO BUDGET';
    problems.push(`${file}: no budget for chunk "${chunk ?? file}" in bench/size-budgets.json`);
  } else if (gzip > budget) {
    verdict = 'OVER';
    problems.push(`${file}: ${kb(gzip)} gzip is over its ${kb(budget)} budget`);
  }
  rows.push([file, kb(source.length), kb(gzip), budget === undefined ? '-' : kb(budget), verdict]);
}

for (const [name, page] of Object.entries(budgets.pages)) {
  const missing = page.chunks.filter((chunk) => !sizeOfChunk.has(chunk));
  if (missing.length > 0) problems.push(`page "${name}": no built chunk named ${missing.join(', ')}`);
  // A page's figure counts every file the browser fetches for it: a chunk it lists brings its imports.
  for (const chunk of page.chunks) {
    const unlisted = [...(staticImportsOfChunk.get(chunk) ?? [])].filter((imported) => !page.chunks.includes(imported));
    if (unlisted.length > 0) problems.push(`page "${name}": ${chunk} imports ${unlisted.join(', ')}, which the page does not list`);
  }
  const total = page.chunks.reduce((sum, chunk) => sum + (sizeOfChunk.get(chunk) ?? 0), 0);
  const verdict = total > page.budget ? 'OVER' : 'ok';
  if (verdict === 'OVER') problems.push(`page "${name}": ${kb(total)} gzip is over its ${kb(page.budget)} budget`);
  rows.push([`page: ${name}`, '', kb(total), kb(page.budget), verdict]);
}

// The owner's admin app must cost a storefront page nothing: no storefront page lists an admin
// chunk, and no storefront chunk imports one statically (the runtime imports the admin's entry,
// admin/index.ts, dynamically from its own entry, runtime/index.ts, and only for an element asking
// for it, which only /config pages have). In the source, `npm run lint` (.dependency-cruiser.cjs)
// checks that no storefront module imports admin/ at all.
const isAdminChunk = (chunk) => chunk.startsWith('admin');
const isAdminPage = (name) => name.startsWith('admin: ');
for (const [name, page] of Object.entries(budgets.pages)) {
  if (isAdminPage(name)) continue;
  const admin = page.chunks.filter(isAdminChunk);
  if (admin.length > 0) problems.push(`storefront page "${name}" lists admin chunks: ${admin.join(', ')}`);
}
for (const [chunk, imports] of staticImportsOfChunk) {
  if (isAdminChunk(chunk)) continue;
  const admin = [...imports].filter(isAdminChunk);
  if (admin.length > 0)
    problems.push(`${chunk} imports the admin's ${admin.join(', ')} statically: every page with ${chunk} would download it`);
}

const loader = readFileSync(join(dist, LOADER_FILE), 'utf8');
if (/(^|[;}])\s*(import\s*[{*\w"'`]|export\s)/m.test(loader))
  problems.push(`${LOADER_FILE}: has a static import or export, so a classic <script> cannot run it`);
if (/import\.meta/.test(loader)) problems.push(`${LOADER_FILE}: uses import.meta, a syntax error in a classic <script>`);
if (/react\.(transitional\.)?element|__SECRET_INTERNALS|react-dom/.test(loader)) problems.push(`${LOADER_FILE}: contains React`);

const header = ['file', 'minified', 'gzip', 'budget', ''];
const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
for (const row of [header, ...rows])
  console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));

if (problems.length > 0) {
  console.error(`\n${problems.length} size problem${problems.length === 1 ? '' : 's'}:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('\nAll within budget.');

#!/usr/bin/env node
/**
 * The JavaScript budget of the store pages (docs/product/storefront.md#page-weight), run after `vite build` by the web
 * build. For each store page type it adds up what a first visit loads before the page is interactive: the entry
 * chunk of index.html (the boot module), what it loads (src/framework.ts, src/main.tsx) and the page's route chunk, each with its
 * static imports, transitively (each file once). Sizes are gzip level 9 in KB of 1024 bytes. It fails (exit 1) when a
 * page is over the budget, naming the page and its biggest files, when a page loads more files than the limit, and
 * when a store page would load any of the admin area's code.
 *
 * Usage: node scripts/bundle-budget.mjs [--dist apps/web/dist] [--budget-kb 160] [--max-files 12] [--keep-maps]
 * With source maps beside the chunks (`vite build --sourcemap hidden`) it also finds admin modules inside shared
 * chunks and names the packages in the biggest files; it then deletes the maps so the store never serves them.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 160 * 1024;
/** Files a store page may load before it is interactive: each is a request and a module to link on a slow phone. */
export const MAX_FILES = 12;
/** What the boot module (the entry of index.html) imports once the page has painted: the libraries, then the app. */
export const APP_START = ['src/framework.ts', 'src/main.tsx'];

/** The store's page types and their route modules (apps/web/src/app/router.tsx). */
export const STORE_PAGES = [
  { page: 'home', src: 'src/app/routes/store/home.tsx' },
  { page: 'landing', src: 'src/app/routes/store/landing.tsx' },
  { page: 'listing', src: 'src/app/routes/store/subcategory-listing.tsx' },
  { page: 'search', src: 'src/app/routes/store/search-results.tsx' },
  { page: 'product', src: 'src/app/routes/store/product.tsx' },
];

/** The admin area's modules (docs/product/admin.md#screens): none of them may load on a store page. */
export const ADMIN_SOURCE = /(^|\/)src\/(app\/routes\/admin\.tsx$|features\/admin[^/]*\/)/;

/** The manifest key of the HTML entry (index.html). */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry && name.endsWith('.html'));
  if (!key) throw new Error('The manifest has no HTML entry: is this a Vite client build?');
  return key;
}

/** The manifest keys reached from `roots` through static imports, each once, in the order first reached. */
export function staticClosure(manifest, roots) {
  const seen = new Set();
  const stack = [...roots].reverse();
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest names ${key} but has no such chunk.`);
    seen.add(key);
    for (const imported of [...(chunk.imports ?? [])].reverse()) if (!seen.has(imported)) stack.push(imported);
  }
  return [...seen];
}

/** The JavaScript files a first visit to the page with route module `src` loads before it is interactive. */
export function pageFiles(manifest, src) {
  if (!manifest[src]) throw new Error(`The manifest has no chunk for ${src}: is the route still lazy-loaded?`);
  const roots = [entryKey(manifest), ...APP_START.filter((key) => manifest[key]), src];
  return [...new Set(staticClosure(manifest, roots).map((key) => manifest[key].file))].filter((file) =>
    file.endsWith('.js'),
  );
}

/**
 * The files holding admin code: the chunks of admin modules named in the manifest, plus any chunk whose source
 * map lists an admin module (`sourcesOf(file)` returns the map's sources, or null without a map).
 */
export function adminFiles(manifest, sourcesOf = () => null) {
  const files = new Set();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (ADMIN_SOURCE.test(chunk.src ?? key)) files.add(chunk.file);
    const sources = sourcesOf(chunk.file);
    if (sources?.some((source) => ADMIN_SOURCE.test(source))) files.add(chunk.file);
  }
  return files;
}

/**
 * Every page's files and total, and the problems: over the budget (with the biggest files), too many files, or admin
 * code loaded. `sizeOf(file)` gives a file's gzip size in bytes; `describe(file)` an optional note on what is in it.
 */
export function checkBudget({
  manifest,
  sizeOf,
  sourcesOf,
  describe = () => '',
  budget = BUDGET_BYTES,
  maxFiles = MAX_FILES,
  pages,
}) {
  const admin = adminFiles(manifest, sourcesOf);
  const hasAdminEntry = Object.keys(manifest).some((key) => /(^|\/)src\/app\/routes\/admin\.tsx$/.test(key));
  const rows = [];
  const problems = [];
  if (!hasAdminEntry) {
    problems.push('src/app/routes/admin.tsx is not a chunk of its own: the admin area must stay lazy-loaded.');
  }
  for (const { page, src } of pages ?? STORE_PAGES) {
    const files = pageFiles(manifest, src)
      .map((file) => ({ file, bytes: sizeOf(file) }))
      .sort((a, b) => b.bytes - a.bytes);
    const bytes = files.reduce((sum, { bytes: size }) => sum + size, 0);
    rows.push({ page, bytes, files });
    if (bytes > budget) {
      const biggest = files
        .slice(0, 3)
        .map(({ file, bytes: size }) => `${file} ${kb(size)} KB${describe(file) ? ` (${describe(file)})` : ''}`)
        .join(', ');
      problems.push(
        `${page}: ${kb(bytes)} KB gzip of JavaScript, over the ${kb(budget)} KB budget. Biggest: ${biggest}.`,
      );
    }
    if (files.length > maxFiles) {
      problems.push(
        `${page}: loads ${files.length} JavaScript files before it is interactive, over the limit of ${maxFiles}.`,
      );
    }
    const adminLoaded = files.filter(({ file }) => admin.has(file)).map(({ file }) => file);
    if (adminLoaded.length) problems.push(`${page}: loads admin code in ${adminLoaded.join(', ')}.`);
  }
  return { rows, problems };
}

export function kb(bytes) {
  return (bytes / 1024).toFixed(1);
}

/** Generated bytes per original source in one chunk, from its source map's VLQ mappings. */
export function bytesBySource(code, map) {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const totals = new Map();
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const text = lines[index] ?? '';
    let column = 0;
    const segments = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = chars.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      segments.push({ column, source: values.length > 1 ? source : -1 });
    }
    segments.forEach((segment, at) => {
      if (segment.source < 0) return;
      const end = segments[at + 1]?.column ?? text.length;
      const name = map.sources[segment.source];
      totals.set(name, (totals.get(name) ?? 0) + end - segment.column);
    });
  });
  return totals;
}

/** A source path shortened to its npm package, or to the app path for the project's own code. */
export function owner(source) {
  const inPackage = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  return source.replace(/^(\.\.\/)+/, '').replace(/^(?:apps\/web\/)?/, '');
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const distFlag = process.argv.indexOf('--dist');
  const dist = path.resolve(distFlag > 0 ? process.argv[distFlag + 1] : path.join(root, 'apps/web/dist'));
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`No ${manifestPath}: build the web app first (build.manifest must be on in vite.config.ts).`);
    process.exit(1);
  }
  const budgetFlag = process.argv.indexOf('--budget-kb');
  const budget = budgetFlag > 0 ? Number(process.argv[budgetFlag + 1]) * 1024 : BUDGET_BYTES;
  if (!(budget > 0)) {
    console.error('--budget-kb takes a number of kilobytes, such as 100.');
    process.exit(1);
  }
  const filesFlag = process.argv.indexOf('--max-files');
  const maxFiles = filesFlag > 0 ? Number(process.argv[filesFlag + 1]) : MAX_FILES;
  if (!(Number.isInteger(maxFiles) && maxFiles > 0)) {
    console.error('--max-files takes a whole number of files, such as 12.');
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const maps = new Map();
  const mapOf = (file) => {
    if (!maps.has(file)) {
      const mapPath = path.join(dist, `${file}.map`);
      maps.set(file, existsSync(mapPath) ? JSON.parse(readFileSync(mapPath, 'utf8')) : null);
    }
    return maps.get(file);
  };
  const describe = (file) => {
    const map = mapOf(file);
    if (!map) return '';
    const byOwner = new Map();
    for (const [source, bytes] of bytesBySource(readFileSync(path.join(dist, file), 'utf8'), map)) {
      byOwner.set(owner(source), (byOwner.get(owner(source)) ?? 0) + bytes);
    }
    const total = [...byOwner.values()].reduce((sum, bytes) => sum + bytes, 0) || 1;
    return [...byOwner]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, bytes]) => `${name} ${Math.round((bytes / total) * 100)}%`)
      .join(', ');
  };
  const sourcesOf = (file) => mapOf(file)?.sources;
  const { rows, problems } = checkBudget({ manifest, sizeOf, sourcesOf, describe, budget, maxFiles });

  console.info(
    `JavaScript loaded before a store page is interactive (gzip -9; budget ${kb(budget)} KB, at most ${maxFiles} files):`,
  );
  const width = Math.max(...rows.map(({ page }) => page.length));
  for (const { page, bytes, files } of rows) {
    const list = files.map(({ file, bytes: size }) => `${path.basename(file)} ${kb(size)}`).join(', ');
    console.info(`  ${page.padEnd(width)}  ${kb(bytes).padStart(6)} KB  ${files.length} files: ${list}`);
  }
  if (!process.argv.includes('--keep-maps')) {
    for (const name of readdirSync(path.join(dist, 'assets'))) {
      if (name.endsWith('.js.map')) rmSync(path.join(dist, 'assets', name));
    }
  }
  if (problems.length) {
    for (const problem of problems) console.error(`Budget: ${problem}`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

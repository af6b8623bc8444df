// npm run bench: a large generated catalogue on the local PostgreSQL, the store started on it, each hot
// endpoint loaded with autocannon, next to a bare Fastify route returning a body of the listing page's size.
// Prints requests/s and p50/p99 latency, and each endpoint as a share of the bare route. Bounded in time and
// only ever talks to 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { ORDERS_PER_SECOND, startOrders } from './bench-orders.mjs';
import { addInto, cacheCounts, growth } from './bench/counters.mjs';
import { cpuTimes, cpuUsed, pinOthers } from './bench/cpu.mjs';
import { importRows } from './bench/import.mjs';
import { functionTimes, trackFunctionsSql } from './bench/import-db.mjs';
import { filteredListingPaths, longTailPaths, spreadRequests, uniqueSearches } from './bench/paths.mjs';

// The storefront's own link builder, so the product page row requests the canonical URLs shoppers follow.
const { productPath } = await tsImport('../packages/shared/src/slug.ts', import.meta.url);

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const PRODUCTS = Number(option('products', process.env.BENCH_PRODUCTS ?? 10000));
const DURATION = Number(option('duration', process.env.BENCH_DURATION ?? 10));
const CONNECTIONS = Number(option('connections', 16));
// `--only mixed` runs just the reads-beside-orders rows (a quicker loop while working on the order path); `--only
// filters` just the cold filtered-listing rows (docs/benchmarks.md#filters); `--only import` just the catalogue import
// row (docs/benchmarks.md#import).
const ONLY = option('only', '');
if (ONLY && !['mixed', 'filters', 'import'].includes(ONLY)) {
  throw new Error(`--only takes "mixed", "filters" or "import", not "${ONLY}"`);
}
// `--orders N`: paid orders a second beside the reads (5 by default, the aim's load). `--orders 0` is the control:
// the same interleaving with no orders, so its ratio is the run-to-run spread of this machine alone.
const ORDERS = Number(option('orders', ORDERS_PER_SECOND));
if (!Number.isInteger(ORDERS) || ORDERS < 0)
  throw new Error(`--orders takes a whole number, not "${option('orders')}"`);
// `--pin` (with `--only mixed`, Linux): the store on CPU 0 and everything else (this script's autocannon and shoppers'
// worker, and a local PostgreSQL's processes) on the other CPUs, as when the database and the visitors are other
// machines. Without it the kernel runs a woken PostgreSQL backend or client thread on the store's core, ahead of it.
const PIN = args.includes('--pin');
if (PIN && ONLY !== 'mixed')
  throw new Error('--pin goes with --only mixed (the other rows share the cores as they are)');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `store_bench_${Date.now().toString(36)}`;
const urlOf = (name) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
const databaseUrl = urlOf(databaseName);
const dataDir = mkdtempSync(path.join(tmpdir(), 'store-bench-'));
// The import row's second store, with an empty catalogue (docs/benchmarks.md#import).
const emptyDatabaseName = `${databaseName}_empty`;
const emptyDataDir = mkdtempSync(path.join(tmpdir(), 'store-bench-empty-'));
const children = [];

function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function start(script, port, env = {}) {
  // taskset executes node in its own place, so the pid is the store's.
  const [command, commandArgs] = PIN
    ? ['taskset', ['-c', '0', process.execPath, script]]
    : [process.execPath, [script]];
  const child = spawn(command, commandArgs, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitFor(url, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds}s`);
}

async function load(name, base, paths, { warm = true, duration = DURATION } = {}) {
  // One warm-up pass so every path has been answered once, then the measured run.
  if (warm) for (const item of paths) await fetch(base + item);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    requests: spreadRequests(paths, CONNECTIONS),
  });
  const non2xx = result.non2xx + result.errors;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average / Math.max(result.requests.average, 1),
    non2xx,
  };
}

/**
 * Long-tail reads alone and beside ORDERS paid orders a second, interleaved as alone, beside, beside,
 * alone, twice over, DURATION / 2 seconds each: this machine's throughput drifts by up to a fifth over a minute
 * with nothing else changing, and the interleaving lays that drift on both sides alike. Each side answers its mean
 * requests/s and p50/p99 over its four runs, its cache hit share, and where the machine's CPU went (per second).
 */
async function mixedRows(store, storePid, longTail, productIds) {
  const orders = await startOrders(store, productIds, ORDERS);
  for (const item of longTail) await fetch(store + item);
  const emptySide = (name) => ({ name, runs: [], hits: 0, misses: 0, seconds: 0, cpu: {}, dropped: {}, gc: {} });
  const sides = {
    alone: emptySide(`long tail (${longTail.length} URLs)`),
    beside: emptySide(`long tail beside ${ORDERS} paid orders/s`),
  };
  let placed;
  for (const side of ['alone', 'beside', 'beside', 'alone', 'alone', 'beside', 'beside', 'alone']) {
    const into = sides[side];
    if (side === 'beside') await orders.resume();
    const counts = await cacheCounts(store);
    const cpu = cpuTimes(storePid);
    const started = performance.now();
    into.runs.push(await load(into.name, store, longTail, { warm: false, duration: Math.max(1, DURATION / 2) }));
    into.seconds += (performance.now() - started) / 1000;
    addInto(into.cpu, cpuUsed(cpu, cpuTimes(storePid)));
    const after = await cacheCounts(store);
    into.hits += after.hits - counts.hits;
    into.misses += after.misses - counts.misses;
    addInto(into.dropped, growth(counts.dropped, after.dropped));
    addInto(into.gc, growth(counts.gc, after.gc));
    if (side === 'beside') placed = await orders.pause();
  }
  await orders.stop();
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const [alone, beside] = Object.values(sides).map((side) => {
    const rps = mean(side.runs.map((run) => run.rps));
    return {
      name: side.name,
      rps,
      // The store's CPU for each read answered (beside orders, the orders' own work is in it): how fast the host ran.
      storeUsPerRead: ((side.cpu.store / side.seconds / rps) * 1000).toFixed(0),
      p50: Number(mean(side.runs.map((run) => run.p50)).toFixed(1)),
      p99: Number(mean(side.runs.map((run) => run.p99)).toFixed(1)),
      non2xx: side.runs.reduce((sum, run) => sum + run.non2xx, 0),
      hits: `${((side.hits / Math.max(side.hits + side.misses, 1)) * 100).toFixed(1)}%`,
      cpu: Object.entries(side.cpu)
        .map(([party, ms]) => `${party} ${Math.round(ms / side.seconds)}`)
        .join(', '),
      gc:
        Object.entries(side.gc)
          .map(([kind, ms]) => `${kind} ${(ms / side.seconds).toFixed(1)}`)
          .join(', ') || 'none',
      dropped:
        Object.entries(side.dropped)
          .filter(([, count]) => count > 0)
          .map(([reason, count]) => `${reason} ${count}`)
          .join(', ') || 'none',
    };
  });
  return { alone, beside, placed };
}

const STORE_PORT = 5601;
const UNCACHED_PORT = 5602;
const BARE_PORT = 5603;
const CLUSTER_PORT = 5604;
const EMPTY_PORT = 5605;

const pinning = PIN ? pinOthers(adminUrl, cleanUp) : null;
try {
  console.info(`Building the store and filling ${PRODUCTS} products into ${databaseName} ...`);
  run('npm', ['run', 'build', '--silent']);
  await admin(`CREATE DATABASE ${databaseName}`);
  run('npx', ['tsx', 'apps/api/src/scripts/seed-large.ts', '--products', String(PRODUCTS)], {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
  });

  // TRUST_PROXY lets the mixed row's shoppers check out from addresses of their own (X-Forwarded-For), as real ones do.
  const storeEnv = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    DATABASE_POOL_SIZE: '10',
    TRUST_PROXY: 'loopback',
    METRICS_TOKEN: 'bench-metrics-token-0123456789',
  };
  const storeProcess = start('apps/api/dist/main.js', STORE_PORT, storeEnv);
  start('apps/api/dist/main.js', UNCACHED_PORT, { ...storeEnv, CACHE_MAX_MB: '0' });
  const store = `http://127.0.0.1:${STORE_PORT}`;
  const uncached = `http://127.0.0.1:${UNCACHED_PORT}`;
  await waitFor(`${store}/api/health`);
  await waitFor(`${uncached}/api/health`);

  const listing = '/api/Product?pageNumber=1&pageSize=24&sort=price_asc';
  const listingBody = await (await fetch(store + listing)).text();
  start('scripts/bench-bare-server.mjs', BARE_PORT, { BARE_BODY_BYTES: String(Buffer.byteLength(listingBody)) });
  const bare = `http://127.0.0.1:${BARE_PORT}`;
  await waitFor(`${bare}/bare`);

  const { totalCount } = JSON.parse(listingBody);
  const deepPage = Math.max(1, Math.floor((totalCount / 24) * 0.75));
  const brands = (await (await fetch(`${store}/api/Brand?brand=Men`)).json())
    .slice(0, 2)
    .map((brand) => encodeURIComponent(brand.name));
  const more = await (await fetch(`${store}/api/Product?pageNumber=5&pageSize=100&sort=newest`)).json();
  const products = [...JSON.parse(listingBody).items, ...more.items].slice(0, 100);
  const productIds = products.map((item) => item.product_id);
  const productPaths = productIds.map((id) => `/api/Product/${id}`);
  // The same 100 products as the storefront's pages (the HTML a visitor or crawler gets), beside the bare API route.
  const productPagePaths = products.map((item) => productPath(item));
  const searchPaths = ['shirt', 'tshirt', 'men jeans', 'saree', 'sneakers', 'kurta', 'black dress', 'shrit'].map(
    (q) => `/api/product/search?rawquery=${encodeURIComponent(q)}`,
  );
  const suggestionPaths = ['sh', 'shi', 'shir', 'shirt', 'ts', 'tsh', 'je', 'jea', 'sar', 'kur', 'snea', 'shrit'].map(
    (q) => `/api/product/suggestions?query=${encodeURIComponent(q)}`,
  );

  const rows = [];
  let filtersLine = '';
  const longTail = ONLY === 'filters' ? [] : await longTailPaths(store);
  let coldOne;
  let coldTwo;
  if (!ONLY) {
    rows.push(await load('bare Fastify route (same body size)', bare, ['/bare']));
    rows.push(await load('listing page 1, price_asc', store, [listing]));
    rows.push(
      await load(`listing deep page ${deepPage}, price_asc`, store, [
        `/api/Product?pageNumber=${deepPage}&pageSize=24&sort=price_asc`,
      ]),
    );
    rows.push(
      await load('Men listing with 2 brand filters', store, [
        `/api/Product/products?parentcategory=Men&brand=${brands.join('&brand=')}&sort=price_desc`,
      ]),
    );
    rows.push(await load('product by id (100 ids)', store, productPaths));
    rows.push(await load('product page HTML (100 ids)', store, productPagePaths));
    rows.push(await load('search (8 queries)', store, searchPaths));
    rows.push(await load('suggestions (12 queries)', store, suggestionPaths));
    rows.push(await load('listing page 1, cache off', uncached, [listing]));
    rows.push(await load('product by id, cache off', uncached, productPaths));

    // Cold reads (docs/decisions/016-product-cards.md): every request misses, as new searches and rare filters do.
    const listingPaths = longTail.filter((item) => item.startsWith('/api/Product/products'));
    rows.push(
      await load(`listing pages, cache off (${listingPaths.length} filter combinations)`, uncached, listingPaths),
    );
    const searches = uniqueSearches(longTail);
    rows.push(await load(`unique searches, cache off (${searches.length} queries)`, uncached, searches));
    coldOne = await load('long tail, cache off, 1 process', uncached, longTail);
    rows.push(coldOne);

    // The same cold long tail on two processes sharing one port (npm run start:cluster).
    start('scripts/start-cluster.mjs', CLUSTER_PORT, { ...storeEnv, CACHE_MAX_MB: '0', CLUSTER_PROCESSES: '2' });
    const cluster = `http://127.0.0.1:${CLUSTER_PORT}`;
    await waitFor(`${cluster}/api/health`);
    coldTwo = await load('long tail, cache off, 2 processes', cluster, longTail);
    rows.push(coldTwo);
  }

  if (!ONLY || ONLY === 'filters') {
    // Filters on the cold path (docs/benchmarks.md#filters): each category's page with three facets chosen (size,
    // colour, price) against the same pages unfiltered, and the facet counts of the filtered pages, cache off.
    const cold = await filteredListingPaths(store);
    const plain = await load(`category pages, cache off (${cold.plain.length})`, uncached, cold.plain);
    const filtered = await load(
      `category pages with 3 filters, cache off (${cold.filtered.length})`,
      uncached,
      cold.filtered,
    );
    const facets = await load(`facets with 3 filters, cache off (${cold.facets.length})`, uncached, cold.facets);
    rows.push(plain, filtered, facets);
    filtersLine =
      `Filters: a cold page with 3 filters ${Math.round((filtered.rps / plain.rps) * 100)}% of an unfiltered one ` +
      `(aim >= 50%), its facets ${Math.round((facets.rps / plain.rps) * 100)}%.`;
  }
  /** The import row's store with no catalogue, applying as fast as the database takes it. */
  async function startEmptyStore() {
    await admin(`CREATE DATABASE ${emptyDatabaseName}`);
    await admin(trackFunctionsSql(emptyDatabaseName));
    const child = start('apps/api/dist/main.js', EMPTY_PORT, {
      ...storeEnv,
      DATABASE_URL: urlOf(emptyDatabaseName),
      DATA_DIR: emptyDataDir,
      IMPORT_ROWS_PER_SECOND: '0',
    });
    const base = `http://127.0.0.1:${EMPTY_PORT}`;
    await waitFor(`${base}/api/health`);
    return { base, pid: child.pid, functionTimes: () => functionTimes(urlOf(emptyDatabaseName)) };
  }
  const importRow = () =>
    importRows({
      source: { base: store, pid: storeProcess.pid },
      startEmpty: startEmptyStore,
      longTail,
      load,
      duration: DURATION,
      print: (line) => console.info(line),
    });

  if (ONLY === 'import') {
    console.info(`\n${PRODUCTS} products, ${CONNECTIONS} connections, ${DURATION}s runs, PostgreSQL at 127.0.0.1\n`);
    await importRow();
  } else if (ONLY === 'filters') {
    console.info('\n| endpoint | req/s | p50 ms | p99 ms | non-2xx |\n|---|---:|---:|---:|---:|');
    for (const row of rows)
      console.info(`| ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${row.non2xx} |`);
    console.info(`\n${filtersLine}`);
    process.exitCode = 0;
  } else {
    await mixedAndReport();
    // Last: its paced apply changes the stock of every variation of the store the other rows read.
    if (!ONLY) {
      console.info('');
      await importRow();
    }
  }

  async function mixedAndReport() {
    // Mixed rows (docs/decisions/001-catalogue-response-cache.md#what-each-change-drops).
    const { alone, beside, placed } = await mixedRows(store, storeProcess.pid, longTail, productIds);
    rows.push(alone, beside);

    const limit = ONLY ? NaN : rows[0].rps;
    console.info(
      `\n${PRODUCTS} products, ${CONNECTIONS} connections, ${DURATION}s each, PostgreSQL at 127.0.0.1` +
        `${pinning ? `; ${pinning.layout}` : ''}\n`,
    );
    console.info('| endpoint | req/s | p50 ms | p99 ms | of bare route | non-2xx |');
    console.info('|---|---:|---:|---:|---:|---:|');
    for (const row of rows) {
      console.info(
        `| ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${Number.isNaN(limit) ? '–' : `${Math.round((row.rps / limit) * 100)}%`} | ${row.non2xx} |`,
      );
    }
    console.info(
      `\nMixed: read throughput beside orders ${((beside.rps / alone.rps) * 100).toFixed(1)}% of alone (aim >= 90%), ` +
        `p99 ${beside.p99} ms vs ${alone.p99} ms = ${(beside.p99 / Math.max(alone.p99, 1)).toFixed(2)}x (aim <= 2x); ` +
        `cache hits ${beside.hits} vs ${alone.hits} alone; orders paid ${placed.paid}, failed ${placed.failed}${placed.firstError ? ` (first: ${placed.firstError})` : ''}`,
    );
    console.info(
      `Per second (CPU and waiting in ms, preemptions counted) alone: ${alone.cpu}; beside orders: ${beside.cpu}.`,
    );
    console.info(
      `Store CPU per read answered: alone ${alone.storeUsPerRead} µs, beside orders ${beside.storeUsPerRead} µs (the orders' work included).`,
    );
    console.info(
      `The store's garbage collection, ms a second by kind, alone: ${alone.gc}; beside orders: ${beside.gc}.`,
    );
    console.info(`Cached responses dropped alone: ${alone.dropped}; beside orders: ${beside.dropped}.`);
    if (coldOne && coldTwo) {
      console.info(
        `Processes: cold long tail on 2 processes ${Math.round((coldTwo.rps / coldOne.rps) * 100)}% of 1 process ` +
          `(p99 ${coldTwo.p99} ms vs ${coldOne.p99} ms).`,
      );
    }
    if (filtersLine) console.info(filtersLine);
  }
} finally {
  await cleanUp();
}

/** Stops the stores, drops the database and its data folder, and gives a pinned PostgreSQL its CPUs back. */
async function cleanUp() {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const name of [databaseName, emptyDatabaseName]) {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) => console.error(error.message));
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(emptyDataDir, { recursive: true, force: true });
  pinning?.restore();
}

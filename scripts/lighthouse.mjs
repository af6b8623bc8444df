#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse 12 (mobile settings, simulated throttling) on the home page, a listing, a search
 * results page and a product page of the built store, in Debian's Chromium (docs/product/storefront.md#page-weight).
 *
 * The CPU slowdown is calibrated to the host first: one quick run reads the host's benchmarkIndex and Lighthouse's
 * documented calibration turns it into the multiplier that models the same mid-range phone on any host, so figures
 * from a quiet and a busy day compare. Each page then runs several times and the MEDIAN of each figure is printed:
 * the four category scores, FCP, LCP, total blocking time, layout shift, main-thread work, and the scripts loaded
 * (files and KB as transferred). The machine's load average is printed with the figures.
 *
 * Usage: node scripts/lighthouse.mjs [--url http://host:port] [--runs 3] [--cpu-slowdown 4] [--account]
 *   --url           audit a running store (without it the script builds if needed and starts its own)
 *   --runs          runs per page (3)
 *   --cpu-slowdown  skip the calibration and use this multiplier (to repeat an earlier day's conditions)
 *   --account       also audit the sign-in, bag, orders and address-book pages as a guest
 */
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM, ensureBuild, ensureChromium, startStore } from './e2e.mjs';
import {
  CATEGORIES,
  cpuSlowdownFor,
  figuresOf,
  lcpElementOf,
  median,
  medianFigures,
  tableRow,
} from './lighthouse-figures.mjs';

const ATTEMPTS = 3;

// The storefront's own link builder, so the product page is the canonical URL a shopper follows.
const { productPath } = await tsImport('../packages/shared/src/slug.ts', import.meta.url);

function flag(name) {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

async function firstProductPath(baseUrl) {
  const response = await fetch(`${baseUrl}/api/Product/products?parentcategory=Men&subcategories=T-Shirt&pageSize=1`);
  if (!response.ok) throw new Error(`The store's listing answered ${response.status}: is the catalogue seeded?`);
  const { items } = await response.json();
  if (!items?.length) throw new Error('The store has no Men T-Shirt to open a product page of.');
  return productPath(items[0]);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** Lighthouse sometimes misses a navigation's trace (NO_NAVSTART, NO_FCP) in a fresh browser: try again. */
async function audit(url, port, name, flags) {
  let lastError;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', ...flags });
      const wanted = flags.onlyCategories ?? [];
      if (!lhr.runtimeError && wanted.every((category) => lhr.categories[category]?.score != null)) return lhr;
      lastError = lhr.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : 'a category had no score';
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    console.info(`${name}: ${lastError} (attempt ${attempt} of ${ATTEMPTS})`);
  }
  throw new Error(`${name}: Lighthouse failed ${ATTEMPTS} times (${lastError}).`);
}

/** The host's benchmarkIndex from one quick run (a single audit), and the multiplier it calls for. */
async function calibrate(url, port) {
  const lhr = await audit(url, port, 'calibration', { onlyAudits: ['first-contentful-paint'] });
  const benchmarkIndex = lhr.environment?.benchmarkIndex;
  const multiplier = cpuSlowdownFor(benchmarkIndex);
  if (multiplier === null) {
    throw new Error(`The host's benchmarkIndex is ${benchmarkIndex}: too slow to model a mid-range phone.`);
  }
  return { benchmarkIndex, multiplier: Number(multiplier.toFixed(2)) };
}

/** The audits under 0.9 in any run, with how many runs they failed in. */
function failingAudits(lhr, tally) {
  for (const item of Object.values(lhr.audits)) {
    if (item.score === null || item.score >= 0.9) continue;
    if (item.scoreDisplayMode === 'informative' || item.scoreDisplayMode === 'manual') continue;
    const label = `${item.id} (${item.displayValue ?? Math.round(item.score * 100)})`;
    tally.set(item.id, { label, runs: (tally.get(item.id)?.runs ?? 0) + 1 });
  }
}

async function main() {
  const runs = Number(flag('--runs') ?? 3);
  if (!(Number.isInteger(runs) && runs > 0)) throw new Error('--runs takes a whole number of runs, such as 3.');
  const forced = flag('--cpu-slowdown');
  if (forced !== undefined && !(Number(forced) >= 1))
    throw new Error('--cpu-slowdown takes a multiplier of 1 or more.');
  let baseUrl = flag('--url');
  let store;
  ensureChromium();
  if (!baseUrl) {
    ensureBuild();
    store = await startStore();
    baseUrl = store.baseUrl;
  }
  const pages = [
    ['home', '/'],
    ['listing', '/Men/T-Shirt'],
    ['search', '/Search?rawquery=shirt'],
    ['product', await firstProductPath(baseUrl)],
  ];
  if (process.argv.includes('--account')) {
    for (const path of ['/Login', '/Register', '/LoginOtp', '/Cart', '/Orders', '/DeliveryAddress']) {
      pages.push([path.slice(1), path]);
    }
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows = [];
  const notes = [];
  const indexes = [];
  let worst = 100;
  const startedLoad = load();
  try {
    const calibration = forced
      ? { benchmarkIndex: NaN, multiplier: Number(forced) }
      : await calibrate(`${baseUrl}/`, chrome.port);
    console.info(
      forced
        ? `CPU slowdown ${calibration.multiplier}x as given (no calibration).`
        : `Host benchmarkIndex ${Math.round(calibration.benchmarkIndex)}: CPU slowdown ${calibration.multiplier}x ` +
            "(Lighthouse's calibration for its mid-range phone).",
    );
    const flags = {
      onlyCategories: CATEGORIES,
      throttling: { cpuSlowdownMultiplier: calibration.multiplier },
    };
    for (const [name, path] of pages) {
      // A first visit warms the server's response cache, as a real shop's would be.
      await fetch(`${baseUrl}${path}`);
      const figures = [];
      const failing = new Map();
      const issues = new Set();
      let lcpElement = '';
      for (let run = 1; run <= runs; run += 1) {
        const lhr = await audit(`${baseUrl}${path}`, chrome.port, name, flags);
        figures.push(figuresOf(lhr));
        failingAudits(lhr, failing);
        lcpElement ||= lcpElementOf(lhr);
        for (const issue of lhr.audits['inspector-issues']?.details?.items ?? []) {
          const where = (issue.subItems?.items ?? []).map((item) => item.url ?? JSON.stringify(item)).slice(0, 3);
          issues.add(`${issue.issueType}: ${where.join(' ')}`);
        }
      }
      const medians = medianFigures(figures);
      indexes.push(...figures.map((run) => run.benchmarkIndex));
      worst = Math.min(worst, ...CATEGORIES.map((category) => medians[category]));
      rows.push(tableRow(name, medians));
      notes.push(`${name}: largest paint ${lcpElement || '(none)'}; load ${load()}`);
      if (failing.size) {
        const list = [...failing.values()].map(({ label, runs: count }) => `${label} ×${count}`);
        notes.push(`${name}: audits below 0.9: ${list.join(', ')}`);
      }
      for (const issue of issues) notes.push(`${name}: browser issue ${issue}`);
    }
    console.table(rows);
    for (const note of notes) console.log(note);
    console.log(
      `Medians of ${runs} run${runs === 1 ? '' : 's'} per page, ${new Date().toISOString().slice(0, 16)}Z; ` +
        `CPU slowdown ${calibration.multiplier}x` +
        (forced ? '' : ` from benchmarkIndex ${Math.round(calibration.benchmarkIndex)}`) +
        ` (runs' own index: median ${Math.round(median(indexes))}); load average ${startedLoad} at the start.`,
    );
    console.log(`Lowest median score: ${worst}`);
  } finally {
    await chrome.kill();
    await store?.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

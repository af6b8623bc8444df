#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse 12 (mobile settings, simulated throttling) on the home page, a listing, a search
 * results page and a product page of the built store, in Debian's Chromium. Prints per page the four category
 * scores, the largest contentful paint, total blocking time, layout shift and the JavaScript transferred
 * (docs/product/storefront.md#page-weight).
 * Usage: node scripts/lighthouse.mjs [--url http://host:port] (without --url it starts its own store).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM, ensureBuild, ensureChromium, startStore } from './e2e.mjs';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const ATTEMPTS = 3;

// The storefront's own link builder, so the product page is the canonical URL a shopper follows.
const { productPath } = await tsImport('../packages/shared/src/slug.ts', import.meta.url);

async function firstProductPath(baseUrl) {
  const response = await fetch(`${baseUrl}/api/Product/products?parentcategory=Men&subcategories=T-Shirt&pageSize=1`);
  if (!response.ok) throw new Error(`The store's listing answered ${response.status}: is the catalogue seeded?`);
  const { items } = await response.json();
  if (!items?.length) throw new Error('The store has no Men T-Shirt to open a product page of.');
  return productPath(items[0]);
}

/** Bytes of script the page transferred (compressed, as on the wire), from the network-requests audit. */
function scriptBytes(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/** Lighthouse sometimes misses a navigation's trace (NO_NAVSTART, NO_FCP) in a fresh browser: try again. */
async function audit(url, port, name) {
  let lastError;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories });
      if (!lhr.runtimeError && categories.every((category) => lhr.categories[category]?.score != null)) return lhr;
      lastError = lhr.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : 'a category had no score';
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    console.info(`${name}: ${lastError} (attempt ${attempt} of ${ATTEMPTS})`);
  }
  throw new Error(`${name}: Lighthouse failed ${ATTEMPTS} times (${lastError}).`);
}

async function main() {
  const urlFlag = process.argv.indexOf('--url');
  let baseUrl = urlFlag > 0 ? process.argv[urlFlag + 1] : undefined;
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
  let worst = 100;
  try {
    for (const [name, path] of pages) {
      // A first visit warms the server's response cache, as a real shop's would be.
      await fetch(`${baseUrl}${path}`);
      const lhr = await audit(`${baseUrl}${path}`, chrome.port, name);
      const scores = Object.fromEntries(
        categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
      );
      const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      worst = Math.min(worst, ...Object.values(scores));
      rows.push({
        page: name,
        ...scores,
        'LCP s': Number((metric('largest-contentful-paint') / 1000).toFixed(2)),
        'TBT ms': Math.round(metric('total-blocking-time')),
        CLS: Number(metric('cumulative-layout-shift').toFixed(3)),
        'JS KB': Number((scriptBytes(lhr) / 1024).toFixed(1)),
      });
      const failing = Object.values(lhr.audits)
        .filter(
          (item) =>
            item.score !== null &&
            item.score < 0.9 &&
            item.scoreDisplayMode !== 'informative' &&
            item.scoreDisplayMode !== 'manual',
        )
        .map((item) => `${item.id} (${item.displayValue ?? Math.round(item.score * 100)})`);
      if (failing.length) console.log(`${name}: audits below 0.9: ${failing.join(', ')}`);
      const issues = lhr.audits['inspector-issues']?.details?.items ?? [];
      for (const issue of issues) {
        const where = (issue.subItems?.items ?? []).map((item) => item.url ?? JSON.stringify(item)).slice(0, 3);
        console.log(`${name}: browser issue ${issue.issueType}: ${where.join(' ')}`);
      }
    }
  } finally {
    await chrome.kill();
    await store?.stop();
  }
  console.table(rows);
  console.log(`Lowest score: ${worst}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

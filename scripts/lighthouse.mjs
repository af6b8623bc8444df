#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse 12 (mobile settings, simulated throttling) on the home page, a listing and
 * a product page of the built store, in Debian's Chromium. Prints the four category scores of each page.
 * Usage: node scripts/lighthouse.mjs [--url http://host:port] (without --url it starts its own store).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, ensureBuild, ensureChromium, startStore } from './e2e.mjs';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

async function productPath(baseUrl) {
  const response = await fetch(`${baseUrl}/api/Product/products?parentcategory=Men&subcategories=T-Shirt&pageSize=1`);
  const { items } = await response.json();
  const item = items[0];
  const slug = (text) =>
    text
      .toLowerCase()
      .replace(/ /g, '-')
      .replace(/[^a-z0-9-]/g, '');
  return `/${slug(item.category_name)}/${slug(item.brand_name)}/${slug(item.name)}/${item.product_id}`;
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
    ['product', await productPath(baseUrl)],
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
      // Lighthouse sometimes misses the first navigation's trace (NO_NAVSTART) in a fresh browser: try again.
      let lhr;
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        lhr = (
          await lighthouse(`${baseUrl}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: categories,
          })
        ).lhr;
        if (!lhr.runtimeError) break;
        console.log(`${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (attempt ${attempt})`);
      }
      const scores = Object.fromEntries(
        categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
      );
      worst = Math.min(worst, ...Object.values(scores));
      rows.push({ page: name, path, ...scores });
      const failing = Object.values(lhr.audits)
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 0.9 &&
            audit.scoreDisplayMode !== 'informative' &&
            audit.scoreDisplayMode !== 'manual',
        )
        .map((audit) => `${audit.id} (${audit.displayValue ?? Math.round(audit.score * 100)})`);
      if (failing.length) console.log(`${name}: audits below 0.9: ${failing.join(', ')}`);
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

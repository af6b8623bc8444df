#!/usr/bin/env node
/**
 * `npm run screenshots`: the home page of the built store at a phone size and a desktop size, as the README shows
 * it. Builds when the sources are newer than the build and starts the store on a free port with a fresh data folder
 * (PGlite, demo catalogue), as `npm run e2e` does, then opens the home page in Debian's Chromium, waits until the
 * pictures in view are loaded and the fonts are ready, and writes docs/screenshots/home-phone.png and
 * docs/screenshots/home-desktop.png (the viewport only, so each stays a few hundred KB).
 * Usage: node scripts/screenshots.mjs [--url http://host:port] (without --url it starts its own store).
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, ensureBuild, ensureChromium, startStore } from './e2e.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputDir = path.join(root, 'docs/screenshots');

const sizes = [
  { name: 'home-phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  {
    name: 'home-desktop',
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
  },
];

/** True once every picture that shows in the viewport has loaded (lazy ones below it are left alone). */
function picturesInViewLoaded() {
  const inView = (element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.top < innerHeight &&
      box.right > 0 &&
      box.left < innerWidth
    );
  };
  const images = [...document.images].filter(inView);
  return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0);
}

async function capture(browser, baseUrl, size) {
  const { name, ...options } = size;
  const context = await browser.newContext({ ...options, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    // The app loads after the page's largest picture is painted, then hydrates and fetches the signed-out state.
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(picturesInViewLoaded, undefined, { timeout: 30_000 });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    if (problems.length > 0) throw new Error(`${name}: the page failed: ${problems.join('; ')}`);
    const file = path.join(outputDir, `${name}.png`);
    await page.screenshot({ path: file, fullPage: false });
    console.info(
      `${path.relative(root, file)}: ${size.viewport.width}x${size.viewport.height}, ${Math.round(statSync(file).size / 1024)} KB`,
    );
  } finally {
    await context.close();
  }
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
  mkdirSync(outputDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    for (const size of sizes) await capture(browser, baseUrl, size);
  } finally {
    await browser.close();
    await store?.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

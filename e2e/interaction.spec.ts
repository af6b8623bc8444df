import { expect, test } from './fixtures';

/**
 * A tap answers within a frame (docs/product/storefront.md#page-weight): on a phone, once the product page the server
 * rendered has been hydrated, a tap on a size and on `Add to Cart` is handled and painted. The browser measures each
 * interaction with the Event Timing API; the figures are reported (an annotation and a line of output), not asserted:
 * timings depend on the machine. What is asserted is that the taps were observed and that the page answered them.
 */

interface Timing {
  name: string;
  interactionId: number;
  /** From the input to the next paint, in ms (the browser rounds it to 8 ms). */
  duration: number;
  /** From the input to its handlers starting (the main thread was busy), in ms. */
  delay: number;
  /** The handlers' own time, in ms. */
  processing: number;
}

declare global {
  interface Window {
    __interactions?: Timing[];
  }
  /** Event Timing fields newer than TypeScript's DOM library. */
  interface PerformanceEventTiming {
    readonly interactionId?: number;
  }
  interface PerformanceObserverInit {
    durationThreshold?: number;
  }
}

test.describe('a tap on the product page @phone', () => {
  test('choosing a size and Add to Cart are handled at once after hydration (Event Timing figures)', async ({
    page,
    sizedProduct,
  }, testInfo) => {
    // Recorded from the page's start: every event entry of 16 ms or more, and the first input whatever its length.
    await page.addInitScript(() => {
      const seen: Timing[] = [];
      window.__interactions = seen;
      const record = (list: PerformanceObserverEntryList) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          seen.push({
            name: entry.name,
            interactionId: entry.interactionId ?? 0,
            duration: entry.duration,
            delay: entry.processingStart - entry.startTime,
            processing: entry.processingEnd - entry.processingStart,
          });
        }
      };
      new PerformanceObserver(record).observe({ type: 'event', durationThreshold: 16, buffered: true });
      new PerformanceObserver(record).observe({ type: 'first-input', buffered: true });
    });

    const { product, sizes } = sizedProduct;
    // A fresh load of the page the server rendered; the fixture's goto waits for hydration.
    await page.goto(`/t-shirt/brand/item/${product.product_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name);

    const size = page.getByRole('radio', { name: `Size ${sizes[0]!.size}`, exact: true }).first();
    await size.tap();
    await expect(size).toBeChecked();

    await page.getByRole('button', { name: 'Add to Cart' }).tap();
    await expect(page.getByText('Item added to cart Successfully!')).toBeVisible();
    await expect(page.getByTestId('bag-count')).toHaveText('1');

    // The browser reports the entries once the frame after each tap has painted.
    await expect.poll(() => page.evaluate(() => window.__interactions!.length)).toBeGreaterThan(0);
    const timings = (await page.evaluate(() => window.__interactions!)).filter((entry) => entry.interactionId > 0);
    // The browser numbers interactions in order: the size's tap, then Add to Cart's. The first input is always
    // reported (first-input), so the size's tap was observed whatever its length.
    const [sizeId, addId] = [...new Set(timings.map((entry) => entry.interactionId))].sort((a, b) => a - b);
    expect(sizeId, 'the browser observed the tap on the size').toBeDefined();
    const longest = (id: number | undefined) =>
      timings
        .filter((entry) => entry.interactionId === id)
        .reduce<Timing | null>((worst, entry) => (worst && worst.duration >= entry.duration ? worst : entry), null);
    const sizeTap = longest(sizeId);
    const addTap = longest(addId);

    const describe = (label: string, entry: Timing | null) =>
      entry
        ? `${label} ${Math.round(entry.duration)} ms (input delay ${Math.round(entry.delay)} ms, handlers ${Math.round(
            entry.processing,
          )} ms, ${entry.name})`
        : `${label} under 16 ms (below the Event Timing threshold)`;
    const figure = `${describe('size tap', sizeTap)}; ${describe('Add to Cart', addTap)}`;
    testInfo.annotations.push({ type: 'interaction to next paint', description: figure });
    console.log(`Interaction to next paint on the product page (phone): ${figure}`);
  });
});

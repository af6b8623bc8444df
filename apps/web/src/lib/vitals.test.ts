import { describe, expect, it } from 'vitest';
import { vitalsReport } from '@store/shared/schemas/vitals';
import type { VitalPageType } from '@store/shared/vitals';
import { createVitalsBatch } from './vitals';

/** A fake sendBeacon that keeps what was sent, and the page the visitor is on. */
function setUp() {
  const sent: unknown[] = [];
  let page: VitalPageType = 'product';
  const batch = createVitalsBatch(
    (body) => sent.push(JSON.parse(body)),
    () => page,
  );
  return { sent, batch, goTo: (next: VitalPageType) => (page = next) };
}

describe('createVitalsBatch', () => {
  it('sends nothing until flushed, then one report the API accepts', () => {
    const { sent, batch } = setUp();
    batch.add({ name: 'TTFB', value: 210.4 });
    batch.add({ name: 'FCP', value: 980 });
    batch.add({ name: 'LCP', value: 1640.123456 });
    expect(sent).toEqual([]);
    batch.flush();
    expect(sent).toEqual([
      {
        page: 'product',
        metrics: [
          { name: 'TTFB', value: 210.4 },
          { name: 'FCP', value: 980 },
          { name: 'LCP', value: 1640.1235 },
        ],
      },
    ]);
    expect(vitalsReport.safeParse(sent[0]).success).toBe(true);
  });

  it('keeps only the latest value of a metric, so a report never has more than five', () => {
    const { sent, batch } = setUp();
    for (const value of [0.01, 0.05, 0.12]) batch.add({ name: 'CLS', value });
    for (const name of ['LCP', 'INP', 'FCP', 'TTFB'] as const) batch.add({ name, value: 100 });
    batch.add({ name: 'INP', value: 260 });
    batch.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      page: 'product',
      metrics: [
        { name: 'CLS', value: 0.12 },
        { name: 'LCP', value: 100 },
        { name: 'INP', value: 260 },
        { name: 'FCP', value: 100 },
        { name: 'TTFB', value: 100 },
      ],
    });
  });

  it('files each metric under the page the visitor is on when it is reported', () => {
    const { sent, batch, goTo } = setUp();
    batch.add({ name: 'LCP', value: 1200 });
    goTo('listing');
    batch.add({ name: 'INP', value: 90 });
    batch.flush();
    expect(sent).toEqual([
      { page: 'product', metrics: [{ name: 'LCP', value: 1200 }] },
      { page: 'listing', metrics: [{ name: 'INP', value: 90 }] },
    ]);
  });

  it('empties on flush, so a later flush sends only what came after', () => {
    const { sent, batch } = setUp();
    batch.add({ name: 'LCP', value: 1200 });
    batch.flush();
    batch.flush();
    expect(sent).toHaveLength(1);
    batch.add({ name: 'CLS', value: 0.3 });
    batch.flush();
    expect(sent).toEqual([
      { page: 'product', metrics: [{ name: 'LCP', value: 1200 }] },
      { page: 'product', metrics: [{ name: 'CLS', value: 0.3 }] },
    ]);
  });

  it('drops values the API would refuse instead of losing the whole report', () => {
    const { sent, batch } = setUp();
    batch.add({ name: 'LCP', value: 130_000 });
    batch.add({ name: 'CLS', value: -1 });
    batch.add({ name: 'INP', value: Number.NaN });
    batch.add({ name: 'FCP', value: 800 });
    expect(batch.size).toBe(1);
    batch.flush();
    expect(sent).toEqual([{ page: 'product', metrics: [{ name: 'FCP', value: 800 }] }]);
  });
});

import { describe, expect, it } from 'vitest';
import { vitalsReport } from './schemas/vitals.ts';
import { pageTypeOf, vitalRating } from './vitals.ts';

describe('pageTypeOf', () => {
  it('knows the home page', () => {
    expect(pageTypeOf('/')).toBe('home');
    expect(pageTypeOf('')).toBe('home');
  });

  it('knows the landing pages in any case', () => {
    expect(pageTypeOf('/men')).toBe('landing');
    expect(pageTypeOf('/Women')).toBe('landing');
    expect(pageTypeOf('/KIDS/')).toBe('landing');
  });

  it('knows a subcategory listing', () => {
    expect(pageTypeOf('/men/shirts')).toBe('listing');
    expect(pageTypeOf('/Kids/T-Shirts')).toBe('listing');
    expect(pageTypeOf('/shoes/shirts')).toBe('other');
  });

  it('knows the search results', () => {
    expect(pageTypeOf('/Search')).toBe('search');
    expect(pageTypeOf('/search')).toBe('search');
    expect(pageTypeOf('/Search/more')).toBe('other');
  });

  it('knows a product page by its four segments and numeric id', () => {
    expect(pageTypeOf('/shirts/loom/linen-shirt/42')).toBe('product');
    expect(pageTypeOf('/men/loom/linen-shirt/7/')).toBe('product');
    expect(pageTypeOf('/shirts/loom/linen-shirt/abc')).toBe('other');
    expect(pageTypeOf('/shirts/loom/42')).toBe('other');
    expect(pageTypeOf('/a/shirts/loom/linen-shirt/42')).toBe('other');
  });

  it('calls everything else other', () => {
    expect(pageTypeOf('/Cart')).toBe('other');
    expect(pageTypeOf('/Dashboard')).toBe('other');
    expect(pageTypeOf('/OrderDetails/12')).toBe('other');
    expect(pageTypeOf('/menswear')).toBe('other');
  });
});

describe('vitalsReport', () => {
  const parse = (body: unknown) => vitalsReport.safeParse(body);
  const message = (body: unknown) => parse(body).error?.issues[0]?.message;

  it('accepts a page type and up to five metrics', () => {
    const body = {
      page: 'product',
      metrics: [
        { name: 'LCP', value: 1234.5 },
        { name: 'INP', value: 80 },
        { name: 'CLS', value: 0.02 },
        { name: 'FCP', value: 900 },
        { name: 'TTFB', value: 0 },
      ],
    };
    expect(parse(body).data).toEqual(body);
  });

  it('refuses an unknown metric or page type', () => {
    expect(message({ page: 'product', metrics: [{ name: 'FID', value: 10 }] })).toBe(
      'Metric name must be one of LCP, INP, CLS, FCP, TTFB.',
    );
    expect(message({ page: 'checkout', metrics: [{ name: 'LCP', value: 10 }] })).toBe(
      'Page must be one of home, landing, listing, search, product, other.',
    );
  });

  it('refuses negative, non-finite and huge values', () => {
    expect(message({ page: 'home', metrics: [{ name: 'LCP', value: -1 }] })).toBe('Metric value cannot be negative.');
    expect(parse({ page: 'home', metrics: [{ name: 'LCP', value: Infinity }] }).success).toBe(false);
    expect(parse({ page: 'home', metrics: [{ name: 'LCP', value: Number.NaN }] }).success).toBe(false);
    expect(message({ page: 'home', metrics: [{ name: 'LCP', value: 120_001 }] })).toBe(
      'LCP can be at most 120000 milliseconds.',
    );
    expect(parse({ page: 'home', metrics: [{ name: 'LCP', value: 120_000 }] }).success).toBe(true);
    expect(message({ page: 'home', metrics: [{ name: 'CLS', value: 100.5 }] })).toBe('CLS can be at most 100.');
    expect(message({ page: 'home', metrics: [{ name: 'INP', value: '80' }] })).toBe('Metric value must be a number.');
  });

  it('refuses no metrics and more than five', () => {
    expect(message({ page: 'home', metrics: [] })).toBe('Send at least one metric.');
    const six = Array.from({ length: 6 }, () => ({ name: 'LCP', value: 1 }));
    expect(message({ page: 'home', metrics: six })).toBe('Send at most 5 metrics at once.');
  });
});

describe('vitalRating', () => {
  it("uses Google's thresholds, the bound itself still on the better side", () => {
    expect(vitalRating('LCP', 2500)).toBe('good');
    expect(vitalRating('LCP', 2501)).toBe('needs-improvement');
    expect(vitalRating('LCP', 4000)).toBe('needs-improvement');
    expect(vitalRating('LCP', 4001)).toBe('poor');
    expect(vitalRating('INP', 200)).toBe('good');
    expect(vitalRating('INP', 501)).toBe('poor');
    expect(vitalRating('CLS', 0.1)).toBe('good');
    expect(vitalRating('CLS', 0.2)).toBe('needs-improvement');
    expect(vitalRating('CLS', 0.26)).toBe('poor');
  });
});

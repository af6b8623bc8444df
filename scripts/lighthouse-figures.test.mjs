import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, figuresOf, lcpElementOf, median, medianFigures, tableRow } from './lighthouse-figures.mjs';

describe('the CPU slowdown calibrated to the host', () => {
  it("follows Lighthouse's calculator at its stated points", () => {
    // The calculator's own comments: 2000 = 6x, 1766 = 5x, 1533 = 4x, 1300 = 3x, 800 = 2x, 150 = 1x.
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
    expect(cpuSlowdownFor(1766)).toBeCloseTo(5, 1);
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 1);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(150)).toBe(1);
  });

  it('is linear between them and continuous at the joins', () => {
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5, 5);
    expect(cpuSlowdownFor(475)).toBeCloseTo(1.5, 5);
    expect(cpuSlowdownFor(1299.999)).toBeCloseTo(3, 3);
    expect(cpuSlowdownFor(799.999)).toBeCloseTo(2, 3);
  });

  it('refuses a host too slow to model the phone, and a missing index', () => {
    expect(cpuSlowdownFor(149)).toBeNull();
    expect(cpuSlowdownFor(undefined)).toBeNull();
    expect(cpuSlowdownFor(Number.NaN)).toBeNull();
  });
});

describe('medians', () => {
  it('takes the middle value, the mean of the middle two for an even count, and skips what is not a number', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([95, 100, 82])).toBe(95);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7, Number.NaN, undefined, 5, 6])).toBe(6);
    expect(median([])).toBeNaN();
  });

  it('of every figure over the runs of a page', () => {
    expect(
      medianFigures([
        { tbtMs: 300, cls: 0 },
        { tbtMs: 80, cls: 0 },
        { tbtMs: 120, cls: 0.1 },
      ]),
    ).toEqual({
      tbtMs: 120,
      cls: 0,
    });
  });
});

/** The parts of a Lighthouse report the figures are read from. */
const report = {
  categories: {
    performance: { score: 0.97 },
    accessibility: { score: 1 },
    'best-practices': { score: 1 },
    seo: { score: 1 },
  },
  audits: {
    'first-contentful-paint': { numericValue: 900 },
    'largest-contentful-paint': { numericValue: 1234 },
    'total-blocking-time': { numericValue: 87.4 },
    'cumulative-layout-shift': { numericValue: 0 },
    'mainthread-work-breakdown': { numericValue: 1520 },
    'network-requests': {
      details: {
        items: [
          { resourceType: 'Document', transferSize: 9000 },
          { resourceType: 'Script', transferSize: 2048 },
          { resourceType: 'Script', transferSize: 1024 },
          { resourceType: 'Stylesheet', transferSize: 7000 },
        ],
      },
    },
    'largest-contentful-paint-element': {
      details: { items: [{ items: [{ node: { nodeLabel: 'Sign in to\n  your account' } }] }] },
    },
  },
  environment: { benchmarkIndex: 1410 },
};

describe('the figures of one run', () => {
  it('reads the scores, the metrics and only the scripts of the load', () => {
    expect(figuresOf(report)).toEqual({
      performance: 97,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
      fcpMs: 900,
      lcpMs: 1234,
      tbtMs: 87.4,
      cls: 0,
      mainThreadMs: 1520,
      jsFiles: 2,
      jsBytes: 3072,
      benchmarkIndex: 1410,
    });
    expect(lcpElementOf(report)).toBe('Sign in to your account');
    expect(lcpElementOf({ audits: {} })).toBe('');
  });

  it('prints seconds, milliseconds and KB', () => {
    expect(tableRow('home', figuresOf(report))).toEqual({
      page: 'home',
      performance: 97,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
      'FCP s': 0.9,
      'LCP s': 1.23,
      'TBT ms': 87,
      CLS: 0,
      'main thread s': 1.52,
      'JS files': 2,
      'JS KB': 3,
    });
  });
});

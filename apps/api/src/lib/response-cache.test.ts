import { describe, expect, it } from 'vitest';
import { requestKey } from './cached-response.ts';
import { productTag, productTags, ResponseCache, SALES_ORDER_TAG } from './response-cache.ts';

/** A computation the test finishes when it wants, counting how often it was started. */
function gate<T>(value: T) {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  const state = { runs: 0, release };
  const compute = async () => {
    state.runs++;
    await opened;
    return value;
  };
  return { state, compute };
}

const page = (...ids: number[]) => ({ items: ids.map((product_id) => ({ product_id, name: `P${product_id}` })) });

describe('response cache', () => {
  it('keys a request by route, params and parsed query: key order and repeated-value order do not matter', () => {
    const a = requestKey('/api/Product/products', {}, { brand: ['Zed', 'Alpha'], pagenumber: 1, sort: undefined });
    const b = requestKey('/api/Product/products', {}, { pagenumber: 1, brand: ['Alpha', 'Zed'] });
    expect(a).toBe(b);
    expect(requestKey('/api/Product/:id', { id: 1 }, {})).not.toBe(requestKey('/api/Product/:id', { id: 2 }, {}));
  });

  it('finds every product a body shows, at any depth', () => {
    const tags = productTags({ items: [{ product_id: 3, variations: [{ product_id: 3 }] }, { product_id: 9 }] });
    expect([...tags].sort()).toEqual(['product:3', 'product:9']);
  });

  it('shares one computation between identical misses in flight', async () => {
    const cache = new ResponseCache(1024 * 1024);
    const { state, compute } = gate(page(1));
    const answers = Array.from({ length: 20 }, () => cache.getOrCompute('k', compute));
    state.release();
    const bodies = new Set((await Promise.all(answers)).map((entry) => entry.body));
    expect(state.runs).toBe(1);
    expect(bodies.size).toBe(1);
    expect(cache.size).toBe(1);
    await cache.getOrCompute('k', compute);
    expect(state.runs).toBe(1);
  });

  it('keeps the bytes it holds under its bound, evicting the least recently used', async () => {
    const cache = new ResponseCache(10_000);
    const body = { text: 'x'.repeat(1000) };
    for (let index = 0; index < 50; index++) await cache.getOrCompute(`key-${index}`, async () => body);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBeGreaterThan(5);
    expect(cache.size).toBeLessThan(10);
    expect(cache.peek('key-49')).toBeDefined();
    expect(cache.peek('key-0')).toBeUndefined();
    // A body larger than the whole bound is answered but never stored.
    const huge = await cache.getOrCompute('huge', async () => ({ text: 'y'.repeat(20_000) }));
    expect(huge.body.length).toBeGreaterThan(20_000);
    expect(cache.peek('huge')).toBeUndefined();
  });

  it('stores nothing and shares nothing when turned off (CACHE_MAX_MB=0)', async () => {
    const cache = new ResponseCache(0);
    let runs = 0;
    await cache.getOrCompute('k', async () => ++runs);
    await cache.getOrCompute('k', async () => ++runs);
    expect(runs).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('drops only the responses showing the invalidated products, and marks those ordered by sales stale', async () => {
    const cache = new ResponseCache(1024 * 1024);
    await cache.getOrCompute('product A', async () => ({ product_id: 1 }));
    await cache.getOrCompute('product B', async () => ({ product_id: 2 }));
    await cache.getOrCompute('listing with A', async () => page(1, 2), ['listing']);
    await cache.getOrCompute('listing without A', async () => page(2, 3), ['listing']);
    await cache.getOrCompute('popular', async () => page(2), ['listing', SALES_ORDER_TAG]);
    await cache.getOrCompute('brands', async () => [{ brand_id: 1 }], ['taxonomy']);
    cache.invalidate([productTag(1), SALES_ORDER_TAG]);
    expect(cache.peek('product A')).toBeUndefined();
    expect(cache.peek('listing with A')).toBeUndefined();
    expect(cache.peekFresh('popular')).toBeUndefined();
    expect(cache.peek('popular')?.stale).toBe(true);
    expect(cache.peek('product B')).toBeDefined();
    expect(cache.peek('listing without A')).toBeDefined();
    expect(cache.peek('brands')).toBeDefined();
  });

  it('answers a response ordered by sales while its next version is computed, once, after units sold moved', async () => {
    const cache = new ResponseCache(1024 * 1024);
    const before = await cache.getOrCompute('popular', async () => page(1, 2), [SALES_ORDER_TAG]);
    cache.invalidate([SALES_ORDER_TAG]);
    let runs = 0;
    let finish!: () => void;
    const reorder = () =>
      new Promise<unknown>((resolve) => {
        runs++;
        finish = () => resolve(page(2, 1));
      });
    // Readers get the stale order at once, and only one computation starts for all of them.
    expect(await cache.getOrCompute('popular', reorder, [SALES_ORDER_TAG])).toBe(before);
    expect(await cache.getOrCompute('popular', reorder, [SALES_ORDER_TAG])).toBe(before);
    expect(runs).toBe(1);
    expect(cache.misses).toBe(1);
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    const after = cache.peekFresh('popular');
    expect(after?.body).toContain('"product_id":2,"name":"P2"},{"product_id":1');
    expect(after?.stale).toBeFalsy();
    // A change of a product it shows still drops it at once.
    cache.invalidate([SALES_ORDER_TAG]);
    cache.invalidate([productTag(1)]);
    expect(cache.peek('popular')).toBeUndefined();
    expect(Object.fromEntries(cache.dropped)).toEqual({ 'sales-order': 2, product: 1 });
  });

  it('keeps a stale response when its next version fails, and tries again on the next read', async () => {
    const cache = new ResponseCache(1024 * 1024);
    const before = await cache.getOrCompute('popular', async () => page(1), [SALES_ORDER_TAG]);
    cache.invalidate([SALES_ORDER_TAG]);
    let runs = 0;
    const failing = async () => {
      runs++;
      throw new Error('database gone');
    };
    expect(await cache.getOrCompute('popular', failing, [SALES_ORDER_TAG])).toBe(before);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.getOrCompute('popular', failing, [SALES_ORDER_TAG])).toBe(before);
    expect(runs).toBe(2);
  });

  it('finds what to drop through an index of tags that follows entries as they are evicted, dropped and cleared', async () => {
    const cache = new ResponseCache(3_000);
    const shows = (id: number) => async () => ({ product_id: id, text: 'x'.repeat(900) });
    for (let id = 1; id <= 6; id++) await cache.getOrCompute(`page ${id}`, shows(id));
    expect(cache.peek('page 1')).toBeUndefined();
    // One tag per stored page: the evicted pages' tags left the index with them.
    expect(cache.tagCount).toBe(cache.size);
    cache.invalidate(['product:6']);
    expect(cache.peek('page 6')).toBeUndefined();
    // The same key stored again, now showing product 7: only product 7's change drops it.
    await cache.getOrCompute('page 6', shows(7));
    cache.invalidate(['product:6']);
    expect(cache.peek('page 6')).toBeDefined();
    expect(cache.peek('page 5')).toBeDefined();
    cache.invalidate(['product:7']);
    expect(cache.peek('page 6')).toBeUndefined();
    expect(cache.peek('page 5')).toBeDefined();
    const held = cache.size;
    cache.clear();
    expect(cache.tagCount).toBe(0);
    // Each drop counted once, by why (catalogue_cache_dropped_total).
    expect(Object.fromEntries(cache.dropped)).toEqual({ evicted: 3, product: 2, cleared: held });
  });

  it('does not store a read that began before an invalidation of what it shows, nor hand it to later requests', async () => {
    const cache = new ResponseCache(1024 * 1024);
    const stale = gate({ product_id: 1, stock: 5 });
    const unrelated = gate({ product_id: 2, stock: 7 });
    const early = cache.getOrCompute('product A', stale.compute);
    const other = cache.getOrCompute('product B', unrelated.compute);
    cache.invalidate([productTag(1), SALES_ORDER_TAG]);
    // A request after the invalidation starts its own read instead of joining the stale one.
    const late = cache.getOrCompute('product A', async () => ({ product_id: 1, stock: 4 }));
    stale.state.release();
    unrelated.state.release();
    expect(JSON.parse((await early).body)).toEqual({ product_id: 1, stock: 5 });
    expect(JSON.parse((await late).body)).toEqual({ product_id: 1, stock: 4 });
    await other;
    expect(JSON.parse(cache.peek('product A')!.body)).toEqual({ product_id: 1, stock: 4 });
    // Product B's read was in flight too, but shows nothing that changed: it is kept.
    expect(JSON.parse(cache.peek('product B')!.body)).toEqual({ product_id: 2, stock: 7 });
  });

  it('does not store any read that began before a clear', async () => {
    const cache = new ResponseCache(1024 * 1024);
    let cleared = 0;
    cache.onClear(() => cleared++);
    const slow = gate([{ brand_id: 1 }]);
    const read = cache.getOrCompute('brands', slow.compute, ['taxonomy']);
    cache.clear();
    slow.state.release();
    await read;
    expect(cache.peek('brands')).toBeUndefined();
    expect(cleared).toBe(1);
  });
});

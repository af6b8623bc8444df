import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { TextBody, type CachedResponse, type ComputedText } from './cached-response.ts';

/** The tag of every stored response that shows product `id`. */
export const productTag = (id: number) => `product:${id}`;
/**
 * The tag of every stored response that shows size (variation) `id` with its stock: its product's page. Listings
 * show no sizes, so a size's stock moving while it stays in stock keeps them (docs/decisions/001-catalogue-response-cache.md#what-each-change-drops).
 */
export const variationTag = (id: number) => `variation:${id}`;
/** Responses showing a product of category `id`, or listing category `id` (docs/decisions/001-catalogue-response-cache.md#tags). */
export const categoryTag = (id: number) => `category:${id}`;
/** Responses showing a product of brand `id`, or listing brand `id`. */
export const brandTag = (id: number) => `brand:${id}`;
/** Responses showing a product of collection (parent category) `id`, or listings filtered by it. */
export const collectionTag = (id: number) => `collection:${id}`;
/**
 * Listings filtered by collection `id` (`?parentCategory=3`). Kept apart from `collection:{id}` (responses showing a
 * product of the collection) so that a product write drops the listings it may enter or leave, not every response
 * showing a neighbour.
 */
export const collectionListTag = (id: number) => `collection-list:${id}`;
/** An attribute's name is shown on the product pages whose variations use it. */
export const attributeTag = (id: number) => `attribute:${id}`;
/**
 * Listings filtered by name (the filters match names, not ids): a category's slug, a brand's or collection's name in
 * lower case. A write names the old and the new name, so a listing of a name that matched nothing before goes too.
 */
export const categoryNameTag = (slug: string) => `category-name:${slug}`;
export const brandNameTag = (name: string) => `brand-name:${name.toLowerCase()}`;
export const collectionNameTag = (name: string) => `collection-name:${name.toLowerCase()}`;
/** Listings without a category, brand or collection filter: any product write may change them. */
export const ALL_PRODUCTS_TAG = 'all-products';
/**
 * The store's public details and policy figures (GET /api/store) and so every rendered page, whose footer shows them:
 * a Store Settings save or a delivery table change drops them (docs/product/legal.md#store-settings).
 */
export const STORE_TAG = 'store';
/** Responses whose order follows units sold (popularity sort, relevance ties, suggestions). */
export const SALES_ORDER_TAG = 'sales-order';
/**
 * What a committed change did to stock and sales (docs/decisions/001-catalogue-response-cache.md#what-each-change-drops).
 */
export interface StockChange {
  /**
   * Products whose own stock changed (listings show it), or whose availability may have (a size ran out or came
   * back): every response showing them goes.
   */
  products?: readonly number[];
  /** Sizes whose stock moved and that still have some: only the responses showing the size go (its product's page). */
  variations?: readonly number[];
}

/**
 * Responses that count sizes in stock (the facets, listings filtered by size): a size running out or coming back
 * (a product in `StockChange.products`) drops them (docs/product/storefront.md#filters).
 */
export const SIZE_STOCK_TAG = 'size-stock';

/** Product listings, search results and suggestions. */
export const LISTING_TAG = 'listing';
/**
 * Search results and suggestions: full text over product, brand, category and collection names, so any catalogue
 * write may change them; dropping them also drops the search vocabulary (onClear listeners).
 */
export const SEARCH_TAG = 'search';
/** Collections, categories, brands and attributes. */
export const TAXONOMY_TAG = 'taxonomy';

/** sendCached options of collection, category, brand and attribute reads. */
export const taxonomy = { tags: [TAXONOMY_TAG] } as const;

/**
 * Tags of a page of products: its order follows units sold when sorted by popularity, or by relevance (ties go
 * to the best seller), as a search without a sort is.
 */
export function listingTags(sort: string | undefined, ranked = false): string[] {
  return sort === 'popularity' || (ranked && !sort) ? [LISTING_TAG, SALES_ORDER_TAG] : [LISTING_TAG];
}

/** What a listing is filtered by, as the route's parsed query gives it. */
export interface ListingScope {
  /** A collection: its id as digits, or its name. */
  parent?: string | undefined;
  /** Category slugs (as `slugParam` makes them). */
  categories?: readonly string[] | undefined;
  brands?: readonly string[] | undefined;
}

/**
 * The tags of a listing's filter, besides those of the products it shows: a product entering or leaving it changes
 * its count even when the product is not on the page, and the product's write names these tags
 * (docs/decisions/001-catalogue-response-cache.md#tags).
 */
export function scopeTags(scope: ListingScope): string[] {
  const tags: string[] = [];
  if (scope.parent) {
    tags.push(/^\d+$/.test(scope.parent) ? collectionListTag(Number(scope.parent)) : collectionNameTag(scope.parent));
  }
  for (const slug of scope.categories ?? []) tags.push(categoryNameTag(slug));
  for (const name of scope.brands ?? []) tags.push(brandNameTag(name));
  return tags.length > 0 ? tags : [ALL_PRODUCTS_TAG];
}

const idTags: Record<string, (id: number) => string> = {
  product_id: productTag,
  productvariation_id: variationTag,
  category_id: categoryTag,
  brand_id: brandTag,
  parentcategory_id: collectionTag,
  attribute_id: attributeTag,
};

/** Every product, category, brand, collection and attribute id anywhere in a response body, as tags. */
export function productTags(value: unknown, tags = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) productTags(item, tags);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const tagOf = typeof item === 'number' ? idTags[key] : undefined;
      if (tagOf) tags.add(tagOf(item as number));
      else if (typeof item === 'object') productTags(item, tags);
    }
  }
  return tags;
}

/**
 * Serialized catalogue responses keyed by the validated request, bounded in bytes
 * (docs/decisions/001-catalogue-response-cache.md). Identical misses in flight share one computation. A catalogue
 * write or a stock change invalidates only the responses carrying its tags (docs/decisions/001-catalogue-response-cache.md#what-each-change-drops);
 * clear() is kept for changes too large to name. A read that
 * started before a clear, or before an invalidation of one of its tags, is not stored, so a slow read cannot put
 * stale data back.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, CachedResponse> | undefined;
  /**
   * The keys of the stored responses carrying each tag, kept as entries come and go (stored, replaced, evicted,
   * dropped), so an invalidation visits only the entries it drops: an order's stock change costs the same with ten
   * or ten thousand answers stored.
   */
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly inFlight = new Map<string, Promise<CachedResponse>>();
  private readonly clearListeners: Array<() => void> = [];
  /** Each clear or invalidation takes the next number; a read remembers the number it started at. */
  private sequence = 0;
  private clearedAt = 0;
  private readonly invalidatedAt = new Map<string, number>();
  private running = 0;
  /** Reads answered from a stored response, and reads that found none (docs/product/api.md#system metrics). */
  hits = 0;
  misses = 0;
  /**
   * Stored responses dropped, by why: the kind of the first dropped tag they carried (`product`, `variation`,
   * `sales-order`, `category`, …), `cleared` (every response at once) or `evicted` (the size bound).
   */
  readonly dropped = new Map<string, number>();

  constructor(maxBytes: number) {
    this.entries =
      maxBytes >= 1
        ? new LRUCache({
            maxSize: Math.floor(maxBytes),
            sizeCalculation: (entry, key) => Buffer.byteLength(entry.body) + key.length,
            dispose: (entry, key, reason) => {
              this.unindex(key, entry);
              if (reason === 'evict') this.countDropped('evicted', 1);
            },
          })
        : undefined;
  }

  get enabled(): boolean {
    return this.entries !== undefined;
  }

  /** The stored response for a key, without computing one; finding one counts as a hit. */
  peek(key: string): CachedResponse | undefined {
    const entry = this.entries?.get(key);
    if (entry) this.hits++;
    return entry;
  }

  /**
   * As peek, but a stale response is not answered (nor counted): only the route, which can compute its next version,
   * answers it (the fast path of a hit).
   */
  peekFresh(key: string): CachedResponse | undefined {
    const entry = this.entries?.get(key);
    if (!entry || entry.stale) return undefined;
    this.hits++;
    return entry;
  }

  /**
   * The stored response, or the one being computed for the same key, or a new computation. `tags`, and those
   * `bodyTags` reads from the computed body, are added to the product tags found in the body.
   */
  getOrCompute(
    key: string,
    compute: () => Promise<unknown>,
    tags: readonly string[] = [],
    bodyTags?: (body: unknown) => readonly string[],
  ): Promise<CachedResponse> {
    return this.lookup(key, async () => {
      const body = await compute();
      return { entry: responseOf(body, bodyTags ? [...tags, ...bodyTags(body)] : tags), storable: true };
    });
  }

  /** As getOrCompute, for a text that names its own tags (a rendered page). */
  getOrComputeText(key: string, compute: () => Promise<ComputedText>): Promise<CachedResponse> {
    return this.lookup(key, async () => {
      const { body, type, tags, status, storable } = await compute();
      return { entry: { body, etag: etagOf(body), tags: new Set(tags), type, status }, storable };
    });
  }

  /** The stored response for a key, without counting a hit or refreshing it. */
  stored(key: string): CachedResponse | undefined {
    return this.entries?.peek(key);
  }

  private lookup(
    key: string,
    produce: () => Promise<{ entry: CachedResponse; storable: boolean }>,
  ): Promise<CachedResponse> {
    const hit = this.peek(key);
    if (hit) {
      // Answered as it is; its next version replaces it when ready (a failure keeps it, stale, for the next read).
      if (hit.stale && !this.inFlight.has(key)) this.compute(key, produce).catch(() => undefined);
      return Promise.resolve(hit);
    }
    this.misses++;
    if (!this.entries) return produce().then(({ entry }) => entry);
    return this.inFlight.get(key) ?? this.compute(key, produce);
  }

  private compute(key: string, produce: () => Promise<{ entry: CachedResponse; storable: boolean }>) {
    const promise = this.computeAndStore(key, produce).finally(() => {
      if (this.inFlight.get(key) === promise) this.inFlight.delete(key);
      if (--this.running === 0) this.invalidatedAt.clear();
    });
    this.running++;
    this.inFlight.set(key, promise);
    return promise;
  }

  private async computeAndStore(key: string, produce: () => Promise<{ entry: CachedResponse; storable: boolean }>) {
    const startedAt = this.sequence;
    const { entry, storable } = await produce();
    if (storable && !this.changedSince(startedAt, entry.tags) && this.entries) {
      this.entries.set(key, entry);
      // A response too large for the bound is not stored at all (and is not indexed).
      if (this.entries.peek(key) === entry) this.index(key, entry);
    }
    return entry;
  }

  private index(key: string, entry: CachedResponse): void {
    for (const tag of entry.tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private unindex(key: string, entry: CachedResponse): void {
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      if (keys?.delete(key) && keys.size === 0) this.keysByTag.delete(tag);
    }
  }

  private changedSince(startedAt: number, tags: ReadonlySet<string>): boolean {
    if (this.clearedAt > startedAt) return true;
    for (const tag of tags) if ((this.invalidatedAt.get(tag) ?? 0) > startedAt) return true;
    return false;
  }

  private countDropped(reason: string, count: number): void {
    if (count > 0) this.dropped.set(reason, (this.dropped.get(reason) ?? 0) + count);
  }

  /** Drops every response (a catalogue write). */
  clear(): void {
    this.clearedAt = ++this.sequence;
    this.inFlight.clear();
    this.countDropped('cleared', this.size);
    this.entries?.clear();
    for (const listener of this.clearListeners) listener();
  }

  /**
   * Drops the responses carrying any of the tags; reads in flight are not shared with later requests. Responses
   * named only by `sales-order` stay and are answered while their next version is computed: a sale changes their
   * order, and recomputing a quarter of the cache at once would hold readers for nothing.
   */
  invalidate(tags: Iterable<string>): void {
    const dropped = new Set(tags);
    if (dropped.size === 0) return;
    const at = ++this.sequence;
    for (const tag of dropped) this.invalidatedAt.set(tag, at);
    this.inFlight.clear();
    if (!this.entries) {
      if (dropped.has(SEARCH_TAG)) for (const listener of this.clearListeners) listener();
      return;
    }
    const keys = new Set<string>();
    for (const tag of dropped) {
      if (tag === SALES_ORDER_TAG) continue;
      const before = keys.size;
      for (const key of this.keysByTag.get(tag) ?? []) keys.add(key);
      this.countDropped(tag.split(':', 1)[0]!, keys.size - before);
    }
    for (const key of keys) this.entries.delete(key);
    if (dropped.has(SALES_ORDER_TAG)) {
      let marked = 0;
      for (const key of this.keysByTag.get(SALES_ORDER_TAG) ?? []) {
        const entry = this.entries.peek(key);
        if (entry && !entry.stale) {
          entry.stale = true;
          marked++;
        }
      }
      this.countDropped('sales-order', marked);
    }
    if (dropped.has(SEARCH_TAG)) for (const listener of this.clearListeners) listener();
  }

  /** Other derived data (the search vocabulary) is dropped on a clear and when the search responses are. */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }

  /** Distinct tags of the stored responses (the index follows the entries as they come and go). */
  get tagCount(): number {
    return this.keysByTag.size;
  }

  /** Bytes held, as counted against the bound. */
  get bytes(): number {
    return this.entries?.calculatedSize ?? 0;
  }
}

function responseOf(value: unknown, tags: readonly string[]): CachedResponse {
  const text = value instanceof TextBody ? value : undefined;
  const body = text ? text.text : JSON.stringify(value);
  const allTags = text ? new Set<string>() : productTags(value);
  for (const tag of tags) allTags.add(tag);
  const etag = etagOf(body);
  return text ? { body, etag, tags: allTags, type: text.type } : { body, etag, tags: allTags };
}

function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

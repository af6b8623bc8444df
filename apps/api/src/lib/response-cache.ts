import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface CachedResponse {
  body: string;
  etag: string;
}

/**
 * Serialized catalogue responses keyed by the normalised request (docs/decisions/001-catalogue-response-cache.md).
 * Every catalogue write clears it in every process (see plugins/catalogue-cache.ts). A read that started before a
 * clear is not stored, so a slow read cannot put stale data back.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, CachedResponse> | undefined;
  private generation = 0;
  private readonly clearListeners: Array<() => void> = [];

  constructor(maxEntries: number) {
    this.entries = maxEntries > 0 ? new LRUCache({ max: maxEntries }) : undefined;
  }

  /** The stored response for a key, without computing one. */
  peek(key: string): CachedResponse | undefined {
    return this.entries?.get(key);
  }

  async getOrCompute(key: string, compute: () => Promise<unknown>): Promise<CachedResponse> {
    const hit = this.entries?.get(key);
    if (hit) return hit;
    const generation = this.generation;
    const body = JSON.stringify(await compute());
    const entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (generation === this.generation) this.entries?.set(key, entry);
    return entry;
  }

  clear(): void {
    this.generation++;
    this.entries?.clear();
    for (const listener of this.clearListeners) listener();
  }

  /** Other derived data (the search vocabulary) is dropped together with the responses. */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }
}

/** Path lowercased, query keys lowercased and sorted, so equal requests share one entry. */
export function normaliseRequestKey(url: string): string {
  const [pathPart = '', queryPart = ''] = url.split('?', 2);
  const params = new URLSearchParams(queryPart);
  const pairs = [...params.entries()]
    .map(([key, value]) => [key.toLowerCase(), value] as const)
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  return `${decodeURIComponent(pathPart).toLowerCase().replace(/\/+$/, '')}?${new URLSearchParams(pairs as [string, string][]).toString()}`;
}

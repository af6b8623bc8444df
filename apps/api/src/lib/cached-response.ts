/** What the response cache stores for a request, and its key (docs/decisions/001-catalogue-response-cache.md). */

export interface CachedResponse {
  body: string;
  etag: string;
  /** What the response shows: `product:{id}` for every product in it, and the route's own tags. */
  tags: ReadonlySet<string>;
  /**
   * The body compressed, by content encoding, made the first time a client asks for that encoding and kept with the
   * entry, so a hit is never compressed again (a tenth of the body's size or so; not counted in CACHE_MAX_MB).
   */
  encoded?: Partial<Record<string, Promise<Buffer>>>;
  /** The content type of a text body (`TextBody`, a rendered page); JSON when absent. */
  type?: string;
  /** The HTTP status to answer with (a rendered page; docs/decisions/017-server-rendering.md); 200 when absent. */
  status?: number;
  /**
   * Set when units sold moved since it was made and it is ordered by them: it is still answered while its next
   * version is computed in the background (docs/decisions/001-catalogue-response-cache.md#what-each-change-drops).
   */
  stale?: boolean;
}

/** A text made outside the JSON path (a rendered page): its tags, and whether it may be stored at all. */
export interface ComputedText {
  body: string;
  type: string;
  tags: Iterable<string>;
  status?: number;
  /** False when something it was made from could not be tagged: it is answered but never stored. */
  storable: boolean;
}

/**
 * A response that is already text (the sitemap's XML, docs/product/api.md#system): stored and sent as it is, with its
 * content type, instead of as JSON. It carries no product tags: the route names its tags.
 */
export class TextBody {
  constructor(
    readonly text: string,
    readonly type: string,
  ) {}
}

/** Object keys sorted and lists of plain values sorted, so equal requests give one text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(canonical);
    return items.every((item) => typeof item !== 'object' || item === null)
      ? items.sort((a, b) => String(a).localeCompare(String(b)))
      : items;
  }
  if (value !== null && typeof value === 'object') {
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) result[key] = canonical((value as Record<string, unknown>)[key]);
    return result;
  }
  return value;
}

/**
 * The cache key of a validated request: the route's path pattern, its params and its query as the route's schema
 * parsed it (unknown parameters dropped, defaults filled, repeated values sorted), as canonical JSON.
 */
export function requestKey(route: string, params: unknown, query: unknown): string {
  return JSON.stringify([route, canonical(params ?? {}), canonical(query ?? {})]);
}

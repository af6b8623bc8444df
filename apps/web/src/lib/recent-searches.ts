/**
 * The shopper's recent searches, kept in this browser only (localStorage), newest first, at most eight
 * (docs/product/storefront.md#search). Nothing is sent to the store.
 */
const KEY = 'store.recentSearches';
const LIMIT = 8;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function readRecentSearches(store: Storage | undefined = storage()): string[] {
  try {
    const value: unknown = JSON.parse(store?.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string').slice(0, LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts a search first, once (compared without case or outer spaces). */
export function rememberSearch(query: string, store: Storage | undefined = storage()): string[] {
  const text = query.trim();
  if (!text) return readRecentSearches(store);
  const next = [text, ...readRecentSearches(store).filter((item) => item.toLowerCase() !== text.toLowerCase())].slice(
    0,
    LIMIT,
  );
  try {
    store?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the list is a convenience.
  }
  return next;
}

export function clearRecentSearches(store: Storage | undefined = storage()): void {
  try {
    store?.removeItem(KEY);
  } catch {
    // As above.
  }
}

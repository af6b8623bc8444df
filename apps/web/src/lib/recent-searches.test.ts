import { describe, expect, it } from 'vitest';
import { clearRecentSearches, readRecentSearches, rememberSearch } from './recent-searches';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('recent searches (this browser only)', () => {
  it('keeps the last eight, newest first, each once whatever its case, and clears', () => {
    const store = memoryStorage();
    for (let index = 1; index <= 9; index++) rememberSearch(`query ${index}`, store);
    rememberSearch('  QUERY 5 ', store);
    const recent = readRecentSearches(store);
    expect(recent).toHaveLength(8);
    expect(recent.slice(0, 3)).toEqual(['QUERY 5', 'query 9', 'query 8']);
    expect(recent.filter((query) => query.toLowerCase() === 'query 5')).toHaveLength(1);
    clearRecentSearches(store);
    expect(readRecentSearches(store)).toEqual([]);
  });

  it('reads nothing from a damaged entry', () => {
    const store = memoryStorage();
    store.setItem('store.recentSearches', '{not json');
    expect(readRecentSearches(store)).toEqual([]);
  });
});

import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/**
 * Searches as the admin's search analytics count them (docs/product/storefront.md#search-analytics): the query in
 * its normal form, how many products it found, and a random id of the browser tab that searched, so a later product
 * view from that tab marks the search as followed. Never an account, address or IP.
 */
export const searchQueries = pgTable(
  'search_queries',
  {
    search_id: serial('search_id').primaryKey(),
    query: text('query').notNull(),
    results: integer('results').notNull(),
    /** A random id the browser tab made (sessionStorage); not tied to any account. */
    tab_id: text('tab_id'),
    searched_at: at('searched_at').notNull().defaultNow(),
    /** When the same tab next opened a product page, within the hour. */
    viewed_at: at('viewed_at'),
  },
  (t) => [
    index('search_queries_searched_idx').on(t.searched_at),
    index('search_queries_tab_idx').on(t.tab_id, t.searched_at),
  ],
);

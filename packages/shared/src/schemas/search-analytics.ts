import { z } from 'zod';

/** A browser tab's random id (docs/product/storefront.md#search-analytics): letters, digits and dashes, 8–64. */
export const tabId = z
  .string({ error: 'tab: required' })
  .regex(/^[A-Za-z0-9-]{8,64}$/, 'tab: a random id of 8 to 64 letters, digits or dashes');

/** POST /search/events: a search the shopper saw, with how many products it found. */
export const searchEventInput = z.object({
  query: z
    .string({ error: 'query: required' })
    .trim()
    .min(1, 'query: required')
    .max(200, 'query: at most 200 characters'),
  results: z.number({ error: 'results: a whole number' }).int('results: a whole number').min(0).max(1_000_000),
  tab: tabId,
});

/** POST /search/views: the tab opened a product page (after a search, if it made one within the hour). */
export const searchViewInput = z.object({ tab: tabId });

const day = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field}: a date like 2026-11-23`)
    .optional();

export const searchTermsQuery = z.object({ from: day('from'), to: day('to') });

const termRow = z.object({ query: z.string(), searches: z.number(), results: z.number() });

/** GET /admin/search-terms: what shoppers searched between two store days. */
export const searchTerms = z.object({
  from: z.string(),
  to: z.string(),
  searches: z.number(),
  /** Share of searches (0–1) after which the same tab opened a product page within the hour. */
  viewedShare: z.number(),
  top: z.array(termRow),
  zeroResults: z.array(termRow),
});

export const popularSearches = z.array(z.object({ query: z.string() }));

export type SearchTerms = z.infer<typeof searchTerms>;

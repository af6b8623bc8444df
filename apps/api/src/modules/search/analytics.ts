import { and, desc, gte, sql } from 'drizzle-orm';
import type { SearchTerms } from '@store/shared/schemas/search-analytics';
import { searchWords } from '@store/shared/search-text';
import { queryRows, type Db } from '../../db/client.ts';
import { searchQueries } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { dayStart, storeDay } from '../admin-orders/filters.ts';

const TOP = 20;
const DAY_MS = 86_400_000;

/** A query in the one form analytics count it by: its search words, space-separated ('T-Shirts ' → 'tshirts'). */
export const normalQuery = (text: string) => searchWords(text).join(' ').slice(0, 200);

/**
 * Counts a search (docs/product/storefront.md#search-analytics): its words, its result count and the tab's random id.
 * Nothing else about the shopper is stored.
 */
export async function recordSearch(db: Db, input: { query: string; results: number; tab: string }): Promise<void> {
  const query = normalQuery(input.query);
  if (!query) return;
  await db.insert(searchQueries).values({ query, results: input.results, tab_id: input.tab });
}

/** The tab opened a product page: its latest search within the hour, not yet followed, counts as followed. */
export async function recordView(db: Db, tab: string): Promise<void> {
  await db.execute(sql`
    UPDATE search_queries SET viewed_at = now()
    WHERE search_id = (
      SELECT search_id FROM search_queries
      WHERE tab_id = ${tab} AND viewed_at IS NULL AND searched_at > now() - interval '1 hour'
      ORDER BY searched_at DESC LIMIT 1)`);
}

/** The most searched queries (the phone search page's popular searches), over the last 30 days, with results. */
export async function popularQueries(db: Db, limit = 8): Promise<Array<{ query: string }>> {
  return db
    .select({ query: searchQueries.query })
    .from(searchQueries)
    .where(and(gte(searchQueries.searched_at, sql`now() - interval '30 days'`), sql`${searchQueries.results} > 0`))
    .groupBy(searchQueries.query)
    .orderBy(desc(sql`count(*)`), searchQueries.query)
    .limit(limit);
}

/**
 * The admin's search analytics between two store days, both included (default: the last 30): how many searches,
 * the share followed by a product view, the top queries and those that found nothing.
 */
export async function searchTerms(
  db: Db,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<SearchTerms> {
  const to = range.to ?? storeDay(new Date());
  const from = range.from ?? storeDay(new Date(dayStart(to, 'to').getTime() - 29 * DAY_MS));
  const start = dayStart(from, 'from');
  const end = new Date(dayStart(to, 'to').getTime() + DAY_MS);
  if (end <= start) throw badRequest('to: must not be before from', { to: 'Must not be before from' });
  const within = sql`searched_at >= ${start.toISOString()} AND searched_at < ${end.toISOString()}`;
  const [totals] = await queryRows<{ searches: number; viewed: number }>(
    db,
    sql`SELECT count(*)::int AS searches, count(viewed_at)::int AS viewed FROM search_queries WHERE ${within}`,
  );
  const terms = (zero: boolean) =>
    queryRows<{ query: string; searches: number; results: number }>(
      db,
      sql`SELECT query, count(*)::int AS searches, max(results)::int AS results FROM search_queries
          WHERE ${within} ${zero ? sql`AND results = 0` : sql``}
          GROUP BY query ORDER BY count(*) DESC, query LIMIT ${TOP}`,
    );
  const searches = totals?.searches ?? 0;
  return {
    from,
    to,
    searches,
    viewedShare: searches === 0 ? 0 : Math.round(((totals?.viewed ?? 0) / searches) * 1000) / 1000,
    top: await terms(false),
    zeroResults: await terms(true),
  };
}

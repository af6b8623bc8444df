import { sql } from 'drizzle-orm';
import { SUGGESTION_LIMIT, SUGGESTION_MIN_LENGTH } from '@store/shared/catalogue';
import type { Suggestion } from '@store/shared/schemas/catalogue';
import { searchWords } from '@store/shared/search-text';
import { queryRows, type Db } from '../../db/client.ts';
import type { ResponseCache } from '../../lib/response-cache.ts';
import { listProducts, type ListingOptions, type ProductFilter } from '../catalogue/product-service.ts';
import { searchHelp } from './no-results.ts';
import { correctWords, loadVocabulary, toTsquery, type Vocabulary } from './vocabulary.ts';

const MAX_QUERY_WORDS = 8;

export interface SearchQuery {
  rawquery: string;
  /** A collection (Men, Women, Kids) to search in. */
  category?: string | undefined;
  sort?: ListingOptions['sort'];
  pagenumber: number;
  pagesize: number;
  /** The listing filters chosen on the results (docs/product/storefront.md#filters). */
  filter?: ProductFilter;
}

/**
 * Search and suggestions (docs/product/storefront.md#search): PostgreSQL full text over weighted name, brand,
 * category and collection, ranked by relevance; words the catalogue does not know are corrected first. The
 * catalogue's words are loaded once and again after every catalogue change.
 */
export function createSearchService(db: Db, cache: Pick<ResponseCache, 'onClear'>) {
  let vocabulary: Promise<Vocabulary> | undefined;
  cache.onClear(() => {
    vocabulary = undefined;
  });
  const getVocabulary = () => {
    vocabulary ??= loadVocabulary(db).catch((error: unknown) => {
      vocabulary = undefined;
      throw error;
    });
    return vocabulary;
  };
  const queryWords = async (text: string) =>
    correctWords(searchWords(text).slice(0, MAX_QUERY_WORDS), await getVocabulary());

  /** The tsquery of a shopper's text (words corrected, synonyms and colour families added), or none. */
  async function tsqueryOf(rawquery: string): Promise<string | undefined> {
    const words = await queryWords(rawquery);
    return words.length === 0 ? undefined : toTsquery(words);
  }

  /**
   * A page of active products matching every word (each as a prefix); without `sort`, by relevance. With no result
   * and no filter chosen, `noResults` says what to try instead (docs/product/storefront.md#no-results).
   */
  async function searchProducts({ rawquery, category, sort, pagenumber, pagesize, filter = {} }: SearchQuery) {
    const tsquery = await tsqueryOf(rawquery);
    const parent = category || undefined;
    const page = tsquery
      ? await listProducts(db, { ...filter, tsquery, parent }, { sort, page: pagenumber, pageSize: pagesize })
      : { items: [], totalCount: 0 };
    const filtered = Object.values(filter).some((value) =>
      Array.isArray(value) ? value.length > 0 : value !== undefined,
    );
    if (page.totalCount > 0 || filtered) return page;
    const typed = searchWords(rawquery).slice(0, MAX_QUERY_WORDS);
    return { ...page, noResults: await searchHelp(db, typed, await getVocabulary(), parent) };
  }

  /**
   * Names to offer while typing: brands and categories whose words all start with what was typed, shortest
   * first; then product names, those starting with the typed text first, then the best sellers.
   */
  async function suggest(query: string): Promise<Suggestion[]> {
    const text = query.trim();
    if (text.length < SUGGESTION_MIN_LENGTH) return [];
    const words = await queryWords(text);
    if (words.length === 0) return [];
    const known = await getVocabulary();
    const names: string[] = [];
    for (const heading of known.headings) {
      const headingWords = searchWords(heading);
      if (words.every((word) => headingWords.some((candidate) => candidate.startsWith(word)))) names.push(heading);
    }
    names.sort((a, b) => a.length - b.length);
    const typed = text.toLowerCase();
    const products = await queryRows<{ name: string }>(
      db,
      sql`
      SELECT name FROM products
      WHERE is_active AND search_vector @@ to_tsquery('english', ${toTsquery(words)})
      GROUP BY name
      ORDER BY bool_or(lower(name) LIKE ${`${typed.replace(/[\\%_]/g, '\\$&')}%`}) DESC, max(units_sold) DESC, name
      LIMIT ${SUGGESTION_LIMIT}`,
    );
    for (const row of products) if (!names.includes(row.name)) names.push(row.name);
    return names.slice(0, SUGGESTION_LIMIT).map((name) => ({ name }));
  }

  return { searchProducts, suggest, tsqueryOf };
}

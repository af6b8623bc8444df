import { sql } from 'drizzle-orm';
import type { SearchHelp } from '@store/shared/schemas/catalogue';
import { synonymOf } from '@store/shared/search-synonyms';
import { editDistance, searchWords, typoAllowance } from '@store/shared/search-text';
import { queryRows, type Db } from '../../db/client.ts';
import { listProducts } from '../catalogue/product-service.ts';
import { correctWords, toTsquery, type Vocabulary } from './vocabulary.ts';

const POPULAR_COUNT = 4;

async function matches(db: Db, words: string[], parent: string | undefined): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM product_cards p
        WHERE p.is_active AND p.search_vector @@ to_tsquery('english', ${toTsquery(words)})
        ${parent ? sql`AND p.parent_key = ${parent.toLowerCase()}` : sql``}`,
  );
  return row?.count ?? 0;
}

/** How well a category's name answers the words: words equal to, starting, or a typo away from one of its words. */
function closeness(words: string[], category: { collection: string; name: string }): number {
  const names = searchWords(`${category.collection} ${category.name}`);
  let score = 0;
  for (const word of words.flatMap((word) => [word, ...(synonymOf(word) ?? [])])) {
    if (names.includes(word)) score += 3;
    else if (names.some((name) => name.startsWith(word) || word.startsWith(name))) score += 2;
    else if (names.some((name) => editDistance(word, name, typoAllowance(word) + 1) <= typoAllowance(word) + 1)) {
      score += 1;
    }
  }
  return score;
}

/**
 * What a search with no results offers (docs/product/storefront.md#no-results): the words with typos corrected more
 * loosely and those that find nothing left out ("Did you mean …", only when that finds products), the category
 * closest to the words, and the best sellers (within the collection searched, if one was).
 */
export async function searchHelp(
  db: Db,
  typed: string[],
  vocabulary: Vocabulary,
  parent: string | undefined,
): Promise<SearchHelp> {
  const loose = correctWords(typed, vocabulary, 1);
  const kept: string[] = [];
  for (const word of loose) if ((await matches(db, [word], parent)) > 0) kept.push(word);
  const didYouMean =
    kept.length > 0 && kept.join(' ') !== typed.join(' ') && (await matches(db, kept, parent)) > 0
      ? kept.join(' ')
      : null;
  let closestCategory: SearchHelp['closestCategory'] = null;
  let best = 0;
  for (const category of vocabulary.categories) {
    if (parent && category.collection.toLowerCase() !== parent.toLowerCase()) continue;
    const score = closeness(loose, category);
    if (score > best) [best, closestCategory] = [score, category];
  }
  const popular = await listProducts(db, { parent }, { sort: 'popularity', page: 1, pageSize: POPULAR_COUNT });
  return { didYouMean, closestCategory, popular: popular.items };
}

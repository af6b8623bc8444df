import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUGGESTION_LIMIT, SUGGESTION_MIN_LENGTH } from '@store/shared/catalogue';
import { paging } from '@store/shared/schemas/listing';
import { searchWords } from '@store/shared/search-text';
import { errorBody } from '@store/shared/schemas/errors';
import { productPage, suggestion } from '@store/shared/schemas/catalogue';
import { listProducts } from '../catalogue/product-service.ts';
import { correctWords, loadVocabulary, toTsquery, type Vocabulary } from './vocabulary.ts';

const MAX_QUERY_WORDS = 8;

/**
 * Search and suggestions (DESIGN.md "search"): PostgreSQL full text over weighted name, brand, category and
 * collection, ranked by relevance; words the catalogue does not know are corrected first.
 */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  let vocabulary: Promise<Vocabulary> | undefined;
  app.catalogueCache.onClear(() => {
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

  app.get(
    '/Product/search',
    {
      schema: {
        tags: ['search'],
        description:
          '`category` narrows to a collection (Men, Women, Kids). Without `sort`, results rank by relevance.',
        querystring: z.object({
          ...paging,
          rawquery: z.string({ error: 'rawquery: required' }).trim().min(1, 'rawquery: required').max(200),
          category: z.string().trim().optional(),
        }),
        response: { 200: productPage, 400: errorBody },
      },
    },
    (request, reply) =>
      app.sendCached(request, reply, async () => {
        const { rawquery, category, sort, pagenumber, pagesize } = request.query;
        const words = await queryWords(rawquery);
        if (words.length === 0) return { items: [], totalCount: 0 };
        return listProducts(
          db,
          { tsquery: toTsquery(words), parent: category || undefined },
          { sort, page: pagenumber, pageSize: pagesize },
        );
      }),
  );

  app.get(
    '/Product/suggestions',
    {
      schema: {
        tags: ['search'],
        description: `At most ${SUGGESTION_LIMIT} names; fewer than ${SUGGESTION_MIN_LENGTH} characters give none.`,
        querystring: z.object({ query: z.string().max(200).default('') }),
        response: { 200: z.array(suggestion) },
      },
    },
    (request, reply) =>
      app.sendCached(request, reply, async () => {
        const text = request.query.query.trim();
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
      }),
  );
};

export default searchRoutes;

import { sql, type SQL } from 'drizzle-orm';
import { colourFamilies, colourTableEntries } from '@store/shared/colour-families';
import { DISCOUNT_STEPS, PRICE_STEPS, priceRangeName, type FacetCount } from '@store/shared/listing-filters';
import type { Facets } from '@store/shared/schemas/catalogue';
import { sortSizes } from '@store/shared/sizes';
import { queryRows, type Db } from '../../db/client.ts';
import {
  allOf,
  filterConditions,
  scopeConditions,
  textArray,
  type FilterConditions,
  type ProductFilter,
} from './listing-where.ts';

type FacetName = keyof FilterConditions;
const FACETS: FacetName[] = ['categories', 'brands', 'sizes', 'colors', 'price', 'discount'];

/** A boolean column per chosen filter, named after it; true when that filter is not chosen. */
const flagColumns = (conditions: FilterConditions) =>
  sql.join(
    FACETS.map((facet) => sql`(${conditions[facet] ?? sql`true`}) AS ${sql.identifier(`f_${facet}`)}`),
    sql`, `,
  );

/** Every chosen filter but `own`, over the flag columns. */
const othersThan = (own: FacetName) =>
  sql.join(
    FACETS.filter((facet) => facet !== own).map((facet) => sql.identifier(`f_${facet}`)),
    sql` AND `,
  );

/** The price range of a selling price in paise, as its facet name ('500-999'). */
function priceRangeCase(): SQL {
  const branches: SQL[] = [];
  let from = 0;
  for (const step of PRICE_STEPS) {
    branches.push(sql`WHEN discount_price < ${step * 100} THEN ${priceRangeName(from, step - 1)}`);
    from = step;
  }
  return sql`CASE ${sql.join(branches, sql` `)} ELSE ${priceRangeName(from, undefined)} END`;
}

const byCount = (a: FacetCount, b: FacetCount) => b.count - a.count || a.name.localeCompare(b.name);

/**
 * The facets of a listing (docs/product/api.md#filters) in one statement over the product cards: the listing's scope
 * (collection, search words) once, each chosen filter as a flag, and each facet counted over the rows that pass every
 * other flag. Sizes are offered only when those rows are of one category, so size systems never mix; they come in
 * the category's size order. Colours count products per family through the shared colour table.
 */
export async function listFacets(db: Db, filter: ProductFilter): Promise<Facets> {
  const conditions = filterConditions(filter);
  const entries = colourTableEntries();
  const rows = await queryRows<{ facet: string; name: string | null; count: number }>(
    db,
    sql`
    WITH base AS MATERIALIZED (
      SELECT p.product_id, p.brand_name, p.category_name, p.category_id, p.parent_key, p.sizes, p.colors,
        p.discount_price, p.discount, ${flagColumns(conditions)}
      FROM product_cards p WHERE ${allOf(scopeConditions(filter))}
    ), colour_table(name, family) AS (
      SELECT * FROM unnest(${textArray(entries.map(([name]) => name))}, ${textArray(entries.map(([, family]) => family))})
    )
    SELECT 'brands' AS facet, brand_name AS name, count(*)::int AS count FROM base
      WHERE ${othersThan('brands')} GROUP BY brand_name
    UNION ALL SELECT 'categories', category_name, count(*)::int FROM base
      WHERE ${othersThan('categories')} GROUP BY category_name
    UNION ALL SELECT 'sizes', size, count(*)::int FROM base, unnest(sizes) AS size
      WHERE ${othersThan('sizes')} GROUP BY size
    UNION ALL SELECT 'size-scope', min(parent_key), count(DISTINCT category_id)::int FROM base
      WHERE ${othersThan('sizes')}
    UNION ALL SELECT 'colors', t.family, count(DISTINCT base.product_id)::int
      FROM base CROSS JOIN LATERAL unnest(colors) AS colour JOIN colour_table t ON t.name = colour
      WHERE ${othersThan('colors')} GROUP BY t.family
    UNION ALL SELECT 'prices', ${priceRangeCase()}, count(*)::int FROM base
      WHERE ${othersThan('price')} GROUP BY 2
    UNION ALL SELECT 'discounts', step::text, count(*)::int
      FROM base, unnest(ARRAY[${sql.join(
        DISCOUNT_STEPS.map((step) => sql`${step}::int`),
        sql`, `,
      )}]) AS step
      WHERE discount >= step AND ${othersThan('discount')} GROUP BY step`,
  );
  const facet = (name: string) =>
    rows.filter((row) => row.facet === name && row.name !== null).map((row) => ({ name: row.name!, count: row.count }));
  const sizeScope = rows.find((row) => row.facet === 'size-scope');
  const sizes = sizeScope?.count === 1 ? facet('sizes') : [];
  const sizeOrder = sortSizes(
    sizes.map((size) => size.name),
    { kids: sizeScope?.name === 'kids' },
  );
  const rangeStart = (name: string) => Number(name.split('-')[0]);
  return {
    brands: facet('brands').sort(byCount),
    categories: facet('categories').sort(byCount),
    sizes: sizeOrder.map((name) => sizes.find((size) => size.name === name)!),
    colors: facet('colors').sort(
      (a, b) =>
        colourFamilies.indexOf(a.name as (typeof colourFamilies)[number]) -
        colourFamilies.indexOf(b.name as (typeof colourFamilies)[number]),
    ),
    prices: facet('prices').sort((a, b) => rangeStart(a.name) - rangeStart(b.name)),
    discounts: facet('discounts').sort((a, b) => Number(a.name) - Number(b.name)),
  };
}

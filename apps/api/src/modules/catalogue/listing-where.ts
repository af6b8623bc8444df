import { sql, type SQL } from 'drizzle-orm';
import { coloursOf, type ColourFamily } from '@store/shared/colour-families';

export interface ProductFilter {
  /** Collection name (Men) or id. */
  parent?: string | undefined;
  /** Category names, compared by their slug so 'Casual Shirts' and 'casual-shirts' are one. */
  categories?: string[];
  brands?: string[];
  /** Sizes in stock, as named ('M', '32'). */
  sizes?: string[];
  /** Colour families (docs/product/storefront.md#colour-families). */
  colors?: ColourFamily[];
  /** Whole rupees on the selling price: at least `priceMin`, at most `priceMax` rupees (and any paise). */
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  /** The least percent off. */
  discountMin?: number | undefined;
  /** A tsquery (built by the search module); results rank by relevance unless a sort is given. */
  tsquery?: string | undefined;
  includeInactive?: boolean;
  /** Part of a product name, any case (the admin's product table). */
  name?: string | undefined;
  /** These products only (the wishlist, "Others Also Bought"); the caller orders them. */
  ids?: readonly number[];
}

/** A category name as the listing filter compares it (the cache tags of listings use the same). */
export const slugParam = (value: string) =>
  value
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/[^a-z0-9-]/g, '');

/** Escapes `%`, `_` and backslash so that a LIKE pattern matches them literally (backslash is the default escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const list = (values: readonly string[]) =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/** A text[] literal of parameters. */
export const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * The listing filters a shopper chooses (docs/product/storefront.md#filters), each as its own condition so the facets
 * can leave one out: a facet's options are counted with the other filters applied, not its own.
 */
export interface FilterConditions {
  categories?: SQL;
  brands?: SQL;
  sizes?: SQL;
  colors?: SQL;
  price?: SQL;
  discount?: SQL;
}

export function filterConditions(filter: ProductFilter): FilterConditions {
  const conditions: FilterConditions = {};
  if (filter.categories?.length)
    conditions.categories = sql`p.category_slug IN ${list(filter.categories.map(slugParam))}`;
  if (filter.brands?.length)
    conditions.brands = sql`p.brand_key IN ${list(filter.brands.map((name) => name.toLowerCase()))}`;
  if (filter.sizes?.length) conditions.sizes = sql`p.sizes && ${textArray(filter.sizes)}`;
  if (filter.colors?.length) conditions.colors = sql`p.colors && ${textArray(filter.colors.flatMap(coloursOf))}`;
  const price: SQL[] = [];
  if (filter.priceMin !== undefined) price.push(sql`p.discount_price >= ${filter.priceMin * 100}`);
  if (filter.priceMax !== undefined) price.push(sql`p.discount_price < ${(filter.priceMax + 1) * 100}`);
  if (price.length) conditions.price = sql.join(price, sql` AND `);
  if (filter.discountMin !== undefined) conditions.discount = sql`p.discount >= ${filter.discountMin}`;
  return conditions;
}

/** What a listing is within before any filter: active cards, a collection, search words, a name, ids. */
export function scopeConditions(filter: ProductFilter): SQL[] {
  const conditions: SQL[] = [];
  if (!filter.includeInactive) conditions.push(sql`p.is_active`);
  if (filter.parent) {
    conditions.push(
      /^\d+$/.test(filter.parent)
        ? sql`p.parentcategory_id = ${Number(filter.parent)}`
        : sql`p.parent_key = ${filter.parent.toLowerCase()}`,
    );
  }
  if (filter.tsquery) conditions.push(sql`p.search_vector @@ to_tsquery('english', ${filter.tsquery})`);
  if (filter.name) conditions.push(sql`p.name ILIKE ${`%${escapeLike(filter.name)}%`}`);
  if (filter.ids) {
    conditions.push(
      filter.ids.length
        ? sql`p.product_id IN (${sql.join(
            filter.ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  }
  return conditions;
}

export const allOf = (conditions: SQL[]): SQL => (conditions.length ? sql.join(conditions, sql` AND `) : sql`true`);

/** The WHERE of a listing: its scope and every chosen filter. */
export function whereClause(filter: ProductFilter): SQL {
  return allOf([...scopeConditions(filter), ...Object.values(filterConditions(filter))]);
}

/** The admin Products table's filters, as the query string and a bulk edit's selection name them. */
export interface AdminTableQuery {
  name?: string | undefined;
  parentcategory?: string | undefined;
  categoryname?: string | undefined;
  /** The table lists inactive products too unless this is false. */
  includeinactive?: boolean | undefined;
}

/** The listing filter of the admin Products table (docs/product/admin.md#products): one rule for every reader. */
export function adminTableFilter(query: AdminTableQuery): ProductFilter {
  return {
    parent: query.parentcategory || undefined,
    categories: query.categoryname ? [query.categoryname] : [],
    includeInactive: query.includeinactive !== false,
    name: query.name || undefined,
  };
}

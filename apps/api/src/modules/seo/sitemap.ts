import { sql } from 'drizzle-orm';
import { productPath } from '@store/shared/slug';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/** The most URLs one sitemap file may list (sitemaps.org protocol); past it `/sitemap.xml` becomes an index. */
export const SITEMAP_PAGE_SIZE = 50_000;

/**
 * The collections with a landing page, spelt as the header's menus link them (docs/product/storefront.md#routes):
 * `/men` for the landing, `/Men/{Category}` for a category listing.
 */
const COLLECTIONS = ['Men', 'Women', 'Kids'] as const;

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data or an attribute value. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEntities[char]!);

/**
 * The pages listed before the products: the home page, the landings, and the listing of every category of those
 * collections that shows at least one product (an empty listing is not worth a search engine's visit).
 */
async function storePages(db: DbOrTx, base: string): Promise<SitemapUrl[]> {
  const rows = await queryRows<{ collection: string; category: string }>(
    db,
    sql`SELECT lower(pc.name) AS collection, c.name AS category
        FROM categories c
        JOIN parent_categories pc ON pc.parentcategory_id = c.parentcategory_id
        WHERE lower(pc.name) IN (${sql.join(
          COLLECTIONS.map((name) => sql`${name.toLowerCase()}`),
          sql`, `,
        )})
          AND EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.category_id AND p.is_active)`,
  );
  const urls: SitemapUrl[] = [{ loc: `${base}/` }];
  for (const collection of COLLECTIONS) urls.push({ loc: `${base}/${collection.toLowerCase()}` });
  for (const collection of COLLECTIONS) {
    const names = rows
      .filter((row) => row.collection === collection.toLowerCase())
      .map((row) => row.category)
      .sort((a, b) => a.localeCompare(b));
    // The menu's own form (subcategoryPath in the web app), so the canonical URL of the listing agrees.
    for (const name of names) {
      urls.push({ loc: `${base}/${encodeURIComponent(collection)}/${encodeURIComponent(name)}` });
    }
  }
  return urls;
}

/** Products the storefront shows: active ones, as listings filter them (docs/product/storefront.md#listings). */
async function activeProductCount(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM product_cards p WHERE p.is_active`,
  );
  return row?.count ?? 0;
}

/** A run of active products by id, as product page URLs with their last change: one statement. */
async function productUrls(db: DbOrTx, base: string, offset: number, limit: number): Promise<SitemapUrl[]> {
  if (limit <= 0) return [];
  const rows = await queryRows<{
    product_id: number;
    name: string;
    category_name: string;
    brand_name: string;
    updated_at: string;
  }>(
    db,
    sql`SELECT p.product_id, p.name, p.category_name, p.brand_name, p.updated_at
        FROM product_cards p
        WHERE p.is_active
        ORDER BY p.product_id
        LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((row) => ({ loc: `${base}${productPath(row)}`, lastmod: new Date(row.updated_at).toISOString() }));
}

function urlset(urls: SitemapUrl[]): string {
  const lines = [`<?xml version="1.0" encoding="UTF-8"?>`, `<urlset xmlns="${NAMESPACE}">`];
  for (const url of urls) {
    const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : '';
    lines.push(`<url><loc>${escapeXml(url.loc)}</loc>${lastmod}</url>`);
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

function sitemapIndex(locs: string[]): string {
  const lines = [`<?xml version="1.0" encoding="UTF-8"?>`, `<sitemapindex xmlns="${NAMESPACE}">`];
  for (const loc of locs) lines.push(`<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  lines.push('</sitemapindex>', '');
  return lines.join('\n');
}

export interface SitemapOptions {
  /** PUBLIC_URL, without a trailing slash. */
  base: string;
  /** URLs per sitemap file. */
  pageSize: number;
  /** The absolute URL of sitemap file `page` (from 1) of an index. */
  pageUrl: (page: number) => string;
}

/** What the sitemap holds: the store's own pages, then the products by id. */
async function layout(db: DbOrTx, options: SitemapOptions) {
  const [pages, products] = await Promise.all([storePages(db, options.base), activeProductCount(db)]);
  const total = pages.length + products;
  return { pages, total, files: total > options.pageSize ? Math.ceil(total / options.pageSize) : 1 };
}

/**
 * `/sitemap.xml` (docs/product/api.md#system): every URL when they fit in one file, otherwise an index of the files
 * `/sitemap-1.xml`, `/sitemap-2.xml`... each of at most `pageSize` URLs.
 */
export async function sitemapRoot(db: DbOrTx, options: SitemapOptions): Promise<string> {
  const { pages, total, files } = await layout(db, options);
  if (files === 1) return urlset([...pages, ...(await productUrls(db, options.base, 0, total - pages.length))]);
  return sitemapIndex(Array.from({ length: files }, (_, index) => options.pageUrl(index + 1)));
}

/** Sitemap file `file` of the index (from 1); undefined when there is no such file (or no index). */
export async function sitemapFile(db: DbOrTx, options: SitemapOptions, file: number): Promise<string | undefined> {
  const { pages, total, files } = await layout(db, options);
  if (files === 1 || file < 1 || file > files) return undefined;
  const start = (file - 1) * options.pageSize;
  const end = Math.min(total, start + options.pageSize);
  const fromProducts = Math.max(start, pages.length);
  return urlset([
    ...pages.slice(start, end),
    ...(await productUrls(db, options.base, fromProducts - pages.length, end - fromProducts)),
  ]);
}

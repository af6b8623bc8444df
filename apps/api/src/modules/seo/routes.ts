import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { TextBody } from '../../lib/cached-response.ts';
import { ALL_PRODUCTS_TAG, TAXONOMY_TAG } from '../../lib/response-cache.ts';
import { robotsTxt } from './robots.ts';
import { SITEMAP_PAGE_SIZE, sitemapFile, sitemapRoot, type SitemapOptions } from './sitemap.ts';

export interface SeoOptions {
  /** URLs per sitemap file (50,000 by the protocol); tests make it small to see the index. */
  sitemapPageSize?: number;
}

const XML = 'application/xml; charset=utf-8';
/**
 * The sitemap lists active products with their names, categories, brands and last change, and the categories: any
 * product write names ALL_PRODUCTS_TAG and any collection, category or brand write TAXONOMY_TAG
 * (docs/decisions/001-catalogue-response-cache.md#what-each-change-drops), so both drop it.
 */
const sitemapCache = { tags: [ALL_PRODUCTS_TAG, TAXONOMY_TAG] };
/** Query strings mean nothing here; dropping them keeps one cache entry per file. */
const noQuery = z.object({});

/**
 * What search engines read (docs/product/api.md#system): `/robots.txt` and `/sitemap.xml` at the site's root, outside
 * `/api`, with absolute URLs on PUBLIC_URL. The sitemap comes from the catalogue's response cache.
 */
const seoRoutes: FastifyPluginAsyncZod<SeoOptions> = async (app, options) => {
  const db = app.database.db;
  const base = app.config.PUBLIC_URL;
  const sitemap: SitemapOptions = {
    base,
    pageSize: options.sitemapPageSize ?? SITEMAP_PAGE_SIZE,
    pageUrl: (page) => `${base}${app.prefix}/sitemap-${page}.xml`,
  };
  const robots = robotsTxt(base);

  app.get(
    '/robots.txt',
    { config: { permission: 'public' }, schema: { hide: true, querystring: noQuery } },
    (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  app.get(
    '/sitemap.xml',
    { config: { permission: 'public' }, schema: { hide: true, querystring: noQuery } },
    (request, reply) =>
      app.sendCached(request, reply, async () => new TextBody(await sitemapRoot(db, sitemap), XML), sitemapCache),
  );

  app.get(
    '/sitemap-:file.xml',
    {
      config: { permission: 'public' },
      schema: { hide: true, params: z.object({ file: z.string() }), querystring: noQuery },
    },
    (request, reply) => {
      const { file } = request.params;
      const noSuchFile = () => new HttpError(404, 'The sitemap has no such file.');
      if (!/^[1-9]\d{0,5}$/.test(file)) throw noSuchFile();
      return app.sendCached(
        request,
        reply,
        async () => {
          const xml = await sitemapFile(db, sitemap, Number(file));
          if (xml === undefined) throw noSuchFile();
          return new TextBody(xml, XML);
        },
        sitemapCache,
      );
    },
  );
};

export default seoRoutes;

import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { FILTER_KEYS } from '@store/shared/listing-filters';
import { HttpError } from '../lib/http-error.ts';
import { registerPublic } from './permissions.ts';
import { isDeletedProduct } from '../modules/seo/deleted-products.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

function findWebDist(configured: string | undefined): string | undefined {
  const candidates = configured
    ? [path.resolve(configured)]
    : [path.resolve(here, '../../../web/dist'), path.resolve(here, '../../web/dist')];
  return candidates.find((candidate) => existsSync(path.join(candidate, 'index.html')));
}

/** The built files a rendered page links (the shape of apps/web/src/app/document.tsx's DocumentAssets). */
interface PageAssets {
  /** The page's one script: src/boot.ts (the entry of index.html), which loads the app once the page has painted. */
  entry: string;
  css: string[];
}

/** What apps/web/src/entry-server.tsx offers (built by `npm run build` into apps/web/dist-server). */
interface ServerRenderer {
  setFetch(implementation: typeof fetch): void;
  rendersOnServer(pathname: string): boolean;
  render(request: {
    url: string;
    origin: string;
    entry: string;
    assets: Omit<PageAssets, 'entry'>;
  }): Promise<{ status: number; html: string; missingProductId?: number }>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The boot module, and the stylesheets of it and of the app it loads (src/main.tsx), from Vite's manifest. */
function pageAssets(root: string): PageAssets | undefined {
  const file = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const boot = manifest['index.html'];
  if (!boot) return undefined;
  const css = new Set<string>();
  const visited = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || visited.has(name)) return;
    visited.add(name);
    for (const sheet of chunk.css ?? []) css.add(`/${sheet}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit('src/main.tsx');
  return { entry: `/${boot.file}`, css: [...css] };
}

async function loadRenderer(root: string): Promise<ServerRenderer | undefined> {
  const file = path.resolve(root, '../dist-server/entry-server.js');
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as ServerRenderer;
}

/**
 * The query parameters store pages read (listing filters and sort, docs/product/storefront.md#filters; search; the
 * privacy notice's language, docs/product/privacy.md#privacy-page); others (campaign tags) do not change a page.
 */
const PAGE_PARAMS = new Set([...FILTER_KEYS, 'rawquery', 'lang']);

/** The address a page is rendered and cached for: its path and the parameters pages read, in the order given. */
function pageUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(url.slice(at + 1)))
    if (PAGE_PARAMS.has(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}

/** What one page's render read from the API: the tags of every answer, and whether each could be tagged. */
interface RenderReads {
  tags: Set<string>;
  storable: boolean;
}

/**
 * The API called in-process while a page renders: the same routes, validation and response cache as the browser's
 * calls, without a socket. Each answer's cache tags go to the page being rendered.
 */
function inProcessFetch(app: FastifyInstance, reads: AsyncLocalStorage<RenderReads>): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const method = (init?.method ?? 'GET') as 'GET';
    const response = await app.inject({
      method,
      url,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const current = reads.getStore();
    if (current) {
      // A page made from a stale answer (being recomputed after a sale) is answered but not kept.
      const read = method === 'GET' && response.statusCode === 200 ? app.cachedOf(url) : undefined;
      if (read && !read.stale) for (const tag of read.tags) current.tags.add(tag);
      else current.storable = false;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers });
  };
}

/**
 * The built React app on the same port as the API (docs/product/api.md#system): hashed assets cached forever; public
 * store pages rendered on the server with their data and cached like the API answers they are made of
 * (docs/decisions/017-server-rendering.md); every other non-API GET answered with index.html, which the browser
 * renders (history fallback, never cached).
 */
export default fp(async (app) => {
  const root = findWebDist(app.config.WEB_DIST);
  if (!root) {
    app.log.warn('No built web app found (apps/web/dist); only the API is served. Run `npm run build`.');
    app.setNotFoundHandler(() => {
      throw new HttpError(404, 'Not found.');
    });
    return;
  }
  const indexHtml = readFileSync(path.join(root, 'index.html'));
  const assets = pageAssets(root);
  const renderer = assets ? await loadRenderer(root) : undefined;
  if (!renderer)
    app.log.warn('No server build of the web app found (apps/web/dist-server); pages render in the browser.');
  const reads = new AsyncLocalStorage<RenderReads>();
  // Matching a path against the route table costs more than answering a cached page: each path is matched once.
  const serverRendered = new LRUCache<string, boolean>({ max: 10_000 });
  const rendersOnServer = (pathname: string): boolean => {
    let answer = serverRendered.get(pathname);
    if (answer === undefined) {
      answer = renderer?.rendersOnServer(pathname) ?? false;
      serverRendered.set(pathname, answer);
    }
    return answer;
  };
  renderer?.setFetch(inProcessFetch(app, reads));

  // The built files are public; the library's routes cannot declare it themselves (docs/product/staff.md#roles).
  await registerPublic(app, (scope) =>
    scope.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    }),
  );

  // Browsers ask for /favicon.ico whatever the page links; the store's icon is an SVG.
  app.get('/favicon.ico', { config: { permission: 'public' } }, (_request, reply) =>
    reply.redirect('/favicon.svg', 301),
  );

  const renderPage = async (url: string, pageRenderer: ServerRenderer, pageAssetList: PageAssets) => {
    const collected: RenderReads = { tags: new Set(), storable: true };
    const { entry, ...linked } = pageAssetList;
    const result = await reads.run(collected, () =>
      pageRenderer.render({ url, origin: app.config.PUBLIC_URL, entry, assets: linked }),
    );
    // A product that was deleted is gone for good, not merely missing (docs/product/storefront.md#not-found-and-unauthorized).
    const gone =
      result.missingProductId !== undefined && (await isDeletedProduct(app.database.db, result.missingProductId));
    return {
      body: result.html,
      type: 'text/html; charset=utf-8',
      tags: collected.tags,
      status: gone ? 410 : result.status,
      // Only a complete page made of stored answers is kept; a 404 is cheap to make again and is not.
      storable: collected.storable && result.status === 200,
    };
  };

  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.toLowerCase().startsWith('/api/')) {
      throw new HttpError(404, 'Not found.');
    }
    const url = pageUrl(request.url);
    if (renderer && assets && rendersOnServer(url.split('?')[0]!)) {
      try {
        await app.sendCachedText(request, reply, `page ${url}`, () => renderPage(url, renderer, assets));
        return reply;
      } catch (error) {
        // The browser can still render the page: a failed server render costs the first paint, not the page.
        request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
      }
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
});

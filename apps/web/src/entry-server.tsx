import { dehydrate, type DehydrateOptions, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { AppProvider } from './app/provider';
import { Document, SERVER_STATE_ID, type DocumentAssets, type ServerState } from './app/document';
import { ADMIN_PATH, isServerRendered, PRODUCT_PATH, routes, type ServerLoadContext } from './app/router';
import { isProductId, productQuery } from './features/product/api/get-product';
import { ApiError, setFetch } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { SiteOriginContext } from './lib/site-origin';

/**
 * The server's side of rendering store pages (docs/decisions/017-server-rendering.md): the API process imports this
 * module, tells it how to reach the API in-process, and asks it for the HTML of a public page.
 */

export interface RenderRequest {
  /** Path and query, as the browser asked. */
  url: string;
  /** PUBLIC_URL: canonical and link-preview URLs are built on it. */
  origin: string;
  assets: DocumentAssets;
  /** The entry module the page starts. */
  entry: string;
}

export interface RenderResult {
  status: number;
  html: string;
  /** The id of a product page's product the catalogue does not have (the server tells a deleted one: 410). */
  missingProductId?: number;
}

export { setFetch };

const handler = createStaticHandler(routes);

/** Whether the server renders this path; account, checkout and admin pages are rendered in the browser. */
export function rendersOnServer(pathname: string): boolean {
  if (ADMIN_PATH.test(pathname)) return false;
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  return leaf !== undefined && isServerRendered(leaf.route);
}

/** Failed reads travel too (a product that does not exist), so the browser renders the same 404 page. */
const dehydrateOptions: DehydrateOptions = {
  shouldDehydrateQuery: (query) => query.state.status !== 'pending',
};

/** JSON safe inside a script element: `<` is escaped, so no `</script>` or `<!--` can end or bend it. */
function scriptJson(value: unknown): string {
  // An API error keeps its message (an Error's message is not an enumerable property).
  const withMessages = (_key: string, item: unknown) =>
    item instanceof ApiError ? { ...item, message: item.message } : item;
  return JSON.stringify(value, withMessages)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The page's HTTP status: 404 for the not-found page, and for a product page naming no product (an id that is not one,
 * or one the catalogue does not have).
 */
function statusOf(context: StaticHandlerContext, queryClient: QueryClient): Omit<RenderResult, 'html'> {
  if (context.statusCode !== 200) return { status: context.statusCode };
  const leaf = context.matches.at(-1);
  if (leaf?.route.path === '*') return { status: 404 };
  if (leaf?.route.path !== PRODUCT_PATH) return { status: 200 };
  const id = Number(leaf.params.id);
  if (!isProductId(id)) return { status: 404 };
  const error = queryClient.getQueryState(productQuery(id).queryKey)?.error;
  if (!(error instanceof ApiError)) return { status: 200 };
  return error.status === 404 ? { status: 404, missingProductId: id } : { status: error.status };
}

export async function render({ url, origin, assets, entry }: RenderRequest): Promise<RenderResult> {
  const queryClient = createQueryClient({ server: true });
  const requestContext: ServerLoadContext = { queryClient };
  const context = await handler.query(new Request(new URL(url, origin)), { requestContext });
  // Store pages' loaders only read; none answers with a redirect.
  if (context instanceof Response) throw new Error(`a loader answered ${context.status} for ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queries = dehydrate(queryClient, dehydrateOptions);
  const state: ServerState = {
    queries,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    assets,
    origin,
  };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Document assets={assets}>
        <SiteOriginContext value={origin}>
          <AppProvider client={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </SiteOriginContext>
      </Document>
    </StrictMode>,
    // The whole page in place: no part is sent apart to be revealed by an inline script (the CSP allows none).
    { bootstrapModules: [entry], progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = (await streamText(prelude)).replace(
    '</body>',
    `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(state)}</script></body>`,
  );
  const status = statusOf(context, queryClient);
  queryClient.clear();
  return { ...status, html };
}

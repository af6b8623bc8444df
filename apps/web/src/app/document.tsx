import { Suspense, useEffect, type ReactNode } from 'react';
import { markHydrated } from '@/hooks/use-hydrated';

/**
 * The built files a page links: the stylesheet. Its one script (src/boot.ts) is React's bootstrap module; the app's
 * modules are asked for once the page has painted.
 */
export interface DocumentAssets {
  css: string[];
}

/** What the server hands the browser with a rendered page (docs/decisions/017-server-rendering.md). */
export interface ServerState {
  /** TanStack Query's dehydrated cache: the data the page was rendered with. */
  queries: unknown;
  /** React Router's loader results and errors. */
  router: unknown;
  assets: DocumentAssets;
  origin: string;
}

/** The id of the `<script type="application/json">` carrying the ServerState. */
export const SERVER_STATE_ID = 'server-state';

/**
 * Marks the page as hydrated (`<html data-hydrated="true">`): from then on its controls answer. The journeys wait for
 * it before they act, as a shopper's first tap lands after the scripts have run. It sits in a Suspense boundary of its
 * own: React hydrates the page's boundaries (header, page, footer) together after the shell, in short tasks, and this
 * one with them. In the next task the components that wait for the browser's state (`useHydrated`) are told, a few
 * per task, and the mark is set once all of them have been.
 */
function HydrationMark() {
  useEffect(() => {
    const timer = setTimeout(() => {
      void markHydrated().then(() => {
        document.documentElement.dataset.hydrated = 'true';
      });
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

/**
 * The whole page as React renders it on the server and hydrates it in the browser: pages add their own `<title>`,
 * description and link tags, which React puts in the head (docs/product/storefront.md#search-engines-and-link-previews).
 */
export function Document({ assets, children }: { assets: DocumentAssets; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#ffffff" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
        <Suspense fallback={null}>
          <HydrationMark />
        </Suspense>
      </body>
    </html>
  );
}

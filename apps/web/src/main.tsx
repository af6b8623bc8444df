import './lib/zod-config';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, type HydrationState } from 'react-router';
import { Document, SERVER_STATE_ID, type ServerState } from './app/document';
import { AppProvider } from './app/provider';
import { createAppRouter, resolveLazyRoutes } from './app/router';
import { markHydrated } from './hooks/use-hydrated';
import { ApiError } from './lib/api-client';
import { queryClient } from './lib/query-client';
import { SiteOriginContext } from './lib/site-origin';

/**
 * The server's data as of now: a cached page is dropped whenever what it shows changes, so its data is current however
 * long ago it was rendered (and is not fetched again). Failed reads come back as API errors, so pages tell a missing
 * product from a broken network as on the server.
 */
function received(state: DehydratedState): DehydratedState {
  const now = Date.now();
  for (const query of state.queries) {
    if (query.state.status === 'success') query.state.dataUpdatedAt = now;
    const error = query.state.error as (Partial<ApiError> & { status?: number }) | null;
    if (error && typeof error.status === 'number') {
      query.state.error = new ApiError(error.status, error.message ?? '', error.errors, error.code, error.details);
    }
  }
  return state;
}

const serverState = document.getElementById(SERVER_STATE_ID)?.textContent;

if (serverState) {
  // A page the server rendered (docs/decisions/017-server-rendering.md): take over its HTML with the data it was made
  // from, so nothing is fetched again.
  const state = JSON.parse(serverState) as ServerState;
  hydrate(queryClient, received(state.queries as DehydratedState));
  await resolveLazyRoutes(window.location.pathname);
  const router = createAppRouter(state.router as HydrationState);
  hydrateRoot(
    document,
    <StrictMode>
      <Document assets={state.assets}>
        <SiteOriginContext value={state.origin}>
          <AppProvider>
            <RouterProvider router={router} />
          </AppProvider>
        </SiteOriginContext>
      </Document>
    </StrictMode>,
  );
} else {
  // Rendered in the browser from the start: the browser's state is known at once.
  void markHydrated();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createAppRouter()} />
      </AppProvider>
    </StrictMode>,
  );
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { setTokenSource } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { getAuthToken } from '@/stores/auth';

setTokenSource(getAuthToken);

/** The app's providers; the server passes the request's own query client. */
export function AppProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

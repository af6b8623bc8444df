import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { setTokenSource } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { getAuthToken } from '@/stores/auth';

setTokenSource(getAuthToken);

export function AppProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

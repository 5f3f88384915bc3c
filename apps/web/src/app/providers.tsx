import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { FullScreenLoader } from '../components/ui/loader.tsx';
import { Toasts } from '../components/ui/toasts.tsx';
import { queryClient } from '../lib/query-client.ts';

/** App-wide context: server state, the toast stack, and a loader while texts arrive. */
export const AppProviders = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <Suspense fallback={<FullScreenLoader />}>{children}</Suspense>
    <Toasts />
  </QueryClientProvider>
);

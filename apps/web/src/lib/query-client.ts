import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorMessageOf } from './api-error.ts';
import { notifyError } from './notify.ts';

export type RequestMeta = {
  /** The caller shows its own message (or none), so the global error toast stays quiet. */
  silentError?: boolean;
};

declare module '@tanstack/react-query' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

const reportFailure = (error: unknown, meta: RequestMeta | undefined) => {
  if (meta?.silentError) return;
  notifyError(errorMessageOf(error));
};

/** Spec §7: queries neither retry (the HTTP client does) nor refetch on window focus. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({ onError: (error, query) => reportFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => reportFailure(error, mutation.meta),
    }),
  });

export const queryClient = createQueryClient();

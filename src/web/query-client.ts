import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Retry only what a retry can fix: no answer or a 5xx, twice at most. A 4xx is final. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

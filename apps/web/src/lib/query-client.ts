import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Spec defaults: data stays fresh 5 minutes, one retry; client errors (4xx) are not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
        refetchOnWindowFocus: false,
      },
    },
  });
}

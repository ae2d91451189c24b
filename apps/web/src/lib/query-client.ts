import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { CONSENT_REQUIRED_CODE, consentsQueryKey } from './consent-status';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Spec defaults: data stays fresh 5 minutes, one retry; client errors (4xx) are not retried. */
export function createQueryClient(): QueryClient {
  // A call refused until the member accepts the current Terms of Service and Privacy Policy:
  // reading the consents again opens the acceptance prompt (features/consents).
  const onError = (error: unknown) => {
    if (isApiError(error) && error.code === CONSENT_REQUIRED_CODE) {
      void client.invalidateQueries({ queryKey: consentsQueryKey });
    }
  };
  const client = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
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
  return client;
}

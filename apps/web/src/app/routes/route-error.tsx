import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useState } from 'react';
import { ConnectionScreen } from '@/app/errors/connection-screen';
import { readReloadAttempt, reloadForRetry } from '@/app/errors/reload-backoff';
import { SomethingWentWrong } from '@/app/errors/something-went-wrong';
import { UnexpectedError } from '@/app/errors/unexpected-error';
import { isApiError } from '@/lib/api-client';
import { NotFoundRoute } from './not-found-route';

// A route module that fails to download (offline, server restarting, a new deploy) or an
// API call that never got an answer is a connection problem, not a bug in the page.
const CHUNK_LOAD_MESSAGE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i;

function isConnectionError(error: unknown): boolean {
  if (isApiError(error)) return error.code === 'NETWORK';
  return error instanceof TypeError && CHUNK_LOAD_MESSAGE.test(error.message);
}

/** Error screen for a route that threw while loading or rendering (shown inside the layout). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundRoute />;
    return <UnexpectedError status={error.status} detail={error.statusText} />;
  }
  if (isConnectionError(error) || !navigator.onLine) return <RouteConnectionError />;
  return <SomethingWentWrong error={error} />;
}

/** What failed is cached as failed by the router: recovering means loading the page afresh. */
function RouteConnectionError() {
  const [attempt] = useState(readReloadAttempt);
  return (
    <ConnectionScreen
      variant={navigator.onLine ? 'problem' : 'offline'}
      initialAttempt={attempt}
      onRecover={() => reloadForRetry(attempt)}
    />
  );
}

/** Error screen for a failure of the layout itself: a whole page without the top bar. */
export function RootError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const detail = isRouteErrorResponse(error) ? error.statusText : undefined;
  return (
    <main id="main" className="flex min-h-dvh flex-col">
      <UnexpectedError status={status} detail={detail} />
    </main>
  );
}

import type { Page, Request } from 'playwright-core';

const EVENTS_PATH = '/api/events';
const SETTLE_TIMEOUT_MS = 30_000;

export interface NetworkWatch {
  /**
   * Resolves once the page's event stream has sent `ready` (the page then refetches what it
   * shows) and nothing the page asked for is still loading, also a frame later.
   */
  settled(): Promise<void>;
  /** The requests (`METHOD /path`) the page started since `settled()` last resolved. */
  requestsSinceSettled(): string[];
}

/**
 * Watches the page's requests (call it before the page opens). A page is idle only after its
 * first loads and the refetch of the stream's `ready`; how long those take depends on the
 * machine's load, so tests wait for them instead of sleeping a fixed time.
 */
export async function watchNetwork(page: Page): Promise<NetworkWatch> {
  const inFlight = new Set<Request>();
  const started: string[] = [];
  let settledAt = 0;
  const isStream = (request: Request) => new URL(request.url()).pathname === EVENTS_PATH;
  page.on('request', (request) => {
    started.push(`${request.method()} ${new URL(request.url()).pathname}`);
    if (!isStream(request)) inFlight.add(request);
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);

  // EventSource messages are visible to the DevTools protocol only.
  const cdp = await page.context().newCDPSession(page);
  let isReady = false;
  cdp.on('Network.eventSourceMessageReceived', ({ eventName }) => {
    if (eventName === 'ready') isReady = true;
  });
  await cdp.send('Network.enable');

  const waitUntil = async (condition: () => boolean, what: () => string) => {
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`The page did not settle: ${what()}`);
      // One frame and one task in the page: time for it to act on what it just received.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    }
  };

  return {
    async settled() {
      await waitUntil(
        () => isReady,
        () => `no 'ready' on ${EVENTS_PATH}`,
      );
      // Quiet for two frames in a row: a response may make the page ask for more.
      let quietFrames = 0;
      let seen = started.length;
      await waitUntil(
        () => {
          const isQuiet = inFlight.size === 0 && started.length === seen;
          seen = started.length;
          quietFrames = isQuiet ? quietFrames + 1 : 0;
          // The first check, then two frames.
          return quietFrames >= 3;
        },
        () => `still loading ${[...inFlight].map((request) => request.url()).join(', ') || 'new requests'}`,
      );
      settledAt = started.length;
    },
    requestsSinceSettled: () => started.slice(settledAt),
  };
}

import type { Page, Request } from 'playwright-core';

const EVENTS_PATH = '/api/events';
const SETTLE_TIMEOUT_MS = 30_000;

/**
 * How much of a page's time an idle check lets pass: longer than the 30 s the original app
 * polled at, so polling at any interval up to this is caught.
 */
export const IDLE_CHECK_MS = 31_000;

export interface NetworkWatch {
  /**
   * Resolves once the page's event stream has sent `ready` (the page then refetches what it
   * shows) and nothing the page asked for is still loading, also a frame later.
   */
  settled(): Promise<void>;
  /** The requests (`METHOD /path`) the page started since `settled()` last resolved. */
  requestsSinceSettled(): string[];
  /**
   * Moves the page's clock `ms` on at once, firing every timer that falls due meanwhile, in
   * order (an interval as often as it falls due), then waits until what those timers asked
   * for has been seen and answered. No real time passes: an idle check of 31 s takes a moment.
   */
  letTimePass(ms: number): Promise<void>;
}

/**
 * Watches the page's requests and installs the page's fake clock (call it before the page
 * opens, so every timer of the page runs on that clock). The clock runs with real time until
 * a test moves it on with `letTimePass`. A page is idle only after its first loads and the
 * refetch of the stream's `ready`; how long those take depends on the machine's load, so
 * tests wait for them instead of sleeping a fixed time.
 */
export async function watchNetwork(page: Page): Promise<NetworkWatch> {
  await page.clock.install();
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

  /** Nothing in flight and no new request, at the first check and two frames in a row after it. */
  const quiet = async () => {
    let quietFrames = 0;
    let seen = started.length;
    await waitUntil(
      () => {
        const isQuiet = inFlight.size === 0 && started.length === seen;
        seen = started.length;
        quietFrames = isQuiet ? quietFrames + 1 : 0;
        return quietFrames >= 3;
      },
      () => `still loading ${[...inFlight].map((request) => request.url()).join(', ') || 'new requests'}`,
    );
  };

  return {
    async settled() {
      await waitUntil(
        () => isReady,
        () => `no 'ready' on ${EVENTS_PATH}`,
      );
      // A response may make the page ask for more.
      await quiet();
      settledAt = started.length;
    },
    requestsSinceSettled: () => started.slice(settledAt),
    async letTimePass(ms) {
      await page.clock.runFor(ms);
      await quiet();
    },
  };
}

import type { Server } from 'node:http';

export interface ServerClosed {
  /** Connections still open at the deadline, cut off then (0: everything finished in time). */
  cutConnections: number;
}

/**
 * Stops accepting connections and lets the requests in flight finish: server.close() closes
 * the keep-alive connections idle at this moment, and one whose response finishes later is
 * closed right after it (its response sent in full) instead of after the 5 s keep-alive wait.
 * A connection still receiving a request or waiting for its answer is left alone until
 * timeoutMs; the connections still open then are closed.
 */
export async function closeServer(server: Server, timeoutMs: number): Promise<ServerClosed> {
  // Applied when a response has been written out (Node's resOnFinish): the idle socket then
  // times out at once. Never while a request or a response is under way.
  server.keepAliveTimeout = 1;
  (server as Server & { keepAliveTimeoutBuffer?: number }).keepAliveTimeoutBuffer = 0;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  let deadline: NodeJS.Timeout | undefined;
  const isTimeUp = new Promise<true>((resolve) => {
    deadline = setTimeout(() => resolve(true), timeoutMs);
  });
  try {
    if (!(await Promise.race([closed.then(() => false), isTimeUp]))) return { cutConnections: 0 };
    const cutConnections = await new Promise<number>((resolve) =>
      server.getConnections((error, count) => resolve(error ? 0 : count)),
    );
    server.closeAllConnections();
    await closed;
    return { cutConnections };
  } finally {
    clearTimeout(deadline);
  }
}

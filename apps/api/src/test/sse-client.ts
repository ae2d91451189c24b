/** One Server-Sent Events frame: an event, or a comment line such as a heartbeat. */
type SseFrame = { kind: 'event'; event: string; data: string } | { kind: 'comment'; text: string };

export interface SseReader {
  /** The next frame; fails after timeoutMs. */
  next(timeoutMs?: number): Promise<SseFrame>;
  /** Skips frames until an event of this type arrives; fails after timeoutMs. */
  nextEvent(type: string, timeoutMs?: number): Promise<{ event: string; data: unknown }>;
  /** Disconnects, as a closed browser tab would. */
  close(): Promise<void>;
}

/**
 * How long a read waits by default: long enough for a busy machine (and PostgreSQL's
 * LISTEN/NOTIFY); how fast events arrive is measured by `npm run bench:realtime`.
 */
const DEFAULT_TIMEOUT_MS = 10_000;

/** Reads an SSE response body frame by frame (for tests of GET /api/events). */
export function readSse(response: Response): SseReader {
  if (!response.body) throw new Error('The response has no body to stream');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const frames: SseFrame[] = [];
  let buffer = '';
  // One read at a time: a read outlived by a timeout is picked up by the next call.
  let pendingRead: Promise<ReadableStreamReadResult<string>> | undefined;

  const parseBuffer = () => {
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split('\n');
      if (lines.every((line) => line.startsWith(':'))) {
        frames.push({ kind: 'comment', text: lines.map((line) => line.slice(1).trim()).join('\n') });
        continue;
      }
      const field = (name: string) =>
        lines
          .filter((line) => line.startsWith(`${name}:`))
          .map((line) => line.slice(name.length + 1).replace(/^ /, ''));
      frames.push({ kind: 'event', event: field('event')[0] ?? 'message', data: field('data').join('\n') });
    }
  };

  const next = async (timeoutMs = DEFAULT_TIMEOUT_MS): Promise<SseFrame> => {
    const deadline = Date.now() + timeoutMs;
    while (frames.length === 0) {
      pendingRead ??= reader.read();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()));
      });
      const result = await Promise.race([pendingRead, timeout]).finally(() => clearTimeout(timer));
      if (result === 'timeout') throw new Error(`No SSE frame within ${timeoutMs} ms`);
      pendingRead = undefined;
      if (result.done) throw new Error('The event stream ended');
      buffer += result.value;
      parseBuffer();
    }
    return frames.shift()!;
  };

  return {
    next,
    async nextEvent(type, timeoutMs = DEFAULT_TIMEOUT_MS) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const frame = await next(Math.max(0, deadline - Date.now()));
        if (frame.kind === 'event' && frame.event === type)
          return { event: frame.event, data: JSON.parse(frame.data) };
      }
    },
    async close() {
      await reader.cancel().catch(() => {});
    },
  };
}

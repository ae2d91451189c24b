import { logger } from '../logging/logger';

/** Collapses bursts of one kind of work per key (see createCoalescer). */
export interface Coalescer<T> {
  /** Runs `value` for `key` now, or, inside the key's window, once at its end with the latest value. */
  push(key: string, value: T): void;
  /** Runs every pending value now and closes every window (tests; a clean stop). */
  flush(): void;
}

interface KeyWindow<T> {
  pending: { value: T } | null;
  timer: NodeJS.Timeout;
}

/**
 * Per key, the first push runs at once and opens a window of `windowMs`; pushes inside the window
 * only keep their value, and at its end the latest one runs (opening a new window). A burst of a
 * thousand pushes in 100 ms thus runs twice: the first value at once, the last one at most
 * `windowMs` later; the last value is never dropped. Failures are logged under `label`. Timers are
 * unref'd: a pending run never keeps the process alive (a stopping server's clients reconnect
 * and refetch anyway).
 */
export function createCoalescer<T>(
  label: string,
  windowMs: number,
  run: (key: string, value: T) => unknown,
): Coalescer<T> {
  const windows = new Map<string, KeyWindow<T>>();

  const runSafely = (key: string, value: T) => {
    try {
      void Promise.resolve(run(key, value)).catch((error: unknown) =>
        logger.error({ err: error }, `${label} failed`),
      );
    } catch (error) {
      logger.error({ err: error }, `${label} failed`);
    }
  };

  const openWindow = (key: string): KeyWindow<T> => {
    const window: KeyWindow<T> = {
      pending: null,
      timer: setTimeout(() => {
        const { pending } = window;
        windows.delete(key);
        if (!pending) return;
        windows.set(key, openWindow(key));
        runSafely(key, pending.value);
      }, windowMs),
    };
    window.timer.unref();
    return window;
  };

  return {
    push(key, value) {
      const open = windows.get(key);
      if (open) {
        open.pending = { value };
        return;
      }
      windows.set(key, openWindow(key));
      runSafely(key, value);
    },
    flush() {
      const pending = [...windows.entries()];
      windows.clear();
      for (const [key, window] of pending) {
        clearTimeout(window.timer);
        if (window.pending) runSafely(key, window.pending.value);
      }
    },
  };
}

// A route that failed to download is only retried by reloading the page. The retry count
// survives the reload, so a page that keeps failing backs off (1 s doubling to 5 s) instead
// of reloading every second.

const STORAGE_KEY = 'partnerly-reload-retry';
/** A count older than this belongs to an earlier problem. */
const FORGET_AFTER_MS = 60_000;

interface ReloadRetry {
  attempt: number;
  at: number;
}

/** Reload retries made for the current problem (0 when none is recent). */
export function readReloadAttempt(): number {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as ReloadRetry | null;
    if (!saved || Date.now() - saved.at > FORGET_AFTER_MS) return 0;
    return Number.isInteger(saved.attempt) && saved.attempt > 0 ? saved.attempt : 0;
  } catch {
    return 0;
  }
}

/** Records one more retry and reloads the page. */
export function reloadForRetry(previousAttempt: number): void {
  try {
    const next: ReloadRetry = { attempt: previousAttempt + 1, at: Date.now() };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage unavailable (private mode): the reload still happens, without the longer wait.
  }
  window.location.reload();
}

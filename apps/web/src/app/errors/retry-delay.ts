/** First wait before an error screen retries by itself (spec 01 section 9). */
const RETRY_BASE_DELAY_MS = 1000;
/** The wait doubles after every failed retry up to this ceiling. */
const RETRY_MAX_DELAY_MS = 5000;

/** Milliseconds to wait before retry number `attempt` (0-based): 1 s, 2 s, 4 s, then 5 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt), RETRY_MAX_DELAY_MS);
}

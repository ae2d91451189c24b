/** The server's message of a failed call (throttling included), or the spec's fallback. */
export function errorMessageOf(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return message || fallback;
}

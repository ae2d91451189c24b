/**
 * A list's query string from its parameters: blank values and the first page are left out, so
 * equal lists share one address and one cache entry ('' when nothing is set).
 */
export function listQueryString(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

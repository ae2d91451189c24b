/**
 * A Content-Disposition header that downloads `fileName` (RFC 6266): a plain-ASCII
 * `filename` for old clients (anything else, quotes and backslashes become '_') and the exact
 * name as `filename*` in UTF-8 (RFC 8187), which browsers prefer, so an Arabic campaign title
 * keeps its letters.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A CSV file download (UTF-8, never cached: it holds the latest figures). */
export function csvAttachment(fileName: string, csv: string): Response {
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachmentDisposition(fileName),
      'Cache-Control': 'no-store',
    },
  });
}

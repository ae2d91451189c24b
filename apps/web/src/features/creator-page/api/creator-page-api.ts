import type { CreatorPage } from '@partnerly/contracts';

// The creator page's calls, with plain fetch: the app's typed client and TanStack Query would
// bring most of the app's bundle to a page that makes three calls (issue 17 item 6). Only types
// come from the contracts (erased at build time), so no zod reaches this bundle either.

export type CreatorPageResult =
  { kind: 'found'; page: CreatorPage } | { kind: 'not-found' } | { kind: 'failed' };

/** GET /api/creator-pages/{shareCode}; the server preloads it with the page's HTML. */
export async function fetchCreatorPage(shareCode: string): Promise<CreatorPageResult> {
  try {
    const response = await fetch(`/api/creator-pages/${encodeURIComponent(shareCode)}`, {
      headers: { accept: 'application/json' },
    });
    // 400 is a malformed code in the address: no such creator either.
    if (response.status === 404 || response.status === 400) return { kind: 'not-found' };
    if (!response.ok) return { kind: 'failed' };
    return { kind: 'found', page: (await response.json()) as CreatorPage };
  } catch {
    return { kind: 'failed' };
  }
}

/** Tracking never gets in the visitor's way: its failures are ignored (spec 03 section 8). */
function report(path: string, body: unknown): void {
  void fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}

/** The grid was shown: the page's visit and a view of each code in it. */
export function reportViews(shareCode: string, codeIds: readonly string[]): void {
  report(`/api/creator-pages/${encodeURIComponent(shareCode)}/views`, { codeIds });
}

export function reportCopy(codeId: string): void {
  report('/api/affiliate-events', { codeId, action: 'code_copied', source: 'share_page' });
}

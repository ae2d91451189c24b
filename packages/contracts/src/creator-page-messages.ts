// The public creator page /creator/{shareCode} (spec 03; issue 17 items 3 and 4): its texts and
// its fixed rules, in a file without zod so the page's own small bundle can import it
// (`@partnerly/contracts/creator-page-messages`). The response schemas are in creator-page.ts.

export const CREATOR_PAGE_MESSAGES = {
  notFound: 'Creator Not Found',
  notFoundDetail: 'This share link does not exist or has been deactivated.',
  noCodes: 'No Active Codes',
  noCodesDetail: 'This creator has no active codes right now. Check back soon.',
  copyCode: 'Copy Code',
  shopNow: 'Shop Now',
  copied: 'Code copied to clipboard!',
  copyFailed: 'Failed to copy code',
  loadFailed: 'This page could not be loaded. Check your connection and try again.',
  /** A click on Shop Now whose code has no usable brand address (or is no longer listed). */
  linkUnavailable: 'This shop link is not available',
  tooManyEvents: 'Too many requests from this network. Try again in a minute.',
} as const;

/** Where a tracked event happened (affiliate_code_events.source). */
export const AFFILIATE_EVENT_SOURCES = ['share_page', 'direct'] as const;
export type AffiliateEventSource = (typeof AFFILIATE_EVENT_SOURCES)[number];

/** At most this many codes in one views report (the grid of one page). */
export const CREATOR_PAGE_CODES_MAX = 100;

/** The address of Shop Now: records the click and redirects to the brand's site. */
export const shopRedirectPath = (codeId: string, source: AffiliateEventSource = 'share_page') =>
  `/api/go/${codeId}?source=${source}`;

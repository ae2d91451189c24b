import { z } from 'zod';

// The creator's share link (spec 03 'Share Your Codes'; issue 17 item 3): one per creator, an
// 8-character code of A-Z, a-z and 0-9 drawn from a CSPRNG, that opens the public page
// /creator/{shareCode}. Regenerating replaces the code (the old address stops working) and
// makes the link active.

export const SHARE_LINK_MESSAGES = {
  created: 'Share link created!',
  activated: 'Share link activated',
  deactivated: 'Share link deactivated',
  regenerated: 'New share link generated!',
  copied: 'Share link copied to clipboard!',
  loadFailed: 'Failed to load share link',
  createFailed: 'Failed to create share link',
  updateFailed: 'Failed to update share link',
  regenerateFailed: 'Failed to regenerate link',
  copyFailed: 'Failed to copy link',
  /** PATCH before the creator has a link. */
  notFound: 'You have no share link yet. Create one first.',
  isActiveRequired: 'Choose whether the link is active',
} as const;

/** Pushed to the creator's open streams when the link changes or its page is viewed. */
export const SHARE_LINK_EVENTS = { changed: 'share-link.changed' } as const;

/** The public page of a share code, as a path of the app. */
export const creatorPagePath = (shareCode: string) => `/creator/${shareCode}`;

export const shareLinkSchema = z.object({
  shareCode: z.string(),
  /** /creator/{shareCode}; the tab prefixes the app's origin. */
  path: z.string(),
  isActive: z.boolean(),
  /** Visits of the public page, once per visitor per 30 minutes (bots and the creator not counted). */
  viewCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** GET /api/share-link: null until the creator creates one. */
export const shareLinkResponseSchema = z.object({ shareLink: shareLinkSchema.nullable() });
export type ShareLinkResponse = z.infer<typeof shareLinkResponseSchema>;

/** Answer of POST /api/share-link, PATCH /api/share-link and POST /api/share-link/regenerate. */
export const shareLinkChangeSchema = z.object({ shareLink: shareLinkSchema, message: z.string() });
export type ShareLinkChange = z.infer<typeof shareLinkChangeSchema>;

/** Body of PATCH /api/share-link. */
export const updateShareLinkInput = z.object({
  isActive: z.boolean(SHARE_LINK_MESSAGES.isActiveRequired),
});
export type UpdateShareLinkInput = z.input<typeof updateShareLinkInput>;

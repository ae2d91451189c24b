import { z } from 'zod';
import { permitBadgeSchema } from './advertiser-permits';
import { AFFILIATE_EVENT_ACTIONS, PUBLIC_PAGE_SOCIAL_LINKS, SOCIAL_LINK_PLATFORMS } from './affiliate';
import { AFFILIATE_EVENT_SOURCES, CREATOR_PAGE_CODES_MAX } from './creator-page-messages';

// The public creator page and its tracking (issue 17 items 3 and 4): GET /api/creator-pages/
// {shareCode}, POST /api/creator-pages/{shareCode}/views, POST /api/affiliate-events and the
// Shop Now redirect GET /api/go/{codeId}. Texts and limits: creator-page-messages.ts.

export const creatorPageParam = z.object({
  shareCode: z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'Creator Not Found'),
});

export const creatorPageCodeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  /** The brand's company name ('Brand' when its profile is hidden), or the external brand's. */
  brandName: z.string(),
  brandLogoUrl: z.string().nullable(),
  /** Null for external codes and private (network) campaigns. */
  campaignTitle: z.string().nullable(),
  instructions: z.string().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  /** Whether Shop Now leads anywhere: the code has an http(s) brand address. */
  hasShopLink: z.boolean(),
});
export type CreatorPageCode = z.infer<typeof creatorPageCodeSchema>;

export const creatorPageSchema = z.object({
  creator: z.object({
    name: z.string(),
    avatarUrl: z.string().nullable(),
    bio: z.string().nullable(),
    tagline: z.string().nullable(),
    location: z.string().nullable(),
    /** An admin verified the creator (the Verified badge). */
    isVerified: z.boolean(),
    /** The UAE Advertiser Permit while it stands (pending, verified or exempt), else null. */
    advertiserPermit: permitBadgeSchema.nullable(),
  }),
  /** Up to 3, none while the creator hides their social links (privacy settings). */
  socialLinks: z
    .array(z.object({ platform: z.enum(SOCIAL_LINK_PLATFORMS), url: z.string() }))
    .max(PUBLIC_PAGE_SOCIAL_LINKS),
  /** Active, public and unexpired codes, newest first. */
  codes: z.array(creatorPageCodeSchema),
});
export type CreatorPage = z.infer<typeof creatorPageSchema>;

const codeIds = z
  .array(z.uuid('Unknown code'), 'List the codes shown')
  .max(CREATOR_PAGE_CODES_MAX, `At most ${CREATOR_PAGE_CODES_MAX} codes`);

/** Body of POST /api/creator-pages/{shareCode}/views: the codes the grid shows (may be none). */
export const creatorPageViewsInput = z.object({ codeIds });
export type CreatorPageViewsInput = z.input<typeof creatorPageViewsInput>;

const source = z.enum(AFFILIATE_EVENT_SOURCES, 'Unknown source').default('share_page');

/** Body of POST /api/affiliate-events: one event of one code. */
export const affiliateEventInput = z.object({
  codeId: z.uuid('Unknown code'),
  action: z.enum(AFFILIATE_EVENT_ACTIONS, 'Unknown action'),
  source,
});
export type AffiliateEventInput = z.input<typeof affiliateEventInput>;

export const shopRedirectParam = z.object({ codeId: z.uuid('Unknown code') });
export const shopRedirectQuery = z.object({
  source: z.enum(AFFILIATE_EVENT_SOURCES).catch('direct').default('direct'),
});

/**
 * Answer of the tracking endpoints: how many events were counted (0 for bots, repeats within
 * 30 minutes, the creator's own visits and codes no longer listed).
 */
export const trackedEventsSchema = z.object({ counted: z.number().int() });
export type TrackedEvents = z.infer<typeof trackedEventsSchema>;

/** Answer of POST /api/creator-pages/{shareCode}/views: the page's visit and the codes' views. */
export const creatorPageViewsSchema = trackedEventsSchema.extend({ isPageViewCounted: z.boolean() });
export type CreatorPageViews = z.infer<typeof creatorPageViewsSchema>;

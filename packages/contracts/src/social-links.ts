import { z } from 'zod';
import { PUBLIC_PAGE_SOCIAL_LINKS, SOCIAL_LINK_PLATFORMS, type SocialLinkPlatform } from './affiliate';
import { CAMPAIGN_PLATFORM_LABELS } from './campaign-labels';
import { isHttpUrl, URL_MAX_LENGTH, withWebScheme } from './http-url';
import { isOnPlatformHost } from './social-handle';

// The creator's social links (spec 03 social_links, 'Public Profile Settings'): links to their
// accounts that the public share page /creator/{shareCode} shows, the first three of them.

/** Spec 03 section 8 'Social links', verbatim, and the server's refusals. */
export const SOCIAL_LINK_MESSAGES = {
  added: 'Social link added successfully',
  removed: 'Social link removed successfully',
  addFailed: 'Failed to add social link',
  removeFailed: 'Failed to remove social link',
  fillAllFields: 'Please fill in all fields',
  invalidUrl: 'Please enter a valid link starting with http:// or https://',
  wrongHost: (platform: SocialLinkPlatform) =>
    `This link is not on ${SOCIAL_LINK_PLATFORM_LABELS[platform]}. Paste the address of your ${SOCIAL_LINK_PLATFORM_LABELS[platform]} profile.`,
  /** One link per platform, so at most six in all. */
  alreadyAdded: (platform: SocialLinkPlatform) =>
    `You already added your ${SOCIAL_LINK_PLATFORM_LABELS[platform]} link. Remove it first to add another.`,
  notFound: 'Social link not found',
} as const;

export const SOCIAL_LINK_PLATFORM_LABELS: Record<SocialLinkPlatform, string> = {
  instagram: CAMPAIGN_PLATFORM_LABELS.instagram,
  tiktok: CAMPAIGN_PLATFORM_LABELS.tiktok,
  youtube: CAMPAIGN_PLATFORM_LABELS.youtube,
  twitter: CAMPAIGN_PLATFORM_LABELS.twitter,
  linkedin: CAMPAIGN_PLATFORM_LABELS.linkedin,
  snapchat: CAMPAIGN_PLATFORM_LABELS.snapchat,
};

/** Text that is missing or blank after trimming counts as not filled in. */
const filledIn = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * Body of POST /api/me/social-links. Both fields are required ('Please fill in all fields'); the
 * URL is an http(s) address on the platform's own site (www. and other subdomains included).
 * Typed without a scheme (`instagram.com/layla`) it is stored with https:// in front.
 */
export const addSocialLinkInput = z
  .object({
    platform: z.preprocess(filledIn, z.enum(SOCIAL_LINK_PLATFORMS, SOCIAL_LINK_MESSAGES.fillAllFields)),
    url: z.preprocess(
      filledIn,
      z
        .string(SOCIAL_LINK_MESSAGES.fillAllFields)
        .transform(withWebScheme)
        .pipe(
          z
            .string()
            .max(URL_MAX_LENGTH, `URL must be at most ${URL_MAX_LENGTH} characters`)
            .refine(isHttpUrl, SOCIAL_LINK_MESSAGES.invalidUrl),
        ),
    ),
  })
  .superRefine((value, ctx) => {
    // Only a known platform and a well-formed URL are compared (their own issues say the rest).
    const isComparable = SOCIAL_LINK_PLATFORMS.includes(value.platform) && isHttpUrl(value.url);
    if (isComparable && !isOnPlatformHost(value.platform, value.url)) {
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: SOCIAL_LINK_MESSAGES.wrongHost(value.platform),
      });
    }
  });
export type AddSocialLinkInput = z.input<typeof addSocialLinkInput>;
export type AddSocialLinkValues = z.output<typeof addSocialLinkInput>;

export const socialLinkParam = z.object({ id: z.uuid(SOCIAL_LINK_MESSAGES.notFound) });

export const socialLinkSchema = z.object({
  id: z.uuid(),
  platform: z.enum(SOCIAL_LINK_PLATFORMS),
  url: z.string(),
  isVerified: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** GET /api/me/social-links: the creator's links, oldest first (the order the public page uses). */
export const socialLinkListSchema = z.object({
  links: z.array(socialLinkSchema),
  /** The public page shows the first this many links. */
  publicPageLimit: z.literal(PUBLIC_PAGE_SOCIAL_LINKS),
  /** The privacy setting 'Show social links': when off, the public page shows none. */
  isShownOnPublicPage: z.boolean(),
});
export type SocialLinkList = z.infer<typeof socialLinkListSchema>;

/** POST /api/me/social-links answer. */
export const socialLinkAddedSchema = z.object({ link: socialLinkSchema, message: z.string() });

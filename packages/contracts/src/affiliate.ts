/**
 * Affiliate codes (spec 02 and 03): the tracked events, the share link, the social links of
 * the public page and the analytics formulas both sides show.
 */

/** Spec 03 affiliate_code_usage action types (the legacy view/copy/click are not accepted). */
export const AFFILIATE_EVENT_ACTIONS = ['code_viewed', 'code_copied', 'link_clicked'] as const;
export type AffiliateEventAction = (typeof AFFILIATE_EVENT_ACTIONS)[number];

/** Pushed on the event stream to the code's creator and its brand's workspace members. */
export const AFFILIATE_ACTIVITY_EVENT = 'affiliate.activity';

/** Spec 03: the share code is 8 characters of A-Z, a-z and 0-9. */
export const SHARE_CODE_LENGTH = 8;
export const SHARE_CODE_PATTERN = /^[A-Za-z0-9]{8}$/;

/** Spec 03 social_links platforms; the public page shows up to 3 links. */
export const SOCIAL_LINK_PLATFORMS = [
  'instagram',
  'tiktok',
  'youtube',
  'twitter',
  'linkedin',
  'snapchat',
] as const;
export type SocialLinkPlatform = (typeof SOCIAL_LINK_PLATFORMS)[number];
export const PUBLIC_PAGE_SOCIAL_LINKS = 3;

/** Counted events of one code. */
export interface AffiliateCounts {
  views: number;
  copies: number;
  clicks: number;
}

/** Spec 03 section 9: clicks / copies × 100, rounded; 0 without copies. */
export function clickThroughRate({ clicks, copies }: Pick<AffiliateCounts, 'clicks' | 'copies'>): number {
  return copies > 0 ? Math.round((clicks / copies) * 100) : 0;
}

/** Spec 03 section 9: (clicks + copies) / views × 100 to one decimal; 0 without views. */
export function affiliateEngagementPercent({ views, copies, clicks }: AffiliateCounts): number {
  return views > 0 ? Math.round(((clicks + copies) / views) * 1000) / 10 : 0;
}

/** Spec 02 (Limits and timing): the assumed average order value, in AED. */
export const ESTIMATE_AVERAGE_ORDER_VALUE = 40;

export type EstimatedPerformance = 'strong' | 'moderate' | 'weak';

export interface ConversionEstimate {
  /** Percent of clicks estimated to become orders. */
  conversionRate: number;
  performance: EstimatedPerformance;
  estimatedOrders: number;
  estimatedRevenue: number;
}

/**
 * Spec 02 (Limits and timing), labelled 'Estimated' wherever shown: the click-to-copy ratio picks the
 * conversion rate (10 / 6 / 3 %, or 8 / 3 / 1 % without engagement data, i.e. no views) and the
 * level; orders are clicks × rate, revenue orders × the assumed average order value.
 */
export function conversionEstimate({ views, copies, clicks }: AffiliateCounts): ConversionEstimate {
  const ratio = copies > 0 ? clicks / copies : 0;
  const hasEngagement = views > 0;
  const [conversionRate, performance]: [number, EstimatedPerformance] =
    ratio >= 0.6
      ? [hasEngagement ? 10 : 8, hasEngagement ? 'strong' : 'moderate']
      : ratio >= 0.3
        ? [hasEngagement ? 6 : 3, hasEngagement ? 'moderate' : 'weak']
        : [hasEngagement ? 3 : 1, 'weak'];
  const estimatedOrders = Math.round((clicks * conversionRate) / 100);
  return {
    conversionRate,
    performance,
    estimatedOrders,
    estimatedRevenue: estimatedOrders * ESTIMATE_AVERAGE_ORDER_VALUE,
  };
}

import type { MessageKey } from '@partnerly/contracts/i18n';

// The brand dashboard's tabs (spec 02 section 2, variant B: Home, Campaigns and QR Codes, with
// variant A's Submissions and Affiliate Analytics, and Payouts: the payout history of issue 16).

export const BRAND_DASHBOARD_TABS = [
  'home',
  'campaigns',
  'submissions',
  'payouts',
  'affiliate-analytics',
  'private-referrals',
] as const;
export type BrandDashboardTab = (typeof BRAND_DASHBOARD_TABS)[number];

export const TAB_LABELS: Record<BrandDashboardTab, MessageKey> = {
  home: 'brandDashboard.tab.home',
  campaigns: 'brandDashboard.tab.campaigns',
  submissions: 'brandDashboard.tab.submissions',
  payouts: 'brandDashboard.tab.payouts',
  'affiliate-analytics': 'brandDashboard.tab.affiliateAnalytics',
  'private-referrals': 'brandDashboard.tab.qrCodes',
};

/** Spec 02: the mobile layout uses shorter labels (where a label is long). */
export const TAB_SHORT_LABELS: Partial<Record<BrandDashboardTab, MessageKey>> = {
  'affiliate-analytics': 'brandDashboard.tab.affiliates',
};

/** The Submissions tab's parameter naming the one campaign whose queue it shows. */
const CAMPAIGN_PARAM = 'campaign';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The campaign ?campaign= names on the Submissions tab; anything else shows every campaign. */
export function campaignOf(params: URLSearchParams): string | null {
  const value = params.get(CAMPAIGN_PARAM);
  return value && UUID.test(value) ? value : null;
}

/**
 * The address params showing `tab` (and on Submissions the one campaign, or every campaign
 * with null); a campaign is kept only on the Submissions tab.
 */
export function tabParams(
  current: URLSearchParams,
  tab: BrandDashboardTab,
  campaignId: string | null = null,
): URLSearchParams {
  const params = new URLSearchParams(current);
  params.set('tab', tab);
  params.delete(CAMPAIGN_PARAM);
  if (tab === 'submissions' && campaignId) params.set(CAMPAIGN_PARAM, campaignId);
  return params;
}

const isTab = (value: unknown): value is BrandDashboardTab =>
  BRAND_DASHBOARD_TABS.some((tab) => tab === value);

/** The tab a ?tab= value names; a missing or unknown one is Home. */
export function resolveTab(value: string | null | undefined): BrandDashboardTab {
  return isTab(value) ? value : 'home';
}

export interface TabSwitch {
  tab: BrandDashboardTab;
  /** campaigns with action create: open the Create Campaign form too. */
  shouldCreate: boolean;
}

/**
 * Reads a tab-switch event's detail (spec 02: campaigns with action create, or
 * private-referrals); null for anything this dashboard cannot show.
 */
export function parseTabSwitch(detail: unknown): TabSwitch | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { tab, action } = detail as { tab?: unknown; action?: unknown };
  if (!isTab(tab)) return null;
  return { tab, shouldCreate: tab === 'campaigns' && action === 'create' };
}

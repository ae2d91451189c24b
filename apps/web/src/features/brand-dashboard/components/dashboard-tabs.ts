// The brand dashboard's tabs (spec 02 section 2, variant B). The QR Codes tab
// (private-referrals) joins once its feature exists; until then it resolves to Home.

export const BRAND_DASHBOARD_TABS = ['home', 'campaigns'] as const;
export type BrandDashboardTab = (typeof BRAND_DASHBOARD_TABS)[number];

export const TAB_LABELS: Record<BrandDashboardTab, string> = { home: 'Home', campaigns: 'Campaigns' };

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

/** Reads a tab-switch event's detail; null for anything this dashboard cannot show. */
export function parseTabSwitch(detail: unknown): TabSwitch | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { tab, action } = detail as { tab?: unknown; action?: unknown };
  if (!isTab(tab)) return null;
  return { tab, shouldCreate: tab === 'campaigns' && action === 'create' };
}

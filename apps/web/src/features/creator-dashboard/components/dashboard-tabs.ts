import { CREATOR_DASHBOARD_TABS, type CreatorDashboardTab } from '@partnerly/contracts';

/** The query parameter of a tab's own tabs (Campaigns, Workspace, Affiliate Hub): ?tab=affiliate&view=analytics. */
export const CREATOR_DASHBOARD_VIEW_PARAM = 'view';

/** The tab ?tab= names among those shown, else the overview. */
export function readDashboardTab(
  params: URLSearchParams,
  shown: readonly CreatorDashboardTab[] = CREATOR_DASHBOARD_TABS,
): CreatorDashboardTab {
  return shown.find((tab) => tab === params.get('tab')) ?? 'overview';
}

/**
 * The address of another tab: the overview leaves no ?tab=, and the former tab's own tab
 * (?view=) goes with it; other parameters stay.
 */
export function withDashboardTab(params: URLSearchParams, tab: CreatorDashboardTab): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(CREATOR_DASHBOARD_VIEW_PARAM);
  if (tab === 'overview') next.delete('tab');
  else next.set('tab', tab);
  return next;
}

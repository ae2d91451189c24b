// The window event that switches the brand dashboard's tab from anywhere in the app (spec 02
// section 2): `{ tab: 'campaigns', action: 'create' }` opens the Campaigns tab with the
// Create Campaign form. It lives here because the sender is usually another feature.

export const DASHBOARD_TAB_EVENT = 'partnerly:dashboard-tab';

export interface DashboardTabRequest {
  tab: string;
  action?: 'create';
}

/** Asks an open brand dashboard to show `tab` (and, with action create, the create form). */
export function requestDashboardTab(request: DashboardTabRequest): void {
  window.dispatchEvent(new CustomEvent<DashboardTabRequest>(DASHBOARD_TAB_EVENT, { detail: request }));
}

// The window event that switches the brand dashboard's tab from anywhere in the app (spec 02
// section 2): `{ tab: 'campaigns', action: 'create' }` opens the Campaigns tab with the
// Create Campaign form. It lives here because the sender is usually another feature; none
// sends it yet (the dashboard's own buttons switch tabs directly), so only the listener and
// the detail's shape exist: a sender dispatches
// `new CustomEvent<DashboardTabRequest>(DASHBOARD_TAB_EVENT, { detail })` on window.

export const DASHBOARD_TAB_EVENT = 'partnerly:dashboard-tab';

/** @public The detail a sender puts on the event; exported for the first sender. */
export interface DashboardTabRequest {
  tab: string;
  action?: 'create';
}

// Public pages and the remaining screens: landing, legal, contact, support, analytics, network, payouts, agents, dashboards.
export const pages = {} as const satisfies Record<string, string>;

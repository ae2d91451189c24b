// The brand's check-in validator of one event (issue 20): /campaigns/{id}/check-in. The
// campaign card links to it; the router's path is CHECK_IN_ROUTE.

export const CHECK_IN_ROUTE = 'campaigns/:campaignId/check-in';

/** The validator of the campaign `campaignId`. */
export const checkInPath = (campaignId: string): string =>
  `/campaigns/${encodeURIComponent(campaignId)}/check-in`;

/** True on a validator's page (the brand's Campaigns item is current there). */
export const isCheckInPath = (pathname: string): boolean =>
  /^\/campaigns\/[^/]+\/check-in\/?$/.test(pathname);

import { SUBMISSION_LINKS } from '@partnerly/contracts';

// The campaign work panel's address (spec 03 'Routes'): /dashboard with tab=campaign-work and
// the campaign and application ids. Creator Work and My Applications link to it; the
// dashboard page reads it.

export const CAMPAIGN_WORK_TAB = 'campaign-work';

const PANEL_PARAMS = ['tab', 'campaign', 'application'] as const;

/** The panel of one application (the address the notifications open too). */
export const campaignWorkHref = SUBMISSION_LINKS.campaignWork;

/** The panel's ids when the address asks for it (either may be missing: the panel says so). */
export function readCampaignWorkParams(
  params: URLSearchParams,
): { campaignId: string; applicationId: string } | null {
  if (params.get('tab') !== CAMPAIGN_WORK_TAB) return null;
  return { campaignId: params.get('campaign') ?? '', applicationId: params.get('application') ?? '' };
}

/** The address without the panel's parameters (its Back): the dashboard itself. */
export function withoutCampaignWork(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of PANEL_PARAMS) next.delete(name);
  return next;
}

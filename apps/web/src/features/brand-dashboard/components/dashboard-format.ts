import { canChangeCampaignStatus, type CampaignStatus } from '@partnerly/contracts';

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The average engagement card: '4.25%', or 'No data yet' before any campaign has a rate. */
export function formatEngagement(average: number | null): string {
  return average == null ? 'No data yet' : `${percent.format(average)}%`;
}

/** 'No applications', '1 application', '3 applications'. */
export function applicationsLabel(count: number): string {
  if (count === 0) return 'No applications';
  return count === 1 ? '1 application' : `${count} applications`;
}

/** Which status items the action menu offers (spec 02 section 4; the API enforces the same). */
export function statusActionsFor(status: CampaignStatus): {
  canPause: boolean;
  canReactivate: boolean;
  canClose: boolean;
} {
  return {
    canPause: status === 'active' && canChangeCampaignStatus(status, 'paused'),
    canReactivate: canChangeCampaignStatus(status, 'active'),
    canClose: canChangeCampaignStatus(status, 'closed'),
  };
}

/** 'Failed to delete campaign: Campaign not found' (the server may already say the prefix). */
export function failureText(prefix: string, reason: string): string {
  return reason.startsWith(prefix) ? reason : `${prefix}: ${reason}`;
}

/**
 * The Active Campaigns card's hint: the same definition as its value (campaigns with
 * creators at work, counted by the server), out of all the brand's campaigns.
 */
export function activeCampaignsHint(stats: { activeCampaigns: number; totalCampaigns: number }): string {
  return `${stats.activeCampaigns} of ${stats.totalCampaigns} with creators at work`;
}

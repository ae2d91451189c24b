import {
  canChangeCampaignStatus,
  formatAed,
  type CampaignStatus,
  type CampaignType,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

type Translate = (key: MessageKey, values?: MessageValues) => string;

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The average engagement card's number: '4.25' (shown as '4.25%'), or null before any campaign has a rate. */
export function engagementPercent(average: number | null): string | null {
  return average == null ? null : percent.format(average);
}

export const CAMPAIGN_STATUS_KEYS: Record<CampaignStatus, MessageKey> = {
  active: 'brandDashboard.campaignStatus.active',
  paused: 'brandDashboard.campaignStatus.paused',
  closed: 'brandDashboard.campaignStatus.closed',
  draft: 'brandDashboard.campaignStatus.draft',
  completed: 'brandDashboard.campaignStatus.completed',
};

export const CAMPAIGN_TYPE_KEYS: Record<CampaignType, MessageKey> = {
  content: 'brandDashboard.campaignType.content',
  onsite: 'brandDashboard.campaignType.onsite',
  event: 'brandDashboard.campaignType.event',
  collaboration: 'brandDashboard.campaignType.collaboration',
  review: 'brandDashboard.campaignType.review',
  giveaway: 'brandDashboard.campaignType.giveaway',
};

/** 'AED 500 - 1,000', 'Up to AED 1,000', 'From AED 500' or 'Budget not specified' (amounts in English). */
export function budgetText(t: Translate, min: number | null, max: number | null): string {
  if (min != null && max != null) {
    return t('brandDashboard.budgetRange', { min: formatAed(min), max: formatAed(max).slice('AED '.length) });
  }
  if (max != null) return t('brandDashboard.budgetUpTo', { amount: formatAed(max) });
  if (min != null) return t('brandDashboard.budgetFrom', { amount: formatAed(min) });
  return t('brandDashboard.budgetNotSpecified');
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
export function failureText(t: Translate, prefix: string, reason: string): string {
  return reason.startsWith(prefix) ? reason : t('brandDashboard.failure', { prefix, reason });
}

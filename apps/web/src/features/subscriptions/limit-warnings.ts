import type { SubscriptionLimits } from '@partnerly/contracts';
import type { ToastOptions } from '@/components/ui/use-toast';

/** The dashboard's limit warning at 90 % usage or more (spec 01 section 8), campaigns first. */
export function limitWarning(limits: SubscriptionLimits): ToastOptions | null {
  if (!limits.hasActiveSubscription) return null;
  const campaigns = `${limits.currentCampaigns} of ${limits.campaignPostLimit} campaign posts`;
  const qrCodes = `${limits.currentQrCodes} of ${limits.qrCodeLimit} QR codes`;
  if (limits.shouldWarnCampaignLimit) {
    return {
      title: 'Campaign Limit Warning',
      description: `You have used ${campaigns}${limits.shouldWarnQrLimit ? ` and ${qrCodes}` : ''} this billing cycle. Upgrade your plan for more.`,
    };
  }
  if (limits.shouldWarnQrLimit) {
    return {
      title: 'QR Code Limit Warning',
      description: `You have used ${qrCodes} this billing cycle. Upgrade your plan for more.`,
    };
  }
  return null;
}

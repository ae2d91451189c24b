import type { SubscriptionLimits } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { ToastOptions } from '@/components/ui/use-toast';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * The dashboard's limit warning at 90 % usage or more (spec 01 section 8), campaigns first, in
 * the active language (`t` is useT()'s).
 */
export function limitWarning(t: Translate, limits: SubscriptionLimits): ToastOptions | null {
  if (!limits.hasActiveSubscription) return null;
  const campaigns = t('limitWarning.campaignsUsed', {
    current: limits.currentCampaigns,
    limit: limits.campaignPostLimit,
  });
  const qrCodes = t('limitWarning.qrUsed', { current: limits.currentQrCodes, limit: limits.qrCodeLimit });
  if (limits.shouldWarnCampaignLimit) {
    return {
      title: t('limitWarning.campaignTitle'),
      description: t('limitWarning.campaignBody', {
        campaigns,
        qr: limits.shouldWarnQrLimit ? qrCodes : 'none',
      }),
    };
  }
  if (limits.shouldWarnQrLimit) {
    return { title: t('limitWarning.qrTitle'), description: t('limitWarning.qrBody', { qr: qrCodes }) };
  }
  return null;
}

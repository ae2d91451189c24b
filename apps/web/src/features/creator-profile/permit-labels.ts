import type { AdvertiserPermitExemption } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';

// The Advertiser Permit exemptions in the catalogs (the contracts keep their English).
export const EXEMPTION_LABELS: Record<AdvertiserPermitExemption, MessageKey> = {
  own_business: 'creatorProfile.permit.exemptOwnBusiness',
  minor_content: 'creatorProfile.permit.exemptMinorContent',
};

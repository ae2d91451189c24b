import {
  ADVERTISER_PERMIT_MESSAGES,
  CREATOR_PROFILE_MESSAGES,
  type AdvertiserPermitExemption,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { useT } from '@/lib/i18n/i18n-provider';

// The profile contracts keep their English messages (the API answers with them too); the
// screens show the ones they know through the catalogs, others as they came.

type Translate = ReturnType<typeof useT>;

export const EXEMPTION_LABELS: Record<AdvertiserPermitExemption, MessageKey> = {
  own_business: 'creatorProfile.permit.exemptOwnBusiness',
  minor_content: 'creatorProfile.permit.exemptMinorContent',
};

const KNOWN: Readonly<Record<string, MessageKey>> = {
  [CREATOR_PROFILE_MESSAGES.updated]: 'creatorProfile.updated',
  [CREATOR_PROFILE_MESSAGES.updateFailed]: 'creatorProfile.updateFailed',
  [CREATOR_PROFILE_MESSAGES.firstNameRequired]: 'creatorProfile.firstNameRequired',
  [CREATOR_PROFILE_MESSAGES.lastNameRequired]: 'creatorProfile.lastNameRequired',
  [CREATOR_PROFILE_MESSAGES.mainCategoryRequired]: 'creatorProfile.mainCategoryRequired',
  [ADVERTISER_PERMIT_MESSAGES.numberRequired]: 'creatorProfile.permit.numberRequired',
  [ADVERTISER_PERMIT_MESSAGES.numberTooLong]: 'creatorProfile.permit.numberTooLong',
  [ADVERTISER_PERMIT_MESSAGES.expiryRequired]: 'creatorProfile.permit.expiryRequired',
  [ADVERTISER_PERMIT_MESSAGES.expiryInvalid]: 'creatorProfile.permit.expiryInvalid',
  [ADVERTISER_PERMIT_MESSAGES.expiryPast]: 'creatorProfile.permit.expiryPast',
  [ADVERTISER_PERMIT_MESSAGES.exemptionRequired]: 'creatorProfile.permit.exemptionRequired',
  [ADVERTISER_PERMIT_MESSAGES.modeRequired]: 'creatorProfile.permit.modeRequired',
  [ADVERTISER_PERMIT_MESSAGES.saved]: 'creatorProfile.permit.saved',
  [ADVERTISER_PERMIT_MESSAGES.savedPending]: 'creatorProfile.permit.savedPending',
  [ADVERTISER_PERMIT_MESSAGES.saveFailed]: 'creatorProfile.permit.saveFailed',
};

/** A profile or permit message of the contracts in the active language; undefined stays undefined. */
export function profileText(t: Translate, message: string): string;
export function profileText(t: Translate, message: string | undefined): string | undefined;
export function profileText(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = KNOWN[message];
  return key ? t(key) : message;
}

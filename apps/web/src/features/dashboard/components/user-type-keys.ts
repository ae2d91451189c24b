import type { UserType } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { Translate } from '@/lib/i18n/campaign-keys';

const USER_TYPE_KEYS: Record<UserType, MessageKey> = {
  creator: 'dashboard.userType.creator',
  brand: 'dashboard.userType.brand',
  agent: 'dashboard.userType.agent',
  agency: 'dashboard.userType.agency',
  admin: 'dashboard.userType.admin',
  super_admin: 'dashboard.userType.superAdmin',
};

/** 'Creator', 'Brand', 'Super Admin'... in the active language (an unknown type is shown as sent). */
export function userTypeText(t: Translate, type: string): string {
  return Object.hasOwn(USER_TYPE_KEYS, type) ? t(USER_TYPE_KEYS[type as UserType]) : type;
}

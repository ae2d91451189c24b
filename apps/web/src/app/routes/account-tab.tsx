import { useState } from 'react';
import { AccountSettings } from '@/features/account/components/account-settings';
import { useMayDeleteBrandAccount } from '@/features/brand-team/api/acting-profile';
import { AccountSettingsCard } from '@/features/privacy/components/account-settings-dialog';
import { EnterpriseInquiryDialog } from '@/features/subscriptions/components/enterprise-inquiry-dialog';
import { SubscriptionPanel } from '@/features/subscriptions/components/subscription-panel';
import { displayNameOf } from '@/lib/format';
import type { Me } from '@/lib/session';

/**
 * The account tab of /profile: the brand's plan card, the Account Settings dialog (whose
 * enterprise inquiry goes through the subscriptions' inquiry), and the account settings,
 * where only a brand's main profile may delete the account.
 */
export function AccountTab({ me }: { me: Me }) {
  const isBrand = me.profile?.userType === 'brand';
  const canDeleteAccount = useMayDeleteBrandAccount(isBrand);
  const [isInquiryOpen, setIsInquiryOpen] = useState(false);
  return (
    <div className="grid gap-6">
      {isBrand ? <SubscriptionPanel /> : null}
      <AccountSettingsCard onEnterpriseInquiry={isBrand ? () => setIsInquiryOpen(true) : undefined} />
      <AccountSettings me={me} canDeleteAccount={canDeleteAccount !== false} />
      {isBrand ? (
        <EnterpriseInquiryDialog
          isOpen={isInquiryOpen}
          onOpenChange={setIsInquiryOpen}
          defaults={{
            companyName: me.profile?.companyName ?? '',
            contactName: displayNameOf({ firstName: me.profile?.firstName, lastName: me.profile?.lastName }),
            email: me.user.email,
          }}
        />
      ) : null}
    </div>
  );
}

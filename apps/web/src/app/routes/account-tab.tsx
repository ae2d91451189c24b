import { useState } from 'react';
import { useWorkspace } from '@/api/workspace/use-workspace';
import { workspaceAccessOf } from '@/api/workspace/workspace-access';
import { AccountSettings } from '@/features/account/components/account-settings';
import { AccountSettingsCard } from '@/features/privacy/components/account-settings-dialog';
import { EnterpriseInquiryDialog } from '@/features/subscriptions/components/enterprise-inquiry-dialog';
import { BillingDetailsCard } from '@/features/subscriptions/components/billing-details-card';
import { BillingHistoryCard } from '@/features/subscriptions/components/billing-history-card';
import { SubscriptionPanel } from '@/features/subscriptions/components/subscription-panel';
import { displayNameOf } from '@/lib/format';
import type { Me } from '@/lib/session';

/**
 * The account tab of /profile: the brand's plan card, for owners its billing history and
 * billing details (tax invoices, issue 24), the Account Settings dialog (whose
 * enterprise inquiry goes through the subscriptions' inquiry), and the account settings,
 * where the only owner of a brand team may not delete the account (decision 0041).
 */
export function AccountTab({ me }: { me: Me }) {
  const isBrand = me.profile?.userType === 'brand';
  const workspace = useWorkspace({ isEnabled: isBrand });
  const { deleteAccountReason } = workspaceAccessOf(isBrand ? workspace.data : undefined);
  // Billing is the owners' (decision 0041): their invoices and the details printed on them.
  const isBillingOwner = isBrand && workspace.data?.role === 'owner';
  const [isInquiryOpen, setIsInquiryOpen] = useState(false);
  return (
    <div className="grid gap-6">
      {isBrand ? <SubscriptionPanel /> : null}
      {isBillingOwner ? <BillingHistoryCard /> : null}
      {isBillingOwner ? <BillingDetailsCard /> : null}
      <AccountSettingsCard onEnterpriseInquiry={isBrand ? () => setIsInquiryOpen(true) : undefined} />
      <AccountSettings me={me} deleteAccountReason={deleteAccountReason} />
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

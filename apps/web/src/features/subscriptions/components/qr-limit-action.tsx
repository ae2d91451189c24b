import { PLANS_BY_ID } from '@partnerly/contracts';
import { Building2, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useMySubscription } from '@/api/subscriptions/my-subscription';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { displayNameOf } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';
import { EnterpriseInquiryDialog } from './enterprise-inquiry-dialog';
import { LimitRequestDialog } from './limit-request-dialog';

const ENTERPRISE = PLANS_BY_ID.enterprise.limits;
const PREMIUM = PLANS_BY_ID.premium.limits;

/**
 * The QR Codes tab's way to more codes (spec 02 'upgrade or limit-increase dialog for QR
 * codes'): on an enterprise plan its owners request higher limits; on another plan 'Upgrade to
 * Enterprise' offers the Contact Sales Team inquiry; without a plan, the plans.
 */
export function QrLimitAction() {
  const t = useT();
  const mine = useMySubscription();
  if (!mine.data) return null;
  const { limits, subscription, canManage } = mine.data;
  if (!limits.hasActiveSubscription) {
    return (
      <Button variant="outline" asChild>
        <Link to="/pricing">
          <CreditCard aria-hidden /> {t('qrLimit.viewPlans')}
        </Link>
      </Button>
    );
  }
  if (subscription?.planId === 'enterprise') {
    return canManage ? (
      <LimitRequestDialog
        current={{ qrCodeLimit: limits.qrCodeLimit, maxRedemptionsPerCode: limits.maxRedemptionsPerCode }}
      />
    ) : null;
  }
  return <UpgradeToEnterpriseDialog isOnBasic={subscription?.planId === 'basic'} />;
}

/** 'Upgrade to Enterprise': what it gives for QR codes, and Contact Sales Team (the enterprise inquiry). */
function UpgradeToEnterpriseDialog({ isOnBasic }: { isOnBasic: boolean }) {
  const t = useT();
  const me = useMe();
  const [isOpen, setIsOpen] = useState(false);
  const [isInquiryOpen, setIsInquiryOpen] = useState(false);
  const profile = me.data?.profile;
  return (
    <>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogTrigger asChild>
          <Button variant="outline">
            <Building2 aria-hidden /> {t('qrLimit.upgrade')}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('qrLimit.upgrade')}</DialogTitle>
            <DialogDescription>
              {t('qrLimit.enterpriseBody', {
                qrCodes: ENTERPRISE.qrCodesPerMonth,
                redemptions: ENTERPRISE.redemptionsPerCode,
              })}
            </DialogDescription>
          </DialogHeader>
          {isOnBasic ? (
            <p className="text-sm text-muted-foreground">
              <FormattedMessage
                id="qrLimit.premium"
                values={{
                  qrCodes: PREMIUM.qrCodesPerMonth,
                  redemptions: PREMIUM.redemptionsPerCode,
                  link: (chunks) => (
                    <Link
                      to="/profile?tab=account"
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {chunks}
                    </Link>
                  ),
                }}
              />
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsOpen(false)}>
              {t('qrLimit.notNow')}
            </Button>
            <Button
              onClick={() => {
                setIsOpen(false);
                setIsInquiryOpen(true);
              }}
            >
              <Building2 aria-hidden /> {t('qrLimit.contactSales')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <EnterpriseInquiryDialog
        isOpen={isInquiryOpen}
        onOpenChange={setIsInquiryOpen}
        defaults={{
          companyName: profile?.companyName ?? '',
          contactName: displayNameOf({ firstName: profile?.firstName, lastName: profile?.lastName }),
          email: me.data?.user.email ?? '',
        }}
      />
    </>
  );
}

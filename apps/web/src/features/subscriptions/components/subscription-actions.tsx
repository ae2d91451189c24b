import type { MySubscription, Plan } from '@partnerly/contracts';
import { Building2, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';
import { findPlan } from '../api/get-plans';
import { useStartCheckout } from '../api/start-checkout';
import { payablePlanOf } from '../subscription-format';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { DowngradeDialog } from './downgrade-dialog';
import { EnterpriseInquiryDialog, type InquiryDefaults } from './enterprise-inquiry-dialog';
import { LimitRequestDialog } from './limit-request-dialog';
import { UpgradeDialog } from './upgrade-dialog';

/** The renewal reminder's link (?renew=plan) or the last week of the period offers paying the next one. */
const RENEWAL_OFFER_DAYS = 7;

interface SubscriptionActionsProps {
  mine: MySubscription & { subscription: NonNullable<MySubscription['subscription']> };
  plans: Plan[];
  renewPlanId: string | null;
  inquiryDefaults: InquiryDefaults;
}

/**
 * Upgrade (pays the prorated difference), renew or resubscribe (pays the next period: of the
 * plan a scheduled downgrade moves to, if any), downgrade (at the period end), cancel, enterprise.
 */
export function SubscriptionActions({ mine, plans, renewPlanId, inquiryDefaults }: SubscriptionActionsProps) {
  const t = useT();
  const checkout = useStartCheckout();
  const [isInquiryOpen, setIsInquiryOpen] = useState(false);
  const { subscription, limits } = mine;
  const current = findPlan(plans, subscription.planId);
  const nextPlanId = subscription.scheduledPlanId ?? subscription.planId;
  const next = findPlan(plans, nextPlanId);
  const currentPayable = payablePlanOf(nextPlanId);
  const isCancelled = subscription.status === 'cancelled';
  const isRenewalDue =
    !isCancelled &&
    (renewPlanId === nextPlanId ||
      (limits.daysUntilRenewal !== null && limits.daysUntilRenewal <= RENEWAL_OFFER_DAYS));
  const leavingFor = checkout.isPending || checkout.isSuccess ? checkout.variables : undefined;
  const upgrades = mine.upgradeOptions.flatMap((planId) => findPlan(plans, planId) ?? []);
  // A scheduled downgrade is shown (and undone) by the panel's alert.
  const downgrades = subscription.scheduledPlanId
    ? []
    : mine.downgradeOptions.flatMap((planId) => findPlan(plans, planId) ?? []);

  return (
    <div className="grid gap-4">
      {currentPayable && (isCancelled || isRenewalDue) ? (
        <Button
          className="w-full sm:w-fit"
          disabled={leavingFor !== undefined}
          onClick={() => checkout.mutate(currentPayable)}
        >
          {leavingFor === currentPayable ? <Spinner className="text-current" /> : <RefreshCw aria-hidden />}
          {isCancelled
            ? t('subscriptionActions.resubscribe', { plan: current?.name ?? limits.planName })
            : t('subscriptionActions.renew', { plan: next?.name ?? limits.planName })}
        </Button>
      ) : null}
      {upgrades.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">{t('subscriptionActions.upgrade')}</h3>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {upgrades.map((plan) => {
              const payableId = payablePlanOf(plan.id);
              return payableId ? (
                <UpgradeDialog
                  key={plan.id}
                  target={plan}
                  planId={payableId}
                  checkout={checkout}
                  isDisabled={leavingFor !== undefined}
                />
              ) : (
                <Button key={plan.id} variant="outline" onClick={() => setIsInquiryOpen(true)}>
                  <Building2 aria-hidden /> {t('subscriptionActions.contactSales', { plan: plan.name })}
                </Button>
              );
            })}
          </div>
        </div>
      ) : null}
      {subscription.planId === 'enterprise' ? (
        <LimitRequestDialog
          current={{ qrCodeLimit: limits.qrCodeLimit, maxRedemptionsPerCode: limits.maxRedemptionsPerCode }}
        />
      ) : null}
      {downgrades.length > 0 || !isCancelled ? (
        <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:flex-wrap">
          {downgrades.map((plan) => (
            <DowngradeDialog
              key={plan.id}
              currentName={current?.name ?? limits.planName}
              target={plan}
              changeAt={subscription.nextRenewalDate}
            />
          ))}
          {!isCancelled ? (
            <CancelSubscriptionDialog
              planName={current?.name ?? limits.planName}
              accessUntil={subscription.nextRenewalDate}
            />
          ) : null}
        </div>
      ) : null}
      <EnterpriseInquiryDialog
        isOpen={isInquiryOpen}
        onOpenChange={setIsInquiryOpen}
        defaults={inquiryDefaults}
      />
    </div>
  );
}

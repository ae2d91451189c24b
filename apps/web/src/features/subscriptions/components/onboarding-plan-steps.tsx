import type { PayablePlanId, Plan } from '@partnerly/contracts';
import { ArrowLeft, Building2, CreditCard, Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { useMySubscription } from '@/api/subscriptions/my-subscription';
import { choosablePlans, findPlan, usePlans } from '../api/get-plans';
import { useStartCheckout } from '../api/start-checkout';
import { payablePlanOf } from '../subscription-format';
import { EnterpriseInquiryDialog, type InquiryDefaults } from './enterprise-inquiry-dialog';
import { LoadError } from './load-error';
import { PlanCard } from './plan-card';

/** After an enterprise inquiry, premium is chosen and the wizard moves on (spec 01 section 9). */
const ENTERPRISE_AUTO_SELECT_MS = 2000;
const AUTO_SELECTED_PLAN: PayablePlanId = 'premium';

export interface OnboardingPlanStepsProps {
  step: 'plan' | 'payment';
  /** The plan chosen on the plan step; the payment step pays it. */
  planId: PayablePlanId | null;
  onChoosePlan: (planId: PayablePlanId) => void;
  onBackToPlans: () => void;
  inquiryDefaults: InquiryDefaults;
}

/**
 * The onboarding wizard's brand steps 4 (plan choice) and 5 (payment with an order summary),
 * spec 01 sections 2 and 4. Paying leaves for the provider's checkout like /pricing does.
 */
export function OnboardingPlanSteps({
  step,
  planId,
  onChoosePlan,
  onBackToPlans,
  inquiryDefaults,
}: OnboardingPlanStepsProps) {
  const t = useT();
  const plans = usePlans();
  const mine = useMySubscription();
  // A brand that already pays (registered through /brand-registration) has nothing to choose
  // here, like on /pricing. A failed load counts as no subscription (spec 01 section 8).
  if (mine.data?.limits.subscriptionStatus === 'active') return <Navigate to="/dashboard" replace />;
  if (plans.isPending || mine.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }
  if (plans.isError) {
    return (
      <LoadError
        title={t('planSteps.plansUnavailable')}
        message={plans.error.message}
        onRetry={() => void plans.refetch()}
      />
    );
  }
  const chosen = step === 'payment' ? findPlan(plans.data, planId) : undefined;
  if (chosen && planId) return <PaymentStep plan={chosen} planId={planId} onBackToPlans={onBackToPlans} />;
  return (
    <PlanStep
      plans={choosablePlans(plans.data)}
      selected={planId}
      onChoosePlan={onChoosePlan}
      inquiryDefaults={inquiryDefaults}
    />
  );
}

interface PlanStepProps {
  plans: Plan[];
  selected: PayablePlanId | null;
  onChoosePlan: (planId: PayablePlanId) => void;
  inquiryDefaults: InquiryDefaults;
}

function PlanStep({ plans, selected, onChoosePlan, inquiryDefaults }: PlanStepProps) {
  const t = useT();
  const known = useKnownText();
  const [isInquiryOpen, setIsInquiryOpen] = useState(false);
  const [isInquirySent, setIsInquirySent] = useState(false);

  // Enterprise cannot be paid here: once sales has the inquiry, premium is chosen for now.
  useEffect(() => {
    if (!isInquirySent) return;
    const timer = window.setTimeout(() => onChoosePlan(AUTO_SELECTED_PLAN), ENTERPRISE_AUTO_SELECT_MS);
    return () => window.clearTimeout(timer);
  }, [isInquirySent, onChoosePlan]);

  return (
    <section aria-labelledby="plan-step-title" className="grid gap-5">
      <div>
        <h2 id="plan-step-title" className="text-2xl font-semibold tracking-tight">
          {t('planSteps.chooseTitle')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('planSteps.chooseIntro')}</p>
      </div>
      {isInquirySent ? (
        <Alert role="status">
          <AlertTitle>{t('planSteps.inquirySentTitle')}</AlertTitle>
          <AlertDescription>{t('planSteps.inquirySent')}</AlertDescription>
        </Alert>
      ) : null}
      <ul className="grid gap-6">
        {plans.map((plan) => {
          const payableId = payablePlanOf(plan.id);
          return (
            <li key={plan.id}>
              <PlanCard plan={plan} isSelected={payableId !== null && payableId === selected}>
                {payableId ? (
                  <Button
                    className="w-full"
                    variant={plan.isRecommended ? 'default' : 'outline'}
                    disabled={isInquirySent}
                    onClick={() => onChoosePlan(payableId)}
                  >
                    {t('planSteps.choose', { plan: known(plan.name) })}
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    className="w-full"
                    disabled={isInquirySent}
                    onClick={() => setIsInquiryOpen(true)}
                  >
                    <Building2 aria-hidden /> {t('planSteps.contactSales')}
                  </Button>
                )}
              </PlanCard>
            </li>
          );
        })}
      </ul>
      <EnterpriseInquiryDialog
        isOpen={isInquiryOpen}
        onOpenChange={setIsInquiryOpen}
        defaults={inquiryDefaults}
        onSent={() => setIsInquirySent(true)}
      />
    </section>
  );
}

interface PaymentStepProps {
  plan: Plan;
  planId: PayablePlanId;
  onBackToPlans: () => void;
}

function PaymentStep({ plan, planId, onBackToPlans }: PaymentStepProps) {
  const t = useT();
  const known = useKnownText();
  const checkout = useStartCheckout();
  // While the browser leaves for the checkout page the button keeps its spinner.
  const isLeaving = checkout.isPending || checkout.isSuccess;
  return (
    <section aria-labelledby="payment-step-title" className="grid gap-5">
      <div>
        <h2 id="payment-step-title" className="text-2xl font-semibold tracking-tight">
          {t('planSteps.paymentTitle')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('planSteps.paymentIntro')}</p>
      </div>
      <div
        role="region"
        aria-label={t('planSteps.orderSummary')}
        className="grid gap-3 rounded-xl border bg-muted/30 p-5"
      >
        <h3 className="font-semibold">{t('planSteps.orderSummary')}</h3>
        <div className="flex justify-between gap-4 text-sm">
          <span>{t('planSteps.planMonthly', { plan: known(plan.name) })}</span>
          <span>{plan.priceLabel}</span>
        </div>
        <dl className="grid gap-2 border-t pt-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('planSteps.subtotal')}</dt>
            <dd>{plan.priceLabel}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('planSteps.tax')}</dt>
            <dd>{t('planSteps.included')}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
            <dt>{t('planSteps.total')}</dt>
            <dd>{plan.priceLabel}</dd>
          </div>
        </dl>
      </div>
      <Button size="lg" disabled={isLeaving} onClick={() => checkout.mutate(planId)}>
        {isLeaving ? <Spinner className="text-current" /> : <CreditCard aria-hidden />}
        {t('planSteps.pay', { price: known(plan.priceLabel) })}
      </Button>
      <Button variant="outline" disabled={isLeaving} onClick={onBackToPlans}>
        <ArrowLeft aria-hidden className="rtl:-scale-x-100" /> {t('planSteps.backToPlans')}
      </Button>
      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        {t('planSteps.cancelAnytime')}
      </p>
    </section>
  );
}

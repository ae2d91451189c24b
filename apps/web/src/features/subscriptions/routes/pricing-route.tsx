import { WORKSPACE_MESSAGES } from '@partnerly/contracts';
import { Building2, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageLoader, Spinner } from '@/components/ui/spinner';
import { displayNameOf } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';
import { useMySubscription } from '@/api/subscriptions/my-subscription';
import { choosablePlans, usePlans } from '../api/get-plans';
import { useStartCheckout } from '../api/start-checkout';
import { useSubscriptionEvents } from '../api/subscription-events';
import { EnterpriseInquiryDialog } from '../components/enterprise-inquiry-dialog';
import { LoadError } from '../components/load-error';
import { PlanCard } from '../components/plan-card';
import { formatDay, payablePlanOf } from '../subscription-format';

/**
 * 'Choose Your Plan' (spec 02 section 2): brands without an active plan, and signed-out
 * visitors, whose plan leads to brand registration with it chosen.
 */
export function PricingRoute() {
  const t = useT();
  const me = useMe();
  const profile = me.data?.profile;
  const isBrand = profile?.userType === 'brand';
  const mine = useMySubscription({ isEnabled: isBrand });
  const plans = usePlans();
  const checkout = useStartCheckout();
  const [isInquiryOpen, setIsInquiryOpen] = useState(false);
  useSubscriptionEvents();

  if (me.isPending) return <PageLoader />;
  const isSignedOut = !me.data;
  if (!isBrand && !isSignedOut) return <Navigate to="/dashboard" replace />;
  if (mine.data?.limits.subscriptionStatus === 'active') return <Navigate to="/dashboard" replace />;
  // A failed subscription load counts as no subscription (spec 01 section 8).
  if ((isBrand && mine.isPending) || plans.isPending) return <PageLoader />;
  if (plans.isError) {
    return (
      <LoadError
        title={t('pricing.unavailable')}
        message={plans.error.message}
        onRetry={() => void plans.refetch()}
      />
    );
  }

  const endingSoon = mine.data?.limits.isEndingSoon ? mine.data : null;
  // Billing is the workspace owners' (decision 0041): others see the plans and who can choose one.
  const mayPay = mine.data?.canManage !== false;
  // While the browser leaves for the checkout page, the chosen plan keeps its spinner.
  const leavingFor = checkout.isPending || checkout.isSuccess ? checkout.variables : undefined;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{t('pricing.pageTitle')}</title>
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('pricing.heading')}</h1>
        <p className="mt-3 text-muted-foreground">{t('pricing.intro')}</p>
      </div>
      {endingSoon ? (
        <Alert className="mx-auto mt-8 max-w-2xl">
          <AlertTitle>{t('pricing.endingSoonTitle', { plan: endingSoon.limits.planName })}</AlertTitle>
          <AlertDescription>
            {t('pricing.endingSoonBody', { date: formatDay(endingSoon.limits.subscriptionEnd) })}
          </AlertDescription>
        </Alert>
      ) : null}
      {mayPay ? null : (
        <Alert className="mx-auto mt-8 max-w-2xl">
          <AlertDescription>{WORKSPACE_MESSAGES.billingOwnersOnly}</AlertDescription>
        </Alert>
      )}
      <ul className="mt-12 grid gap-8 md:grid-cols-3 md:gap-6">
        {choosablePlans(plans.data).map((plan) => {
          const payableId = payablePlanOf(plan.id);
          return (
            <li key={plan.id}>
              <PlanCard plan={plan}>
                {isSignedOut ? (
                  <Button
                    size="lg"
                    className="w-full"
                    variant={plan.isRecommended ? 'default' : 'outline'}
                    asChild
                  >
                    <Link to={`/brand-registration?plan=${plan.id}`}>
                      {payableId ? <CreditCard aria-hidden /> : <Building2 aria-hidden />}
                      {t('pricing.choose', { plan: plan.name })}
                    </Link>
                  </Button>
                ) : payableId ? (
                  <Button
                    size="lg"
                    className="w-full"
                    variant={plan.isRecommended ? 'default' : 'outline'}
                    disabled={leavingFor !== undefined || !mayPay}
                    onClick={() => checkout.mutate(payableId)}
                  >
                    {leavingFor === plan.id ? (
                      <Spinner className="text-current" />
                    ) : (
                      <CreditCard aria-hidden />
                    )}
                    {t('pricing.choose', { plan: plan.name })}
                  </Button>
                ) : (
                  <Button
                    size="lg"
                    variant="outline"
                    className="w-full"
                    disabled={!mayPay}
                    onClick={() => setIsInquiryOpen(true)}
                  >
                    <Building2 aria-hidden /> {t('pricing.contactSales')}
                  </Button>
                )}
              </PlanCard>
            </li>
          );
        })}
      </ul>
      <p className="mt-10 text-center text-sm text-muted-foreground">{t('pricing.footer')}</p>
      {profile ? (
        <EnterpriseInquiryDialog
          isOpen={isInquiryOpen}
          onOpenChange={setIsInquiryOpen}
          defaults={{
            companyName: profile.companyName ?? '',
            contactName: displayNameOf({ firstName: profile.firstName, lastName: profile.lastName }),
            email: me.data?.user.email ?? profile.email,
          }}
        />
      ) : null}
    </div>
  );
}

import type { Plan } from '@partnerly/contracts';
import { ArrowLeft, Check } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ConfirmEmailForm } from '@/components/email-confirmation/confirm-email-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageLoader, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { useMe, useRefreshMe } from '@/lib/session';
import { cn } from '@/lib/utils';
import { choosablePlans, usePlans } from '../api/get-plans';
import {
  useFinishRegistration,
  useStartRegistration,
  type BrandRegistration,
  type RegistrationOutcome,
} from '../api/register-brand';
import { BrandRegistrationForm } from '../components/brand-registration-form';
import { LoadError } from '../components/load-error';
import { PlanCard } from '../components/plan-card';
import type { RegistrationPlanId, RegistrationValues } from '../components/registration-rules';

type RegistrationPlan = Plan & { id: RegistrationPlanId };

const isRegistrationPlan = (plan: Plan): plan is RegistrationPlan => plan.id !== 'free';

function toRegistration(planId: RegistrationPlanId, values: RegistrationValues): BrandRegistration {
  const account = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
    companyName: values.companyName.trim(),
    marketingEmails: values.marketingEmails,
  };
  if (planId !== 'enterprise') return { planId, account };
  return {
    planId,
    account,
    enterprise: {
      phone: values.phone.trim() || undefined,
      teamSize: values.teamSize || undefined,
      requirements: values.requirements.trim(),
      additionalInfo: values.additionalInfo.trim() || undefined,
    },
  };
}

/**
 * 'Choose Your Brand Plan' (spec 02 sections 2 and 5): plan, account, the e-mailed code that
 * confirms the address (and signs in), then payment or inquiry.
 */
export function BrandRegistrationRoute() {
  const t = useT();
  const known = useKnownText();
  const me = useMe();
  const refreshMe = useRefreshMe();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const plans = usePlans();
  const start = useStartRegistration();
  const next = useFinishRegistration();
  const [chosenId, setChosenId] = useState<RegistrationPlanId | null>(null);
  // Signed up, waiting for the e-mailed code.
  const [confirming, setConfirming] = useState<BrandRegistration | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);

  // Signed-in visitors choose a plan on /pricing; the account made here signs in mid-flow (at
  // its confirmation), so this only applies before a registration starts.
  if (me.isPending) return <PageLoader />;
  if (me.data && start.isIdle) {
    return <Navigate to={me.data.profile?.userType === 'brand' ? '/pricing' : '/dashboard'} replace />;
  }
  if (plans.isPending) return <PageLoader />;
  if (plans.isError) {
    return (
      <LoadError
        title={t('planSteps.plansUnavailable')}
        message={plans.error.message}
        onRetry={() => void plans.refetch()}
      />
    );
  }

  const options = choosablePlans(plans.data).filter(isRegistrationPlan);
  const requested = options.find((plan) => plan.id === searchParams.get('plan'));
  const chosen =
    options.find((plan) => plan.id === chosenId) ??
    requested ??
    options.find((plan) => plan.isRecommended) ??
    options[0];
  if (!chosen) {
    return (
      <LoadError
        title={t('planSteps.plansUnavailable')}
        message={t('brandRegistration.noPlans')}
        onRetry={() => void plans.refetch()}
      />
    );
  }

  const finish = async (outcome: RegistrationOutcome) => {
    if (outcome.kind === 'checkout') {
      setIsLeaving(true);
      window.location.assign(outcome.url);
      return;
    }
    if (outcome.kind === 'inquiry_sent') {
      toast({ variant: 'success', title: t('brandRegistration.inquirySent'), description: outcome.message });
    } else {
      toast({ variant: 'destructive', title: t('brandRegistration.error'), description: outcome.message });
    }
    // The account exists and is signed in: continue on the dashboard, or choose a plan again.
    await refreshMe();
    await navigate(outcome.kind === 'inquiry_sent' ? '/dashboard' : '/pricing', { replace: true });
  };

  const register = (values: RegistrationValues) => {
    const registration = toRegistration(chosen.id, values);
    start.mutate(registration, {
      onSuccess: () => {
        toast({
          variant: 'success',
          title: t('brandRegistration.accountCreated'),
          description: t('brandRegistration.checkEmail'),
        });
        setConfirming(registration);
      },
      // The server's message (e.g. 'Too many requests. Please try again later.'), else the spec's.
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('brandRegistration.error'),
          description: error.message || t('brandRegistration.startFailed'),
        }),
    });
  };
  const continueRegistration = () => {
    if (confirming) next.mutate(confirming, { onSuccess: (outcome) => void finish(outcome) });
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{t('brandRegistration.pageTitle')}</title>
      <Button variant="ghost" asChild className="-ms-3">
        <Link to="/auth">
          <ArrowLeft aria-hidden className="rtl:-scale-x-100" /> {t('brandRegistration.back')}
        </Link>
      </Button>
      <div className="mx-auto mt-4 max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('brandRegistration.title')}</h1>
        <p className="mt-3 text-muted-foreground">{t('brandRegistration.intro')}</p>
      </div>

      <fieldset className="mt-12">
        <legend className="sr-only">{t('brandRegistration.plan')}</legend>
        <div className="grid gap-8 md:grid-cols-3 md:gap-6">
          {options.map((plan) => (
            <label
              key={plan.id}
              className="group block cursor-pointer rounded-xl has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-4 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name="plan"
                value={plan.id}
                checked={plan.id === chosen.id}
                onChange={() => setChosenId(plan.id)}
                className="sr-only"
                aria-label={t('brandRegistration.planOption', {
                  plan: known(plan.name),
                  price: known(plan.priceLabel),
                })}
              />
              <PlanCard plan={plan} isSelected={plan.id === chosen.id}>
                <span
                  aria-hidden
                  className={cn(
                    'inline-flex h-10 items-center justify-center gap-2 rounded-md border text-sm font-medium',
                    plan.id === chosen.id
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'group-hover:bg-accent',
                  )}
                >
                  {plan.id === chosen.id ? (
                    <>
                      <Check className="size-4" /> {t('brandRegistration.selected')}
                    </>
                  ) : (
                    t('brandRegistration.select', { plan: known(plan.name) })
                  )}
                </span>
              </PlanCard>
            </label>
          ))}
        </div>
      </fieldset>

      <Card className="mx-auto mt-12 max-w-2xl">
        <CardHeader>
          <CardTitle>{t('brandRegistration.createTitle')}</CardTitle>
          <CardDescription>
            {chosen.id === 'enterprise'
              ? t('brandRegistration.enterpriseNext')
              : t('brandRegistration.paidNext')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {next.isPending || isLeaving ? (
            <p
              role="status"
              className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground"
            >
              <Spinner />
              {chosen.id === 'enterprise'
                ? t('brandRegistration.sendingInquiry')
                : t('brandRegistration.openingPayment')}
            </p>
          ) : confirming ? (
            <ConfirmEmailForm
              email={confirming.account.email}
              onConfirmed={continueRegistration}
              onChangeEmail={() => {
                setConfirming(null);
                start.reset();
              }}
            />
          ) : null}
          {/* Kept (hidden) while confirming, so going back to fix the address keeps what was typed. */}
          <div hidden={Boolean(confirming) || next.isPending || isLeaving}>
            <BrandRegistrationForm
              plan={chosen}
              isBusy={start.isPending || start.isSuccess}
              onSubmit={register}
            />
          </div>
          <p className="mt-6 text-center text-sm text-muted-foreground">
            <FormattedMessage
              id="brandRegistration.haveAccount"
              values={{
                link: (chunks) => (
                  <Link
                    to="/auth?tab=signin"
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {chunks}
                  </Link>
                ),
              }}
            />
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

import type { Plan } from '@partnerly/contracts';
import { ArrowLeft, Check } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ConfirmEmailForm } from '@/components/email-confirmation/confirm-email-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageLoader, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
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
        title="Plans unavailable"
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
        title="Plans unavailable"
        message="No plans are offered right now."
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
      toast({ variant: 'success', title: 'Inquiry Sent', description: outcome.message });
    } else {
      toast({ variant: 'destructive', title: 'Registration Error', description: outcome.message });
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
          title: 'Account Created!',
          description: 'Please check your email to verify your account.',
        });
        setConfirming(registration);
      },
      // The server's message (e.g. 'Too many requests. Please try again later.'), else the spec's.
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Registration Error',
          description: error.message || 'Failed to start registration process. Please try again.',
        }),
    });
  };
  const continueRegistration = () => {
    if (confirming) next.mutate(confirming, { onSuccess: (outcome) => void finish(outcome) });
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <title>Choose Your Brand Plan · Partnerly</title>
      <Button variant="ghost" asChild className="-ml-3">
        <Link to="/auth">
          <ArrowLeft aria-hidden /> Back
        </Link>
      </Button>
      <div className="mx-auto mt-4 max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Choose Your Brand Plan</h1>
        <p className="mt-3 text-muted-foreground">
          Pick a monthly plan, create your brand account and pay securely. Prices in AED, tax included.
        </p>
      </div>

      <fieldset className="mt-12">
        <legend className="sr-only">Plan</legend>
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
                aria-label={`${plan.name} plan, ${plan.priceLabel}`}
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
                      <Check className="size-4" /> Selected
                    </>
                  ) : (
                    `Select ${plan.name}`
                  )}
                </span>
              </PlanCard>
            </label>
          ))}
        </div>
      </fieldset>

      <Card className="mx-auto mt-12 max-w-2xl">
        <CardHeader>
          <CardTitle>Create your brand account</CardTitle>
          <CardDescription>
            {chosen.id === 'enterprise'
              ? 'We create your account and send your inquiry to our sales team.'
              : 'Next you pay on our payment provider’s secure page; your plan starts once the payment is confirmed.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {next.isPending || isLeaving ? (
            <p
              role="status"
              className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground"
            >
              <Spinner />{' '}
              {chosen.id === 'enterprise' ? 'Sending your inquiry...' : 'Opening the secure payment page...'}
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
            Already have an account?{' '}
            <Link
              to="/auth?tab=signin"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Sign in
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

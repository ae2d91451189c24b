import {
  SIGN_UP_USER_TYPES,
  onboardingRoleOf,
  type CompleteOnboardingInput,
  type OnboardingRole,
  type PayablePlanId,
  type SignUpUserType,
} from '@partnerly/contracts';
import { useCallback, useState, type ComponentType } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { ConfirmEmailForm } from '@/components/email-confirmation/confirm-email-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageLoader } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { displayNameOf } from '@/lib/format';
import { useMe, type Me } from '@/lib/session';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { useCreateAccount } from '../api/create-account';
import type { AccountStepValues } from '../api/onboarding-schemas';
import { AccountStep } from '../components/account-step';
import { AccountTypeStep } from '../components/account-type-step';
import { profileDefaults } from '../components/profile-defaults';
import { ReadyStep } from '../components/ready-step';
import { RoleProfileForm } from '../components/role-profile-form';
import { WizardProgress } from '../components/wizard-progress';

type Step = 1 | 2 | 3 | 4 | 5;

/** What the brand's plan (4) and payment (5) steps get; `app/` supplies them from subscriptions. */
interface BrandPlanStepsProps {
  step: 'plan' | 'payment';
  planId: PayablePlanId | null;
  onChoosePlan: (planId: PayablePlanId) => void;
  onBackToPlans: () => void;
  inquiryDefaults: { companyName?: string; contactName?: string; email?: string };
}

export interface OnboardingRouteProps {
  brandPlanSteps: ComponentType<BrandPlanStepsProps>;
}

/** How the visitor arrived; fixed when the session first loads. */
type Entry =
  | { kind: 'visitor'; presetType: SignUpUserType | null }
  | { kind: 'member'; me: Me; role: OnboardingRole | null }
  | { kind: 'done' };

const TYPE_LABELS: Record<OnboardingRole, string> = {
  creator: 'Content Creator',
  brand: 'Brand',
  agent: 'Agent',
};

const parseSignUpType = (value: string | null): SignUpUserType | null =>
  SIGN_UP_USER_TYPES.find((type) => type === value) ?? null;

function entryFor(me: Me | null, queryType: SignUpUserType | null): Entry {
  if (!me) return { kind: 'visitor', presetType: queryType };
  if (!me.profile) return { kind: 'member', me, role: null };
  const role = onboardingRoleOf(me.profile.userType);
  if (!role || me.profile.onboardingCompleted) return { kind: 'done' };
  return { kind: 'member', me, role };
}

/**
 * /onboarding: the wizard of spec 01 sections 2 and 4 (type, account, role profile; for a
 * brand then plan and payment).
 */
export function OnboardingRoute({ brandPlanSteps }: OnboardingRouteProps) {
  const me = useMe();
  const [searchParams] = useSearchParams();
  const [entry, setEntry] = useState<Entry | null>(null);
  // Decided once: signing up inside the wizard must not send the new account away mid-way.
  if (!entry && me.isSuccess) setEntry(entryFor(me.data, parseSignUpType(searchParams.get('userType'))));

  if (!entry && me.isError) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 p-10 text-center">
        <h1 className="text-xl font-semibold">Connection Problem</h1>
        <p className="text-sm text-muted-foreground">{me.error.message}</p>
        <Button onClick={() => void me.refetch()}>Try Again</Button>
      </div>
    );
  }
  if (!entry) return <PageLoader />;
  if (entry.kind === 'done') return <Navigate to="/dashboard" replace />;
  return <OnboardingWizard entry={entry} brandPlanSteps={brandPlanSteps} />;
}

interface OnboardingWizardProps extends OnboardingRouteProps {
  entry: Exclude<Entry, { kind: 'done' }>;
}

function OnboardingWizard({ entry, brandPlanSteps: BrandPlanSteps }: OnboardingWizardProps) {
  const isMember = entry.kind === 'member';
  const initialType = isMember ? entry.role : entry.presetType;
  const [type, setType] = useState<OnboardingRole | null>(initialType);
  const [isPreset, setIsPreset] = useState(initialType !== null);
  const [step, setStep] = useState<Step>(initialType === null ? 1 : isMember ? 3 : 2);
  const [account, setAccount] = useState<AccountStepValues | null>(null);
  const [profileDraft, setProfileDraft] = useState<CompleteOnboardingInput | null>(null);
  const [emailError, setEmailError] = useState<string | undefined>();
  // Set once the wizard's sign-up went through: the profile step then only saves changes.
  const [hasAccount, setHasAccount] = useState(isMember);
  // Between the sign-up and the e-mailed code that confirms it (and signs in).
  const [isConfirming, setIsConfirming] = useState(false);
  const [planId, setPlanId] = useState<PayablePlanId | null>(null);
  const createAccount = useCreateAccount();
  const completeOnboarding = useCompleteOnboarding();

  const total = (type === 'brand' ? 5 : 4) - (isPreset ? 1 : 0);
  const position = step - (isPreset ? 1 : 0);
  const isBrand = type === 'brand';
  // A brand signs up (or saves its profile) before the plan, so checkout knows who pays.
  const finish = () => {
    setHasAccount(true);
    setStep(4);
  };
  const choosePlan = useCallback((chosen: PayablePlanId) => {
    setPlanId(chosen);
    setStep(5);
  }, []);
  const backToPlans = useCallback(() => setStep(4), []);

  const goBack = () => {
    if (step >= 4) setStep(step === 5 ? 4 : 3);
    else if (step === 3 && !hasAccount) setStep(2);
    else {
      setIsPreset(false);
      setType(null);
      setStep(1);
    }
  };
  // Once there is an account a known type cannot be changed here.
  const canGoBack =
    !isConfirming &&
    (step === 2 ||
      (step === 3 && (!hasAccount || (isMember && entry.role === null))) ||
      (isBrand && step >= 4));

  const submitProfile = (body: CompleteOnboardingInput) => {
    if (!type) return;
    setProfileDraft(body);
    if (hasAccount) {
      const userType = type === 'agent' ? undefined : type;
      completeOnboarding.mutate({ ...body, userType }, { onSuccess: finish });
      return;
    }
    if (!account || type === 'agent') return;
    createAccount.mutate(
      { userType: type, account, profile: body },
      {
        onSuccess: () => setIsConfirming(true),
        onError: (error) => {
          // An address the server refused is fixed on the account step.
          if (isApiError(error) && error.fields.email) {
            setEmailError(error.message);
            setStep(2);
          }
        },
      },
    );
  };

  const memberProfile = isMember ? entry.me.profile : null;
  const firstName = account?.firstName ?? memberProfile?.firstName ?? null;
  const inquiryDefaults = {
    companyName: profileDraft?.companyName ?? memberProfile?.companyName ?? '',
    contactName: displayNameOf({
      firstName: account?.firstName ?? memberProfile?.firstName,
      lastName: account?.lastName ?? memberProfile?.lastName,
    }),
    email: account?.email ?? (isMember ? entry.me.user.email : ''),
  };

  return (
    <div className="flex flex-1 justify-center px-4 py-8 sm:py-12">
      <title>Get Set Up · Partnerly</title>
      <Card className="w-full max-w-xl">
        <CardContent className="grid gap-6 p-5 pt-5 sm:p-8">
          {step < 4 || isBrand ? (
            <WizardProgress position={position} total={total} onBack={canGoBack ? goBack : undefined} />
          ) : null}
          {step === 1 ? (
            <AccountTypeStep
              onChoose={(chosen) => {
                setType(chosen);
                setStep(isMember ? 3 : 2);
              }}
            />
          ) : null}
          {step === 2 && type ? (
            <AccountStep
              typeLabel={TYPE_LABELS[type]}
              defaultValues={account}
              emailError={emailError}
              onNext={(values) => {
                setAccount(values);
                setEmailError(undefined);
                setStep(3);
              }}
            />
          ) : null}
          {step === 3 && isConfirming && account ? (
            <ConfirmEmailForm
              email={account.email}
              onConfirmed={() => {
                setIsConfirming(false);
                finish();
              }}
              onChangeEmail={() => {
                setIsConfirming(false);
                setStep(2);
              }}
            />
          ) : null}
          {step === 3 && !isConfirming && type ? (
            <RoleProfileForm
              role={type}
              defaultValues={profileDefaults(profileDraft ?? (isMember ? entry.me.profile : null))}
              isPending={createAccount.isPending || completeOnboarding.isPending}
              onSubmit={submitProfile}
            />
          ) : null}
          {step === 4 && !isBrand ? <ReadyStep firstName={firstName} /> : null}
          {step >= 4 && isBrand ? (
            <BrandPlanSteps
              step={step === 4 ? 'plan' : 'payment'}
              planId={planId}
              onChoosePlan={choosePlan}
              onBackToPlans={backToPlans}
              inquiryDefaults={inquiryDefaults}
            />
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

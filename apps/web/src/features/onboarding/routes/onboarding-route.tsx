import {
  SIGN_UP_USER_TYPES,
  onboardingRoleOf,
  type CompleteOnboardingInput,
  type OnboardingRole,
  type PayablePlanId,
  type SignUpUserType,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { ConfirmEmailForm } from '@/components/email-confirmation/confirm-email-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageLoader } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { displayNameOf } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { useMe, type Me } from '@/lib/session';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { useCreateAccount } from '../api/create-account';
import type { AccountStepInput, AccountStepValues } from '../api/onboarding-schemas';
import { AccountStep } from '../components/account-step';
import { AccountTypeStep } from '../components/account-type-step';
import { profileDefaults } from '../components/profile-defaults';
import { ReadyStep } from '../components/ready-step';
import { RoleProfileForm } from '../components/role-profile-form';
import { WizardProgress } from '../components/wizard-progress';
import { readProgress, saveProgress, type SavedProgress } from '../lib/saved-progress';

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
  | { kind: 'visitor'; presetType: SignUpUserType | OnboardingRole | null; saved: SavedProgress | null }
  | { kind: 'member'; me: Me; role: OnboardingRole | null; saved: SavedProgress | null }
  | { kind: 'done' };

const TYPE_LABELS: Record<OnboardingRole, MessageKey> = {
  creator: 'onboarding.type.creator',
  brand: 'onboarding.type.brand',
  agent: 'onboarding.type.agent',
};

const parseSignUpType = (value: string | null): SignUpUserType | null =>
  SIGN_UP_USER_TYPES.find((type) => type === value) ?? null;

function entryFor(me: Me | null, queryType: SignUpUserType | null, saved: SavedProgress | null): Entry {
  if (!me) {
    // A reload before the account is confirmed: the type and the account step as typed here.
    const kept = saved && (queryType === null || saved.type === queryType) ? saved : null;
    return { kind: 'visitor', presetType: kept?.type ?? queryType, saved: kept };
  }
  const mine = saved && saved.email.toLowerCase() === me.user.email.toLowerCase() ? saved : null;
  if (!me.profile) return { kind: 'member', me, role: null, saved: mine };
  const role = onboardingRoleOf(me.profile.userType);
  if (!role) return { kind: 'done' };
  // A brand whose profile is saved comes back to the plan step it reached in this tab.
  const isOnPlanSteps = role === 'brand' && Boolean(mine?.planStep);
  if (me.profile.onboardingCompleted && !isOnPlanSteps) return { kind: 'done' };
  return { kind: 'member', me, role, saved: mine };
}

/**
 * /onboarding: the wizard of spec 01 sections 2 and 4 (type, account, role profile; for a
 * brand then plan and payment).
 */
export function OnboardingRoute({ brandPlanSteps }: OnboardingRouteProps) {
  const t = useT();
  const me = useMe();
  const [searchParams] = useSearchParams();
  const [entry, setEntry] = useState<Entry | null>(null);
  // Decided once: signing up inside the wizard must not send the new account away mid-way.
  if (!entry && me.isSuccess) {
    setEntry(entryFor(me.data, parseSignUpType(searchParams.get('userType')), readProgress()));
  }

  if (!entry && me.isError) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 p-10 text-center">
        <h1 className="text-xl font-semibold">{t('onboarding.connectionProblem')}</h1>
        <p className="text-sm text-muted-foreground">{me.error.message}</p>
        <Button onClick={() => void me.refetch()}>{t('onboarding.tryAgain')}</Button>
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

function initialStep(entry: OnboardingWizardProps['entry'], type: OnboardingRole | null): Step {
  if (type === null) return 1;
  if (entry.kind === 'visitor') return 2;
  if (entry.saved?.planStep === 'payment') return 5;
  return entry.saved?.planStep === 'plan' ? 4 : 3;
}

function OnboardingWizard({ entry, brandPlanSteps: BrandPlanSteps }: OnboardingWizardProps) {
  const t = useT();
  const isMember = entry.kind === 'member';
  const { saved } = entry;
  const initialType = isMember ? entry.role : entry.presetType;
  const [type, setType] = useState<OnboardingRole | null>(initialType);
  const [isPreset, setIsPreset] = useState(saved?.isPreset ?? initialType !== null);
  const [step, setStep] = useState<Step>(initialStep(entry, initialType));
  // The account step as typed (after a reload: the names and e-mail, not the password).
  const [account, setAccount] = useState<AccountStepInput | null>(
    saved?.email
      ? { ...saved, password: '', confirmPassword: '', termsAccepted: false, marketingEmails: false }
      : null,
  );
  const [profileDraft, setProfileDraft] = useState<CompleteOnboardingInput | null>(null);
  const [emailError, setEmailError] = useState<string | undefined>();
  // Signed up at the account step, waiting for the e-mailed code that confirms it (and signs in).
  const [isConfirming, setIsConfirming] = useState(!isMember && Boolean(saved?.isConfirming));
  const [planId, setPlanId] = useState<PayablePlanId | null>(saved?.planId ?? null);
  const createAccount = useCreateAccount();
  const completeOnboarding = useCompleteOnboarding();

  const memberProfile = isMember ? entry.me.profile : null;
  // Keeps the progress for a reload of this tab; `patch` carries what this render does not know yet.
  const remember = (patch: Partial<SavedProgress>) => {
    if (!type) return;
    saveProgress({
      type,
      isPreset,
      email: account?.email ?? (isMember ? entry.me.user.email : ''),
      firstName: account?.firstName ?? memberProfile?.firstName ?? '',
      lastName: account?.lastName ?? memberProfile?.lastName ?? '',
      isConfirming,
      planStep: step === 4 ? 'plan' : step === 5 ? 'payment' : null,
      planId,
      ...patch,
    });
  };

  const total = (type === 'brand' ? 5 : 4) - (isPreset ? 1 : 0);
  const position = step - (isPreset ? 1 : 0);
  const isBrand = type === 'brand';
  const choosePlan = useCallback((chosen: PayablePlanId) => {
    setPlanId(chosen);
    setStep(5);
  }, []);
  const backToPlans = useCallback(() => setStep(4), []);
  // The brand's plan steps are kept for a reload of this tab (the profile step started the record).
  useEffect(() => {
    if (step < 4 || type !== 'brand') return;
    const kept = readProgress();
    if (kept) saveProgress({ ...kept, planStep: step === 4 ? 'plan' : 'payment', planId });
  }, [step, planId, type]);

  const goBack = () => {
    if (step >= 4) setStep(step === 5 ? 4 : 3);
    else {
      setIsPreset(false);
      setType(null);
      setStep(1);
      saveProgress(null);
    }
  };
  // Once there is an account a known type cannot be changed here.
  const canGoBack =
    !isConfirming &&
    (step === 2 || (step === 3 && isMember && entry.role === null) || (isBrand && step >= 4));

  // The account is made at the account step, so an address that is taken is caught there: the
  // sign-up answers alike for every address (decision 0026) and its owner gets an e-mail.
  const signUp = (values: AccountStepValues) => {
    if (!type || type === 'agent') return;
    setAccount(values);
    setEmailError(undefined);
    createAccount.mutate(
      { userType: type, account: values },
      {
        onSuccess: () => {
          setIsConfirming(true);
          remember({
            email: values.email,
            firstName: values.firstName,
            lastName: values.lastName,
            isConfirming: true,
          });
        },
        onError: (error) => {
          if (isApiError(error) && error.fields.email) setEmailError(error.message);
        },
      },
    );
  };

  const submitProfile = (body: CompleteOnboardingInput) => {
    if (!type) return;
    setProfileDraft(body);
    const userType = type === 'agent' ? undefined : type;
    completeOnboarding.mutate(
      { ...body, userType },
      {
        onSuccess: () => {
          // A brand goes on to the plan (checkout needs the signed-in brand); others are done.
          setStep(4);
          if (isBrand) remember({ planStep: 'plan' });
          else saveProgress(null);
        },
      },
    );
  };

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
      <title>{t('onboarding.pageTitle')}</title>
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
                saveProgress({
                  type: chosen,
                  isPreset: false,
                  email: '',
                  firstName: '',
                  lastName: '',
                  isConfirming: false,
                  planStep: null,
                  planId: null,
                });
              }}
            />
          ) : null}
          {step === 2 && isConfirming && account ? (
            <ConfirmEmailForm
              email={account.email}
              onConfirmed={() => {
                setIsConfirming(false);
                setStep(3);
                remember({ isConfirming: false });
              }}
              onChangeEmail={() => {
                setIsConfirming(false);
                remember({ isConfirming: false });
              }}
            />
          ) : null}
          {step === 2 && !isConfirming && type ? (
            <AccountStep
              typeLabel={t(TYPE_LABELS[type])}
              defaultValues={account}
              emailError={emailError}
              isPending={createAccount.isPending}
              onNext={signUp}
            />
          ) : null}
          {step === 3 && type ? (
            <RoleProfileForm
              role={type}
              defaultValues={profileDefaults(profileDraft ?? memberProfile)}
              isPending={completeOnboarding.isPending}
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

import {
  SIGN_UP_USER_TYPES,
  onboardingRoleOf,
  type CompleteOnboardingInput,
  type OnboardingRole,
  type SignUpUserType,
} from '@partnerly/contracts';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageLoader } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
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

type Step = 1 | 2 | 3 | 4;

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

// The brand's plan (step 4) and payment (step 5) are the pricing page's.
const BRAND_PLAN_PATH = '/pricing';

const parseSignUpType = (value: string | null): SignUpUserType | null =>
  SIGN_UP_USER_TYPES.find((type) => type === value) ?? null;

function entryFor(me: Me | null, queryType: SignUpUserType | null): Entry {
  if (!me) return { kind: 'visitor', presetType: queryType };
  if (!me.profile) return { kind: 'member', me, role: null };
  const role = onboardingRoleOf(me.profile.userType);
  if (!role || me.profile.onboardingCompleted) return { kind: 'done' };
  return { kind: 'member', me, role };
}

/** /onboarding: the wizard of spec 01 sections 2 and 4 (type, account, role profile). */
export function OnboardingRoute() {
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
  return <OnboardingWizard entry={entry} />;
}

function OnboardingWizard({ entry }: { entry: Exclude<Entry, { kind: 'done' }> }) {
  const navigate = useNavigate();
  const isMember = entry.kind === 'member';
  const initialType = isMember ? entry.role : entry.presetType;
  const [type, setType] = useState<OnboardingRole | null>(initialType);
  const [isPreset, setIsPreset] = useState(initialType !== null);
  const [step, setStep] = useState<Step>(initialType === null ? 1 : isMember ? 3 : 2);
  const [account, setAccount] = useState<AccountStepValues | null>(null);
  const [profileDraft, setProfileDraft] = useState<CompleteOnboardingInput | null>(null);
  const [emailError, setEmailError] = useState<string | undefined>();
  const createAccount = useCreateAccount();
  const completeOnboarding = useCompleteOnboarding();

  const total = (type === 'brand' ? 5 : 4) - (isPreset ? 1 : 0);
  const position = step - (isPreset ? 1 : 0);
  const finish = () => (type === 'brand' ? void navigate(BRAND_PLAN_PATH) : setStep(4));

  const goBack = () => {
    if (step === 3 && !isMember) setStep(2);
    else {
      setIsPreset(false);
      setType(null);
      setStep(1);
    }
  };
  // Members already have an account; a known type cannot be changed here.
  const canGoBack = step === 2 || (step === 3 && (!isMember || entry.role === null));

  const submitProfile = (body: CompleteOnboardingInput) => {
    if (!type) return;
    setProfileDraft(body);
    if (isMember) {
      const userType = type === 'agent' ? undefined : type;
      completeOnboarding.mutate({ ...body, userType }, { onSuccess: finish });
      return;
    }
    if (!account || type === 'agent') return;
    createAccount.mutate(
      { userType: type, account, profile: body },
      {
        onSuccess: finish,
        onError: (error) => {
          // An address already registered (or refused) is fixed on the account step.
          const isEmailProblem =
            isApiError(error) &&
            (error.code.startsWith('USER_ALREADY_EXISTS') || Boolean(error.fields.email));
          if (isEmailProblem) {
            setEmailError(error.message);
            setStep(2);
          }
        },
      },
    );
  };

  const firstName = account?.firstName ?? (isMember ? (entry.me.profile?.firstName ?? null) : null);

  return (
    <div className="flex flex-1 justify-center px-4 py-8 sm:py-12">
      <title>Get Set Up · Partnerly</title>
      <Card className="w-full max-w-xl">
        <CardContent className="grid gap-6 p-5 pt-5 sm:p-8">
          {step < 4 ? (
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
          {step === 3 && type ? (
            <RoleProfileForm
              role={type}
              defaultValues={profileDefaults(profileDraft ?? (isMember ? entry.me.profile : null))}
              isPending={createAccount.isPending || completeOnboarding.isPending}
              onSubmit={submitProfile}
            />
          ) : null}
          {step === 4 ? <ReadyStep firstName={firstName} /> : null}
        </CardContent>
      </Card>
    </div>
  );
}
